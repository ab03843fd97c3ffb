import CascadingTableKit
import Testing

/// The drivers that go on with an interaction (a context menu, a drag, a swipe) report
/// ``TableDiagnostic/noInteractionInProgress(call:)`` when none is in progress, call nobody
/// (the recording delegate hears nothing) and keep their return values; the same drivers with
/// the interaction in progress report nothing.
@MainActor
struct NothingInProgressDriverTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 3)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  private func nothingInProgress(_ call: String) -> TableProblem {
    TableProblem(kind: .diagnostic(.noInteractionInProgress(call: call)))
  }

  @Test func choosingOrDismissingWithNoMenuOpenReportsItAndCallsNobody() {
    let (table, model) = makeTable()
    var ran = false
    #expect(!table.chooseContextMenuAction(at: 0))
    #expect(!table.dismissContextMenu())
    // A menu that was open and was dismissed is no longer there either.
    model.contextMenuConfiguration = TableContextMenuConfiguration(actions: [
      TableMenuAction(title: "Copy") { _ in ran = true }
    ])
    #expect(table.openContextMenu(forRowAt: path(1)) != nil)
    #expect(table.dismissContextMenu())
    #expect(table.problems.count == 2)
    model.reset()
    #expect(!table.chooseContextMenuAction(at: 0))
    #expect(!table.dismissContextMenu())
    #expect(model.calls.isEmpty)
    #expect(!ran)
    let choose = nothingInProgress("chooseContextMenuAction(at:)")
    let dismiss = nothingInProgress("dismissContextMenu()")
    #expect(table.problems == [choose, dismiss, choose, dismiss])
    #expect(table.diagnostics == table.problems.compactMap(\.diagnostic))
  }

  @Test func aMissingOrDisabledActionOfAnOpenMenuReportsNothing() {
    let (table, model) = makeTable()
    model.contextMenuConfiguration = TableContextMenuConfiguration(actions: [
      TableMenuAction(title: "Off", isDisabled: true) { _ in }
    ])
    #expect(table.openContextMenu(forRowAt: path(0)) != nil)
    #expect(!table.chooseContextMenuAction(at: 0))
    #expect(!table.chooseContextMenuAction(at: 1))
    #expect(table.indexPathForContextMenu == path(0))
    #expect(table.problems.isEmpty)
  }

  @Test func addingToOrCancellingNoDragReportsItAndCallsNobody() {
    let (table, model) = makeTable()
    #expect(!table.addRowToDrag(at: path(1)))
    #expect(!table.cancelDrag())
    // A drag cancelled is over.
    model.dragItems = [TableDragItem()]
    #expect(table.beginDrag(fromRowAt: path(0)) != nil)
    #expect(table.cancelDrag())
    #expect(table.problems.count == 2)
    model.reset()
    #expect(!table.addRowToDrag(at: path(2, 1)))
    #expect(!table.cancelDrag())
    #expect(model.calls.isEmpty)
    let add = nothingInProgress("addRowToDrag(at:point:)")
    let cancel = nothingInProgress("cancelDrag()")
    #expect(table.problems == [add, cancel, add, cancel])
  }

  @Test func addingARowTheTableDoesNotHaveReportsTheRowOnly() {
    let (table, model) = makeTable()
    #expect(!table.addRowToDrag(at: path(7)))
    #expect(model.calls.isEmpty)
    #expect(
      table.problems == [
        TableProblem(
          kind: .diagnostic(
            .indexPathOutOfRange(call: "addRowToDrag(at:point:)", indexPath: path(7))),
          section: 0, rows: [path(7)])
      ])
  }

  @Test func tappingOrEndingNoSwipeReportsItAndCallsNobody() throws {
    let (table, model) = makeTable()
    #expect(!table.tapSwipeAction(at: 0))
    table.endSwipe()
    // A swipe ended is closed.
    try #require(table.swipeRow(at: path(1)) == ["Delete"])
    table.endSwipe()
    #expect(table.problems.count == 2)
    model.reset()
    #expect(!table.tapSwipeAction(at: 0))
    table.endSwipe()
    #expect(model.calls.isEmpty)
    let tap = nothingInProgress("tapSwipeAction(at:)")
    let end = nothingInProgress("endSwipe()")
    #expect(table.problems == [tap, end, tap, end])
  }

  @Test func aSwipeWhoseRowWentIsNoSwipeToTapButEndsWithItsCall() throws {
    let (table, model) = makeTable()
    try #require(table.swipeRow(at: path(1)) == ["Delete"])
    model.sections[0].remove(at: 1)
    table.performBatchUpdates({ table.deleteRows(at: [path(1)], with: .none) })
    #expect(table.indexPathForSwipedRow == nil)
    model.reset()
    #expect(!table.tapSwipeAction(at: 0))
    #expect(model.calls.isEmpty)
    #expect(table.problems == [nothingInProgress("tapSwipeAction(at:)")])
    // The swipe is still open, its row gone: ending it is no misuse.
    table.endSwipe()
    #expect(model.calls.contains { if case .didEndEditing = $0 { true } else { false } })
    #expect(table.problems.count == 1)
  }

  @Test func theTablesOwnClosingsOfASwipeReportNothing() throws {
    let (table, model) = makeTable()
    try #require(table.swipeRow(at: path(0)) == ["Delete"])
    // Another swipe closes the first.
    try #require(table.swipeRow(at: path(1)) == ["Delete"])
    table.reloadData()
    table.setEditing(true, animated: false)
    table.setEditing(false, animated: false)
    try #require(table.swipeRow(at: path(2)) == ["Delete"])
    table.setEditing(true, animated: false)
    #expect(table.indexPathForSwipedRow == nil)
    #expect(table.problems.isEmpty)
    withExtendedLifetime(model) {}
  }

  @Test func aPendingSwipeActionIsNotReportedAsNoSwipe() throws {
    let (table, model) = makeTable()
    var completion: ((Bool) -> Void)?
    model.trailingConfiguration = TableSwipeActionsConfiguration(actions: [
      TableContextualAction(style: .normal, title: "Ask") { _, done in completion = done }
    ])
    try #require(table.swipeRow(at: path(0)) == ["Ask"])
    #expect(table.tapSwipeAction(at: 0))
    #expect(!table.tapSwipeAction(at: 0))
    #expect(table.problems.isEmpty)
    completion?(true)
    #expect(table.indexPathForSwipedRow == nil)
  }
}
