import CascadingTableKit
import Testing

/// The headless drivers make the calls keyed by what a row returned in UIKit's order, and a
/// tree routes them to the leaf that produced the configuration or began the drag
/// (``MixedSectionFixture`` on a ``HeadlessTableView``).
@MainActor
struct KeyedDriverTests {
  let fixture = MixedSectionFixture()
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 2000))

  init() {
    fixture.root.prepare(tableView: table)
    table.layoutIfNeeded()
  }

  var t: DelegateCall.Table { tableID(table) }

  /// The journal's calls of the interaction members only (not the display ones), by leaf.
  func interactionCalls() -> [CallJournal.Entry] {
    fixture.journal.entries.filter { entry in
      switch entry.call {
      case .contextMenuConfiguration, .previewForHighlighting, .willDisplayContextMenu,
        .willEndContextMenu, .previewForDismissing, .willPerformPreviewAction, .itemsForBeginning,
        .dragPreviewParameters, .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMove,
        .dragSessionRestricted, .canHandleDrop, .dropSessionDidEnter, .dropSessionDidExit,
        .dropSessionDidUpdate, .dropSessionDidEnd, .performDrop:
        true
      default: false
      }
    }
  }

  @Test func aContextMenuOpensAndClosesWithItsFollowUpCallsAtTheLeafThatAnswered() throws {
    let path = TableIndexPath(row: 6, section: 1)  // "deep", four groups down
    let stub = try #require(fixture.stubs["deep"])
    fixture.journal.reset()
    let configuration = try #require(table.openContextMenu(forRowAt: path))
    #expect(configuration === stub.contextMenuConfiguration)
    #expect(table.dismissContextMenu())
    let c = ObjectIdentifier(configuration)
    let calls = interactionCalls()
    #expect(calls.allSatisfy { $0.node == "deep" })
    let kinds = calls.map(\.call)
    guard kinds.count == 5 else {
      Issue.record("expected 5 calls, got \(kinds)")
      return
    }
    #expect(kinds[0] == .contextMenuConfiguration(t, path, TablePoint(x: 0, y: 0)))
    #expect(kinds[1] == .previewForHighlighting(t, c))
    guard case .willDisplayContextMenu(t, c, .some) = kinds[2] else {
      Issue.record("third call: \(kinds[2])")
      return
    }
    guard case .willEndContextMenu(t, c, .some) = kinds[3] else {
      Issue.record("fourth call: \(kinds[3])")
      return
    }
    #expect(kinds[4] == .previewForDismissing(t, c))
  }

  @Test func aDragAndItsDropCallTheLeafThatBeganItInUIKitsOrder() throws {
    let source = TableIndexPath(row: 2, section: 1)  // "block"
    let stub = try #require(fixture.stubs["block"])
    // row0, which owns the destination, proposes nothing: the drop ends after the update.
    try #require(fixture.stubs["row0"]).dropProposal = nil
    stub.canHandleDrop = true
    fixture.journal.reset()
    let drag = try #require(table.beginDrag(fromRowAt: source))
    let destination = TableIndexPath(row: 0, section: 1)
    #expect(!table.drop(at: destination))
    #expect(table.dragSession == nil)
    let d = ObjectIdentifier(drag)
    let calls = interactionCalls()
    let names = calls.map(\.node)
    let kinds = calls.map(\.call)
    guard kinds.count == 10 else {
      Issue.record("expected 10 calls, got \(kinds)")
      return
    }
    #expect(kinds[0] == .itemsForBeginning(t, d, source))
    #expect(kinds[1] == .dragPreviewParameters(t, source))
    #expect(kinds[2] == .dragSessionWillBegin(t, d))
    #expect(kinds[3] == .dragSessionAllowsMove(t, d))
    #expect(kinds[4] == .dragSessionRestricted(t, d))
    guard case .canHandleDrop(t, let s) = kinds[5] else {
      Issue.record("sixth call: \(kinds[5])")
      return
    }
    #expect(kinds[6] == .dropSessionDidEnter(t, s))
    #expect(kinds[7] == .dropSessionDidUpdate(t, s, destination))
    #expect(kinds[8] == .dropSessionDidEnd(t, s))
    #expect(kinds[9] == .dragSessionDidEnd(t, d))
    // All but the update (routed by its destination, row0's row) reach the block.
    #expect(names == Array(repeating: "block", count: 7) + ["row0"] + ["block", "block"])
  }

  @Test func aCancelledDragEndsAtItsLeafAndALeafRefusingTheDropGetsNoMore() throws {
    let source = TableIndexPath(row: 8, section: 1)  // "row8"
    let stub = try #require(fixture.stubs["row8"])
    let drag = try #require(table.beginDrag(fromRowAt: source))
    fixture.journal.reset()
    #expect(table.cancelDrag())
    #expect(
      interactionCalls() == [
        .init(node: "row8", call: .dragSessionDidEnd(t, ObjectIdentifier(drag)))
      ])
    let second = try #require(table.beginDrag(fromRowAt: source))
    stub.canHandleDrop = false
    fixture.journal.reset()
    #expect(!table.drop(at: source))
    let kinds = interactionCalls().map(\.call)
    #expect(kinds.count == 4)
    #expect(kinds.last == .dragSessionDidEnd(t, ObjectIdentifier(second)))
    #expect(!kinds.contains { if case .dropSessionDidEnter = $0 { true } else { false } })
    #expect(!kinds.contains { if case .dropSessionDidUpdate = $0 { true } else { false } })
  }
}
