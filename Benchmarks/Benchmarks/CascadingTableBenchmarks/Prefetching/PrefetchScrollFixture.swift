import CascadingTableKit

/// A `HeadlessTableView` over ``PrefetchFixture``'s sectioned tree (10 sections of 10⁴ rows),
/// prefetching through the tree or not: the same table, rows and delegate either way.
@MainActor
final class PrefetchScrollFixture {
  /// The viewport: an iPhone's portrait screen.
  static let viewport = TableSize(width: 375, height: 667)

  /// The table.
  private(set) var table: HeadlessTableView
  private let fixture = PrefetchFixture.shared

  /// The fixtures already built, by whether they prefetch.
  private static var built: [Bool: PrefetchScrollFixture] = [:]

  /// The fixture that prefetches or not, built on first use.
  static func shared(prefetching: Bool) -> PrefetchScrollFixture {
    if let fixture = built[prefetching] { return fixture }
    let fixture = PrefetchScrollFixture(prefetching: prefetching)
    built[prefetching] = fixture
    return fixture
  }

  private let prefetching: Bool

  private init(prefetching: Bool) {
    self.prefetching = prefetching
    table = HeadlessTableView(viewportSize: Self.viewport)
    attachNewTable()
  }

  /// Replaces the table with a new one over the same tree, loads it, scrolls it once to the
  /// end (every row measured) and back to the top, and zeroes the counts.
  func prepareSteadyTable() {
    attachNewTable()
    table.reloadData()
    table.layoutIfNeeded()
    scrollInSmallSteps()
    table.contentOffset = 0
    fixture.counter.reset()
  }

  private func attachNewTable() {
    table = HeadlessTableView(viewportSize: Self.viewport)
    table.estimatedRowHeight = 44
    table.register(TableCell.self, forCellReuseIdentifier: PrefetchingRow.reuseIdentifier)
    table.dataSource = fixture.sectioned
    table.delegate = fixture.sectioned
    table.prefetchDataSource = prefetching ? fixture.sectioned : nil
  }

  /// Scrolls down 20 points at a time until the last row is on screen.
  /// - Returns: The number of steps.
  @discardableResult
  func scrollInSmallSteps() -> Int {
    let end = table.contentSize.height - table.viewportSize.height
    var offset = table.contentOffset
    var steps = 0
    while offset < end {
      offset += 20
      table.contentOffset = offset
      steps += 1
    }
    return steps
  }

  /// The rows the tree's rows were asked to prefetch since the last reset.
  var prefetchedRows: Int { fixture.counter.prefetched }
}
