import CascadingTableDemoKit
import CascadingTableKit
import Testing

@MainActor
@Suite struct LoadMoreReviewsTests {
  /// A table tall enough to show the whole page, with the page attached.
  private func showPage(_ page: DestinationPage) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 5000))
    page.attach(to: table)
    table.layoutIfNeeded()
    return table
  }

  private func reviewTexts(_ table: HeadlessTableView, section: Int) -> [String?] {
    (0..<table.numberOfRows(inSection: section)).map {
      table.cellForRow(at: TableIndexPath(row: $0, section: section))?.text
    }
  }

  @Test func pressingTheFooterInsertsTheRemainingReviewsAndEmptiesTheFooter() throws {
    let page = DestinationPage()
    let table = showPage(page)
    let footer = try #require(table.footerView(forSection: 4) as? LoadMoreFooterView)
    #expect(footer.text == "2 more")
    #expect(table.numberOfRows(inSection: 4) == 3)

    footer.press()
    table.layoutIfNeeded()

    #expect(
      table.lastAppliedUpdates == [
        .insertRows([TableIndexPath(row: 3, section: 4), TableIndexPath(row: 4, section: 4)]),
        .reconfigureRows([TableIndexPath(row: 2, section: 4)]),
      ])
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 4) == 5)
    #expect(
      reviewTexts(table, section: 4).compactMap { $0?.prefix(3) } == [
        "Ali", "Ali", "Ali", "Bob", "Bob",
      ])
    #expect(table.footerView(forSection: 4)?.text == nil)
    #expect(table.rectForFooter(inSection: 4).height == PageMetrics.spacerHeight)
    #expect(!table.renderText(width: 80).contains("more"))
    #expect(page.reviews.remainingCount == 0)
  }

  @Test func loadingInsertsTheNewReviewsAndReconfiguresTheOldLastOneInOneTransaction() {
    let page = DestinationPage()
    let table = UpdateRecordingTable()
    page.attach(to: table)

    page.reviews.loadMoreReviews()

    // A table without reconfiguration gets TableHost's default: a reload without animation.
    #expect(
      table.updates == [
        .insertRows(
          [TableIndexPath(row: 3, section: 4), TableIndexPath(row: 4, section: 4)], .automatic),
        .reloadRows([TableIndexPath(row: 2, section: 4)], .none),
      ])
  }

  @Test func aReorderMovesTheSectionsAndALoadThenNamesTheReviewsNewPosition() {
    let page = DestinationPage()
    let table = UpdateRecordingTable()
    page.attach(to: table)
    page.showReviewsFirst(true)
    #expect(table.updates == [.moveSection(3, 0), .moveSection(4, 1)])

    page.reviews.loadMoreReviews()

    #expect(
      table.updates.dropFirst(2) == [
        .insertRows(
          [TableIndexPath(row: 3, section: 1), TableIndexPath(row: 4, section: 1)], .automatic),
        .reloadRows([TableIndexPath(row: 2, section: 1)], .none),
      ])
  }

  @Test func aSlowLoaderShowsLoadingAndLoadsOnlyOnce() throws {
    let pending = PendingDeliveries()
    let page = DestinationPage(
      loader: ReviewLoader { deliver in pending.deliveries.append(deliver) })
    let table = showPage(page)

    page.reviews.loadMoreReviews()
    page.reviews.loadMoreReviews()
    table.layoutIfNeeded()

    #expect(pending.deliveries.count == 1)
    #expect(table.footerView(forSection: 4)?.text == "Loading…")
    #expect(table.numberOfRows(inSection: 4) == 3)

    let late = Review(author: "Carol", rating: 3, text: "Windy.")
    let deliver = try #require(pending.deliveries.first)
    deliver([late])
    table.layoutIfNeeded()

    #expect(table.numberOfRows(inSection: 4) == 4)
    #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 4))?.text == "Carol  ★★★☆☆")
    #expect(table.footerView(forSection: 4)?.text == nil)
  }

  @Test func onlyTheLastReviewHidesItsBottomBorderBeforeAndAfterLoading() throws {
    let page = DestinationPage()
    let table = showPage(page)
    func borders() -> [Bool] {
      (0..<table.numberOfRows(inSection: 4)).map {
        (table.cellForRow(at: TableIndexPath(row: $0, section: 4)) as? PageCell)?
          .showsBottomBorder ?? false
      }
    }
    #expect(borders() == [true, true, false])

    page.reviews.loadMoreReviews()
    table.layoutIfNeeded()

    #expect(borders() == [true, true, true, true, false])
  }
}

/// The deliveries a test's loader was asked for, to complete them when the test decides.
@MainActor
private final class PendingDeliveries {
  var deliveries: [@MainActor ([Review]) -> Void] = []
}
