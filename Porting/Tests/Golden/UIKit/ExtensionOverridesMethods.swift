import UIKit

// MARK: - UITableViewDelegate

extension InfoListSection: UITableViewDelegate {
  @objc func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return childDelegates.isEmpty ? emptyHeight : 10
  }

  /// An empty view over the list, only while it has rows.
  @objc override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    return childDelegates.isEmpty ? nil : UIView()
  }

  func itemCount() -> Int {
    return childDelegates.count
  }
}

extension InfoListSection {
  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return emptyHeight
  }
}
