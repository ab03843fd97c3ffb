import CascadingTableKit
import Testing

/// A declared data source hidden as an empty state, assigned outside a transaction after an
/// edit of its section that the table was never told: the assignment's own transaction tells
/// the table that edit too, and must ask again the cells the table made while it did not know
/// it (PromiseP5's exact-class walk, seed 18,100,895 of the long profile: the table showed
/// block 21.0 at a row whose model was block 21.1).
///
/// The hidden data source's change never reaches its section, so the section's "told before
/// its last change" flag speaks of the untold edit itself, not of this change: it may not
/// excuse the section from the changes never told.
@MainActor
struct HiddenEmptyStateAssignmentAfterUntoldEditTests {
  /// The empty state hidden by a group of rows inside the section, or by the section itself.
  @Test(arguments: [true, false])
  func theAssignmentAsksAgainTheCellsMadeWhileTheTableWasNotTold(hiddenByAGroup: Bool) {
    let hidden = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    hidden.cellDeclarations = DeclaredItem.items([90])
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 1), IdentifiedRow(id: 2)])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [group] + (3...8).map { IdentifiedRow(id: $0) })
    if hiddenByAGroup {
      group.emptyStateDelegate = hidden
    } else {
      section.emptyStateDelegate = hidden
    }
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    // Three rows of 44 points show at a time.
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    table.register(TableCell.self, forCellReuseIdentifier: "item")
    root.prepare(tableView: table)
    table.layoutIfNeeded()

    // Untold (the root's reload mode is `.none`): row 0 before row 1.
    group.childDelegates.insert(IdentifiedRow(id: 0), at: 0)
    // The table, which still counts 8 rows, makes the cells of its rows 3 and 4 from the tree
    // as it is now: rows 3 and 4 of the tree are ids 2 and 3, not 3 and 4.
    table.contentOffset = 2 * 44
    table.layoutIfNeeded()
    // The hidden data source's assignment tells the table the untold row by its own batch.
    let problemsBefore = table.problems.count
    hidden.cellDeclarations = DeclaredItem.items([90, 91])

    #expect(table.lastUpdateError == nil)
    // The untold edit is reported once, as P8 asks.
    let reports = table.problems[problemsBefore...].filter {
      if case .treeChangedWithoutTellingTable = $0.diagnostic { return true }
      return false
    }
    #expect(reports.count == 1, "\(table.problems[problemsBefore...])")
    #expect(table.numberOfRows(inSection: 0) == 9)
    let expected = [0, 1, 2, 3, 4, 5, 6, 7, 8].map { "row \($0) v0" }
    table.layoutIfNeeded()
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(!visible.isEmpty)
    for path in visible {
      #expect(
        table.cellForRow(at: path)?.text == expected[path.row],
        "row \(path.row) shows \(table.cellForRow(at: path)?.text ?? "no cell")")
    }
  }
}
