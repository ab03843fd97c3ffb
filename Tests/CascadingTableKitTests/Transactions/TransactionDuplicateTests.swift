import CascadingTableKit
import Testing

/// Identifiers a transaction cannot diff never trap: it reloads what it cannot diff, so the
/// table matches the tree, and reports the identifier, the node and the positions.
@MainActor
struct TransactionDuplicateTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A table attached to the tree and loaded.
  private func loadedTree(_ rows: [[Int]]) -> (HeadlessTableView, TransactionTestTree) {
    let table = HeadlessTableView()
    let tree = TransactionTestTree(rows, table: table)
    table.reloadData()
    return (table, tree)
  }

  @Test func rowsSharingAnIdentifierReloadTheirSectionAndReportIt() {
    let (table, tree) = loadedTree([[1], [2, 3]])
    var reported: [TableDifferenceError] = []
    tree.root.differenceErrorHandler = { reported.append($0) }
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[1].childDelegates.append(contentsOf: [
        IdentifiedRow(id: 9, version: 5), IdentifiedRow(id: 9),
      ])
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 4))
    }
    // §6 fixes the reload of the section with duplicates; the order is open.
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(Set(updates) == [.reloadSections([1]), .insertRows([path(0, 1)])])
    let expected = TableDifferenceError(
      kind: .duplicateRows(rows: [path(1, 2), path(1, 3)]), identifier: "9",
      nodeType: "IdentifiedSection", nodeIndex: 1, coordinates: .afterUpdate)
    #expect(reported == [expected])
    #expect(tree.root.lastDifferenceError == expected)
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 1) == 4)
    #expect(table.cellForRow(at: path(1, 2))?.text == "row 9 v5")
  }

  @Test func theCheckedTransactionThrowsAfterMakingTheTableMatchTheTree() {
    let (table, tree) = loadedTree([[1, 2]])
    var handled = 0
    tree.root.differenceErrorHandler = { _ in handled += 1 }
    #expect(throws: TableDifferenceError.self) {
      try tree.root.performUpdatesChecked {
        tree.sections[0].childDelegates.insert(
          contentsOf: [IdentifiedRow(id: 8), IdentifiedRow(id: 8)], at: 0)
      }
    }
    #expect(handled == 0)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.lastAppliedUpdates == [.reloadSections([0])])
  }

  @Test func sectionsSharingAnIdentifierReloadTheWholeTable() {
    let (table, tree) = loadedTree([[1], [2]])
    let updates = tree.root.performUpdates {
      tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 5)]))
    }
    #expect(updates == [.reloadData])
    #expect(table.lastAppliedUpdates == [.reloadData])
    #expect(
      tree.root.lastDifferenceError
        == TableDifferenceError(
          kind: .duplicateSections(sections: [0, 2]), identifier: "100",
          nodeType: "CascadingRootTableDelegate", nodeIndex: 0, coordinates: .afterUpdate))
    #expect(table.numberOfSections == 3)
    #expect(table.cellForRow(at: path(2, 0))?.text == "row 5 v0")
  }

  @Test func aRowIdentifierInTwoSectionsReloadsBothSections() {
    let (table, tree) = loadedTree([[1, 2], [3], [4]])
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[1].childDelegates.append(IdentifiedRow(id: 9))
      tree.sections[2].childDelegates.append(IdentifiedRow(id: 9))
      tree.sections[0].childDelegates.remove(at: 0)
    }
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(Set(updates) == [.reloadSections([1, 2]), .deleteRows([path(0, 0)])])
    #expect(
      tree.root.lastDifferenceError
        == TableDifferenceError(
          kind: .rowInSeveralSections(rows: [path(1, 1), path(2, 1)]), identifier: "9",
          nodeType: "CascadingRootTableDelegate", nodeIndex: 0, coordinates: .afterUpdate))
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(2, 1))?.text == "row 9 v0")
  }

  @Test func aCleanTransactionClearsTheLastError() {
    let (_, tree) = loadedTree([[1]])
    tree.root.performUpdates {
      tree.sections[0].childDelegates.append(contentsOf: [
        IdentifiedRow(id: 5), IdentifiedRow(id: 5),
      ])
    }
    #expect(tree.root.lastDifferenceError != nil)
    tree.root.performUpdates { tree.sections[0].childDelegates.removeLast() }
    #expect(tree.root.lastDifferenceError == nil)
  }

  @Test func aDuplicateOfARowLeftInPlaceIsFoundWhenEveryIdentifierIsChecked() {
    let (table, tree) = loadedTree([[1, 2]])
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 1, version: 3))
    }
    #expect(PropagatingTableDelegate.findsEveryDuplicateIdentifier)
    #expect(updates == [.reloadSections([0])])
    #expect(
      tree.root.lastDifferenceError?.kind == .duplicateRows(rows: [path(0, 0), path(0, 2)]))
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(0, 2))?.text == "row 1 v3")
  }

  @Test func aDuplicateOfARowLeftInPlaceIsNotLookedForWhenAskedNotToAndTheBatchStaysValid() {
    let (table, tree) = loadedTree([[1, 2]])
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 1, version: 3))
    }
    #expect(updates == [.insertRows([path(0, 2)])])
    #expect(tree.root.lastDifferenceError == nil)
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(0, 2))?.text == "row 1 v3")
  }

  @Test func theErrorDescribesWhatWasReloaded() {
    let error = TableDifferenceError(
      kind: .duplicateRows(rows: [path(1, 0), path(1, 2)]), identifier: "2",
      nodeType: "IdentifiedSection", nodeIndex: 1, coordinates: .afterUpdate)
    #expect(
      error.description
        == "Rows [1, 0], [1, 2] of IdentifiedSection (section 1) share the identifier 2 after "
        + "the update; the section was reloaded.")
  }
}

@MainActor
struct TransactionMovedSectionDuplicateTests {
  @Test func aMovedSectionWhoseRowsCannotBeDiffedIsDeletedAndInserted() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1], [2], [3]], table: table)
    table.reloadData()
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(contentsOf: [
        IdentifiedRow(id: 7), IdentifiedRow(id: 7),
      ])
      tree.root.childDelegates = [tree.sections[1], tree.sections[2], tree.sections[0]]
    }
    #expect(updates == [.deleteSections([0]), .insertSections([2])])
    #expect(tree.root.lastDifferenceError != nil)
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 2) == 3)
  }
}
