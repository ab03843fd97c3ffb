import CascadingTableKit

/// One section of 10⁵ row delegates, built twice: flat (the rows are the section's children)
/// and as 10³ groups of 10² rows each, to price routing through a group.
@MainActor
final class GroupRoutingFixture {
  /// The number of rows of the section.
  static let rowCount = 100_000
  /// The number of rows in each group.
  static let rowsPerGroup = 100

  /// The fixture, built on first use in each benchmark process.
  static let shared = GroupRoutingFixture()

  /// The table passed along with every call.
  let host: any TableHost = BenchmarkTableHost()
  /// The root over the flat section.
  let flat: any TableDataSource & TableDelegate
  /// The root over the section of groups.
  let grouped: any TableDataSource & TableDelegate

  private init() {
    let cells = ReusedCells()
    let selections = SelectionCounter()
    let kind = RowKind.ofSection(0)
    func rows(_ count: Int) -> [any CascadingTableDelegate] {
      (0..<count).map { _ in RoutingRow(kind: kind, cells: cells, selections: selections) }
    }
    flat = CascadingRootTableDelegate(
      index: 0,
      childDelegates: [
        CascadingSectionTableDelegate(index: 0, childDelegates: rows(Self.rowCount))
      ])
    let groups = (0..<(Self.rowCount / Self.rowsPerGroup)).map { _ in
      CascadingSectionTableDelegate(index: 0, childDelegates: rows(Self.rowsPerGroup))
    }
    grouped = CascadingRootTableDelegate(
      index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: groups)])
    for call in RoutingCall.allCases where call != .didSelectRowAt {
      precondition(
        callEveryRow(call, of: flat) == callEveryRow(call, of: grouped),
        "\(call): the groups and the flat section answer differently")
    }
  }

  /// Makes a call for every row of the section.
  /// - Returns: A checksum of the answers.
  func callEveryRow(_ call: RoutingCall, of delegate: any TableDataSource & TableDelegate)
    -> Int
  {
    call.callEveryRow(of: delegate, host: host, sectionCount: 1, rowsPerSection: Self.rowCount)
  }
}
