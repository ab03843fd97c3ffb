import CascadingTableKit
import Testing

/// The example of *Reporting Problems* prints what the article says.
@MainActor
struct ReportingProblemsExampleTests {
  @Test func theArticlesExamplePrintsWhatItSays() {
    let table = HeadlessTableView()
    let root = CascadingRootTableDelegate(childDelegates: [], tableView: table)
    table.tapRow(at: TableIndexPath(row: 3, section: 0))
    #expect(
      table.problems.map(\.description) == [
        "tapRow(at:) named row [0, 3], which the table does not have: did nothing "
          + "[section 0; rows [0, 3]]"
      ])
    withExtendedLifetime(root) {}
  }
}
