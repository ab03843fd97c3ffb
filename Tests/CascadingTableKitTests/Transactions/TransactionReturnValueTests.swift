import CascadingTableKit
import Testing

/// What a transaction returns (P4): exactly what the table applied, `[.reloadData]` when it
/// told the table by reloading it, and `[]` only when nothing changed.
@MainActor
struct TransactionReturnValueTests {
  private func loadedTree(_ rowIDs: [[Int]]) -> (HeadlessTableView, TransactionTestTree) {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    let tree = TransactionTestTree(rowIDs, table: table)
    table.layoutIfNeeded()
    return (table, tree)
  }

  /// Issue 23, P4: a fallback reload returned `[]`, so `[]` no longer meant "nothing changed".
  @Test func aTransactionThatFallsBackToAReloadReturnsReloadData() {
    let (table, tree) = loadedTree([[1], [2]])
    var completions: [Bool] = []
    let updates = tree.root.performUpdates {
      tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 5)]))
    } completion: {
      completions.append($0)
    }
    #expect(updates == [.reloadData])
    #expect(table.lastAppliedUpdates == updates)
    #expect(completions == [true])
    #expect(table.numberOfSections == 3)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 2))?.text == "row 5 v0")
  }

  @Test func aTransactionWhoseClosureReloadsTheTableReturnsReloadData() {
    let (table, tree) = loadedTree([[1], [2]])
    var completions: [Bool] = []
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      table.reloadData()
    } completion: {
      completions.append($0)
    }
    #expect(updates == [.reloadData])
    #expect(table.lastAppliedUpdates == updates)
    #expect(completions == [true])
  }

  @Test func aTransactionThatChangesNothingReturnsNothingAndLeavesTheTableAlone() {
    let (table, tree) = loadedTree([[1], [2]])
    _ = tree.root.performUpdates { tree.sections[1].childDelegates.append(IdentifiedRow(id: 3)) }
    var completions: [Bool] = []
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates = [tree.row(0, 0)]
    } completion: {
      completions.append($0)
    }
    #expect(updates == [])
    #expect(table.lastAppliedUpdates == [.insertRows([TableIndexPath(row: 1, section: 1)])])
    #expect(completions == [true])
  }

  @Test func aTreeWithoutATablePredictsAReloadAsReloadData() {
    let tree = TransactionTestTree([[1], [2]], table: nil)
    let updates = tree.root.performUpdates {
      tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: []))
    }
    #expect(updates == [.reloadData])
  }

  @Test func aBatchOfReloadDataReloadsTheTableAndIsNeverRejected() throws {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    let tree = TransactionTestTree([[1]], table: table)
    table.layoutIfNeeded()
    tree.sections[0].childDelegates.append(IdentifiedRow(id: 2))
    try table.applyUpdatesChecked([.reloadData])
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.reloadData])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}
