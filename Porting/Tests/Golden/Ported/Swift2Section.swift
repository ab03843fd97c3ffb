import CascadingTableKit

/// A section written in Swift 2, as the original library's own example was.
class Swift2ReviewSection: CascadingSectionTableDelegate {
  var reviewCount = 2
  var reviewsChanged: (() -> Void)?
  var reviewTapped: ((Int) -> Void)?

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableCell.self, forCellReuseIdentifier: "Review")
  }

  func reload() {
    let indexes = [index]
    currentTableView?.reloadSections(indexes, with: .automatic)
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return Double.leastNormalMagnitude
  }
}
