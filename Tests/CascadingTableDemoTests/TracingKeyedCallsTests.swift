import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The tracing proxy names, for a call keyed by a drag or its drop, the row that began the
/// drag, and the root alone for a drop nobody in the table began.
@MainActor
@Suite struct TracingKeyedCallsTests {
  private let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 600))
  private let section = CascadingSectionTableDelegate(
    index: 0, childDelegates: [DraggableRow(), DraggableRow(), DraggableRow()])
  private let root: CascadingRootTableDelegate
  private let proxy: TracingTableProxy
  private let log = TraceLog()

  init() {
    root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    let log = self.log
    proxy = TracingTableProxy(root: root) { log.lines.append($0) }
    table.dataSource = proxy
    table.delegate = proxy
    table.layoutIfNeeded()
  }

  private func keyed(_ call: String) -> [String] {
    log.lines.filter { $0.hasPrefix(call + " ") || $0.hasPrefix(call + ":") }
  }

  @Test func aDragsSessionCallsNameTheRowThatBeganIt() throws {
    try #require(table.beginDrag(fromRowAt: TableIndexPath(row: 2, section: 0)) != nil)
    #expect(table.dropOutsideTable())
    let route = "(from [0, 2]): root → section 0 (CascadingSectionTableDelegate) → row 2 "
    for call in [
      "dragSessionWillBegin", "canHandle", "dropSessionDidEnter", "dropSessionDidExit",
      "dropSessionDidEnd", "dragSessionDidEnd",
    ] {
      #expect(keyed(call) == ["\(call) \(route)(DraggableRow)"], "\(call)")
    }
  }

  @Test func aDropFromElsewhereReachesTheRootAlone() {
    table.drop(at: nil)
    #expect(keyed("canHandle") == ["canHandle: root (no row produced it)"])
    #expect(keyed("dropSessionDidEnd") == ["dropSessionDidEnd: root (no row produced it)"])
  }
}

/// A row that can be dragged.
@MainActor
private final class DraggableRow: CascadingBareTableDelegate {
  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  { TableCell() }

  override func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    [TableDragItem(suggestedName: "row \(indexPath.row)")]
  }
}

/// The lines a proxy logged.
@MainActor
private final class TraceLog {
  var lines: [String] = []
}
