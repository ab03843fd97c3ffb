import CascadingTableKit
import Testing

/// Misuse the table cannot act on is reported as a diagnostic, never silently ignored.
@MainActor
struct HeadlessTableViewDiagnosticTests {
  private func shownTable() -> (HeadlessTableView, CascadingRootTableDelegate) {
    let table = HeadlessTableView()
    let root = TransactionTestTree([[1, 2]], table: table).root
    table.layoutIfNeeded()
    return (table, root)
  }

  @Test func aReleasedDataSourceIsReportedWhenTheTableNextLoads() {
    let table = HeadlessTableView()
    do {
      let root = TransactionTestTree([[1, 2]], table: table).root
      table.layoutIfNeeded()
      #expect(table.numberOfRows(inSection: 0) == 2)
      withExtendedLifetime(root) {}
    }
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(table.diagnostics == [.dataSourceReleased])
    // Reported once, not at every load.
    table.reloadData()
    #expect(table.diagnostics == [.dataSourceReleased])
  }

  @Test func aDataSourceSetToNilOnPurposeIsNotReported() {
    let (table, root) = shownTable()
    table.dataSource = nil
    table.reloadData()
    #expect(table.diagnostics.isEmpty)
    withExtendedLifetime(root) {}
  }

  @Test func callsNamingARowTheTableDoesNotHaveAreReported() {
    let (table, root) = shownTable()
    let missing = TableIndexPath(row: 5, section: 0)
    #expect(table.tapRow(at: missing) == nil)
    table.scrollToRow(at: missing, at: .top, animated: false)
    table.selectRow(at: missing, animated: false, scrollPosition: .none)
    table.deselectRow(at: TableIndexPath(row: -1, section: 0), animated: false)
    #expect(
      table.diagnostics == [
        .indexPathOutOfRange(call: "tapRow(at:)", indexPath: missing),
        .indexPathOutOfRange(call: "scrollToRow(at:at:animated:)", indexPath: missing),
        .indexPathOutOfRange(call: "selectRow(at:animated:scrollPosition:)", indexPath: missing),
        .indexPathOutOfRange(
          call: "deselectRow(at:animated:)", indexPath: TableIndexPath(row: -1, section: 0)),
      ])
    #expect(table.indexPathForSelectedRow == nil)
    withExtendedLifetime(root) {}
  }

  @Test func theDiagnosticsSayWhatToDo() {
    #expect(
      TableDiagnostic.dataSourceReleased.description
        == "the table's data source was released while the table still showed it: the table is "
        + "empty; keep a strong reference to the root")
    #expect(
      TableDiagnostic.indexPathOutOfRange(
        call: "tapRow(at:)", indexPath: TableIndexPath(row: 5, section: 0)
      ).description == "tapRow(at:) named row [0, 5], which the table does not have: did nothing")
  }
}
