import CascadingTableKit

/// A table that does nothing: the `tableView` argument of routed calls in benchmarks that
/// measure the delegates alone, with no table work mixed in.
@MainActor
final class BenchmarkTableHost: TableHost {
  weak var dataSource: (any TableDataSource)?
  weak var delegate: (any TableDelegate)?
  var isEditing = false
  var numberOfSections: Int { 0 }
  var indexPathsForVisibleRows: [TableIndexPath]? { nil }
  var indexPathForSelectedRow: TableIndexPath? { nil }
  var indexPathsForSelectedRows: [TableIndexPath]? { nil }

  func reloadData() {}
  func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func insertSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {}
  func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {}
  func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {}
  func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {}

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    completion?(true)
  }

  func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {}

  func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {}

  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell
  {
    TableCell(reuseIdentifier: identifier)
  }

  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?
  {
    nil
  }

  func numberOfRows(inSection section: Int) -> Int { 0 }
  func cellForRow(at indexPath: TableIndexPath) -> TableCell? { nil }

  func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition
  ) {}

  func deselectRow(at indexPath: TableIndexPath, animated: Bool) {}

  func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {}
}
