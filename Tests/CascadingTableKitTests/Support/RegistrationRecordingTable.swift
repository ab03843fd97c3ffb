import CascadingTableKit

/// A one-section table double in the manner of DataSourceKit's `TestTableView`: it records
/// every registration, in order, and makes real cells from what was registered, so a test can
/// check both what a data source registered and the cells it configured.
@MainActor
final class RegistrationRecordingTable: TableHost {
  weak var dataSource: (any TableDataSource)?
  weak var delegate: (any TableDelegate)?
  var isEditing = false

  /// The nib names registered for cells, in call order.
  private(set) var nibRegistrations: [String] = []
  /// The names of the classes registered for cells, in call order.
  private(set) var classRegistrations: [String] = []
  /// The diagnostics reported, in order.
  private(set) var diagnostics: [TableDiagnostic] = []

  private var cellClasses: [String: TableCell.Type] = [:]

  var numberOfSections: Int { 1 }
  var indexPathsForVisibleRows: [TableIndexPath]? { nil }
  var indexPathForSelectedRow: TableIndexPath? { nil }
  var indexPathsForSelectedRows: [TableIndexPath]? { nil }

  /// Asks the data source for the cell of every row of section 0, in order.
  func cellsOfAllRows() -> [TableCell] {
    guard let dataSource else { return [] }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    return (0..<count).map {
      dataSource.tableView(self, cellForRowAt: TableIndexPath(row: $0, section: 0))
    }
  }

  func register(_ nib: TableNib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    nibRegistrations.append(nib.nibName)
    cellClasses[identifier] = nib.registeredCellClass
  }

  func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else { return }
    classRegistrations.append(String(describing: cellClass))
    cellClasses[identifier] = cellClass
  }

  func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {}

  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell
  {
    (cellClasses[identifier] ?? TableCell.self).init(reuseIdentifier: identifier)
  }

  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?
  { nil }

  func reportDiagnostic(_ diagnostic: TableDiagnostic) {
    diagnostics.append(diagnostic)
  }

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
  func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  func cellForRow(at indexPath: TableIndexPath) -> TableCell? { nil }
  func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition
  ) {}
  func deselectRow(at indexPath: TableIndexPath, animated: Bool) {}
  func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {}
}
