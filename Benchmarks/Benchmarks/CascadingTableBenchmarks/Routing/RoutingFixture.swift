import CascadingTableKit

/// The routing benchmark's page, built twice: as a delegate tree (root → section delegates →
/// row delegates) and as one hand-written delegate; and the tree's floor, its rows called by
/// hand.
@MainActor
final class RoutingFixture {
  /// The page of the scenario: 100 sections of 10,000 rows, each called once per run: a
  /// million distinct row delegates, about 100 MB, streamed from memory.
  static let large = RoutingFixture(sectionCount: 100, rowsPerSection: 10_000, passes: 1)

  /// A page of 100 sections of 100 rows, called 100 times per run: the same million calls on
  /// row delegates that stay in the CPU's caches, which isolates the cost of dispatch.
  static let cached = RoutingFixture(sectionCount: 100, rowsPerSection: 100, passes: 100)

  /// Issue 27's in-order pattern: 100 sections of 1,000 rows, every span 1, every row called
  /// once in order per pass (what a full scroll or a reload does), ten passes for a million
  /// calls. The rows (about 10 MB) outgrow the core's own caches, unlike ``cached``'s.
  static let inOrder = RoutingFixture(sectionCount: 100, rowsPerSection: 1_000, passes: 10)

  /// The number of sections of the page.
  let sectionCount: Int
  /// The number of rows in each section.
  let rowsPerSection: Int
  /// How many times a run calls every row.
  let passes: Int

  /// The table passed along with every call.
  let host: any TableHost = BenchmarkTableHost()
  /// The delegate tree.
  let routed: any TableDataSource & TableDelegate
  /// The hand-written delegate.
  let baseline: any TableDataSource & TableDelegate
  /// The floor of routing through the tree: its own rows, called by hand (see
  /// ``RoutingFloorDelegate``).
  let floor: any TableDataSource & TableDelegate

  private init(sectionCount: Int, rowsPerSection: Int, passes: Int) {
    self.sectionCount = sectionCount
    self.rowsPerSection = rowsPerSection
    self.passes = passes
    let cells = ReusedCells()
    let selections = SelectionCounter()
    let rows = (0..<sectionCount).map { section in
      let kind = RowKind.ofSection(section)
      return (0..<rowsPerSection).map { _ in
        RoutingRow(kind: kind, cells: cells, selections: selections)
      }
    }
    let sections = rows.enumerated().map { section, rows in
      CascadingSectionTableDelegate(index: section, childDelegates: rows)
    }
    routed = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    floor = RoutingFloorDelegate(sections: sections, rows: rows)
    baseline = HandWrittenPageDelegate(
      sectionCount: sectionCount, rowsPerSection: rowsPerSection, cells: cells)
    checkBothAnswerAlike()
  }

  /// Makes a call for every row of the page, ``passes`` times.
  /// - Parameters:
  ///   - call: The call.
  ///   - delegate: ``routed`` or ``baseline``.
  /// - Returns: A checksum of the answers.
  func callEveryRow(_ call: RoutingCall, of delegate: any TableDataSource & TableDelegate)
    -> Int
  {
    var checksum = 0
    for _ in 0..<passes {
      checksum &+= call.callEveryRow(
        of: delegate, host: host, sectionCount: sectionCount, rowsPerSection: rowsPerSection)
    }
    return checksum
  }

  /// Stops the benchmark if the tree and the baseline disagree on any call: comparing their
  /// speed is only fair if they do the same work.
  private func checkBothAnswerAlike() {
    for call in RoutingCall.allCases where call != .didSelectRowAt {
      let routedSum = callEveryRow(call, of: routed)
      let baselineSum = callEveryRow(call, of: baseline)
      let floorSum = callEveryRow(call, of: floor)
      precondition(
        routedSum == baselineSum && floorSum == baselineSum,
        "\(call): the tree answered \(routedSum), the floor \(floorSum), "
          + "the baseline \(baselineSum)")
    }
  }
}
