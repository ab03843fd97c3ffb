import CascadingTableKit

// MARK: - UITableViewDelegate

extension InfoListSection {
  func itemCount() -> Int {
    return childDelegates.count
  }
}
