import CascadingTableKit
import Testing

/// Reload modes inside and outside transactions: none reloads by itself while a transaction
/// runs, and `.difference` applies a change made outside one as a transaction of its own.
@MainActor
struct TransactionReloadModeTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func noNodeReloadsByItselfInsideATransaction() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2]], table: table)
    tree.root.reloadModeOnChildDelegatesChanged = .whole
    tree.sections[0].reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .difference(animation: .top)
    table.resetCalls()
    tree.root.performUpdates(animation: .right) {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      tree.sections[1].childDelegates.removeAll()
      tree.root.childDelegates.append(IdentifiedSection(id: 7, rows: []))
    }
    #expect(
      table.calls == [
        .performBatchUpdates, .insertSections([2], .right), .deleteRows([path(1, 0)], .right),
        .insertRows([path(0, 1)], .right),
      ])
  }

  @Test func aSectionInDifferenceModeAppliesAnEditAsATransaction() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2, 3]], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    table.resetCalls()
    tree.sections[1].childDelegates.insert(IdentifiedRow(id: 4), at: 0)
    #expect(table.calls == [.performBatchUpdates, .insertRows([path(1, 0)], .fade)])
    table.resetCalls()
    tree.sections[1].childDelegates = [tree.row(1, 2), tree.row(1, 0), tree.row(1, 1)]
    #expect(table.calls == [.performBatchUpdates, .moveRow(path(1, 2), path(1, 0))])
  }

  @Test func aRootInDifferenceModeAppliesAnAssignmentAsATransaction() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1], [2], [3]], table: table)
    tree.root.reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    table.reloadData()
    let before = TreeSnapshot(of: tree.root)
    tree.root.childDelegates = [
      tree.sections[2], IdentifiedSection(id: 100, rows: [tree.row(0, 0), IdentifiedRow(id: 5)]),
      tree.sections[1],
    ]
    let applied = table.lastAppliedUpdates
    expectBatchReplays(applied, from: before, root: tree.root, on: table)
    #expect(Set(applied) == [.moveSection(2, to: 0), .insertRows([path(1, 1)])])
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(1, 1))?.text == "row 5 v0")
  }

  @Test func aDifferenceModeWithoutATableDoesNothing() {
    let tree = TransactionTestTree([[1]], table: nil)
    tree.sections[0].reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    tree.sections[0].childDelegates.append(IdentifiedRow(id: 2))
    #expect(tree.sections[0].lastDifferenceError == nil)
    #expect(tree.sections[0].childDelegates.count == 2)
  }

  @Test func aDifferenceModeReportsDuplicatesOnTheNode() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1]], table: table)
    tree.sections[0].reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    var reported = 0
    tree.sections[0].differenceErrorHandler = { _ in reported += 1 }
    table.resetCalls()
    tree.sections[0].childDelegates.append(contentsOf: [IdentifiedRow(id: 7), IdentifiedRow(id: 7)])
    #expect(table.calls == [.performBatchUpdates, .reloadSections([0], .fade)])
    #expect(reported == 1)
  }

  /// The table checks every section's count in a batch, so a sibling's change cannot wait
  /// for its own reload after the section's batch: the transaction widens to the root.
  @Test func aSiblingChangedInASectionsTransactionJoinsItsBatchWhateverItsReloadMode() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2]], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    table.resetCalls()
    tree.sections[0].performUpdates(animation: .top) {
      tree.sections[0].childDelegates.removeAll()
      tree.sections[1].childDelegates.removeAll()
    }
    #expect(
      table.calls == [
        .performBatchUpdates, .deleteRows([path(0, 0), path(1, 0)], .top),
      ])
  }

  @Test func reloadOnChildDelegatesChangedReadsAndWritesTheMode() {
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    #expect(root.reloadModeOnChildDelegatesChanged == .none)
    #expect(!root.reloadOnChildDelegatesChanged)
    root.reloadOnChildDelegatesChanged = true
    #expect(root.reloadModeOnChildDelegatesChanged == .whole)
    root.reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    #expect(root.reloadOnChildDelegatesChanged)
    root.reloadOnChildDelegatesChanged = false
    #expect(root.reloadModeOnChildDelegatesChanged == .none)
  }

  @Test func aRootInWholeModeStillReloadsOutsideTransactions() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1]], table: table)
    tree.root.reloadOnChildDelegatesChanged = true
    table.resetCalls()
    tree.root.childDelegates.removeAll()
    #expect(table.calls == [.reloadData])
  }
}
