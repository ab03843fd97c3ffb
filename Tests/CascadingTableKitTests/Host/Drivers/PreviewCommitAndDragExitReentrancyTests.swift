import CascadingTableKit
import Testing

/// A delegate that changes the table from inside the calls of
/// ``HeadlessTableView/commitContextMenuPreview()`` and
/// ``HeadlessTableView/dropOutsideTable(at:)``: the table never traps, each end call is made
/// once, and the table shows the data source afterwards.
@MainActor
struct PreviewCommitAndDragExitReentrancyTests {
  let delegate = ReentrantInteractionDelegate()
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))

  init() {
    table.register(TableCell.self, forCellReuseIdentifier: "row")
    table.dataSource = delegate
    table.delegate = delegate
    table.layoutIfNeeded()
  }

  @Test func aReloadFromTheCommitClosesTheMenuWithoutClosingCallsAndStillRunsTheAnimator() {
    delegate.onCommit = { table in
      table.reloadData()
    }
    table.openContextMenu(forRowAt: TableIndexPath(row: 2, section: 0))
    delegate.calls = []
    #expect(table.commitContextMenuPreview())
    #expect(delegate.calls == ["willPerformPreview", "commit completion"])
    #expect(table.indexPathForContextMenu == nil)
    #expect(table.problems.isEmpty)
  }

  @Test func aMenuOpenedElsewhereFromTheCommitStaysOpen() {
    delegate.onCommit = { table in
      table.openContextMenu(forRowAt: TableIndexPath(row: 0, section: 0))
    }
    table.openContextMenu(forRowAt: TableIndexPath(row: 2, section: 0))
    delegate.calls = []
    #expect(table.commitContextMenuPreview())
    #expect(table.indexPathForContextMenu == TableIndexPath(row: 0, section: 0))
    #expect(
      delegate.calls == [
        "willPerformPreview", "contextMenu 0", "willDisplayContextMenu", "commit completion",
      ])
  }

  @Test func aDragCancelledFromInsideTheExitEndsOnceAndTheDropSessionStillEnds() {
    delegate.onDropEnter = { table in
      table.cancelDrag()
      table.reloadData()
    }
    #expect(table.beginDrag(fromRowAt: TableIndexPath(row: 1, section: 0)) != nil)
    delegate.calls = []
    #expect(table.dropOutsideTable())
    #expect(
      delegate.calls == [
        "canHandle", "dropSessionDidEnter", "dragSessionDidEnd", "dropSessionDidExit",
        "dropSessionDidEnd",
      ])
    #expect(table.dragSession == nil)
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test func aDragBegunAgainFromInsideTheExitIsLeftInProgress() {
    delegate.onDropEnter = { table in
      table.beginDrag(fromRowAt: TableIndexPath(row: 4, section: 0))
    }
    let first = table.beginDrag(fromRowAt: TableIndexPath(row: 1, section: 0))
    #expect(table.dropOutsideTable())
    #expect(table.dragSession != nil)
    #expect(table.dragSession !== first)
    #expect(table.dragSession?.sourceIndexPath == TableIndexPath(row: 4, section: 0))
  }
}
