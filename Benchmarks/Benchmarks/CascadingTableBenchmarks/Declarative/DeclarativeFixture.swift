import CascadingTableKit

/// A loaded `HeadlessTableView` whose data source is a `TableViewDataSource` of identifiable
/// declarations, and a copy of them with one more row in the middle: what the declarative
/// benchmarks assign back and forth.
@MainActor
final class DeclarativeFixture {
  /// A row declaration: identified by `id`, `Hashable` as its content.
  struct Row: Identifiable, Hashable {
    var id: Int
  }

  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The data source, with ``rows`` declared; the table holds it weakly.
  let dataSource: TableViewDataSource<Row>
  /// The declarations the table starts with.
  private let rows: [Row]
  /// The declarations with one more row in the middle.
  private let rowsWithExtra: [Row]
  /// The baseline's table and data source: a plain data source holding the same rows, which
  /// tells its table nothing by itself (DataSourceKit's `TableViewDataSource` did not either).
  private let reloadedTable = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  private let plain = PlainListDataSource()

  /// Builds and loads the table.
  /// - Parameter rowCount: The number of declarations.
  init(rowCount: Int) {
    rows = (0..<rowCount).map { Row(id: $0) }
    var extended = rows
    extended.insert(Row(id: -1), at: rowCount / 2)
    rowsWithExtra = extended
    dataSource = TableViewDataSource<Row> { row in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "row"
      ) { $0.text = "Row \(row.id)" }
      .rowHeight(44)
    }
    dataSource.cellDeclarations = rows
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
    plain.rows = rows
    reloadedTable.register(TableCell.self, forCellReuseIdentifier: "row")
    reloadedTable.dataSource = plain
    reloadedTable.delegate = plain
    reloadedTable.reloadData()
    reloadedTable.layoutIfNeeded()
  }

  /// Inserts the row by assigning the longer declarations (one diffed batch), then removes it
  /// the same way.
  func insertAndRemoveByDiffedAssignment() {
    let inserted = dataSource.setCellDeclarations(rowsWithExtra)
    table.layoutIfNeeded()
    let removed = dataSource.setCellDeclarations(rows)
    table.layoutIfNeeded()
    precondition(inserted.count == 1 && removed.count == 1, "not one update each")
  }

  /// DataSourceKit's way: assign the rows, then reload the table; twice. The rows are held by
  /// a plain data source, so the assignment itself tells the table nothing.
  func insertAndRemoveByReload() {
    plain.rows = rowsWithExtra
    reloadedTable.reloadData()
    reloadedTable.layoutIfNeeded()
    plain.rows = rows
    reloadedTable.reloadData()
    reloadedTable.layoutIfNeeded()
  }

  /// The lower bound: assign the declarations, then name the inserted (and removed) row in
  /// one `performBatchUpdates` by hand, as a developer who knows the change would.
  func insertAndRemoveByHand() {
    let indexPath = TableIndexPath(row: rows.count / 2, section: 0)
    let table = reloadedTable
    plain.rows = rowsWithExtra
    table.performBatchUpdates({ table.insertRows(at: [indexPath], with: .automatic) })
    table.layoutIfNeeded()
    plain.rows = rows
    table.performBatchUpdates({ table.deleteRows(at: [indexPath], with: .automatic) })
    table.layoutIfNeeded()
  }

  /// Stops the benchmark unless the table applied the last change cleanly.
  func checkApplied() {
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    precondition(reloadedTable.lastUpdateError == nil, "the baseline rejected an update")
    precondition(table.numberOfRows(inSection: 0) == rows.count, "the table and rows disagree")
    precondition(
      reloadedTable.numberOfRows(inSection: 0) == rows.count, "the baseline and rows disagree")
  }

  private static var built: [Int: DeclarativeFixture] = [:]

  /// The fixture for a size, built on first use.
  /// - Parameter rowCount: The number of declarations.
  /// - Returns: The fixture.
  static func shared(rowCount: Int) -> DeclarativeFixture {
    if let fixture = built[rowCount] { return fixture }
    let fixture = DeclarativeFixture(rowCount: rowCount)
    built[rowCount] = fixture
    return fixture
  }
}
