import CascadingTableDemoKit
import CascadingTableKit
import Testing

@MainActor
@Suite struct DestinationPageSnapshotTests {
  /// Regenerate after an intended change with
  /// `swift run CascadingTableDemo --snapshot > Tests/CascadingTableDemoTests/Golden/DestinationPage.txt`
  /// and review the diff.
  @Test func theWholePageRendersAsTheCommittedGoldenText() throws {
    let golden = try packageFile("Tests/CascadingTableDemoTests/Golden/DestinationPage.txt")
    let rendered = PageSnapshot.render(DestinationPage(), columns: 80)
    #expect(rendered == golden)
  }

  @Test func renderingIsTheSameWithAndWithoutTracing() {
    var trace: [String] = []
    let traced = PageSnapshot.render(DestinationPage(), columns: 80) { trace.append($0) }
    #expect(traced == PageSnapshot.render(DestinationPage(), columns: 80))
    #expect(
      trace.contains(
        "heightForRowAt [2, 1]: root → section 2 (DestinationInfoListSection) → row 1 (InfoRow)"))
  }

  @Test func reorderingTheRootsChildrenReordersThePage() {
    let page = DestinationPage()
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 5000))
    page.attach(to: table)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 1)?.text == "INFORMATION")

    page.showReviewsFirst(true)
    table.layoutIfNeeded()

    #expect(table.headerView(forSection: 0)?.text == "REVIEW")
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.headerView(forSection: 3)?.text == "INFORMATION")
    #expect(page.reviews.index == 1)
    #expect(page.header.index == 2)
  }
}
