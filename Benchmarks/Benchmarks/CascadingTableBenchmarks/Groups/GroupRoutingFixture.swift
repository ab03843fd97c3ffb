import CascadingTableKit

/// One section of 10⁵ row delegates, built twice: flat (the rows are the section's children)
/// and as 10³ groups of 10² rows each, to price routing through a group.
///
/// The calls are bound by loading each row object from memory, so where the rows lie matters
/// as much as the routing: ``shared`` builds each group's rows just before the group (as an
/// app building groups does), which interleaves them with the groups' own allocations, while
/// the flat section's rows are allocated in one run; ``rowsAllocatedAlike`` allocates the
/// grouped rows in one run too, so that the two sides differ only by their routing.
@MainActor
final class GroupRoutingFixture {
  /// The number of rows of the section.
  static let rowCount = 100_000
  /// The number of rows in each group.
  static let rowsPerGroup = 100

  /// The fixture, built on first use in each benchmark process: each group's rows allocated
  /// with the group.
  static let shared = GroupRoutingFixture(rowsAllocatedAlike: false)

  /// The fixture with the grouped rows allocated in one run, before the groups, as the flat
  /// section's are.
  static let rowsAllocatedAlike = GroupRoutingFixture(rowsAllocatedAlike: true)

  /// The table passed along with every call.
  let host: any TableHost = BenchmarkTableHost()
  /// The root over the flat section.
  let flat: any TableDataSource & TableDelegate
  /// The root over the section of groups.
  let grouped: any TableDataSource & TableDelegate

  private init(rowsAllocatedAlike: Bool) {
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
    let groupCount = Self.rowCount / Self.rowsPerGroup
    let groups: [CascadingSectionTableDelegate]
    if rowsAllocatedAlike {
      let allRows = rows(Self.rowCount)
      groups = (0..<groupCount).map { group in
        let start = group * Self.rowsPerGroup
        return CascadingSectionTableDelegate(
          index: 0, childDelegates: Array(allRows[start..<(start + Self.rowsPerGroup)]))
      }
    } else {
      groups = (0..<groupCount).map { _ in
        CascadingSectionTableDelegate(index: 0, childDelegates: rows(Self.rowsPerGroup))
      }
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
