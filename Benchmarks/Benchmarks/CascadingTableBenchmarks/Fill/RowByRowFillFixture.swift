import CascadingTableKit

/// A loaded `HeadlessTableView` over a tree with one node to fill row by row (one
/// `childDelegates.append(_:)` per row): outside any transaction, or inside one transaction on
/// the root, and emptied again, untimed, between fills.
@MainActor
final class RowByRowFillFixture {
  /// Where the node filled sits, and what it is filled with.
  enum Shape: CaseIterable, Sendable {
    /// The root's empty state, a section, hidden by the root's one section: filled with rows.
    case hiddenEmptyStateOfRoot
    /// The empty state of the root's one section, a group of rows hidden by the section's
    /// row: filled with rows.
    case hiddenEmptyStateOfSection
    /// The root's empty state, a group of sections hidden by the root's one section: filled
    /// with sections of one row.
    case hiddenEmptyStateOfSections
    /// The root's second section, shown (reload mode `.none`): filled with rows.
    case shownSection
    /// A group of rows in the root's second section, shown: filled with rows.
    case shownGroup
    /// A group of sections in the root, shown: filled with sections of one row.
    case shownGroupOfSections

    /// The scenario's name in the benchmark's name.
    var name: String {
      switch self {
      case .hiddenEmptyStateOfRoot: "hidden empty state of the root, rows"
      case .hiddenEmptyStateOfSection: "hidden empty state of a section, rows"
      case .hiddenEmptyStateOfSections: "hidden empty state of the root, sections"
      case .shownSection: "shown section, rows"
      case .shownGroup: "shown group of rows, rows"
      case .shownGroupOfSections: "shown group of sections, sections"
      }
    }

    /// Whether the node filled is an empty state its holder hides.
    var isHidden: Bool {
      switch self {
      case .hiddenEmptyStateOfRoot, .hiddenEmptyStateOfSection, .hiddenEmptyStateOfSections:
        true
      case .shownSection, .shownGroup, .shownGroupOfSections: false
      }
    }
  }

  /// The shape.
  let shape: Shape
  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The root; the table holds it weakly, so the fixture keeps it.
  let root: CascadingRootTableDelegate
  /// The node filled.
  let filled: PropagatingTableDelegate
  /// What the node is filled with, in order: made once, appended again at every fill.
  private let items: [any CascadingTableDelegate]

  /// Builds and loads the table.
  /// - Parameters:
  ///   - shape: Where the node filled sits.
  ///   - count: How many rows (or sections) a fill appends.
  init(shape: Shape, count: Int) {
    self.shape = shape
    let shown = CascadingSectionTableDelegate(index: 0, childDelegates: [TransactionRow()])
    switch shape {
    case .hiddenEmptyStateOfRoot:
      filled = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown])
      root.emptyStateDelegate = filled
    case .hiddenEmptyStateOfSection:
      filled = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      shown.emptyStateDelegate = filled
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown])
    case .hiddenEmptyStateOfSections:
      filled = CascadingRootTableDelegate(index: 0, childDelegates: [])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown])
      root.emptyStateDelegate = filled
    case .shownSection:
      filled = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown, filled])
    case .shownGroup:
      filled = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      let section = CascadingSectionTableDelegate(
        index: 0, childDelegates: [TransactionRow(), filled])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown, section])
    case .shownGroupOfSections:
      filled = CascadingRootTableDelegate(index: 0, childDelegates: [])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown, filled])
    }
    let fillsSections = filled.propagationMode == .section
    items = (0..<count).map { _ -> any CascadingTableDelegate in
      fillsSections
        ? CascadingSectionTableDelegate(index: 0, childDelegates: [TransactionRow()])
        : TransactionRow()
    }
    table.estimatedRowHeight = 44
    table.register(TableCell.self, forCellReuseIdentifier: TransactionRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
  }

  /// Appends every item, one `append` each, outside any transaction.
  func fillOutsideTransactions() {
    for item in items {
      filled.childDelegates.append(item)
    }
  }

  /// Appends every item, one `append` each, inside one transaction on the root.
  func fillInOneTransaction() {
    root.performUpdates(animation: .none) {
      for item in items {
        filled.childDelegates.append(item)
      }
    }
  }

  /// Empties the node filled, and makes the table show the tree again.
  func empty() {
    if shape.isHidden {
      filled.childDelegates = []
    } else {
      filled.childDelegates = []
      table.reloadData()
      table.layoutIfNeeded()
    }
  }

  /// Stops the benchmark unless every item was appended.
  func checkFilled() {
    precondition(filled.childDelegates.count == items.count, "the fill is incomplete")
  }

  /// Stops the benchmark unless the table, told by the transaction, shows what the tree holds.
  func checkShown() {
    checkFilled()
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    let count = items.count
    let (sections, rows): (Int, Int) =
      switch shape {
      case .hiddenEmptyStateOfRoot, .hiddenEmptyStateOfSection, .hiddenEmptyStateOfSections:
        (1, 1)
      case .shownSection: (2, count)
      case .shownGroup: (2, 1 + count)
      case .shownGroupOfSections: (1 + count, 1)
      }
    precondition(table.numberOfSections == sections, "the table and the tree disagree")
    precondition(table.numberOfRows(inSection: sections - 1) == rows, "the rows disagree")
  }

  /// Fixtures already built in this process, by shape and size.
  private static var built: [Shape: [Int: RowByRowFillFixture]] = [:]

  /// The fixture of a shape and size, built on first use.
  static func shared(shape: Shape, count: Int) -> RowByRowFillFixture {
    if let fixture = built[shape]?[count] {
      return fixture
    }
    let fixture = RowByRowFillFixture(shape: shape, count: count)
    built[shape, default: [:]][count] = fixture
    return fixture
  }
}
