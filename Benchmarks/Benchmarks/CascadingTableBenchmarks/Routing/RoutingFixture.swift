import CascadingTableKit

/// The routing benchmark's page, built twice: as a delegate tree (root → 100 section
/// delegates → 10,000 row delegates each) and as one hand-written delegate.
@MainActor
final class RoutingFixture {
  /// The number of sections of the page.
  static let sectionCount = 100
  /// The number of rows in each section.
  static let rowsPerSection = 10_000

  /// The page, built once per benchmark process.
  static let shared = RoutingFixture()

  /// The table passed along with every call.
  let host: any TableHost = BenchmarkTableHost()
  /// The delegate tree.
  let routed: any TableDataSource & TableDelegate
  /// The hand-written delegate.
  let baseline: any TableDataSource & TableDelegate

  private init() {
    let cells = ReusedCells()
    let selections = SelectionCounter()
    let sections = (0..<Self.sectionCount).map { section in
      let kind = RowKind.ofSection(section)
      let rows = (0..<Self.rowsPerSection).map { _ in
        RoutingRow(kind: kind, cells: cells, selections: selections)
      }
      return CascadingSectionTableDelegate(index: section, childDelegates: rows)
    }
    routed = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    baseline = HandWrittenPageDelegate(
      sectionCount: Self.sectionCount, rowsPerSection: Self.rowsPerSection, cells: cells)
    checkBothAnswerAlike()
  }

  /// Makes a call for every row of the page.
  /// - Parameters:
  ///   - call: The call.
  ///   - delegate: ``routed`` or ``baseline``.
  /// - Returns: A checksum of the answers.
  func callEveryRow(_ call: RoutingCall, of delegate: any TableDataSource & TableDelegate)
    -> Int
  {
    call.callEveryRow(
      of: delegate, host: host, sectionCount: Self.sectionCount,
      rowsPerSection: Self.rowsPerSection)
  }

  /// Stops the benchmark if the tree and the baseline disagree on any call: comparing their
  /// speed is only fair if they do the same work.
  private func checkBothAnswerAlike() {
    for call in RoutingCall.allCases where call != .didSelectRowAt {
      let routedSum = callEveryRow(call, of: routed)
      let baselineSum = callEveryRow(call, of: baseline)
      precondition(
        routedSum == baselineSum,
        "\(call): the tree answered \(routedSum), the baseline \(baselineSum)")
    }
  }
}
