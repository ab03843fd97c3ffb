import UIKit

/// The average rating as stars, under a "REVIEWS" header: a hand-written conformer.
class CampsiteRatingSectionDelegate: NSObject, CascadingTableDelegate {
  var index: Int = 0
  var childDelegates: [CascadingTableDelegate] = []
  weak var parentDelegate: CascadingTableDelegate?

  private var viewModel: CampsiteViewModel?
  private weak var currentTableView: UITableView?

  required init(index: Int, childDelegates: [CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    super.init()
  }

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    viewModel.add(reviewsObserver: self)
  }

  func prepare(tableView: UITableView) {
    currentTableView = tableView
    tableView.register(UINib(nibName: "CampsiteRatingCell", bundle: nil), forCellReuseIdentifier: "CampsiteRatingCell")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return (viewModel?.averageRating ?? 0) > 0 ? 1 : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteRatingCell", for: indexPath) as! CampsiteRatingCell
    cell.configure(rating: viewModel?.averageRating ?? 0)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 39
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return "REVIEWS"
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 41
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return 1.1
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    return false
  }
}

extension CampsiteRatingSectionDelegate: CampsiteReviewsObserver {
  func campsiteReviewsDidChange() {
    currentTableView?.reloadSections(IndexSet(integer: index), with: .none)
  }
}
