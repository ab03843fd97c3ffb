import CascadingTableKit
import Testing

/// An edit made outside any transaction inside an empty state its holder hides (a row added
/// to the hidden empty state of a section, or of a group of rows): the table shows nothing of
/// it, so nothing it showed or asked for is gone, and the next transaction reports nothing
/// (P8 reports an edit the table was never told about, whose rows the table showed; issue
/// 27, the walks2 report on `PromiseP8MisuseNeverSilentTests`, seed 1).
@MainActor
struct HiddenEmptyStateUntoldEditTests {
  func untoldReports(_ table: HeadlessTableView, since start: Int) -> Int {
    table.problems[start...].filter {
      if case .treeChangedWithoutTellingTable = $0.diagnostic { return true }
      return false
    }.count
  }

  /// The empty state of a section holding a row, or of a group of rows inside a section,
  /// edited untold: no report, no batch; once shown, it shows the row added while hidden.
  @Test(arguments: [false, true])
  func aRowAddedToAHiddenEmptyStateIsNotReported(holderIsAGroup: Bool) {
    let emptyState = CascadingSectionTableDelegate(
      index: 0, childDelegates: [CascadingBareTableDelegate()])
    let holder = CascadingSectionTableDelegate(
      index: 0, childDelegates: [CascadingBareTableDelegate()])
    holder.emptyStateDelegate = emptyState
    // A group sits in a section after a row of the section's own.
    let section =
      holderIsAGroup
      ? CascadingSectionTableDelegate(
        index: 0, childDelegates: [CascadingBareTableDelegate(), holder])
      : holder
    let rowsBesideTheHolder = holderIsAGroup ? 1 : 0
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    emptyState.childDelegates.append(CascadingBareTableDelegate())
    let start = table.problems.count
    let applied = root.performUpdates {}
    #expect(untoldReports(table, since: start) == 0, "\(table.problems[start...])")
    #expect(applied == [])
    #expect(table.numberOfRows(inSection: 0) == rowsBesideTheHolder + 1)
    let shown = root.performUpdates { holder.childDelegates = [] }
    #expect(table.lastUpdateError == nil)
    #expect(!shown.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == rowsBesideTheHolder + 2)
  }
}
