import CascadingTableKit

/// 10⁵ prefetching rows, in three shapes answering the same rows: a tree of 10 sections of
/// 10⁴ rows, a tree of one section of 10³ groups of 10² rows, and a hand-written splitter over
/// the same row objects (what an app without the tree writes: each path to its row).
@MainActor
final class PrefetchFixture {
  /// The number of rows.
  static let rowCount = 100_000
  /// The sections of the sectioned tree and of the splitter.
  static let sectionCount = 10
  /// The rows of each group of the grouped tree.
  static let rowsPerGroup = 100

  /// The fixture, built on first use in each benchmark process.
  static let shared = PrefetchFixture()

  /// What every row was told.
  let counter = PrefetchCounter()
  /// The rows, by section, in the sectioned tree and the splitter.
  let rows: [[PrefetchingRow]]
  /// Root → 10 sections → 10⁴ rows each.
  let sectioned: CascadingRootTableDelegate
  /// Root → 1 section → 10³ groups → 10² rows each.
  let grouped: CascadingRootTableDelegate
  /// The table passed along with every routed call.
  let host: any TableHost = BenchmarkTableHost()
  /// The batches a routing scenario sends: 10 consecutive rows of the sectioned layout each,
  /// from spread-out starts (some across a section's end).
  let batches: [[TableIndexPath]]
  /// The same batches as paths of the grouped tree's single section.
  let groupedBatches: [[TableIndexPath]]

  private init() {
    let counter = counter
    let perSection = Self.rowCount / Self.sectionCount
    rows = (0..<Self.sectionCount).map { _ in
      (0..<perSection).map { _ in PrefetchingRow(counter: counter) }
    }
    sectioned = CascadingRootTableDelegate(
      index: 0,
      childDelegates: rows.map { CascadingSectionTableDelegate(index: 0, childDelegates: $0) })
    let groups = (0..<(Self.rowCount / Self.rowsPerGroup)).map { _ in
      CascadingSectionTableDelegate(
        index: 0,
        childDelegates: (0..<Self.rowsPerGroup).map { _ in PrefetchingRow(counter: counter) })
    }
    grouped = CascadingRootTableDelegate(
      index: 0, childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: groups)])
    var generator = SplitMixGenerator(seed: 25)
    batches = (0..<10_000).map { _ in
      let start = Int.random(in: 0..<(Self.rowCount - 10), using: &generator)
      return (start..<(start + 10)).map {
        TableIndexPath(row: $0 % perSection, section: $0 / perSection)
      }
    }
    groupedBatches = batches.map { batch in
      batch.map { TableIndexPath(row: $0.section * perSection + $0.row, section: 0) }
    }
  }

  /// Every batch through the sectioned tree.
  func routeThroughSections() {
    for batch in batches {
      sectioned.tableView(host, prefetchRowsAt: batch)
    }
  }

  /// Every batch through the grouped tree, as paths of its single section.
  func routeThroughGroups() {
    for batch in groupedBatches {
      grouped.tableView(host, prefetchRowsAt: batch)
    }
  }

  /// Every batch through the hand-written splitter: each path to its row, in a batch of its
  /// own, as each row of the trees receives it.
  func splitByHand() {
    for batch in batches {
      for path in batch {
        rows[path.section][path.row].tableView(host, prefetchRowsAt: [path])
      }
    }
  }
}
