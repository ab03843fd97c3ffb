import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The reviews group's empty state: "No reviews yet" while it holds no review, replaced by the
/// reviews in one batch when they load.
@MainActor
@Suite struct NoReviewsTests {
  private let reviews = [
    Review(author: "Ann", rating: 4, text: "Lovely."),
    Review(author: "Ben", rating: 3, text: "Busy."),
  ]

  /// A root holding only a reviews section with no review yet, shown in a table.
  private func show(remaining: [Review]) -> (
    HeadlessTableView, DestinationReviewUserSection, CascadingRootTableDelegate
  ) {
    let section = DestinationReviewUserSection(
      reviews: [], remainingCount: remaining.count, loader: .immediate(remaining), metrics: .phone)
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 2000))
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()
    return (table, section, root)
  }

  @Test func anEmptyReviewListShowsNoReviewsYet() {
    let (table, section, root) = show(remaining: [])
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.text == "No reviews yet")
    #expect(table.renderText(width: 60).contains("No reviews yet"))
    #expect(section.reviewList.emptyStateDelegate is NoReviewsRow)
    _ = root
  }

  @Test func loadingTheFirstReviewsReplacesTheEmptyStateInOneBatch() {
    let (table, section, root) = show(remaining: reviews)
    section.loadMoreReviews()
    table.layoutIfNeeded()
    #expect(
      Set(table.lastAppliedUpdates) == [
        .deleteRows([TableIndexPath(row: 0, section: 0)]),
        .insertRows([TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)]),
      ])
    #expect(table.lastUpdateError == nil)
    #expect(
      (0..<2).map { table.cellForRow(at: TableIndexPath(row: $0, section: 0))?.text?.prefix(3) }
        == ["Ann", "Ben"])
    #expect(!table.renderText(width: 60).contains("No reviews yet"))
    _ = root
  }

  @Test func removingEveryReviewShowsNoReviewsYetAgain() {
    let (table, section, root) = show(remaining: reviews)
    section.loadMoreReviews()
    section.reviewList.childDelegates = []
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.text == "No reviews yet")
    _ = root
  }
}
