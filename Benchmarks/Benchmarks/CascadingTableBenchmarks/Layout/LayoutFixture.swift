import CascadingTableKit

/// A `HeadlessTableView` over ten sections of counting rows, served either by a delegate tree
/// or by the hand-written baseline.
@MainActor
final class LayoutFixture {
  /// Which delegate serves the table.
  enum Variant: String {
    /// Root → ten section delegates → one counting row delegate per row.
    case routed
    /// One hand-written delegate.
    case baseline
  }

  /// The number of sections the rows are spread over.
  static let sectionCount = 10
  /// The viewport: an iPhone's portrait screen.
  static let viewport = TableSize(width: 375, height: 667)

  /// The table.
  private(set) var table: HeadlessTableView
  /// The row calls the table made.
  let counter = CallCounter()
  /// The data source and delegate; the table holds them weakly, so the fixture keeps them.
  private let delegate: any TableDataSource & TableDelegate
  private let usesEstimates: Bool

  /// Builds the table and its delegate; nothing is loaded yet.
  /// - Parameters:
  ///   - rowCount: The number of rows, a multiple of ``sectionCount``.
  ///   - usesEstimates: Whether rows answer estimated heights; without them the table's own
  ///     estimates are disabled (`estimatedRowHeight = 0`), as a table that needs every exact
  ///     height would be.
  ///   - variant: Which delegate serves the table.
  init(rowCount: Int, usesEstimates: Bool, variant: Variant) {
    let rowsPerSection = rowCount / Self.sectionCount
    precondition(rowsPerSection * Self.sectionCount == rowCount, "\(rowCount) rows don't split")
    self.usesEstimates = usesEstimates
    let counter = counter
    switch variant {
    case .routed:
      let sections = (0..<Self.sectionCount).map { section in
        let rows = (0..<rowsPerSection).map { _ in
          CountingRow(counter: counter, answersEstimates: usesEstimates)
        }
        return CascadingSectionTableDelegate(index: section, childDelegates: rows)
      }
      delegate = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    case .baseline:
      delegate = HandWrittenListDelegate(
        sectionCount: Self.sectionCount, rowsPerSection: rowsPerSection, counter: counter,
        answersEstimates: usesEstimates)
    }
    table = HeadlessTableView(viewportSize: Self.viewport)
    attachNewTable()
  }

  /// Replaces the table with a new one (empty reuse pool, nothing loaded) over the same
  /// delegate.
  func attachNewTable() {
    table = HeadlessTableView(viewportSize: Self.viewport)
    table.estimatedRowHeight = usesEstimates ? 44 : 0
    table.register(TableCell.self, forCellReuseIdentifier: CountingRow.reuseIdentifier)
    table.dataSource = delegate
    table.delegate = delegate
  }

  /// Fixtures already built in this process, by size, estimates and variant.
  private static var built: [String: LayoutFixture] = [:]

  /// The fixture for a size, estimates and variant, built on first use.
  /// - Parameters:
  ///   - rowCount: The number of rows.
  ///   - usesEstimates: Whether rows answer estimated heights.
  ///   - variant: Which delegate serves the table.
  /// - Returns: The fixture.
  static func shared(rowCount: Int, usesEstimates: Bool, variant: Variant) -> LayoutFixture {
    let key = "\(rowCount)-\(usesEstimates)-\(variant)"
    if let fixture = built[key] {
      return fixture
    }
    let fixture = LayoutFixture(rowCount: rowCount, usesEstimates: usesEstimates, variant: variant)
    built[key] = fixture
    return fixture
  }
}
