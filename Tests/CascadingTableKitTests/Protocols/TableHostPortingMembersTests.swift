import CascadingTableKit
import Testing

/// The members `TableHost` gained for ported code that stores its table (`allowsSelection`,
/// `setEditing(_:animated:)`, `indexPath(for:)`): defaults for a host without them, and the
/// headless table's own through the protocol.
@MainActor
struct TableHostPortingMembersTests {
  @Test func aHostWithoutThemAlwaysAllowsSelectionAndEditsThroughIsEditing() {
    let table: any TableHost = RecordingTableHost()
    #expect(table.allowsSelection)
    table.allowsSelection = false
    #expect(table.allowsSelection)
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    table.setEditing(false, animated: false)
    #expect(!table.isEditing)
  }

  @Test func aHostWithoutVisibleRowsFindsNoCellsRow() {
    let table: any TableHost = RecordingTableHost()
    #expect(table.indexPath(for: TableCell()) == nil)
  }

  @Test func theHeadlessTableAnswersThemThroughTheProtocol() {
    let headless = HeadlessTableView()
    let model = HostRecordingDelegate(sections: [["A", "B"]])
    model.attach(to: headless)
    let table: any TableHost = headless
    table.allowsSelection = false
    #expect(!headless.allowsSelection)
    #expect(!table.allowsSelection)
    table.setEditing(true, animated: false)
    #expect(headless.isEditing)
    table.setEditing(false, animated: true)
    #expect(!headless.isEditing)
  }

  @Test func theHeadlessTableFindsTheRowOfEachCellOnDisplayAndNoOther() throws {
    let headless = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    headless.rowHeight = 20
    let rows = (0..<30).map { "Row \($0)" }
    let model = HostRecordingDelegate(sections: [Array(rows.prefix(10)), Array(rows.suffix(20))])
    model.attach(to: headless)
    let table: any TableHost = headless
    let visible = try #require(headless.indexPathsForVisibleRows)
    #expect(visible.count == 5)
    for indexPath in visible {
      let cell = try #require(headless.cellForRow(at: indexPath))
      #expect(table.indexPath(for: cell) == indexPath)
    }
    #expect(table.indexPath(for: TableCell()) == nil)
    let first = try #require(headless.cellForRow(at: TableIndexPath(row: 0, section: 0)))
    headless.scrollToRow(at: TableIndexPath(row: 19, section: 1), at: .bottom, animated: false)
    let shown = try #require(headless.indexPathsForVisibleRows)
    #expect(!shown.contains(TableIndexPath(row: 0, section: 0)))
    let now = table.indexPath(for: first)
    #expect(now.map { shown.contains($0) } ?? true)
    #expect(now != TableIndexPath(row: 0, section: 0))
  }
}
