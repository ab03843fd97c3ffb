import CascadingTableKit
import Testing

/// How a delegate tree answers `TableRowEstimating`: a block goes to the section owning it,
/// whose rows are asked directly; overrides of either estimate method are honoured; a section
/// that does not adopt the protocol is asked row by row; and in random trees mixing all of
/// these with groups, every row starts at the height one call per row would give it.
@MainActor
struct RowEstimatingRoutingTests {
  /// A row with a fixed estimate and exact height, either possibly missing, counting the
  /// calls it gets.
  final class EstimateRow: CascadingBareTableDelegate {
    var estimate: Double?
    var exact: Double?
    var estimateCalls: [TableIndexPath] = []
    var exactCalls = 0

    init(estimate: Double?, exact: Double?) {
      self.estimate = estimate
      self.exact = exact
      super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
      super.init(index: index, childDelegates: childDelegates)
    }

    override func tableView(
      _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
    ) -> Double? {
      estimateCalls.append(indexPath)
      return estimate
    }

    override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
      -> Double?
    {
      exactCalls += 1
      return exact
    }
  }

  /// A section that overrides the per-row estimate only.
  final class OverridingEstimateSection: CascadingSectionTableDelegate {
    override func tableView(
      _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
    ) -> Double? {
      Double(11 + indexPath.row % 9)
    }
  }

  /// A section that answers every block at once with one height, counting the blocks.
  final class UniformSection: CascadingSectionTableDelegate {
    static let height = 55.0
    var blocks = 0

    override func tableView(
      _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
    ) -> Double? {
      Self.height
    }

    override func tableView(
      _ tableView: any TableHost, estimatedHeightsForRows rows: Range<Int>, inSection section: Int,
      into heights: inout [Double]
    ) -> Bool {
      blocks += 1
      heights.append(contentsOf: repeatElement(Self.height, count: rows.count))
      return true
    }
  }

  /// A hand-written section that does not adopt `TableRowEstimating`.
  final class PlainSection: CascadingBareTableDelegate {
    var rowCount = 0
    var estimateCalls = 0

    override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
      rowCount
    }

    override func tableView(
      _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
    ) -> Double? {
      estimateCalls += 1
      return indexPath.row % 4 == 0 ? nil : Double(30 + indexPath.row % 13)
    }

    override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
      -> Double?
    {
      Double(70 + indexPath.row % 3)
    }
  }

  private static func table(estimatedRowHeight: Double) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 1))
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.estimatedSectionHeaderHeight = 0
    table.estimatedSectionFooterHeight = 0
    table.estimatedRowHeight = estimatedRowHeight
    return table
  }

  @Test func aBlockReachesTheOwningSectionWhoseRowsAreEachAskedOnceWithTheirIndexPath() {
    let rows = (0..<3).map { _ in (0..<4).map { _ in EstimateRow(estimate: 25, exact: nil) } }
    let sections = rows.map { CascadingSectionTableDelegate(index: 0, childDelegates: $0) }
    let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    let table = Self.table(estimatedRowHeight: 30)
    var heights: [Double] = [1]
    #expect(root.tableView(table, estimatedHeightsForRows: 1..<3, inSection: 2, into: &heights))
    #expect(heights == [1, 25, 25])
    for (section, sectionRows) in rows.enumerated() {
      for (row, child) in sectionRows.enumerated() {
        let expected = section == 2 && (1..<3).contains(row)
        #expect(
          child.estimateCalls == (expected ? [TableIndexPath(row: row, section: 2)] : []),
          "row \(row) of section \(section)")
      }
    }
    // A section past the end, or a row past a section's end, gets the per-row defaults.
    #expect(!root.tableView(table, estimatedHeightsForRows: 0..<1, inSection: 3, into: &heights))
    #expect(heights == [1, 25, 25])
    #expect(root.tableView(table, estimatedHeightsForRows: 3..<5, inSection: 0, into: &heights))
    #expect(heights == [1, 25, 25, 25, TableDimension.automatic])
  }

  @Test func aRowWithoutAnEstimateAnswersItsExactHeightAsThePerRowChainDoes() {
    let row = EstimateRow(estimate: nil, exact: 66)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    let table = Self.table(estimatedRowHeight: 30)
    var heights: [Double] = []
    #expect(root.tableView(table, estimatedHeightsForRows: 0..<1, inSection: 0, into: &heights))
    #expect(heights == [66])
    #expect(
      heights == [
        root.tableView(table, estimatedHeightForRowAt: TableIndexPath(row: 0, section: 0))
      ])
  }

  @Test func overridesOfEitherEstimateMethodAreHonouredAndAPlainSectionIsAskedRowByRow() {
    let overriding = OverridingEstimateSection(
      index: 0, childDelegates: (0..<20).map { _ in EstimateRow(estimate: 99, exact: nil) })
    let uniform = UniformSection(
      index: 0, childDelegates: (0..<20).map { _ in EstimateRow(estimate: 99, exact: nil) })
    let plain = PlainSection()
    plain.rowCount = 20
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: [overriding, uniform, plain])
    let table = Self.table(estimatedRowHeight: 30)
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(uniform.blocks == 1)
    #expect(plain.estimateCalls == 20)
    for row in 1..<20 {
      #expect(
        table.rect(forRow: TableIndexPath(row: row, section: 0)).height == Double(11 + row % 9))
      #expect(
        table.rect(forRow: TableIndexPath(row: row, section: 1)).height == UniformSection.height)
      // The root's chain turns a missing estimate into the row's exact height.
      let plainExpected = row % 4 == 0 ? Double(70 + row % 3) : Double(30 + row % 13)
      #expect(table.rect(forRow: TableIndexPath(row: row, section: 2)).height == plainExpected)
    }
    for child in overriding.childDelegates + uniform.childDelegates {
      #expect((child as? EstimateRow)?.estimateCalls.isEmpty == true)
    }
  }

  // MARK: - Random trees

  private static func randomRow(
    using generator: inout HostSeededGenerator, expecting rows: inout [RowExpectation]
  ) -> EstimateRow {
    let estimates: [Double?] = [nil, TableDimension.automatic, 0, 17, 43, 80]
    let exacts: [Double?] = [nil, 21, 64]
    let estimate = estimates.randomElement(using: &generator)!
    let exact = exacts.randomElement(using: &generator)!
    rows.append(.row(estimate: estimate, exact: exact))
    return EstimateRow(estimate: estimate, exact: exact)
  }

  /// What the model expects of one row before it is measured, from the node's own data.
  private enum RowExpectation {
    /// A row delegate answering `estimate` and `exact`, either possibly `nil`.
    case row(estimate: Double?, exact: Double?)
    /// A row whose section answers its estimate itself: this height.
    case estimate(Double)

    /// The row's height before it is measured, on a table whose `estimatedRowHeight` is
    /// `fallback`, by the chain of spec/ORIGINAL.md §3: the row's estimate, else its exact
    /// height, else automatic; an automatic (negative) answer falls back to the table's
    /// estimate when it has one, else to the row's exact height, else to the standard 44.
    func height(fallback: Double) -> Double {
      switch self {
      case .estimate(let height):
        return height
      case .row(let estimate, let exact):
        let chained = estimate ?? exact ?? TableDimension.automatic
        if chained >= 0 { return chained }
        if fallback > 0 { return fallback }
        if let exact, exact >= 0 { return exact }
        return 44
      }
    }
  }

  /// The children of a row-mode section: rows, and now and then a group of rows; appends
  /// what the model expects of each row the children fill.
  private static func randomRows(
    using generator: inout HostSeededGenerator, expecting rows: inout [RowExpectation]
  ) -> [any CascadingTableDelegate] {
    (0..<Int.random(in: 0...12, using: &generator)).map { _ in
      if Int.random(in: 0..<6, using: &generator) == 0 {
        let children = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          randomRow(using: &generator, expecting: &rows)
        }
        return CascadingSectionTableDelegate(index: 0, childDelegates: children)
      }
      return randomRow(using: &generator, expecting: &rows)
    }
  }

  /// A random section (or group of sections); appends what the model expects of each row of
  /// each section it fills.
  private static func randomSection(
    using generator: inout HostSeededGenerator, depth: Int,
    expecting sections: inout [[RowExpectation]]
  ) -> any CascadingTableDelegate {
    var rows: [RowExpectation] = []
    switch Int.random(in: 0..<(depth < 2 ? 5 : 4), using: &generator) {
    case 0, 1:
      let children = randomRows(using: &generator, expecting: &rows)
      sections.append(rows)
      return CascadingSectionTableDelegate(index: 0, childDelegates: children)
    case 2:
      let children = randomRows(using: &generator, expecting: &rows)
      // The section's own override answers every row's estimate: 11 + row % 9.
      sections.append(rows.indices.map { row in RowExpectation.estimate(Double(11 + row % 9)) })
      return OverridingEstimateSection(index: 0, childDelegates: children)
    case 3:
      let plain = PlainSection()
      plain.rowCount = Int.random(in: 0...9, using: &generator)
      // Its estimate when it has one (rows not divisible by 4), else its exact height.
      sections.append(
        (0..<plain.rowCount).map { row -> RowExpectation in
          let height: Int = row % 4 == 0 ? 70 + row % 3 : 30 + row % 13
          return .estimate(Double(height))
        })
      return plain
    default:
      let children = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        randomSection(using: &generator, depth: depth + 1, expecting: &sections)
      }
      return CascadingRootTableDelegate(index: 0, childDelegates: children)
    }
  }

  @Test func inRandomTreesEveryRowStartsAtTheHeightItsOwnDataGives() {
    let seeds: UInt64 = 600
    var compared = 0
    for seed in 0..<seeds {
      var generator = HostSeededGenerator(seed: seed)
      var expected: [[RowExpectation]] = []
      let sections = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        Self.randomSection(using: &generator, depth: 0, expecting: &expected)
      }
      let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
      let fallback = [0.0, 30.0].randomElement(using: &generator)!
      let table = Self.table(estimatedRowHeight: fallback)
      root.prepare(tableView: table)
      table.layoutIfNeeded()
      var mismatches: [String] = []
      #expect(table.numberOfSections == expected.count, "seed \(seed)")
      for (section, rows) in expected.enumerated() where section < table.numberOfSections {
        #expect(table.numberOfRows(inSection: section) == rows.count, "seed \(seed)")
        for (row, expectation) in rows.enumerated() {
          let indexPath = TableIndexPath(row: row, section: section)
          let rect = table.rect(forRow: indexPath)
          // The rows in the one-point viewport are measured: skip them.
          guard rect.minY >= 1 else { continue }
          let height = expectation.height(fallback: fallback)
          compared += 1
          if rect.height != height {
            mismatches.append("\(indexPath): \(rect.height), expected \(height)")
          }
        }
      }
      #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(5))")
      if !mismatches.isEmpty { break }
    }
    #expect(compared > 5_000, "the trees hold rows to compare")
  }
}
