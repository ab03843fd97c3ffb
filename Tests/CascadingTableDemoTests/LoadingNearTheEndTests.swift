import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The reviews section loads the remaining reviews from `scrollViewDidScroll`, once the last
/// review has scrolled into the viewport, and only then.
@MainActor
@Suite struct LoadingNearTheEndTests {
  private let viewport = 600.0

  private func makeTable(_ page: DestinationPage) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: viewport))
    page.attach(to: table)
    table.layoutIfNeeded()
    return table
  }

  /// The offset at which the top of a row is `by` points inside (positive) or below (negative)
  /// the bottom of the viewport.
  private func offset(showing row: TableIndexPath, by points: Double, in table: HeadlessTableView)
    -> Double
  {
    table.rect(forRow: row).minY - viewport + points
  }

  @Test func scrollingUntilTheLastReviewShowsLoadsTheRestOnceAndNotBefore() {
    let page = DestinationPage()
    let table = makeTable(page)
    let lastReview = TableIndexPath(row: 2, section: 4)
    #expect(table.numberOfRows(inSection: 4) == 3)

    table.contentOffset = 100
    table.contentOffset = offset(showing: lastReview, by: -1, in: table)
    #expect(!(table.indexPathsForVisibleRows ?? []).contains(lastReview))
    #expect(table.numberOfRows(inSection: 4) == 3)
    #expect(page.reviews.remainingCount == 2)

    table.contentOffset = offset(showing: lastReview, by: 1, in: table)
    #expect(table.numberOfRows(inSection: 4) == 5)
    #expect(page.reviews.remainingCount == 0)
    #expect(
      table.lastAppliedUpdates == [
        .insertRows([TableIndexPath(row: 3, section: 4), TableIndexPath(row: 4, section: 4)]),
        .reconfigureRows([lastReview]),
      ])
    let loaded = page.reviews.reviewList.childDelegates.compactMap { ($0 as? ReviewRow)?.review }
    #expect(loaded.map(\.author) == ["Alice", "Maya", "Tom", "Bob", "Carol"])
    #expect(table.lastUpdateError == nil)
  }

  @Test func aSlowLoadStartsOnceHoweverFarTheTableScrolls() throws {
    let pending = Deliveries()
    let page = DestinationPage(loader: ReviewLoader { pending.list.append($0) })
    let table = makeTable(page)
    for offset in stride(from: 0.0, through: table.contentSize.height, by: 40) {
      table.contentOffset = offset
    }
    #expect(pending.list.count == 1)
    #expect(page.reviews.isLoading)
    #expect(table.footerView(forSection: 4)?.text == "Loading…")
    let deliver = try #require(pending.list.first)
    deliver([Review(author: "Dan", rating: 2, text: "Mosquitoes.")])
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 4) == 4)
    table.contentOffset = 0
    table.contentOffset = table.contentSize.height
    #expect(pending.list.count == 1)
  }

  @Test func withTheReviewsFirstTheSectionWatchesItsNewPosition() {
    let page = DestinationPage()
    let table = makeTable(page)
    page.showReviewsFirst(true)
    table.layoutIfNeeded()
    // Nothing scrolled yet: the list's end is on screen, but no scrollViewDidScroll came.
    #expect(table.numberOfRows(inSection: 1) == 3)
    table.contentOffset = 1
    #expect(table.numberOfRows(inSection: 1) == 5)
    #expect(table.numberOfRows(inSection: 4) == 3)
  }

  @Test func theTourLoadsTheRestWhenTheLastReviewReachesTheViewport() {
    let tour = DestinationTour.render(columns: 80).split(separator: "\n").map(String.init)
    let scrolls = tour.filter { $0.hasPrefix("  offset ") }
    #expect(scrolls.count >= 2)
    #expect(scrolls.dropLast().allSatisfy { !$0.contains("loaded") })
    #expect(scrolls.last?.hasSuffix("so scrollViewDidScroll loaded the rest") == true)
    #expect(scrolls.last?.contains("[0, 1, 2]") == true)
    #expect(tour.last == "  reviews now: 5")
  }
}

/// The deliveries a test's loader was asked for, to complete them when the test decides.
@MainActor
private final class Deliveries {
  var list: [@MainActor ([Review]) -> Void] = []
}
