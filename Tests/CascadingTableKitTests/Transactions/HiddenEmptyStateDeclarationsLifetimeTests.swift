import CascadingTableKit
import Testing

/// A row replaced as the empty state of a section hidden as told is freed once the table was
/// told, after that section's rows changed through a group of declarations (P9; long-profile
/// seed 15,700,801 of the P9 walk with edits inside empty states). The section had no rows
/// when its record was made, so its record held its own empty state, the row; a group of
/// declarations gaining rows changes the section through its rows, not its children, and
/// nothing recorded the section anew, so the replaced row lived as long as the tree.
@MainActor
struct HiddenEmptyStateDeclarationsLifetimeTests {
  /// How the declarations change.
  enum Telling: CaseIterable, Sendable {
    /// Assigned in a transaction on the root.
    case transaction
    /// Assigned outside any transaction (the data source applies it as its own).
    case untold
  }

  @Test(arguments: Telling.allCases)
  func theEmptyStateOfAHiddenSectionIsFreedAfterItsDeclarationsGainedRows(telling: Telling) {
    let declarations = PromiseDataSource(id: 1, items: [])
    let hidden = CascadingSectionTableDelegate(index: 0, childDelegates: [declarations])
    weak var replaced: CascadingBareTableDelegate?
    let root: CascadingRootTableDelegate
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    do {
      let row = CascadingBareTableDelegate()
      replaced = row
      hidden.emptyStateDelegate = row
      let shown = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CascadingBareTableDelegate()])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [shown])
      root.emptyStateDelegate = hidden
    }
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.layoutIfNeeded()

    switch telling {
    case .transaction:
      root.performUpdates { declarations.items = [PromiseItem(id: 2)] }
    case .untold:
      declarations.items = [PromiseItem(id: 2)]
    }
    root.performUpdates { hidden.emptyStateDelegate = CascadingBareTableDelegate() }

    #expect(replaced == nil)
    #expect(table.numberOfSections == 1)
    #expect(table.problems.isEmpty, "\(table.problems)")
  }
}
