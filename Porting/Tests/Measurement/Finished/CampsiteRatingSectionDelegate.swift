import CascadingTableKit

/// The average rating as stars, under a "REVIEWS" header: a hand-written conformer.
class CampsiteRatingSectionDelegate: CascadingTableDelegate {
  var index: Int = 0
  var childDelegates: [any CascadingTableDelegate] = []
  weak var parentDelegate: (any CascadingTableDelegate)?

  private var viewModel: CampsiteViewModel?
  private weak var currentTableView: (any TableHost)?

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
  }

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    viewModel.add(reviewsObserver: self)
  }

  func prepare(tableView: any TableHost) {
    currentTableView = tableView
    tableView.register(TableNib(nibName: "CampsiteRatingCell", bundle: nil), forCellReuseIdentifier: "CampsiteRatingCell")
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return (viewModel?.averageRating ?? 0) > 0 ? 1 : 0
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteRatingCell", for: indexPath) as! CampsiteRatingCell
    cell.configure(rating: viewModel?.averageRating ?? 0)
    return cell
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return 39
  }

  func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    return "REVIEWS"
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 41
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return 1.1
  }

  func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool? {
    return false
  }
}

extension CampsiteRatingSectionDelegate: CampsiteReviewsObserver {
  func campsiteReviewsDidChange() {
    currentTableView?.reloadSections([index], with: .none)
  }
}
