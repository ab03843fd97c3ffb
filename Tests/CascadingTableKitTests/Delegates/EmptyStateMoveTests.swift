import CascadingTableKit
import Testing

/// Rows the user moves beside empty states (issue 27): a move into a node showing its empty
/// state is refused and reported, and the last row moved out of a node with an empty state
/// lands where it was dropped while the empty state shows, the table told.
@MainActor
struct EmptyStateMoveTests {
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))

  init() {
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
  }

  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func shown(_ root: CascadingRootTableDelegate) {
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
  }

  /// The texts of every section's rows, as the table shows them.
  private func sections() -> [[String]] {
    table.layoutIfNeeded()
    return (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: path(section, $0))?.text ?? "?"
      }
    }
  }

  /// The table shows `expected`, nothing is left for a transaction to tell, and a reload
  /// shows the same.
  private func expectInStep(
    _ root: CascadingRootTableDelegate, showing expected: [[String]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(sections() == expected, sourceLocation: sourceLocation)
    #expect(root.performUpdates {} == [], sourceLocation: sourceLocation)
    table.reloadData()
    #expect(sections() == expected, sourceLocation: sourceLocation)
  }

  @Test func theLastRowOfAGroupMovedBelowItShowsTheGroupsEmptyStateAboveIt() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [MovableRow(id: 1)])
    group.emptyStateDelegate = IdentifiedRow(id: 9)
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [group, MovableRow(id: 2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
    // The row went below row 2, in the section; the group shows its empty state above them.
    #expect(section.childDelegates.count == 3)
    #expect(group.childDelegates.isEmpty)
    #expect(table.diagnostics.isEmpty)
    expectInStep(root, showing: [["row 9 v0", "row 2 v0", "row 1 v0"]])
  }

  @Test func theLastRowOfASectionMovedToAnotherShowsItsEmptyState() {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: [MovableRow(id: 1)])
    first.emptyStateDelegate = IdentifiedRow(id: 9)
    let second = CascadingSectionTableDelegate(index: 1, childDelegates: [MovableRow(id: 2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    shown(root)
    #expect(table.reorderRow(from: path(0, 0), to: path(1, 1)) == path(1, 1))
    #expect(first.childDelegates.isEmpty)
    #expect(second.childDelegates.count == 2)
    #expect(table.diagnostics.isEmpty)
    expectInStep(root, showing: [["row 9 v0"], ["row 2 v0", "row 1 v0"]])
  }

  @Test func aRowDroppedIntoAGroupShowingItsEmptyStateStaysAndIsReported() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    group.emptyStateDelegate = IdentifiedRow(id: 9)
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: [MovableRow(id: 1)])
    let second = CascadingSectionTableDelegate(index: 1, childDelegates: [group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    shown(root)
    // Above the empty state's row: the landing rule puts the row in the group, which shows
    // its empty state.
    #expect(table.reorderRow(from: path(0, 0), to: path(1, 0)) == path(1, 0))
    #expect(table.diagnostics == [.moveNotTaken(from: path(0, 0), to: path(1, 0))])
    #expect(group.childDelegates.isEmpty)
    #expect(first.childDelegates.count == 1)
    expectInStep(root, showing: [["row 1 v0"], ["row 9 v0"]])
  }

  @Test func aRowDroppedBesideAGroupsEmptyStateFromTheGroupAboveStaysInItsGroup() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    group.emptyStateDelegate = IdentifiedRow(id: 9)
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [MovableRow(id: 1), group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    // Below the empty state's row, from the section's own children: the row stays in the
    // section, after the group (rule 1 of the landing rule), and is not refused.
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
    #expect(table.diagnostics.isEmpty)
    #expect(section.childDelegates.count == 2)
    #expect(group.childDelegates.isEmpty)
    expectInStep(root, showing: [["row 9 v0", "row 1 v0"]])
  }
}
