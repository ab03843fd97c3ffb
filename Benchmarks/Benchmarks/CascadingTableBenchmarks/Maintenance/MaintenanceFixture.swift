import CascadingTableKit

/// A section of 100,000 row delegates, and the hand-written list of as many rows, for the
/// tree-maintenance benchmarks.
@MainActor
final class MaintenanceFixture {
  /// The number of children.
  static let childCount = 100_000

  /// The section delegate whose children are edited.
  let section: CascadingSectionTableDelegate
  /// The section's first children, kept alive here so that replacing them measures the
  /// replacement, not their deallocation.
  private let originalRows: [any CascadingTableDelegate]
  /// A second set of as many row delegates, to replace the section's children with.
  let replacementRows: [any CascadingTableDelegate]
  /// The hand-written list.
  let baseline = HandWrittenRowList()
  /// The list's first rows, kept alive here as ``originalRows`` are.
  private let originalModels: [RowModel]
  /// A second set of as many rows, to replace the list's rows with.
  let replacementModels: [RowModel]

  /// Builds both, each with ``childCount`` children.
  /// - Parameter subclassRows: Whether the section's children are ``SubclassRow``s rather than
  ///   nodes of exactly `CascadingBareTableDelegate`.
  init(subclassRows: Bool = false) {
    originalRows = Self.makeRows(subclassRows: subclassRows)
    section = CascadingSectionTableDelegate(index: 0, childDelegates: originalRows)
    replacementRows = Self.makeRows(subclassRows: subclassRows)
    originalModels = (0..<Self.childCount).map { _ in RowModel() }
    baseline.replaceAll(with: originalModels)
    replacementModels = (0..<Self.childCount).map { _ in RowModel() }
  }

  private static func makeRows(subclassRows: Bool) -> [any CascadingTableDelegate] {
    (0..<childCount).map { _ in subclassRows ? SubclassRow() : CascadingBareTableDelegate() }
  }

  /// Stops the benchmark unless every child of the section, and every row of the list, knows
  /// its position and its parent.
  func checkInSync() {
    let children = section.childDelegates
    for position in children.indices {
      precondition(children[position].index == position, "child \(position) is out of step")
      precondition(children[position].parentDelegate === section, "child \(position) orphaned")
    }
    let rows = baseline.rows
    for position in rows.indices {
      precondition(rows[position].index == position, "row \(position) is out of step")
      precondition(rows[position].parent === baseline, "row \(position) orphaned")
    }
  }
}
