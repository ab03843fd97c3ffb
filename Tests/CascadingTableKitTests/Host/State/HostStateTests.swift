import Testing

@testable import CascadingTableKit

/// Checks the small state owners of ``HeadlessTableView`` whose rules are a few lines each:
/// swipe numbering, the load cycle's flags, selection remapping and the problem log.
@MainActor
struct HostStateTests {
  private static func swipe(at row: Int) -> OpenSwipe {
    OpenSwipe(
      indexPath: TableIndexPath(row: row, section: 0), edge: .trailing, actions: [],
      performsFirstActionWithFullSwipe: false)
  }

  @Test func aSwipeClosesOnlyUnderItsOwnNumber() {
    var state = EditingState()
    state.open(Self.swipe(at: 0))
    let first = state.openSwipe?.generation
    state.open(Self.swipe(at: 1))
    let second = state.openSwipe?.generation
    #expect(first != nil && second != nil && first! < second!)
    let stale = state.closeSwipe(opened: first!)
    #expect(stale == nil)
    #expect(state.openSwipe?.indexPath.row == 1)
    let closed = state.closeSwipe(opened: second!)
    #expect(closed?.indexPath.row == 1)
    #expect(state.openSwipe == nil)
  }

  @Test func aSwipeOnARemovedRowStaysOpenMarkedGone() {
    var state = EditingState()
    state.open(Self.swipe(at: 2))
    state.remap(rows: { $0.row == 2 ? TableIndexPath(row: 5, section: 0) : $0 })
    #expect(state.openSwipe?.indexPath.row == 5)
    state.remap(rows: { _ in nil })
    #expect(state.openSwipe?.isRowGone == true)
    #expect(state.openSwipe?.indexPath.row == 5)
  }

  @Test func aReloadRequestedDuringTheLastAttemptLoadsAtTheNextQuery() {
    var lifecycle = TableLifecycle()
    lifecycle.dataSourceChanged(isSet: true)
    let released = lifecycle.beginLoad(hasDataSource: true)
    #expect(!released)
    #expect(!lifecycle.needsReload)
    lifecycle.requestReloadWhileLoading()
    lifecycle.deferPendingReload()
    #expect(lifecycle.needsReload)
    #expect(!lifecycle.pendingReload)
  }

  @Test func aReleasedDataSourceIsReportedOnce() {
    var lifecycle = TableLifecycle()
    lifecycle.dataSourceChanged(isSet: true)
    let first = lifecycle.beginLoad(hasDataSource: false)
    let second = lifecycle.beginLoad(hasDataSource: false)
    #expect(first)
    #expect(!second)
  }

  @Test func selectionFollowsItsRowsAndDropsRemovedOnes() {
    var selection = SelectionState()
    selection.setSelected(true, at: TableIndexPath(row: 0, section: 0))
    selection.setSelected(true, at: TableIndexPath(row: 3, section: 0))
    selection.setFocusedRow(TableIndexPath(row: 0, section: 0))
    selection.setHighlightedRow(TableIndexPath(row: 3, section: 0))
    selection.remap(rows: { $0.row == 0 ? nil : TableIndexPath(row: $0.row - 1, section: 0) })
    #expect(selection.selectedRows == [TableIndexPath(row: 2, section: 0)])
    #expect(selection.focusedRow == nil)
    #expect(selection.highlightedRow == TableIndexPath(row: 2, section: 0))
  }

  @Test func aRecurringDiagnosticIsRecordedOnceAndOthersEachTime() {
    var log = ProblemLog()
    let recurring = TableProblem(
      kind: .diagnostic(.unregisteredCellIdentifier(reuseIdentifier: "cell")))
    let other = TableProblem(kind: .diagnostic(.dataSourceReleased))
    var recorded: [Bool] = []
    for problem in [recurring, recurring, other, other] {
      recorded.append(log.record(problem))
    }
    #expect(recorded == [true, false, true, true])
    #expect(log.problems.count == 3)
  }
}
