import CascadingTableDemoKit
import CascadingTableKit
import Testing

@MainActor
@Suite struct VenuePageTests {
  private let venue = Venue.kaminarimon
  private let r1 = Venue.kaminarimonReviews[0]
  private let r2 = Venue.kaminarimonReviews[1]

  private func path(_ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: 0)
  }

  /// Regenerate after an intended change with
  /// `swift run CascadingTableDemo --page venue --snapshot > Tests/CascadingTableDemoTests/Golden/VenuePage.txt`
  /// and review the diff.
  @Test func theWholeVenuePageRendersAsTheCommittedGoldenText() throws {
    let golden = try packageFile("Tests/CascadingTableDemoTests/Golden/VenuePage.txt")
    #expect(VenueSnapshot.render(VenuePage(), columns: 80) == golden)
  }

  // MARK: View states as plain data (DataSourceKit's DemoTests)

  @Test func withoutRelatedVenuesTheStateDeclaresTheOutlineAndTheReviews() {
    let state = VenueViewState(venue: venue, reviews: [r1, r2], relatedVenues: [])
    #expect(
      state.cellDeclarations == [
        .outline(venue), .sectionHeader("Reviews"), .review(r1), .review(r2),
      ])
  }

  @Test func whileLoadingTheStateDeclaresTheOutlineAndAPlaceholder() {
    #expect(VenuePhase.loading.state().cellDeclarations == [.outline(venue), .loading])
  }

  @Test func withEverythingLoadedTheStateDeclaresBothListsUnderTheirHeaders() {
    let related = Venue.kaminarimonRelated
    #expect(
      VenuePhase.withReviews.state().cellDeclarations == [
        .outline(venue), .sectionHeader("Reviews"), .review(r1), .review(r2),
        .sectionHeader("Related Venues"), .relatedVenue(related[0]), .relatedVenue(related[1]),
        .relatedVenue(related[2]),
      ])
  }

  @Test func anUnknownVenueWithNothingLoadedDeclaresNothing() {
    #expect(VenueViewState(venue: nil).cellDeclarations.isEmpty)
  }

  // MARK: Diffed view-state changes

  @Test func switchingStatesAppliesTheDifferenceAsOneBatch() {
    let page = VenuePage(phase: .loading)
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 2_000))
    page.attach(to: table)
    table.layoutIfNeeded()
    let loaded = page.show(.withReviews)
    #expect(loaded == [.deleteRows([path(1)]), .insertRows((1...7).map(path))])
    #expect(table.lastAppliedUpdates == loaded)
    #expect(VenuePage.summary(of: loaded) == "deleted 1 · inserted 7 · moved 0 · reconfigured 0")
    let trimmed = page.show(.noRelatedVenues)
    #expect(trimmed == [.deleteRows((4...7).map(path))])
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(page.show(.noRelatedVenues).isEmpty)
    #expect(VenuePage.summary(of: []) == "no change")
  }

  @Test func likingAReviewReconfiguresItsRowOnly() throws {
    let page = VenuePage()
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 2_000))
    page.attach(to: table)
    table.layoutIfNeeded()
    let updates = page.likeFirstReview()
    #expect(updates == [.reconfigureRows([path(2)])])
    let cell = try #require(table.cellForRow(at: path(2)))
    #expect(cell.text?.hasSuffix("♥ 13") == true)
  }

  @Test func eachDeclarationGetsItsCellTypeAndTheOutlineComesFromItsNib() {
    let page = VenuePage()
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 2_000))
    page.attach(to: table)
    table.layoutIfNeeded()
    let types = table.visibleCells.map { String(describing: type(of: $0)) }
    #expect(
      types == [
        "VenueOutlineCell", "VenueSectionHeaderCell", "VenueReviewCell", "VenueReviewCell",
        "VenueSectionHeaderCell", "VenueRelatedCell", "VenueRelatedCell", "VenueRelatedCell",
      ])
    #expect(table.diagnostics.isEmpty)
    #expect(table.tapRow(at: path(1)) == nil)
    #expect(table.tapRow(at: path(5)) == path(5))
  }
}
