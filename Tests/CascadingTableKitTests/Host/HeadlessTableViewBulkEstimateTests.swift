import CascadingTableKit
import Testing

/// `TableRowEstimating`: the table asks a block of estimates in one call where the delegate
/// adopts it, falls back to one call per row where it declines or answers the wrong number of
/// rows, and completes rows without an estimate as it would for a `nil` answer.
@MainActor
struct HeadlessTableViewBulkEstimateTests {
  /// A hand-written data source and delegate whose rows' estimates are `estimate(row, section)`
  /// (negative: none) and whose exact heights are `exact(row, section)`, recording every call.
  final class EstimatingSource: TableDataSource, TableRowEstimating {
    enum Behaviour { case answer, decline, answerOneTooFew }

    var rowCounts: [Int]
    var behaviour: Behaviour
    var bulkCalls: [(rows: Range<Int>, section: Int)] = []
    var estimateCalls: [TableIndexPath] = []
    var exactCalls: [TableIndexPath] = []

    init(rowCounts: [Int], behaviour: Behaviour) {
      self.rowCounts = rowCounts
      self.behaviour = behaviour
    }

    static func estimate(_ row: Int, _ section: Int) -> Double {
      row % 5 == 3 ? TableDimension.automatic : Double(20 + (row * 7 + section) % 30)
    }

    static func exact(_ row: Int, _ section: Int) -> Double { Double(60 + row % 4) }

    func numberOfSections(in tableView: any TableHost) -> Int { rowCounts.count }

    func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
      rowCounts[section]
    }

    func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
      -> TableCell
    {
      TableCell()
    }

    func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
      -> Double?
    {
      estimateCalls.append(indexPath)
      let estimate = Self.estimate(indexPath.row, indexPath.section)
      return estimate < 0 ? nil : estimate
    }

    func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
      -> Double?
    {
      exactCalls.append(indexPath)
      return Self.exact(indexPath.row, indexPath.section)
    }

    func tableView(
      _ tableView: any TableHost, estimatedHeightsForRows rows: Range<Int>, inSection section: Int,
      into heights: inout [Double]
    ) -> Bool {
      bulkCalls.append((rows, section))
      switch behaviour {
      case .answer:
        heights.append(contentsOf: rows.map { Self.estimate($0, section) })
        return true
      case .decline:
        return false
      case .answerOneTooFew:
        heights.append(contentsOf: rows.dropLast().map { Self.estimate($0, section) })
        return true
      }
    }
  }

  /// A table one point tall, so that only the first row is measured and every other row keeps
  /// the height it started with.
  private static func loadedTable(
    _ source: EstimatingSource, estimatedRowHeight: Double
  ) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 1))
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.estimatedSectionHeaderHeight = 0
    table.estimatedSectionFooterHeight = 0
    table.estimatedRowHeight = estimatedRowHeight
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  /// The height each row starts with under the table's rules for one call per row.
  private static func expectedStartHeight(row: Int, section: Int, estimatedRowHeight: Double)
    -> Double
  {
    let estimate = EstimatingSource.estimate(row, section)
    if estimate >= 0 { return estimate }
    return estimatedRowHeight > 0 ? estimatedRowHeight : EstimatingSource.exact(row, section)
  }

  /// Checks every row but the measured first one against ``expectedStartHeight``.
  private static func expectStartHeights(
    _ table: HeadlessTableView, rowCounts: [Int], estimatedRowHeight: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (section, count) in rowCounts.enumerated() {
      for row in 0..<count where section > 0 || row > 0 {
        let height = table.rect(forRow: TableIndexPath(row: row, section: section)).height
        let expected = expectedStartHeight(
          row: row, section: section, estimatedRowHeight: estimatedRowHeight)
        #expect(
          height == expected, "row \(row) of section \(section)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func anAdoptingDelegateIsAskedEachRowOnceInBlocksAndNeverRowByRow() {
    let rowCounts = [1_500, 0, 7]
    let source = EstimatingSource(rowCounts: rowCounts, behaviour: .answer)
    let table = Self.loadedTable(source, estimatedRowHeight: 30)
    #expect(source.estimateCalls.isEmpty)
    var covered: [Int: [Int]] = [:]
    for call in source.bulkCalls {
      covered[call.section, default: []].append(contentsOf: call.rows)
    }
    #expect(covered[0] == Array(0..<1_500))
    #expect(covered[1] == nil)
    #expect(covered[2] == Array(0..<7))
    #expect(source.bulkCalls.count > 2, "1,500 rows come in more than one block")
    Self.expectStartHeights(table, rowCounts: rowCounts, estimatedRowHeight: 30)
  }

  @Test func withEstimatesOffARowWithoutAnEstimateStartsAtItsExactHeight() {
    let rowCounts = [40]
    let source = EstimatingSource(rowCounts: rowCounts, behaviour: .answer)
    let table = Self.loadedTable(source, estimatedRowHeight: 0)
    // Rows 3, 8, 13, … answer no estimate: only they (and the measured first row) are asked
    // their exact height.
    let askedExact = Set(source.exactCalls.map(\.row))
    #expect(askedExact == Set([0] + (0..<40).filter { $0 % 5 == 3 }))
    Self.expectStartHeights(table, rowCounts: rowCounts, estimatedRowHeight: 0)
  }

  @Test(arguments: [EstimatingSource.Behaviour.decline, .answerOneTooFew])
  func aDeclinedOrShortAnswerIsAskedRowByRow(behaviour: EstimatingSource.Behaviour) {
    let rowCounts = [600, 3]
    let source = EstimatingSource(rowCounts: rowCounts, behaviour: behaviour)
    let table = Self.loadedTable(source, estimatedRowHeight: 30)
    #expect(!source.bulkCalls.isEmpty)
    #expect(source.estimateCalls.filter { $0.section == 0 }.map(\.row) == Array(0..<600))
    #expect(source.estimateCalls.filter { $0.section == 1 }.map(\.row) == Array(0..<3))
    Self.expectStartHeights(table, rowCounts: rowCounts, estimatedRowHeight: 30)
  }
}
