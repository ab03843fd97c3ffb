import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The line the demo's status bar and trace show for the batch a transaction applied.
@MainActor
@Suite struct BatchDescriptionTests {
  @Test func loadingTheReviewsReadsAsItsBatch() {
    let page = DestinationPage()
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 5000))
    page.attach(to: table)
    table.layoutIfNeeded()

    page.reviews.loadMoreReviews()

    #expect(
      BatchDescription.text(of: table.lastAppliedUpdates)
        == "performBatchUpdates: insertRows [4, 3] [4, 4], reconfigureRows [4, 2]")
  }

  @Test func reorderingTheSectionsReadsAsMoves() {
    let page = DestinationPage()
    let table = HeadlessTableView()
    page.attach(to: table)
    table.layoutIfNeeded()

    page.showReviewsFirst(true)

    #expect(
      BatchDescription.text(of: table.lastAppliedUpdates)
        == "performBatchUpdates: moveSection 3 → 0, moveSection 4 → 1")
    #expect(table.lastUpdateError == nil)
  }

  @Test func aBatchIsItsUpdatesDescriptionsInOrder() {
    let updates: [TableUpdate] = [
      .deleteRows([TableIndexPath(row: 0, section: 1)]), .moveSection(2, to: 0),
    ]
    #expect(BatchDescription.text(of: []) == "performBatchUpdates: nothing")
    #expect(
      BatchDescription.text(of: updates)
        == "performBatchUpdates: deleteRows [1, 0], moveSection 2 → 0")
  }
}
