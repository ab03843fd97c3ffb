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

  @Test func everyKindOfUpdateHasItsWords() {
    let path = TableIndexPath(row: 1, section: 2)
    let other = TableIndexPath(row: 0, section: 0)
    #expect(BatchDescription.text(of: []) == "performBatchUpdates: nothing")
    #expect(
      [
        TableUpdate.insertSections([1, 2]), .deleteSections([0]), .reloadSections([3]),
        .moveSection(1, to: 0), .insertRows([path]), .deleteRows([path]), .reloadRows([path]),
        .reconfigureRows([path]), .moveRow(path, to: other),
      ].map(BatchDescription.text(of:)) == [
        "insertSections 1 2", "deleteSections 0", "reloadSections 3", "moveSection 1 → 0",
        "insertRows [2, 1]", "deleteRows [2, 1]", "reloadRows [2, 1]", "reconfigureRows [2, 1]",
        "moveRow [2, 1] → [0, 0]",
      ])
  }
}
