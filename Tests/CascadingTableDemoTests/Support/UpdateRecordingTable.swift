import CascadingTableKit

/// A table double that conforms to `TableHost` with exactly its requirements and records the
/// updates a delegate tree asks it for, so a test can check which section a delegate reloads.
@MainActor
final class UpdateRecordingTable: TableHost {
  /// An update asked of the table.
  enum Update: Equatable {
    case reloadData
    case reloadSections([Int], TableRowAnimation)
    case reloadRows([TableIndexPath], TableRowAnimation)
    case insertRows([TableIndexPath], TableRowAnimation)
    case moveSection(Int, Int)
    case other(String)
  }

  weak var dataSource: (any TableDataSource)?
  weak var delegate: (any TableDelegate)?
  var isEditing = false
  private(set) var updates: [Update] = []

  var numberOfSections: Int { 0 }
  var indexPathsForVisibleRows: [TableIndexPath]? { nil }
  var indexPathForSelectedRow: TableIndexPath? { nil }
  var indexPathsForSelectedRows: [TableIndexPath]? { nil }

  func reloadData() { updates.append(.reloadData) }

  func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {
    updates.append(.reloadSections(sections, animation))
  }

  func insertSections(_ sections: [Int], with animation: TableRowAnimation) {
    updates.append(.other("insertSections"))
  }

  func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {
    updates.append(.other("deleteSections"))
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    updates.append(.moveSection(section, newSection))
  }

  func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    updates.append(.reloadRows(indexPaths, animation))
  }

  func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    updates.append(.insertRows(indexPaths, animation))
  }

  func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    updates.append(.other("deleteRows"))
  }

  func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
    updates.append(.other("moveRow"))
  }

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
