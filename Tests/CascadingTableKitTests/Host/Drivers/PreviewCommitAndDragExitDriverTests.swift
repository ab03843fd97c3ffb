import CascadingTableKit
import Testing

/// ``HeadlessTableView/commitContextMenuPreview()`` and ``HeadlessTableView/dropOutsideTable(at:)``
/// make UIKit's calls in UIKit's order, a tree routes them to the leaf that produced the
/// configuration or began the drag (``MixedSectionFixture``), and with nothing in progress they
/// report a typed problem and call nobody.
@MainActor
struct PreviewCommitAndDragExitDriverTests {
  let fixture = MixedSectionFixture()
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 2000))

  init() {
    fixture.root.prepare(tableView: table)
    table.layoutIfNeeded()
  }

  var t: DelegateCall.Table { tableID(table) }

  /// The journal's entries that are not display or layout calls.
  func interactionCalls() -> [CallJournal.Entry] {
    fixture.journal.entries.filter { entry in
      switch entry.call {
      case .contextMenuConfiguration, .previewForHighlighting, .willDisplayContextMenu,
        .willEndContextMenu, .previewForDismissing, .willPerformPreviewAction, .itemsForBeginning,
        .dragPreviewParameters, .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMove,
        .dragSessionRestricted, .canHandleDrop, .dropSessionDidEnter, .dropSessionDidExit,
        .dropSessionDidUpdate, .dropSessionDidEnd, .performDrop, .dropPreviewParameters:
        true
      default: false
      }
    }
  }

  @Test func committingAPreviewTellsTheLeafThatAnsweredThenClosesTheMenu() throws {
    let path = TableIndexPath(row: 5, section: 1)  // "deep", four groups down
    let configuration = try #require(table.openContextMenu(forRowAt: path))
    fixture.journal.reset()
    #expect(table.commitContextMenuPreview())
    #expect(table.indexPathForContextMenu == nil)
    #expect(table.contextMenuConfiguration == nil)
    let c = ObjectIdentifier(configuration)
    let calls = interactionCalls()
    #expect(calls.map(\.node) == ["deep", "deep", "deep"])
    let kinds = calls.map(\.call)
    guard kinds.count == 3 else {
      Issue.record("expected 3 calls, got \(kinds)")
      return
    }
    guard case .willPerformPreviewAction(t, c, let commitAnimator) = kinds[0] else {
      Issue.record("first call: \(kinds[0])")
      return
    }
    guard case .willEndContextMenu(t, c, .some(let endAnimator)) = kinds[1] else {
      Issue.record("second call: \(kinds[1])")
      return
    }
    #expect(commitAnimator != endAnimator)
    #expect(kinds[2] == .previewForDismissing(t, c))
    #expect(table.problems.isEmpty)
  }

  @Test func aCommitWithNoMenuOpenReportsItAndCallsNobody() throws {
    fixture.journal.reset()
    #expect(!table.commitContextMenuPreview())
    // A menu that was open and closed is no longer there to commit either.
    _ = try #require(table.openContextMenu(forRowAt: TableIndexPath(row: 8, section: 1)))
    #expect(table.dismissContextMenu())
    fixture.journal.reset()
    #expect(!table.commitContextMenuPreview())
    #expect(interactionCalls().isEmpty)
    let expected = TableProblem(
      kind: .diagnostic(.noInteractionInProgress(call: "commitContextMenuPreview()")))
    #expect(table.problems == [expected, expected])
  }

  @Test func aDragLeavingTheTableEntersExitsAndEndsAtTheLeafThatBeganIt() throws {
    let source = TableIndexPath(row: 3, section: 1)  // "block"
    let stub = try #require(fixture.stubs["block"])
    stub.canHandleDrop = true
    let drag = try #require(table.beginDrag(fromRowAt: source))
    fixture.journal.reset()
    let point = TablePoint(x: -5, y: 17)
    #expect(table.dropOutsideTable(at: point))
    #expect(table.dragSession == nil)
    #expect(drag.location == point)
    let calls = interactionCalls()
    #expect(calls.map(\.node) == Array(repeating: "block", count: 5))
    let kinds = calls.map(\.call)
    guard kinds.count == 5, case .canHandleDrop(t, let s) = kinds[0] else {
      Issue.record("expected canHandle then 4 calls, got \(kinds)")
      return
    }
    #expect(s != ObjectIdentifier(drag))
    #expect(
      Array(kinds.dropFirst()) == [
        .dropSessionDidEnter(t, s), .dropSessionDidExit(t, s), .dropSessionDidEnd(t, s),
        .dragSessionDidEnd(t, ObjectIdentifier(drag)),
      ])
    // Nothing was dropped: no row moved.
    #expect(table.numberOfRows(inSection: 1) == MixedSectionFixture.owners.count)
    #expect(table.problems.isEmpty)
  }

  @Test func aDragLeavingATableThatCannotHandleItOnlyEnds() throws {
    let source = TableIndexPath(row: 0, section: 1)  // "row0"
    try #require(fixture.stubs["row0"]).canHandleDrop = false
    let drag = try #require(table.beginDrag(fromRowAt: source))
    fixture.journal.reset()
    #expect(table.dropOutsideTable())
    let kinds = interactionCalls().map(\.call)
    guard kinds.count == 2, case .canHandleDrop(t, _) = kinds[0] else {
      Issue.record("expected canHandle and the drag's end, got \(kinds)")
      return
    }
    #expect(kinds[1] == .dragSessionDidEnd(t, ObjectIdentifier(drag)))
    #expect(interactionCalls().allSatisfy { $0.node == "row0" })
  }

  @Test func aDragLeavingWithNoDragInProgressReportsItAndCallsNobody() throws {
    fixture.journal.reset()
    #expect(!table.dropOutsideTable())
    // A drag already dropped is over.
    _ = try #require(table.beginDrag(fromRowAt: TableIndexPath(row: 8, section: 1)))
    table.drop(at: nil)
    fixture.journal.reset()
    #expect(!table.dropOutsideTable(at: TablePoint(x: 3, y: 3)))
    #expect(interactionCalls().isEmpty)
    let expected = TableProblem(
      kind: .diagnostic(.noInteractionInProgress(call: "dropOutsideTable(at:)")))
    #expect(table.problems == [expected, expected])
  }

  @Test func theCommitAnimatorRunsOnceTheMenuIsGoneAndADelegateMayCloseTheMenuItself() {
    let delegate = MenuCommitDelegate()
    let host = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    host.register(TableCell.self, forCellReuseIdentifier: "row")
    host.dataSource = delegate
    host.delegate = delegate
    host.openContextMenu(forRowAt: TableIndexPath(row: 1, section: 0))
    #expect(host.commitContextMenuPreview())
    #expect(
      delegate.events == [
        "contextMenu 0.1", "willPerformPreview", "willEnd menu open: false",
        "previewForDismissing", "commit animation menu open: false",
        "commit completion menu open: false",
      ])
    // A delegate that dismisses the menu itself from the commit call gets no second close.
    delegate.events = []
    delegate.dismissesOnCommit = true
    host.openContextMenu(forRowAt: TableIndexPath(row: 0, section: 0))
    #expect(host.commitContextMenuPreview())
    #expect(
      delegate.events == [
        "contextMenu 0.0", "willPerformPreview", "willEnd menu open: false",
        "previewForDismissing", "commit animation menu open: false",
        "commit completion menu open: false",
      ])
    #expect(host.problems.isEmpty)
  }
}
