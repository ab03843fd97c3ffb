import CascadingTableKit

/// A table double that conforms to `TableHost` with exactly its requirements and records the
/// calls a delegate tree makes on it, as `Equatable` entries a test can compare at once.
@MainActor
final class RecordingTableHost: TableHost {
  /// A call made on the table.
  enum Call: Equatable {
    case reloadData
    case reloadSections([Int], TableRowAnimation)
    case insertSections([Int], TableRowAnimation)
    case deleteSections([Int], TableRowAnimation)
    case moveSection(Int, Int)
    case reloadRows([TableIndexPath], TableRowAnimation)
    case insertRows([TableIndexPath], TableRowAnimation)
    case deleteRows([TableIndexPath], TableRowAnimation)
    case moveRow(TableIndexPath, TableIndexPath)
    case performBatchUpdates
    case registerCell(String)
    case registerHeaderFooter(String)
    case selectRow(TableIndexPath?)
    case deselectRow(TableIndexPath)
    case scrollToRow(TableIndexPath, TableScrollPosition)
  }

  weak var dataSource: (any TableDataSource)?
  weak var delegate: (any TableDelegate)?
  var isEditing = false
  var selectionFollowsFocus = false
  private(set) var calls: [Call] = []
  /// The class each cell reuse identifier was last registered with; `nil` values unregister.
  private(set) var cellClasses: [String: TableCell.Type] = [:]
  /// The class each header or footer reuse identifier was last registered with.
  private(set) var headerFooterClasses: [String: TableHeaderFooterView.Type] = [:]

  /// Whether the table answers its counts by asking its data source each time, as a table
  /// written by an app without a cache may; otherwise it answers 0 and never asks.
  var asksDataSourceForCounts = false

  var numberOfSections: Int {
    guard asksDataSourceForCounts, let dataSource else { return 0 }
    return dataSource.numberOfSections(in: self)
  }
  /// What the table says is on screen (`nil` by default, as a table not laid out).
  var visibleRows: [TableIndexPath]?
  var indexPathsForVisibleRows: [TableIndexPath]? { visibleRows }
  var indexPathForSelectedRow: TableIndexPath? { nil }
  var indexPathsForSelectedRows: [TableIndexPath]? { nil }

  func reloadData() { calls.append(.reloadData) }

  func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {
    calls.append(.reloadSections(sections, animation))
  }

  func insertSections(_ sections: [Int], with animation: TableRowAnimation) {
    calls.append(.insertSections(sections, animation))
  }

  func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {
    calls.append(.deleteSections(sections, animation))
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    calls.append(.moveSection(section, newSection))
  }

  func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    calls.append(.reloadRows(indexPaths, animation))
  }

  func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    calls.append(.insertRows(indexPaths, animation))
  }

  func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    calls.append(.deleteRows(indexPaths, animation))
  }

  func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
    calls.append(.moveRow(indexPath, newIndexPath))
  }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    calls.append(.performBatchUpdates)
    updates?()
    completion?(true)
  }

  func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {
    calls.append(.registerCell(identifier))
    cellClasses[identifier] = cellClass
  }

  func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    calls.append(.registerHeaderFooter(identifier))
    headerFooterClasses[identifier] = aClass
  }

  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell
  {
    TableCell(reuseIdentifier: identifier)
  }

  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?
  {
    TableHeaderFooterView(reuseIdentifier: identifier)
  }

  func numberOfRows(inSection section: Int) -> Int {
    guard asksDataSourceForCounts, let dataSource else { return 0 }
    return dataSource.tableView(self, numberOfRowsInSection: section)
  }

  func cellForRow(at indexPath: TableIndexPath) -> TableCell? { nil }

  func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition
  ) {
    calls.append(.selectRow(indexPath))
  }

  func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
    calls.append(.deselectRow(indexPath))
  }

  func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {
    calls.append(.scrollToRow(indexPath, scrollPosition))
  }

  func resetCalls() { calls.removeAll() }
}
