import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The venue page as three `TableViewDataSource` sections under one root.
@MainActor
@Suite struct VenueSectionedPageTests {
  private let venue = Venue.kaminarimon
  private let reviews = Venue.kaminarimonReviews
  private let related = Venue.kaminarimonRelated

  private func path(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable(_ page: VenueSectionedPage) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 2_000))
    page.attach(to: table)
    table.layoutIfNeeded()
    return table
  }

  @Test func aStateSplitsIntoOutlineReviewsAndRelatedVenuesWithoutHeaderCells() {
    #expect(
      VenueSectionedPage.split(VenuePhase.withReviews.state()) == [
        [.outline(venue)], reviews.map(VenueCellDeclaration.review),
        related.map(VenueCellDeclaration.relatedVenue),
      ])
    #expect(
      VenueSectionedPage.split(VenuePhase.loading.state()) == [
        [.outline(venue), .loading], [], [],
      ])
  }

  @Test func eachSectionShowsItsRowsUnderItsHeader() {
    let page = VenueSectionedPage()
    let table = makeTable(page)
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [1, 2, 3])
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.text == "Reviews")
    #expect(table.headerView(forSection: 2)?.text == "Related Venues")
    #expect(table.cellForRow(at: path(2, 2))?.text == "Tokyo Skytree")
    #expect(table.diagnostics.isEmpty)
  }

  @Test func switchingStatesIsOneBatchAcrossTheSections() {
    let page = VenueSectionedPage()
    let table = makeTable(page)
    let loading = page.show(.loading)
    #expect(
      loading == [
        .deleteRows([path(0, 1), path(1, 1), path(0, 2), path(1, 2), path(2, 2)]),
        .insertRows([path(1, 0)]),
      ])
    #expect(table.lastAppliedUpdates == loading)
    #expect(table.lastUpdateError == nil)
    #expect(table.headerView(forSection: 1) == nil)
    let loaded = page.show(.noRelatedVenues)
    #expect(loaded == [.deleteRows([path(1, 0)]), .insertRows([path(0, 1), path(1, 1)])])
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [1, 2, 0])
    #expect(table.headerView(forSection: 1)?.text == "Reviews")
  }

  @Test func likingAReviewReconfiguresItInItsSection() {
    let page = VenueSectionedPage()
    let table = makeTable(page)
    #expect(page.likeFirstReview() == [.reconfigureRows([path(0, 1)])])
    #expect(table.cellForRow(at: path(0, 1))?.text?.hasSuffix("♥ 13") == true)
  }

  @Test func bothFormsOfThePageShowOneModelSoALikeSurvivesSwitchingForms() {
    let model = VenueModel(phase: .withReviews)
    let page = VenuePage(model: model)
    let sectioned = VenueSectionedPage(model: model)
    let table = makeTable(sectioned)
    sectioned.likeFirstReview()

    page.attach(to: table)
    table.reloadData()
    page.show(model.phase)
    #expect(table.cellForRow(at: path(2, 0))?.text?.hasSuffix("♥ 13") == true)
    page.likeFirstReview()

    sectioned.attach(to: table)
    table.reloadData()
    #expect(sectioned.show(model.phase) == [.reconfigureRows([path(0, 1)])])
    #expect(table.cellForRow(at: path(0, 1))?.text?.hasSuffix("♥ 14") == true)
    #expect(page.reviews == sectioned.reviews)
  }
}
