import CascadingTableKit
import Testing

/// What a transaction applies, and how: the minimal batch, one table call, the animation,
/// the completion and the returned updates.
@MainActor
struct TransactionTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func nothingChangedReturnsNoUpdatesAndCallsNoTableMethod() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1, 2], [3]], table: table)
    table.resetCalls()
    var completions: [Bool] = []
    let updates = tree.root.performUpdates({}, completion: { completions.append($0) })
    #expect(updates == [])
    #expect(table.calls == [])
    #expect(completions == [true])
  }

  @Test func aChangeUndoneInsideTheTransactionCallsNoTableMethod() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1, 2], [3]], table: table)
    table.resetCalls()
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 9))
      tree.sections[0].childDelegates.removeLast()
      tree.root.childDelegates.swapAt(0, 1)
      tree.root.childDelegates.swapAt(0, 1)
    }
    #expect(updates == [])
    #expect(table.calls == [])
  }

  @Test func oneInsertedRowIsOneInsertWithTheTransactionsAnimation() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1, 2], [3, 4, 5]], table: table)
    table.resetCalls()
    let updates = tree.root.performUpdates(animation: .fade) {
      tree.sections[1].childDelegates.insert(IdentifiedRow(id: 9), at: 1)
    }
    #expect(updates == [.insertRows([path(1, 1)])])
    #expect(table.calls == [.performBatchUpdates, .insertRows([path(1, 1)], .fade)])
  }

  @Test func deletesAndReloadsCarryTheAnimationToo() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1, 2, 3]], table: table)
    table.resetCalls()
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates(animation: .left) {
      tree.sections[0].childDelegates.remove(at: 0)
      tree.sections[0].childDelegates[1] = AlternateIdentifiedRow(id: 3)
    }
    // §6 fixes one delete and a reload for the row of another class, not their order.
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(updates.deletedRowCount == 1)
    #expect(updates.contains(.reloadRows([path(0, 2)])))
    #expect(table.calls.first == .performBatchUpdates)
    #expect(table.calls.count == 3)
    #expect(table.calls.contains(.deleteRows([path(0, 0)], .left)))
    #expect(table.calls.contains(.reloadRows([path(0, 2)], .left)))
  }

  @Test func aPermutationOfRowsIsMovesOnly() {
    let tree = TransactionTestTree([Array(1...8)], table: RecordingTableHost())
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.reverse()
    }
    #expect(!updates.isEmpty)
    for update in updates {
      guard case .moveRow = update else {
        Issue.record("not a move: \(update)")
        continue
      }
    }
    #expect(updates.count == 7)
  }

  @Test func aPermutationOfSectionsIsMovesOnly() {
    let tree = TransactionTestTree([[1], [2], [3], [4]], table: RecordingTableHost())
    let updates = tree.root.performUpdates {
      tree.root.childDelegates = [
        tree.sections[3], tree.sections[0], tree.sections[1], tree.sections[2],
      ]
    }
    #expect(updates == [.moveSection(3, to: 0)])
  }

  @Test func aRowMovedToAnotherSectionIsOneMove() {
    let tree = TransactionTestTree([[1, 2], [3]], table: RecordingTableHost())
    let updates = tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 0)
      tree.sections[1].childDelegates.append(row)
    }
    #expect(updates == [.moveRow(path(0, 0), to: path(1, 1))])
  }

  @Test func aRowMovedIntoAMovedSectionIsOneMoveBetweenTheirPositions() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1, 2], [3], [4]], table: table)
    table.reloadData()
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 1)
      tree.sections[2].childDelegates.insert(row, at: 0)
      tree.root.childDelegates = [tree.sections[2], tree.sections[0], tree.sections[1]]
    }
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(updates.isMovesOnly && updates.count == 2, "\(updates)")
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(0, 0))?.text == "row 2 v0")
    #expect(table.cellForRow(at: path(0, 1))?.text == "row 4 v0")
  }

  @Test func aNewInstanceWithNewContentIsReconfiguredAndAnotherClassReloaded() {
    let tree = TransactionTestTree([[1, 2, 3]], table: RecordingTableHost())
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates[0] = IdentifiedRow(id: 1, version: 1)
      tree.sections[0].childDelegates[1] = IdentifiedRow(id: 2, version: 0)
      tree.sections[0].childDelegates[2] = AlternateIdentifiedRow(id: 3)
    }
    // §6 fixes which row is reconfigured and which reloaded, not the order of the two.
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(Set(updates) == [.reloadRows([path(0, 2)]), .reconfigureRows([path(0, 0)])])
  }

  @Test func aRowThatMovesAndChangesIsDeletedAndInserted() {
    let tree = TransactionTestTree([[1, 2, 3]], table: RecordingTableHost())
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates = [
        tree.row(0, 1), tree.row(0, 2), IdentifiedRow(id: 1, version: 1),
      ]
    }
    // UIKit cannot move and reconfigure one row: the changed row is deleted and inserted.
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    #expect(!updates.reloadsAnything)
  }

  @Test func sectionsAreInsertedAndDeletedByIdentity() {
    let tree = TransactionTestTree([[1], [2], [3]], table: RecordingTableHost())
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.root.childDelegates.remove(at: 1)
      tree.root.childDelegates.append(IdentifiedSection(id: 7, rows: []))
    }
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(Set(updates) == [.deleteSections([1]), .insertSections([2])])
  }

  @Test func aSectionReplacedUnderItsIdentityHasItsRowsDiffed() {
    let tree = TransactionTestTree([[1, 2], [3]], table: RecordingTableHost())
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.root.childDelegates[0] = IdentifiedSection(
        id: 100, rows: [tree.row(0, 0), IdentifiedRow(id: 5)])
    }
    // Diffed row by row: no section reload.
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    #expect(!updates.reloadsAnything)
  }

  @Test func aSectionsTransactionDiffsItsOwnRowsInItsSection() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2, 3, 4]], table: table)
    table.resetCalls()
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.sections[1].performUpdates(animation: .bottom) {
      let last = tree.sections[1].childDelegates.removeLast()
      tree.sections[1].childDelegates.insert(last, at: 0)
      tree.sections[1].childDelegates.append(IdentifiedRow(id: 5))
    }
    // Minimal: one insert (with the transaction's animation) and one move, all in section 1.
    expectBatchReplays(updates, from: before, root: tree.root)
    #expect(updates.count == 2 && updates.insertedRowCount == 1, "\(updates)")
    #expect(updates.contains(.insertRows([path(1, 3)])))
    #expect(table.calls.first == .performBatchUpdates && table.calls.count == 3)
    #expect(table.calls.contains(.insertRows([path(1, 3)], .bottom)))
    for update in updates {
      if case .moveRow(let source, let destination) = update {
        #expect(source.section == 1 && destination.section == 1)
      }
    }
  }

  @Test func aTransactionInsideAnotherJoinsIt() {
    let table = RecordingTableHost()
    let tree = TransactionTestTree([[1], [2]], table: table)
    table.resetCalls()
    let before = TreeSnapshot(of: tree.root)
    var inner: [TableUpdate]?
    var completions: [String] = []
    let outer = tree.root.performUpdates(
      {
        inner = tree.sections[1].performUpdates(
          { tree.sections[1].childDelegates.append(IdentifiedRow(id: 3)) },
          completion: { completions.append("inner \($0)") })
        tree.sections[0].childDelegates.removeAll()
      }, completion: { completions.append("outer \($0)") })
    #expect(inner == [])
    expectBatchReplays(outer, from: before, root: tree.root)
    #expect(outer.deletedRowCount == 1 && outer.insertedRowCount == 1, "\(outer)")
    #expect(table.calls.filter { $0 == .performBatchUpdates }.count == 1)
    #expect(completions == ["outer true", "inner true"])
  }

  @Test func aHeadlessTableAppliesExactlyTheReturnedUpdatesAndCompletesOnce() throws {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1, 2], [3]], table: table)
    table.reloadData()
    let reconfiguredCell = try #require(table.cellForRow(at: path(0, 0)))
    let before = TreeSnapshot(of: tree.root)
    var completions: [Bool] = []
    let updates = tree.root.performUpdates(
      {
        tree.sections[0].childDelegates[0] = IdentifiedRow(id: 1, version: 2)
        tree.sections[1].childDelegates.insert(IdentifiedRow(id: 4), at: 0)
      }, completion: { completions.append($0) })
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(Set(updates) == [.insertRows([path(1, 0)]), .reconfigureRows([path(0, 0)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.lastUpdateError == nil)
    #expect(completions == [true])
    #expect(table.cellForRow(at: path(0, 0))?.text == "row 1 v2")
    #expect(table.cellForRow(at: path(0, 0)) === reconfiguredCell)
    #expect(table.cellForRow(at: path(1, 0))?.text == "row 4 v0")
  }

  @Test func aNodeWithoutATableReturnsWhatItWouldHaveApplied() {
    let tree = TransactionTestTree([[1, 2]], table: nil)
    var completions: [Bool] = []
    let updates = tree.root.performUpdates(
      { tree.sections[0].childDelegates.remove(at: 1) }, completion: { completions.append($0) })
    #expect(updates == [.deleteRows([path(0, 1)])])
    #expect(completions == [false])
    #expect(
      tree.sections[0].performUpdates { tree.sections[0].childDelegates.removeAll() }
        == [.deleteRows([path(0, 0)])])
  }

  @Test func anOpaqueSectionIsReloadedOnlyWhenItsCountOrContentChanged() {
    let table = RecordingTableHost()
    let opaque = OpaqueIdentifiedSection(id: 1, rowCount: 2)
    let root = CascadingRootTableDelegate(childDelegates: [opaque], tableView: table)
    #expect(root.performUpdates { opaque.rowCount = 2 } == [])
    #expect(root.performUpdates { opaque.rowCount = 3 } == [.reloadSections([0])])
    #expect(
      root.performUpdates {
        root.childDelegates[0] = OpaqueIdentifiedSection(id: 1, rowCount: 3, version: 0)
      } == [])
    #expect(
      root.performUpdates {
        root.childDelegates[0] = OpaqueIdentifiedSection(id: 1, rowCount: 3, version: 1)
      } == [.reloadSections([0])])
  }

  @Test func aMovedSectionThatMustBeReloadedIsDeletedAndInsertedInstead() {
    let table = HeadlessTableView()
    let opaque = OpaqueIdentifiedSection(id: 1, rowCount: 2)
    let others = [IdentifiedSection(id: 2, rows: []), IdentifiedSection(id: 3, rows: [])]
    let root = CascadingRootTableDelegate(childDelegates: [opaque] + others, tableView: table)
    table.reloadData()
    let updates = root.performUpdates {
      opaque.rowCount = 1
      root.childDelegates = others + [opaque]
    }
    #expect(updates == [.deleteSections([0]), .insertSections([2])])
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 2) == 1)
  }
}

@MainActor
struct TransactionOnAnUnloadedTableTests {
  @Test func aTableThatNeverLoadedLoadsTheTreeAsItWasBeforeTheTransaction() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1, 2]], table: table)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
    }
    #expect(updates == [.insertRows([TableIndexPath(row: 2, section: 0)])])
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }
}

@MainActor
struct TransactionOpaqueNodeTests {
  @Test func aSectionModeNodeBelowTheRootIsAGroupWhoseOpaqueSectionsAreComparedByRowCount() {
    let inner = PropagatingTableDelegate(
      childDelegates: [OpaqueIdentifiedSection(id: 1, rowCount: 2)], propagationMode: .section)
    let root = CascadingRootTableDelegate(
      childDelegates: [inner], tableView: RecordingTableHost())
    #expect(
      root.performUpdates {
        inner.childDelegates.append(OpaqueIdentifiedSection(id: 2, rowCount: 5))
      } == [.insertSections([1])])
    #expect(
      root.performUpdates {
        (inner.childDelegates[0] as? OpaqueIdentifiedSection)?.rowCount = 3
      } == [.reloadSections([0])])
  }
}
