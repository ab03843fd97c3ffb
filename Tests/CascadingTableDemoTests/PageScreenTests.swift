import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The terminal drawing of the page, without styles so that lines compare as plain text.
@MainActor
@Suite struct PageScreenTests {
  private let page = DestinationPage()
  private let table: HeadlessTableView
  private let rows = 200

  init() {
    table = HeadlessTableView(
      viewportSize: TableSize(width: 375, height: Double(rows) * PageScreen.pointsPerLine))
    page.attach(to: table)
    table.layoutIfNeeded()
  }

  private func draw() -> [String] {
    PageScreen.draw(table, rows: rows, columns: 60, styled: false)
  }

  @Test func everyLineFitsTheWidthAndTheScreenHasTheAskedNumberOfLines() {
    let lines = draw()
    #expect(lines.count == rows)
    #expect(lines.allSatisfy { $0.count <= 60 })
  }

  @Test func sectionTitlesAndTheLoadMoreButtonAreDrawn() {
    let lines = draw()
    #expect(lines.contains("  INFORMATION"))
    #expect(lines.contains("  REVIEW"))
    #expect(lines.contains { $0.hasSuffix("[ 2 more ]") })
  }

  @Test func everyReviewButTheLastEndsWithARule() throws {
    let lines = draw()
    let rule = "  " + String(repeating: "─", count: 56)
    let reviewStarts = lines.indices.filter { index in
      ["  Alice", "  Maya", "  Tom"].contains { lines[index].hasPrefix($0) }
    }
    #expect(reviewStarts.count == 3)
    for (start, next) in zip(reviewStarts, reviewStarts.dropFirst()) {
      #expect(lines[start..<next].contains(rule))
    }
    let button = try #require(lines.firstIndex { $0.hasSuffix("[ 2 more ]") })
    let last = try #require(reviewStarts.last)
    #expect(!lines[last..<button].contains(rule))
  }

  @Test func theSelectedRowHasABarDownItsLeftEdge() {
    table.selectRow(at: TableIndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
    let barred = draw().filter { $0.hasPrefix("┃ ") }
    #expect(barred == ["┃ Website", "┃ stateparks.utah.gov"])
  }

  @Test func scrollingTheTableScrollsTheScreen() {
    let small = HeadlessTableView(
      viewportSize: TableSize(width: 375, height: 30 * PageScreen.pointsPerLine))
    page.attach(to: small)
    let top = PageScreen.draw(small, rows: 30, columns: 60, styled: false)

    small.contentOffset = 10 * PageScreen.pointsPerLine
    let scrolled = PageScreen.draw(small, rows: 30, columns: 60, styled: false)

    #expect(scrolled[0..<20] == top[10..<30])
    #expect(scrolled != top)
  }

  @Test func aRowCoversTheSameLinesWhereverThePageIsScrolled() {
    let small = HeadlessTableView(
      viewportSize: TableSize(width: 375, height: 29 * PageScreen.pointsPerLine))
    page.attach(to: small)
    for offset in stride(from: 0.0, to: 200, by: 1) {
      small.contentOffset = offset
      small.layoutIfNeeded()
      let drawn = PageScreen.draw(small, rows: 30, columns: 60, styled: false)
      let whole = (offset / PageScreen.pointsPerLine).rounded(.down) * PageScreen.pointsPerLine
      small.contentOffset = whole
      small.layoutIfNeeded()
      let aligned = PageScreen.draw(small, rows: 30, columns: 60, styled: false)
      // The last line shows what the viewport reaches only when it is not aligned.
      let firstDifference = drawn.indices.dropLast().first { drawn[$0] != aligned[$0] }
      #expect(
        firstDifference == nil,
        "offset \(offset), line \(firstDifference ?? 0): \(firstDifference.map { drawn[$0] } ?? "") / \(firstDifference.map { aligned[$0] } ?? "")"
      )
    }
  }
}
