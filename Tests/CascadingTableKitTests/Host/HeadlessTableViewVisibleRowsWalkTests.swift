import CascadingTableKit
import Testing

/// Walks every content offset, one point at a time, of small random tables with headers,
/// footers and a mix of exact and estimated heights, and checks after each layout that the
/// table shows exactly the rows, headers and footers whose rectangles meet the viewport.
@MainActor
struct HeadlessTableViewVisibleRowsWalkTests {
  @Test func scrollingDownAndUpShowsExactlyTheItemsInTheViewport() {
    for seed in 0..<UInt64(150) {
      var random = HostSeededGenerator(seed: seed)
      let source = WalkDataSource(using: &random)
      let table = source.makeTable(using: &random)
      var offset = 0.0
      while offset <= table.contentSize.height - table.viewportSize.height {
        table.contentOffset = offset
        guard expectShowsTheViewport(table, source, "seed \(seed), down to \(offset)") else {
          return
        }
        offset += 1
      }
      while offset >= 0 {
        table.contentOffset = offset
        guard expectShowsTheViewport(table, source, "seed \(seed), up to \(offset)") else {
          return
        }
        offset -= 1
      }
    }
  }

  @Test func jumpingToAnyOffsetOfAFreshTableShowsExactlyTheItemsInTheViewport() {
    for seed in 1_000..<UInt64(1_040) {
      var random = HostSeededGenerator(seed: seed)
      let source = WalkDataSource(using: &random)
      let viewportHeight = Double(Int.random(in: 30...150, using: &random))
      let estimatedLength = Int(source.estimatedContentHeight)
      for offset in 0...estimatedLength {
        var tableRandom = HostSeededGenerator(seed: seed &+ 7)
        let table = source.makeTable(viewportHeight: viewportHeight, using: &tableRandom)
        table.contentOffset = Double(offset)
        guard expectShowsTheViewport(table, source, "seed \(seed), jump to \(offset)") else {
          return
        }
      }
    }
  }

  @Test func aJumpPastTheEndThatKeepsRevealingHeadersShowsWhatIsAtTheOffsetItReports() {
    // Forty empty sections whose headers are estimated at 0 but are 10 high: each walk at the
    // end of the content reveals one more, so the clamped offset keeps moving for 40 walks.
    let model = HostRecordingDelegate(sections: [["0.0"]] + Array(repeating: [], count: 40))
    model.rowHeight = 100
    model.headerHeight = 10
    let table = HeadlessTableView(viewportSize: TableSize(width: 50, height: 100))
    model.attach(to: table)
    for attempt in 0..<3 {
      table.contentOffset = 10_000
      let top = table.contentOffset
      var expected: [Int] = []
      var shown: [Int] = []
      for section in 0..<41 {
        let rect = table.rectForHeader(inSection: section)
        if rect.height > 0 && rect.maxY > top && rect.minY < top + 100 {
          expected.append(section)
        }
        if table.headerView(forSection: section) != nil {
          shown.append(section)
        }
      }
      #expect(shown == expected, "attempt \(attempt) at \(top)")
      #expect(top <= max(0, table.contentSize.height - 100), "attempt \(attempt)")
    }
  }

  /// Checks the visible rows, headers and footers against the table's own rectangles.
  /// - Returns: Whether everything matched, to stop a seed at its first failure.
  private func expectShowsTheViewport(
    _ table: HeadlessTableView, _ source: WalkDataSource, _ comment: String
  ) -> Bool {
    let top = table.contentOffset
    let bottom = top + table.viewportSize.height
    func meetsViewport(_ rect: TableRect) -> Bool {
      rect.height > 0 && rect.maxY > top && rect.minY < bottom
    }
    var rows: [TableIndexPath] = []
    var headers: [Int] = []
    var footers: [Int] = []
    for (section, heights) in source.rowHeights.enumerated() {
      if meetsViewport(table.rectForHeader(inSection: section)) {
        headers.append(section)
      }
      for row in heights.indices {
        let indexPath = TableIndexPath(row: row, section: section)
        if meetsViewport(table.rect(forRow: indexPath)) {
          rows.append(indexPath)
        }
      }
      if meetsViewport(table.rectForFooter(inSection: section)) {
        footers.append(section)
      }
    }
    var shownHeaders: [Int] = []
    var shownFooters: [Int] = []
    for section in source.rowHeights.indices {
      if table.headerView(forSection: section) != nil {
        shownHeaders.append(section)
      }
      if table.footerView(forSection: section) != nil {
        shownFooters.append(section)
      }
    }
    let visible = table.indexPathsForVisibleRows ?? []
    let matches = visible == rows && shownHeaders == headers && shownFooters == footers
    #expect(visible == rows, "\(comment): \(source.summary)")
    #expect(shownHeaders == headers, "\(comment): headers")
    #expect(shownFooters == footers, "\(comment): footers")
    return matches
  }
}

/// A random table: per-row exact heights and optional estimates, per-section header and
/// footer heights and optional estimates.
@MainActor
private final class WalkDataSource: TableDataSource, TableDelegate {
  var rowHeights: [[Double]] = []
  var rowEstimates: [[Double?]] = []
  var headerHeights: [Double] = []
  var headerEstimates: [Double?] = []
  var footerHeights: [Double] = []
  var footerEstimates: [Double?] = []

  init(using random: inout HostSeededGenerator) {
    func estimate(_ range: ClosedRange<Int>) -> Double? {
      Bool.random(using: &random) ? Double(Int.random(in: range, using: &random)) : nil
    }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var heights: [Double] = []
      var estimates: [Double?] = []
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        heights.append(Double(Int.random(in: 1...60, using: &random)))
        estimates.append(estimate(1...60))
      }
      rowHeights.append(heights)
      rowEstimates.append(estimates)
      headerHeights.append(
        Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...20, using: &random)))
      headerEstimates.append(estimate(0...20))
      footerHeights.append(
        Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...20, using: &random)))
      footerEstimates.append(estimate(0...20))
    }
  }

  /// The content's height by the estimates a fresh table starts from (at most).
  var estimatedContentHeight: Double {
    var total = 0.0
    for section in rowHeights.indices {
      total += max(headerHeights[section], headerEstimates[section] ?? 0)
      total += max(footerHeights[section], footerEstimates[section] ?? 0)
      for row in rowHeights[section].indices {
        total += max(rowHeights[section][row], rowEstimates[section][row] ?? 44)
      }
    }
    return total
  }

  /// A table over this data source with random table-wide estimates.
  func makeTable(viewportHeight: Double? = nil, using random: inout HostSeededGenerator)
    -> HeadlessTableView
  {
    let height = viewportHeight ?? Double(Int.random(in: 30...150, using: &random))
    let table = HeadlessTableView(viewportSize: TableSize(width: 50, height: height))
    table.estimatedRowHeight =
      [TableDimension.automatic, 0, 30][Int.random(in: 0...2, using: &random)]
    table.estimatedSectionHeaderHeight =
      [TableDimension.automatic, 0, 10][Int.random(in: 0...2, using: &random)]
    table.estimatedSectionFooterHeight =
      [TableDimension.automatic, 0, 10][Int.random(in: 0...2, using: &random)]
    table.dataSource = self
    table.delegate = self
    return table
  }

  /// The table's shape, for failure messages.
  var summary: String {
    "rows \(rowHeights) estimates \(rowEstimates) headers \(headerHeights)/\(headerEstimates) "
      + "footers \(footerHeights)/\(footerEstimates)"
  }

  func numberOfSections(in tableView: any TableHost) -> Int { rowHeights.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowHeights[section].count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    TableCell()
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    rowHeights[indexPath.section][indexPath.row]
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    rowEstimates[indexPath.section][indexPath.row]
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    headerHeights[section]
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    headerEstimates[section]
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    footerHeights[section]
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  {
    footerEstimates[section]
  }
}
