import CascadingTableKit
import Testing

/// A row replaced inside an empty state its holder's children hide is freed once the table
/// was told (P9, issue 27): at the end of the transaction that replaced it, or once the table
/// reloads. Found by P9 watching the nodes inside empty states (seed 3_300_042: a row of a
/// group inside the root's hidden empty state, given a new version in a transaction, lived on
/// in the records of the group and of the hidden section, which no transaction compares).
@MainActor
struct HiddenEmptyStateRecordLifetimeTests {
  /// Where the replaced row sits inside the root's hidden empty state.
  enum Shape: CaseIterable, Sendable {
    /// The empty state is a section holding the row.
    case section
    /// The empty state is a section holding a group that holds the row.
    case groupInSection
    /// The empty state is a section holding a group whose own empty state, hidden by the
    /// group's row, is a group holding the row.
    case hiddenEmptyStateOfAGroup
    /// The empty state is a group of sections holding a section that holds the row.
    case groupOfSections
  }

  /// How the table is told.
  enum Telling: CaseIterable, Sendable {
    /// The row is replaced in a transaction on the root.
    case transaction
    /// The row is replaced outside any transaction, then the table reloads.
    case reload
  }

  /// A root showing one section of one row, whose hidden empty state holds `row` as `shape`
  /// says, loaded by a table.
  private func makeTree(_ shape: Shape, holding row: CascadingBareTableDelegate) -> (
    root: CascadingRootTableDelegate, table: HeadlessTableView
  ) {
    let emptyState: any CascadingTableDelegate
    switch shape {
    case .section:
      emptyState = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
    case .groupInSection:
      let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
      emptyState = CascadingSectionTableDelegate(index: 0, childDelegates: [group])
    case .hiddenEmptyStateOfAGroup:
      let group = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CascadingBareTableDelegate()])
      group.emptyStateDelegate = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
      emptyState = CascadingSectionTableDelegate(index: 0, childDelegates: [group])
    case .groupOfSections:
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
      emptyState = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    }
    let shown = CascadingSectionTableDelegate(
      index: 0, childDelegates: [CascadingBareTableDelegate()])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [shown])
    root.emptyStateDelegate = emptyState
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.layoutIfNeeded()
    return (root, table)
  }

  /// Puts a new row where `row` is, in its parent, and returns it.
  @discardableResult
  private func replace(_ row: any CascadingTableDelegate) -> CascadingBareTableDelegate {
    let new = CascadingBareTableDelegate()
    guard let parent = row.parentDelegate,
      let position = parent.childDelegates.firstIndex(where: { $0 === row })
    else {
      Issue.record("the row has no parent holding it")
      return new
    }
    parent.childDelegates[position] = new
    return new
  }

  @Test(arguments: Shape.allCases, Telling.allCases)
  func aRowReplacedInsideAHiddenEmptyStateIsFreedOnceTheTableIsTold(
    shape: Shape, telling: Telling
  ) {
    weak var weakRow: CascadingBareTableDelegate?
    let root: CascadingRootTableDelegate
    let table: HeadlessTableView
    do {
      let row = CascadingBareTableDelegate()
      weakRow = row
      (root, table) = makeTree(shape, holding: row)
      switch telling {
      case .transaction:
        let changed = root.performUpdates { replace(row) }
        // The table shows nothing of the hidden empty state: nothing to tell it.
        #expect(changed == [])
      case .reload:
        replace(row)
        table.reloadData()
        table.layoutIfNeeded()
      }
    }
    #expect(weakRow == nil, "\(shape), \(telling)")
    #expect(table.problems.isEmpty, "\(table.problems)")
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  /// The empty state, changed while hidden, shows its new row once the root's section leaves;
  /// a row then added beside it is one inserted row (none when the row is in an empty state
  /// still hidden), and later transactions find nothing left to tell.
  @Test(arguments: Shape.allCases, Telling.allCases)
  func theEmptyStateShowsItsRowsOnceTheRootEmpties(shape: Shape, telling: Telling) {
    let row = CascadingBareTableDelegate()
    let (root, table) = makeTree(shape, holding: row)
    let new: CascadingBareTableDelegate
    switch telling {
    case .transaction:
      var replaced: CascadingBareTableDelegate?
      root.performUpdates { replaced = replace(row) }
      new = replaced ?? CascadingBareTableDelegate()
    case .reload:
      new = replace(row)
      table.reloadData()
      table.layoutIfNeeded()
    }
    // The root's only section leaves: its empty state fills the root's place.
    root.performUpdates { root.childDelegates.removeAll() }
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 1)
    let added = root.performUpdates {
      new.parentDelegate?.childDelegates.append(CascadingBareTableDelegate())
    }
    // Inside the group's empty state, the new row is still hidden by the group's own row.
    let isShown = shape != .hiddenEmptyStateOfAGroup
    #expect(added == (isShown ? [.insertRows([TableIndexPath(row: 1, section: 0)])] : []))
    #expect(table.numberOfRows(inSection: 0) == (isShown ? 2 : 1))
    #expect(root.performUpdates {} == [])
    #expect(table.problems.isEmpty, "\(table.problems)")
  }
}
