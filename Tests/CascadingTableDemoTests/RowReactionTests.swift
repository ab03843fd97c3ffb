import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// Each row's own delegate answers a tap, reached through the root and its section.
@MainActor
@Suite struct RowReactionTests {
  private let page = DestinationPage()
  private let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 5000))

  init() {
    page.attach(to: table)
    table.layoutIfNeeded()
  }

  private func cell(_ row: Int, _ section: Int) -> TableCell? {
    table.cellForRow(at: TableIndexPath(row: row, section: section))
  }

  @Test func tappingAnInfoRowCopiesItsValueAndShowsACheckMark() {
    table.tapRow(at: TableIndexPath(row: 1, section: 2))

    #expect(cell(1, 2)?.accessoryType == .checkmark)
    #expect(cell(1, 2)?.detailText == "stateparks.utah.gov  (copied)")
    #expect(cell(0, 2)?.accessoryType == TableCellAccessoryType.none)
    #expect((page.infoList.childDelegates[1] as? InfoRow)?.isCopied == true)
  }

  @Test func tappingTheDescriptionExpandsIt() {
    let collapsed = cell(2, 0)?.text
    #expect(collapsed?.hasSuffix("… more") == true)

    table.tapRow(at: TableIndexPath(row: 2, section: 0))

    #expect(cell(2, 0)?.text == Destination.underTheStars.summary)
    #expect(page.header.isSummaryExpanded)
  }

  @Test func thePhotoRowDoesNotHighlightSoATapSelectsNothing() {
    #expect(table.tapRow(at: TableIndexPath(row: 0, section: 0)) == nil)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func tappingTheMapZoomsIn() {
    table.tapRow(at: TableIndexPath(row: 0, section: 1))
    #expect(cell(0, 1)?.text == "[ map: 41.6123, -111.8603 within 600 m ]")
  }

  @Test func tappingTheRatingAddsAStarToTheVisitorsOwnRating() {
    table.tapRow(at: TableIndexPath(row: 0, section: 3))
    table.tapRow(at: TableIndexPath(row: 0, section: 3))
    #expect(cell(0, 3)?.detailText == "You rated it ★★☆☆☆")
  }

  @Test func tappingAReviewMarksItHelpfulAndTappingAgainUnmarksIt() {
    table.tapRow(at: TableIndexPath(row: 1, section: 4))
    #expect(cell(1, 4)?.text == "Maya  ★★★★★  (helpful)")
    #expect(cell(0, 4)?.text == "Alice  ★★★★☆")

    table.tapRow(at: TableIndexPath(row: 1, section: 4))
    #expect(cell(1, 4)?.text == "Maya  ★★★★★")
  }
}
