import CascadingTableKit
import Testing

/// A transaction diffs the tree against what the table was last told, whatever happened in
/// between: edits the table never heard of, reloads inside the closure, a node that changed in
/// place and said so.
@MainActor
struct TransactionRecordTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A table attached to the tree, loaded and laid out.
  private func shownTree(_ rows: [[Int]]) -> (HeadlessTableView, TransactionTestTree) {
    let table = HeadlessTableView()
    let tree = TransactionTestTree(rows, table: table)
    table.layoutIfNeeded()
    return (table, tree)
  }

  /// A row whose model changes in place.
  private final class MutableRow: CascadingBareTableDelegate {
    var id: Int
    var text: String

    init(id: Int, text: String) {
      self.id = id
      self.text = text
      super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
      id = -1
      text = ""
      super.init(index: index, childDelegates: childDelegates)
    }

    override var differenceIdentifier: AnyHashable { id }

    override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
      -> TableCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
      cell.text = text
      return cell
    }
  }

  @Test func aRemovalTheTableWasNeverToldIsPartOfTheNextTransaction() {
    let (table, tree) = shownTree([[1], [2, 3, 4]])
    var diagnostics: [TableDiagnostic] = []
    table.diagnosticHandler = { diagnostics.append($0) }
    let shown = TreeSnapshot(of: tree.root)
    // The default `.none` mode: the table is not told.
    tree.sections[1].childDelegates.remove(at: 1)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 5))
    }
    // The rows on screen of the section edited untold may have been asked for while the table
    // was not told: the batch asks them again (section 0's rows were never wrong).
    expectBatchReplays(updates, from: shown, root: tree.root, on: table)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    #expect(updates.contains(.reconfigureRows([path(1, 0), path(1, 2)])), "\(updates)")
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == updates)
    #expect(
      diagnostics == [
        .treeChangedWithoutTellingTable(nodeType: "IdentifiedSection", nodeIndex: 1)
      ])
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 5 v0", "row 2 v0", "row 4 v0"])
  }

  @Test func aTableToldByHandIsNotToldAgain() {
    let (table, tree) = shownTree([[1, 2]])
    var diagnostics: [TableDiagnostic] = []
    table.diagnosticHandler = { diagnostics.append($0) }
    tree.sections[0].childDelegates.remove(at: 0)
    table.deleteRows(at: [path(0, 0)], with: .fade)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
    }
    #expect(updates == [.insertRows([path(0, 1)])])
    #expect(table.lastUpdateError == nil)
    #expect(diagnostics.isEmpty)
  }

  @Test func aReloadInsideTheClosureLeavesOnlyTheLaterChangesToAnimate() {
    let (table, tree) = shownTree([[1, 2]])
    var completions: [Bool] = []
    let updates = tree.root.performUpdates(
      {
        tree.sections[0].childDelegates.remove(at: 0)
        table.reloadData()
        tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      }, completion: { completions.append($0) })
    #expect(updates == [.insertRows([path(0, 1)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.lastUpdateError == nil)
    #expect(completions == [true])
    #expect(table.visibleCells.map(\.text) == ["row 2 v0", "row 3 v0"])
  }

  @Test func aSectionTransactionThatRemovesItsOwnSectionAnimatesTheRoot() {
    let (table, tree) = shownTree([[1], [2], [3]])
    let section = tree.sections[1]
    let updates = section.performUpdates {
      tree.root.childDelegates.remove(at: 1)
    }
    #expect(updates == [.deleteSections([1])])
    #expect(table.lastAppliedUpdates == updates)
    // The removed section is no longer in the tree: its own transactions reach no table.
    let later = tree.root.performUpdates {
      tree.sections[2].childDelegates.append(IdentifiedRow(id: 4))
    }
    #expect(later == [.insertRows([path(1, 1)])])
    #expect(table.lastUpdateError == nil)
  }

  @Test func aSectionTransactionChangingASiblingDataSourceMakesOneBatch() {
    let table = HeadlessTableView()
    let section = IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 1)])
    let declared = TableViewDataSource<CellBinder>()
    declared.cellDeclarations = [binder("a", id: 11)]
    let root = CascadingRootTableDelegate(childDelegates: [section, declared], tableView: table)
    table.layoutIfNeeded()
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    let before = treeRows(table)
    let updates = section.performUpdates {
      section.childDelegates.append(IdentifiedRow(id: 2))
      declared.cellDeclarations = [binder("a", id: 11), binder("b", id: 12)]
    }
    // A binder without declared content is reconfigured whenever it is assigned again.
    expectBatchReplays(updates, from: before, on: table)
    #expect(updates.insertedRowCount == 2 && !updates.reloadsAnything, "\(updates)")
    #expect(updates.contains(.reconfigureRows([path(1, 0)])), "\(updates)")
    #expect(table.lastAppliedUpdates == updates)
    #expect(errors.isEmpty)
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 2 v0", "a", "b"])
    withExtendedLifetime(root) {}
  }

  private func binder(_ text: String, id: Int) -> CellBinder {
    CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self),
      reuseIdentifier: "declared"
    ) { $0.text = text }.identified(by: id)
  }

  @Test func aRowThatSaysItsContentChangedIsReconfigured() {
    let (table, tree) = shownTree([[1]])
    let row = MutableRow(id: 7, text: "before")
    tree.root.performUpdates { tree.sections[0].childDelegates.append(row) }
    let cell = table.cellForRow(at: path(0, 1))
    let updates = tree.root.performUpdates {
      row.text = "after"
      row.setNeedsUpdate()
    }
    #expect(updates == [.reconfigureRows([path(0, 1)])])
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell?.text == "after")
    // Said once, applied once.
    #expect(tree.root.performUpdates {} == [])
  }

  @Test func aRowThatSaysItsIdentifierChangedIsReplaced() {
    let (table, tree) = shownTree([[1]])
    let row = MutableRow(id: 7, text: "seven")
    tree.root.performUpdates { tree.sections[0].childDelegates.insert(row, at: 0) }
    let updates = tree.root.performUpdates {
      row.id = 8
      row.text = "eight"
      row.setNeedsUpdate(identifierChanged: true)
    }
    #expect(updates == [.deleteRows([path(0, 0)]), .insertRows([path(0, 0)])])
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map(\.text) == ["eight", "row 1 v0"])
  }

  @Test func aRowSayingItChangedOutsideATransactionFollowsItsSectionsReloadMode() {
    let (table, tree) = shownTree([[1]])
    let row = MutableRow(id: 7, text: "before")
    tree.root.performUpdates { tree.sections[0].childDelegates.append(row) }
    tree.sections[0].reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    row.text = "after"
    row.setNeedsUpdate()
    #expect(table.lastAppliedUpdates == [.reconfigureRows([path(0, 1)])])
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "after"])
  }

  @Test func aSectionThatSaysItChangedInPlaceIsReloaded() {
    let (table, tree) = shownTree([[1], [2]])
    let updates = tree.root.performUpdates { tree.sections[1].setNeedsUpdate() }
    #expect(updates == [.reloadSections([1])])
    #expect(table.lastUpdateError == nil)
  }

  @Test func aTransactionOnASectionAddedWithoutPrepareReachesTheRootsTable() {
    let (table, tree) = shownTree([[1]])
    let late = IdentifiedSection(id: 300, rows: [IdentifiedRow(id: 2)])
    tree.root.performUpdates { tree.root.childDelegates.append(late) }
    let updates = late.performUpdates { late.childDelegates.append(IdentifiedRow(id: 3)) }
    #expect(updates == [.insertRows([path(1, 1)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.numberOfRows(inSection: 1) == 2)
  }
}
