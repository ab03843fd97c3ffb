import CascadingTableKit
import Testing

/// Empty states in transactions (API.md §11): emptying a node or filling it deletes or inserts
/// the empty state's rows (sections for a root) in the same batch as the children's, by
/// identity; an unchanged empty state costs nothing; a tree without a table predicts the batch;
/// setting an empty state tells the table under the node's reload mode. Expected batches are
/// written by hand from the trees drawn in each test.
@MainActor
struct EmptyStateTransactionTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// Two sections of rows [1, 2] and [3]; section 1 has the empty state row 50.
  private func makeTree(table: (any TableHost)?) -> TransactionTestTree {
    let tree = TransactionTestTree([[1, 2], [3]], table: table)
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    return tree
  }

  @Test func emptyingASectionDeletesItsRowsAndInsertsTheEmptyStateInOneBatch() {
    let table = HeadlessTableView()
    let tree = makeTree(table: table)
    table.reloadData()
    let before = treeRows(table)
    let updates = tree.root.performUpdates(animation: .fade) {
      tree.sections[1].childDelegates = []
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 4))
    }
    #expect(
      Set(updates) == [
        .deleteRows([path(1, 0)]), .insertRows([path(0, 2), path(1, 0)]),
      ])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.lastUpdateError == nil)
    expectBatchReplays(updates, from: before, on: table)
    #expect(table.cellForRow(at: path(1, 0))?.text == "row 50 v0")
  }

  @Test func fillingAnEmptySectionDeletesTheEmptyStateAndInsertsTheRowsInOneBatch() {
    let table = HeadlessTableView()
    let tree = makeTree(table: table)
    tree.sections[1].childDelegates = []
    table.reloadData()
    let before = treeRows(table)
    let updates = tree.root.performUpdates {
      tree.sections[1].childDelegates = [IdentifiedRow(id: 5), IdentifiedRow(id: 6)]
    }
    #expect(Set(updates) == [.deleteRows([path(1, 0)]), .insertRows([path(1, 0), path(1, 1)])])
    expectBatchReplays(updates, from: before, on: table)
    #expect(table.cellForRow(at: path(1, 1))?.text == "row 6 v0")
  }

  @Test func anUnchangedEmptyStateCostsNothing() {
    let table = RecordingTableHost()
    let tree = makeTree(table: table)
    tree.sections[1].childDelegates = []
    _ = tree.root.performUpdates {}
    table.resetCalls()
    let updates = tree.root.performUpdates {
      tree.sections[1].childDelegates = []
      // A child of span 0 fills no slot either: the empty state stays.
      let zero = CompleteDelegateStub(name: "zero", journal: CallJournal())
      zero.span = 0
      tree.sections[1].childDelegates = [zero]
    }
    #expect(updates == [])
    #expect(table.calls == [])
  }

  @Test func emptyingARootDeletesItsSectionsAndInsertsTheEmptyStatesSections() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1], [2]], table: table)
    tree.root.emptyStateDelegate = IdentifiedSection(id: 900, rows: [IdentifiedRow(id: 90)])
    table.reloadData()
    let updates = tree.root.performUpdates { tree.root.childDelegates = [] }
    #expect(Set(updates) == [.deleteSections([0, 1]), .insertSections([0])])
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfSections == 1)
    #expect(table.cellForRow(at: path(0, 0))?.text == "row 90 v0")
    let refill = tree.root.performUpdates { tree.root.childDelegates = tree.sections }
    #expect(Set(refill) == [.deleteSections([0]), .insertSections([0, 1])])
    #expect(table.cellForRow(at: path(1, 0))?.text == "row 2 v0")
  }

  @Test func anEmptyGroupInsideASectionSwapsItsEmptyStateForItsRows() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1, 2]], table: table)
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    group.emptyStateDelegate = IdentifiedRow(id: 70)
    tree.sections[0].childDelegates.insert(group, at: 1)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 3)
    let before = treeRows(table)
    let updates = tree.root.performUpdates {
      group.childDelegates = [IdentifiedRow(id: 71), IdentifiedRow(id: 72)]
    }
    #expect(Set(updates) == [.deleteRows([path(0, 1)]), .insertRows([path(0, 1), path(0, 2)])])
    expectBatchReplays(updates, from: before, on: table)
  }

  @Test func aTreeWithoutATablePredictsTheBatchATableApplies() {
    let table = HeadlessTableView()
    let withTable = makeTree(table: table)
    table.reloadData()
    let without = makeTree(table: nil)
    _ = without.root.performUpdates {}
    for tree in [withTable, without] {
      _ = tree.root.performUpdates { tree.sections[1].childDelegates = [] }
    }
    let applied = table.lastAppliedUpdates
    let predicted = without.root.performUpdates {
      without.sections[1].childDelegates = [IdentifiedRow(id: 8)]
    }
    let appliedAgain = withTable.root.performUpdates {
      withTable.sections[1].childDelegates = [IdentifiedRow(id: 8)]
    }
    #expect(applied == [.deleteRows([path(1, 0)]), .insertRows([path(1, 0)])])
    #expect(predicted == appliedAgain)
    #expect(Set(predicted) == [.deleteRows([path(1, 0)]), .insertRows([path(1, 0)])])
  }

  @Test func settingAnEmptyStateUnderTheNoneModeTellsTheNextTransaction() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], []], table: table)
    table.resetCalls()
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    #expect(table.calls == [])
    let updates = tree.root.performUpdates {}
    #expect(updates == [.insertRows([path(1, 0)])])
  }

  @Test func settingAnEmptyStateUnderTheWholeModeReloadsTheTable() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], []], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .whole
    table.resetCalls()
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    #expect(table.calls == [.reloadData])
  }

  @Test func settingAnEmptyStateUnderTheSectionModeReloadsItsSection() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], []], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .section(animation: .left)
    table.resetCalls()
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    #expect(table.calls == [.reloadSections([1], .left)])
  }

  @Test func settingAnEmptyStateUnderTheDifferenceModeInsertsAndDeletesItsRows() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1], []], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .difference(animation: .top)
    table.reloadData()
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    #expect(table.lastAppliedUpdates == [.insertRows([path(1, 0)])])
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 51)
    #expect(
      Set(table.lastAppliedUpdates) == [.deleteRows([path(1, 0)]), .insertRows([path(1, 0)])])
    #expect(table.cellForRow(at: path(1, 0))?.text == "row 51 v0")
    tree.sections[1].emptyStateDelegate = nil
    #expect(table.lastAppliedUpdates == [.deleteRows([path(1, 0)])])
    #expect(table.numberOfRows(inSection: 1) == 0)
  }

  @Test func settingAHiddenEmptyStateTellsTheTableNothing() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2]], table: table)
    tree.sections[1].reloadModeOnChildDelegatesChanged = .whole
    table.resetCalls()
    tree.sections[1].emptyStateDelegate = IdentifiedRow(id: 50)
    #expect(table.calls == [])
    #expect(tree.root.performUpdates {} == [])
  }
}
