import CascadingTableKit

/// The baseline of issue 27's big-section target: a loaded `HeadlessTableView` whose data
/// source is one flat array of rows (one section), into the middle of which one row is
/// inserted and then removed, each told to the table in one `performBatchUpdates`, as
/// ``TransactionFixture`` does through a tree.
@MainActor
final class FlatSectionFixture: TableDataSource, TableDelegate {
  /// A row of the flat array: an object, as a row delegate is.
  final class Row {}

  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The rows, in display order.
  private var rows: [Row]
  /// The row inserted and removed.
  private let extraRow = Row()
  /// Where the row goes: the middle of the section.
  private let row: Int

  /// Builds and loads the table.
  /// - Parameter rowCount: The number of rows of the section.
  init(rowCount: Int) {
    rows = (0..<rowCount).map { _ in Row() }
    row = rowCount / 2
    BigSectionTable.load(table, from: self)
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    BigSectionTable.cell(in: tableView, at: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    44
  }

  /// Inserts the row into the array and tells the table, then removes it the same way.
  func insertAndRemove() {
    let indexPath = TableIndexPath(row: row, section: 0)
    let table = self.table
    rows.insert(extraRow, at: row)
    table.performBatchUpdates {
      table.insertRows(at: [indexPath], with: .automatic)
    }
    rows.remove(at: row)
    table.performBatchUpdates {
      table.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  /// Stops the benchmark unless the table applied the last change cleanly.
  func checkApplied() {
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    precondition(table.numberOfRows(inSection: 0) == rows.count, "the table and rows disagree")
  }

  /// Fixtures already built in this process, by row count.
  private static var built: [Int: FlatSectionFixture] = [:]

  /// The fixture of a size, built on first use.
  /// - Parameter rowCount: The number of rows.
  /// - Returns: The fixture.
  static func shared(rowCount: Int) -> FlatSectionFixture {
    if let fixture = built[rowCount] {
      return fixture
    }
    let fixture = FlatSectionFixture(rowCount: rowCount)
    built[rowCount] = fixture
    return fixture
  }
}
