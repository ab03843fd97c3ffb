import UIKit

/// A section written in Swift 2, as the original library's own example was.
class Swift2ReviewSection: CascadingSectionTableDelegate {
  var reviewCount = 2
  var reviewsChanged: (Void -> Void)?
  var reviewTapped: (Int -> Void)?

  override func prepare(tableView tableView: UITableView) {
    super.prepare(tableView: tableView)
    tableView.registerClass(UITableViewCell.self, forCellReuseIdentifier: "Review")
  }

  func reload() {
    let indexes = NSIndexSet(index: index)
    currentTableView?.reloadSections(indexes, withRowAnimation: .Automatic)
  }

  override func tableView(tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return CGFloat.min
  }
}
