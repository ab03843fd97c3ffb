import CascadingTableKit
import Testing

/// A hidden empty state whose children changed outside a transaction is listed among its
/// parent's changed children; replacing it tells the table nothing, so no transaction would
/// ever compare it again. Found by P9 on trees whose edits change what empty states hold
/// (issue 27): the replaced empty state, and the rows it held, lived on until the next
/// transaction of the parent, even after `reloadData()`.
@MainActor
struct ReplacedEmptyStateLifetimeTests {
  /// A root whose one section hides its empty state.
  private func makeRoot() -> CascadingRootTableDelegate {
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [CascadingBareTableDelegate()])
    return CascadingRootTableDelegate(index: 0, childDelegates: [section])
  }

  @Test(arguments: [false, true])
  func aHiddenEmptyStateChangedUntoldIsFreedOnceReplaced(byNil: Bool) {
    let root = makeRoot()
    weak var weakEmptyState: CascadingSectionTableDelegate?
    weak var weakRow: CascadingBareTableDelegate?
    do {
      let emptyState = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      let row = CascadingBareTableDelegate()
      weakEmptyState = emptyState
      weakRow = row
      root.emptyStateDelegate = emptyState
      emptyState.childDelegates.insert(row, at: 0)
    }
    root.emptyStateDelegate =
      byNil ? nil : CascadingSectionTableDelegate(index: 0, childDelegates: [])
    #expect(weakEmptyState == nil)
    #expect(weakRow == nil)
  }

  @Test func aHiddenEmptyStateChangedUntoldAndKeptStillHasItsChange() {
    let root = makeRoot()
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.layoutIfNeeded()
    let emptyState = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    root.emptyStateDelegate = emptyState
    emptyState.childDelegates.insert(CascadingBareTableDelegate(), at: 0)
    // The root's only section leaves: the empty state, with its new row, fills its place.
    let changed = root.performUpdates { root.childDelegates.removeAll() }
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.problems.isEmpty, "\(table.problems) after \(changed)")
  }
}
