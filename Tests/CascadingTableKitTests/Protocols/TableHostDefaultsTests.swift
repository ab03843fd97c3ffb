import CascadingTableKit
import Testing

/// The members `TableHost` gained for ported code (UIKit's table-wide heights and the
/// dequeue without a row), which a test double with only the older members gets by default.
@MainActor
struct TableHostDefaultsTests {
  @Test func aHostWithoutTheHeightsAnswersUIKitsAutomaticDefaults() {
    let table: any TableHost = RecordingTableHost()
    let heights = [
      table.rowHeight, table.estimatedRowHeight, table.sectionHeaderHeight,
      table.sectionFooterHeight, table.estimatedSectionHeaderHeight,
      table.estimatedSectionFooterHeight,
    ]
    #expect(heights == Array(repeating: TableDimension.automatic, count: 6))
  }

  @Test func aHostWithoutTheRowlessDequeueHasNoCellToGive() {
    let table: any TableHost = RecordingTableHost()
    #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil)
  }

  @Test func theHeadlessTableAnswersItsOwnHeightsThroughTheProtocol() {
    let headless = HeadlessTableView()
    headless.rowHeight = 52
    headless.estimatedRowHeight = 60
    headless.sectionHeaderHeight = 30
    headless.sectionFooterHeight = 8
    headless.estimatedSectionHeaderHeight = 31
    headless.estimatedSectionFooterHeight = 9
    let table: any TableHost = headless
    let heights = [
      table.rowHeight, table.estimatedRowHeight, table.sectionHeaderHeight,
      table.sectionFooterHeight, table.estimatedSectionHeaderHeight,
      table.estimatedSectionFooterHeight,
    ]
    #expect(heights == [52, 60, 30, 8, 31, 9])
  }

  @Test func theHeadlessTableDequeuesARegisteredCellWithoutARowAndNilOtherwise() {
    let headless = HeadlessTableView()
    headless.register(TitledCell.self, forCellReuseIdentifier: "Titled")
    let table: any TableHost = headless
    #expect(table.dequeueReusableCell(withIdentifier: "Titled") is TitledCell)
    #expect(table.dequeueReusableCell(withIdentifier: "Unregistered") == nil)
    #expect(headless.diagnostics.isEmpty)
  }
}

/// A registered cell class.
private final class TitledCell: TableCell {}
