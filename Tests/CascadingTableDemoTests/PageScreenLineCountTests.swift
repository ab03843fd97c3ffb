import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// A row covers the same number of terminal lines wherever it is on the screen: scrolled to
/// any offset, after the rows above it changed, and on both pages.
@MainActor
@Suite struct PageScreenLineCountTests {
  private let rows = 24

  /// The line counts of the rows drawn whole, by the text of their cell, gathered while the
  /// table scrolls from the top to the bottom a few points at a time.
  private func lineCountsWhileScrolling(
    _ table: HeadlessTableView, into counts: inout [String: Set<Int>]
  ) {
    table.contentOffset = 0
    table.layoutIfNeeded()
    var offset = 0.0
    while offset <= table.contentSize.height {
      table.contentOffset = offset
      let drawn = PageScreen.draw(table, rows: rows, columns: 60, styled: false)
      for placement in PageScreen.layout(table, rows: rows) {
        guard case .row(let indexPath) = placement.item,
          placement.lines.clamped(to: 0..<rows) == placement.lines,
          let cell = table.cellForRow(at: indexPath), let text = cell.text
        else { continue }
        counts[text, default: []].insert(placement.lines.count)
        // The drawing follows the placement: a bordered row's rule is its last line.
        if (cell as? PageCell)?.showsBottomBorder == true, placement.lines.count > 1 {
          #expect(drawn[placement.lines.upperBound - 1].hasPrefix("  ─"), "\(text)")
        }
      }
      offset += 7
    }
  }

  private func expectOneCountPerRow(_ counts: [String: Set<Int>]) {
    #expect(counts.count > 5)
    for (text, lineCounts) in counts.sorted(by: { $0.key < $1.key }) {
      #expect(lineCounts.count == 1, "\(text) covers \(lineCounts.sorted()) lines")
    }
  }

  @Test func destinationRowsKeepTheirLinesAsThePageScrollsAndChanges() throws {
    let page = DestinationPage(metrics: PageScreen.metrics)
    let table = PageScreen.makeTable(lines: rows)
    page.attach(to: table)
    var counts: [String: Set<Int>] = [:]
    lineCountsWhileScrolling(table, into: &counts)
    // Expanding the description moves every row below it.
    table.contentOffset = 0
    let summary = try #require(
      (0..<table.numberOfRows(inSection: 0)).map { TableIndexPath(row: $0, section: 0) }
        .first { table.cellForRow(at: $0)?.text?.hasSuffix("… more") == true })
    _ = table.tapRow(at: summary)
    lineCountsWhileScrolling(table, into: &counts)
    page.showReviewsFirst(true)
    lineCountsWhileScrolling(table, into: &counts)
    page.reviews.loadMoreReviews()
    lineCountsWhileScrolling(table, into: &counts)
    expectOneCountPerRow(counts)
    #expect(counts.keys.contains { $0.hasPrefix("Address") })
  }

  @Test func venueRowsKeepTheirLinesOnBothFormsOfThePage() {
    let model = VenueModel(phase: .withReviews)
    let page = VenuePage(model: model)
    let sectioned = VenueSectionedPage(model: model)
    let table = PageScreen.makeTable(lines: rows)
    page.attach(to: table)
    var counts: [String: Set<Int>] = [:]
    for phase in [VenuePhase.loading, .withReviews, .noRelatedVenues, .withReviews] {
      page.show(phase)
      lineCountsWhileScrolling(table, into: &counts)
    }
    sectioned.attach(to: table)
    table.reloadData()
    sectioned.show(.withReviews)
    lineCountsWhileScrolling(table, into: &counts)
    expectOneCountPerRow(counts)
    #expect(counts.keys.contains { $0.contains("Hana") })
  }

  @Test func rowsKeepTheirLinesOnATableWhoseHeightsAreNotWholeLines() {
    let page = DestinationPage()
    let table = HeadlessTableView(
      viewportSize: TableSize(width: 375, height: Double(rows) * PageScreen.pointsPerLine))
    page.attach(to: table)
    var counts: [String: Set<Int>] = [:]
    lineCountsWhileScrolling(table, into: &counts)
    page.showReviewsFirst(true)
    lineCountsWhileScrolling(table, into: &counts)
    expectOneCountPerRow(counts)
  }
}
