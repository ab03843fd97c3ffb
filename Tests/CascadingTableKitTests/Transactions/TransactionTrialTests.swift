import CascadingTableKit
import Testing

/// The row at `row` of `section`, section first as the tests read.
private func path(_ section: Int, _ row: Int) -> TableIndexPath {
  TableIndexPath(row: row, section: section)
}

/// A tree of identified sections and rows, shown and laid out on a table.
@MainActor
private func shownTree(_ rowIDs: [[Int]]) -> (TransactionTestTree, HeadlessTableView) {
  let table = HeadlessTableView()
  let tree = TransactionTestTree(rowIDs, table: table)
  table.dataSource = tree.root
  table.delegate = tree.root
  table.layoutIfNeeded()
  return (tree, table)
}

/// Small realistic programs a new user would write with transactions, each checked on a
/// ``HeadlessTableView``: the batch is accepted, the counts and visible cells are the tree's,
/// and the returned updates are the minimal ones a UIKit developer would write by hand.
@MainActor
struct TransactionTrialTests {
  /// Whether the table shows the tree: no update error, the counts, and every visible cell.
  private func expectTableShowsTree(
    _ table: HeadlessTableView, _ root: CascadingRootTableDelegate,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    table.layoutIfNeeded()
    #expect(table.lastUpdateError == nil, sourceLocation: sourceLocation)
    #expect(table.numberOfSections == root.childDelegates.count, sourceLocation: sourceLocation)
    for (position, section) in root.childDelegates.enumerated() {
      guard position < table.numberOfSections else { break }
      let rows = section.tableView(table, numberOfRowsInSection: position)
      #expect(
        table.numberOfRows(inSection: position) == rows, "section \(position)",
        sourceLocation: sourceLocation)
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      guard
        let row = root.childDelegates[indexPath.section].childDelegates[safe: indexPath.row]
          as? IdentifiedRow
      else { continue }
      #expect(
        table.cellForRow(at: indexPath)?.text == row.text, "\(indexPath)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: A feed

  @Test func aDifferenceSectionsLoadMoreIsOneInsertOfTheNewRows() {
    let (tree, table) = shownTree([[1, 2, 3]])
    let feed = tree.sections[0]
    feed.reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
    let before = TreeSnapshot(of: tree.root)
    feed.childDelegates += [IdentifiedRow(id: 4), IdentifiedRow(id: 5)]
    // Inserts only, of the two new rows (in one update or two).
    let applied = table.lastAppliedUpdates
    expectBatchReplays(applied, from: before, root: tree.root, on: table)
    #expect(applied.insertedRowCount == 2, "\(applied)")
    #expect(applied.allSatisfy { if case .insertRows = $0 { true } else { false } })
    expectTableShowsTree(table, tree.root)
  }

  @Test func aNewInstanceForTheSameModelReconfiguresItsCellInPlace() {
    let (tree, table) = shownTree([[1, 2, 3]])
    let cell = table.cellForRow(at: path(0, 1))
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates[1] = IdentifiedRow(id: 2, version: 1)
    }
    #expect(updates == [.reconfigureRows([path(0, 1)])])
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell?.text == "row 2 v1")
    expectTableShowsTree(table, tree.root)
  }

  @Test func aRowMovedToAnotherSectionIsOneMove() {
    let (tree, table) = shownTree([[1, 2, 3], [4, 5]])
    let updates = tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 1)
      tree.sections[1].childDelegates.insert(row, at: 0)
    }
    #expect(updates == [.moveRow(path(0, 1), to: path(1, 0))])
    expectTableShowsTree(table, tree.root)
  }

  @Test func deletingASectionWhileEditingRowsOfAnotherIsOneValidBatch() {
    let (tree, table) = shownTree([[1, 2], [3, 4], [5]])
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[2].childDelegates.append(IdentifiedRow(id: 6))
      tree.root.childDelegates.remove(at: 0)
      tree.sections[1].childDelegates.remove(at: 0)
    }
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(updates.contains(.deleteSections([0])))
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    #expect(!updates.reloadsAnything)
    expectTableShowsTree(table, tree.root)
  }

  @Test func selectionFollowsARowThatMoves() {
    let (tree, table) = shownTree([[1, 2, 3], [4]])
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 0)
      tree.sections[1].childDelegates.append(row)
    }
    #expect(table.indexPathForSelectedRow == path(1, 1))
    expectTableShowsTree(table, tree.root)
  }

  // MARK: Transactions from delegate callbacks

  @Test func aSwipeToDeleteThatRemovesItsRowInATransactionDeletesOneRow() {
    let (tree, table) = shownTree([[1, 2, 3]])
    let section = tree.sections[0]
    var applied: [TableUpdate]?
    let row = TrialCallbackRow(id: 2)
    row.onCommit = { [unowned section] in
      applied = section.performUpdates {
        section.childDelegates.remove(at: 1)
      }
    }
    tree.root.performUpdates { section.childDelegates[1] = row }
    #expect(table.swipeRow(at: path(0, 1)) == ["Delete"])
    #expect(table.tapSwipeAction(at: 0))
    #expect(applied == [.deleteRows([path(0, 1)])])
    expectTableShowsTree(table, tree.root)
  }

  @Test func aTransactionStartedFromDidSelectIsApplied() {
    let (tree, table) = shownTree([[1, 2, 3]])
    let root = tree.root
    let section = tree.sections[0]
    let row = TrialCallbackRow(id: 2)
    var applied: [TableUpdate]?
    row.onSelect = { [unowned root, unowned section] in
      applied = root.performUpdates {
        section.childDelegates.append(IdentifiedRow(id: 4))
      }
    }
    root.performUpdates { section.childDelegates[1] = row }
    #expect(table.tapRow(at: path(0, 1)) == path(0, 1))
    #expect(applied == [.insertRows([path(0, 3)])])
    expectTableShowsTree(table, root)
  }

  // MARK: Nesting and scopes

  @Test func aTransactionNestedInAnotherJoinsItsBatch() {
    let (tree, table) = shownTree([[1], [2]])
    let before = TreeSnapshot(of: tree.root)
    var inner: [TableUpdate]?
    let outer = tree.root.performUpdates {
      inner = tree.sections[1].performUpdates {
        tree.sections[1].childDelegates.append(IdentifiedRow(id: 3))
      }
      tree.sections[0].childDelegates.removeAll()
    }
    #expect(inner == [])
    expectBatchReplays(outer, from: before, root: tree.root, on: table)
    #expect(outer.deletedRowCount == 1 && outer.insertedRowCount == 1, "\(outer)")
    expectTableShowsTree(table, tree.root)
  }

  @Test func aRootTransactionNestedInASectionsOneIsAppliedToo() {
    let (tree, table) = shownTree([[1], [2]])
    tree.sections[0].performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      tree.root.performUpdates {
        tree.root.childDelegates.append(IdentifiedSection(id: 300, rows: [IdentifiedRow(id: 4)]))
      }
    }
    expectTableShowsTree(table, tree.root)
  }

  @Test func aSectionTransactionThatAlsoChangesADifferenceRootKeepsTheTableValid() {
    let (tree, table) = shownTree([[1], [2]])
    tree.root.reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    tree.sections[0].performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      tree.root.childDelegates.remove(at: 1)
    }
    expectTableShowsTree(table, tree.root)
  }

  @Test func aSectionTransactionThatAlsoChangesASiblingsRowsIsOneRootBatch() {
    let (tree, table) = shownTree([[1], [2]])
    tree.sections[1].reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.sections[0].performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      tree.sections[1].childDelegates.removeAll()
    }
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    expectTableShowsTree(table, tree.root)
  }

  @Test func aSectionTransactionThatRemovesItsOwnSectionDeletesIt() {
    let (tree, table) = shownTree([[1], [2]])
    let updates = tree.sections[0].performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      tree.root.childDelegates.remove(at: 0)
    }
    #expect(updates == [.deleteSections([0])])
    expectTableShowsTree(table, tree.root)
  }

  @Test func aChangeOfTheOuterTableInsideAnotherTablesTransactionJoinsTheOuterBatch() {
    let (first, firstTable) = shownTree([[1]])
    let (second, secondTable) = shownTree([[2]])
    let outer = first.root.performUpdates {
      second.root.performUpdates {
        second.sections[0].childDelegates.append(IdentifiedRow(id: 4))
        first.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      }
    }
    #expect(outer == [.insertRows([path(0, 1)])])
    expectTableShowsTree(firstTable, first.root)
    expectTableShowsTree(secondTable, second.root)
  }

  @Test func aTransactionOnAnotherTableInsideOneIsAppliedToThatTable() {
    let (first, firstTable) = shownTree([[1]])
    let (second, secondTable) = shownTree([[2]])
    first.root.performUpdates {
      first.sections[0].childDelegates.append(IdentifiedRow(id: 3))
      second.root.performUpdates {
        second.sections[0].childDelegates.append(IdentifiedRow(id: 4))
      }
    }
    expectTableShowsTree(firstTable, first.root)
    expectTableShowsTree(secondTable, second.root)
    #expect(secondTable.lastAppliedUpdates == [.insertRows([path(0, 1)])])
  }

  // MARK: Opaque sections, duplicates, no table

  @Test func aBareSectionAnsweringItsOwnRowsIsReloadedWhenItsCountChanges() {
    let opaque = OpaqueIdentifiedSection(id: 7, rowCount: 2)
    let rows = IdentifiedSection(id: 8, rows: [IdentifiedRow(id: 1)])
    let table = HeadlessTableView()
    let root = CascadingRootTableDelegate(childDelegates: [opaque, rows], tableView: table)
    table.layoutIfNeeded()
    let updates = root.performUpdates { opaque.rowCount = 3 }
    #expect(updates == [.reloadSections([0])])
    expectTableShowsTree(table, root)
  }

  @Test func aRowIdentifierAddedToTwoSectionsReloadsThemAndThrows() throws {
    let (tree, table) = shownTree([[1, 2], [3]])
    #expect(throws: TableDifferenceError.self) {
      try tree.root.performUpdatesChecked {
        tree.sections[1].childDelegates.append(IdentifiedRow(id: 9, version: 5))
        tree.sections[0].childDelegates.insert(IdentifiedRow(id: 9), at: 0)
      }
    }
    expectTableShowsTree(table, tree.root)
  }

  @Test func duplicateSiblingsReloadTheirSectionAndNameTheIdentifier() {
    let (tree, table) = shownTree([[1, 2], [3]])
    var reported: [TableDifferenceError] = []
    tree.root.differenceErrorHandler = { reported.append($0) }
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 2, version: 1), at: 0)
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 8))
    }
    #expect(reported.count == 1)
    #expect(reported.first?.identifier == "2")
    #expect(tree.root.lastDifferenceError == reported.first)
    expectTableShowsTree(table, tree.root)
  }

  @Test func aNodeWithoutATableReturnsWhatItWouldApply() {
    let tree = TransactionTestTree([[1, 2], [3]], table: nil)
    var finished: [Bool] = []
    let updates = tree.root.performUpdates(
      {
        tree.sections[0].childDelegates.swapAt(0, 1)
      }, completion: { finished.append($0) })
    #expect(updates == [.moveRow(path(0, 0), to: path(0, 1))])
    #expect(finished == [false])
  }

  // MARK: The documentation's examples

  @Test func theAnimatingChangesExampleAppendsAndSwaps() {
    let table = HeadlessTableView()
    table.register(TableCell.self, forCellReuseIdentifier: "review")
    let reviews = CascadingSectionTableDelegate(
      index: 0,
      childDelegates: [
        TrialReviewRow(review: TrialReview(id: 1, text: "Lovely")),
        TrialReviewRow(review: TrialReview(id: 2, text: "Windy")),
      ])
    let root = CascadingRootTableDelegate(childDelegates: [reviews], tableView: table)
    table.layoutIfNeeded()
    let applied = root.performUpdates(animation: .fade) {
      reviews.childDelegates.append(
        TrialReviewRow(review: TrialReview(id: 3, text: "Worth the climb")))
      reviews.childDelegates.swapAt(0, 1)
    }
    // A swap of two rows is one move, whichever of the two moves.
    #expect(applied.count == 2 && applied.insertedRowCount == 1, "\(applied)")
    #expect(applied.contains(.insertRows([path(0, 2)])))
    #expect(applied.filter { if case .moveRow = $0 { true } else { false } }.count == 1)
    #expect(table.lastAppliedUpdates == applied)
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map(\.text) == ["Windy", "Lovely", "Worth the climb"])

    reviews.reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    reviews.childDelegates.removeLast()
    #expect(table.lastAppliedUpdates == [.deleteRows([path(0, 2)])])
    #expect(table.visibleCells.map(\.text) == ["Windy", "Lovely"])

    var caught: TableDifferenceError?
    do {
      try root.performUpdatesChecked {
        reviews.childDelegates += [
          TrialReviewRow(review: TrialReview(id: 9, text: "Once")),
          TrialReviewRow(review: TrialReview(id: 9, text: "Twice")),
        ]
      }
    } catch {
      caught = error
    }
    #expect(caught?.identifier == "9")
    table.layoutIfNeeded()
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map(\.text) == ["Windy", "Lovely", "Once", "Twice"])
  }

  @Test func theReadmeExampleIsOneSectionMoveAndOneInsert() {
    let (tree, table) = shownTree([[1], [2], [3]])
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates(animation: .fade) {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 4))
      tree.root.childDelegates.swapAt(1, 2)
    }
    // The README fixes the kinds (one moveSection, one insertRows), not which section moves.
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(updates.count == 2 && updates.contains(.insertRows([path(0, 1)])), "\(updates)")
    #expect(updates.filter { if case .moveSection = $0 { true } else { false } }.count == 1)
    expectTableShowsTree(table, tree.root)
  }
}

/// The review of the documentation's example.
struct TrialReview: Hashable {
  let id: Int
  var text: String
}

/// The row of the documentation's example, as written there.
final class TrialReviewRow: CascadingBareTableDelegate {
  private(set) var review = TrialReview(id: 0, text: "")

  convenience init(review: TrialReview) {
    self.init(index: 0, childDelegates: [])
    self.review = review
  }

  override var differenceIdentifier: AnyHashable { review.id }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? TrialReviewRow)?.review == review
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
    cell.text = review.text
    return cell
  }
}

/// An identified row running closures when selected or when its deletion is committed.
final class TrialCallbackRow: IdentifiedRow {
  var onSelect: (() -> Void)?
  var onCommit: (() -> Void)?

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    onSelect?()
  }

  override func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }

  override func tableView(
    _ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath
  ) -> TableCellEditingStyle? {
    .delete
  }

  override func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    onCommit?()
  }
}

extension Array {
  fileprivate subscript(safe position: Int) -> Element? {
    indices.contains(position) ? self[position] : nil
  }
}

/// More trials: a user's own reorder handler, a row moved out of a deleted section, the
/// Getting Started section, selection through a reconfigure.
@MainActor
struct TransactionTrialMoreTests {
  private func texts(_ table: HeadlessTableView) -> [String?] {
    table.layoutIfNeeded()
    return table.visibleCells.map(\.text)
  }

  @Test func aRowMovedOutOfADeletedSectionIsAValidBatch() {
    let (tree, table) = shownTree([[1, 2], [3]])
    tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 1)
      tree.sections[1].childDelegates.append(row)
      tree.root.childDelegates.remove(at: 0)
    }
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["row 3 v0", "row 2 v0"])
  }

  @Test func aRowMovedIntoAnInsertedSectionIsAValidBatch() {
    let (tree, table) = shownTree([[1, 2]])
    tree.root.performUpdates {
      let row = tree.sections[0].childDelegates.remove(at: 0)
      tree.root.childDelegates.append(IdentifiedSection(id: 300, rows: [row]))
    }
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["row 2 v0", "row 1 v0"])
  }

  @Test func aUsersOwnReorderHandlerInADifferenceSectionMovesTheRowOnce() {
    let table = HeadlessTableView()
    let section = ReorderingSection(id: 100, rows: (1...3).map { IdentifiedRow(id: $0) })
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    section.reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["row 2 v0", "row 3 v0", "row 1 v0"])
    _ = root
  }

  @Test func theGettingStartedSectionAnimatesWhatItShows() {
    let table = HeadlessTableView()
    let section = ShowingSection(index: 0, childDelegates: [IdentifiedRow(id: 1)])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()
    let kept = section.childDelegates[0]
    let before = treeRows(table)
    section.show([IdentifiedRow(id: 0), kept, IdentifiedRow(id: 2)])
    let applied = table.lastAppliedUpdates
    expectBatchReplays(applied, from: before, on: table)
    #expect(applied.insertedRowCount == 2, "\(applied)")
    #expect(applied.allSatisfy { if case .insertRows = $0 { true } else { false } })
    #expect(texts(table) == ["row 0 v0", "row 1 v0", "row 2 v0"])
    _ = root
  }

  @Test func aReconfiguredSelectedRowStaysSelected() {
    let (tree, table) = shownTree([[1, 2]])
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    tree.root.performUpdates {
      tree.sections[0].childDelegates[1] = IdentifiedRow(id: 2, version: 3)
    }
    #expect(table.indexPathForSelectedRow == path(0, 1))
    #expect(texts(table) == ["row 1 v0", "row 2 v3"])
  }

  @Test func aTransactionInEditingModeKeepsEditing() {
    let (tree, table) = shownTree([[1, 2]])
    table.setEditing(true, animated: false)
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 0), at: 0)
    }
    #expect(table.isEditing)
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["row 0 v0", "row 1 v0", "row 2 v0"])
  }
}

/// The section of Getting Started, as written there.
final class ShowingSection: CascadingSectionTableDelegate {
  func show(_ rows: [any CascadingTableDelegate]) {
    reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    childDelegates = rows
  }
}

/// A section that handles a user's reorder itself, as a UIKit developer would: it moves the
/// row in its children, without calling `super`.
final class ReorderingSection: CascadingSectionTableDelegate {
  let id: Int

  init(id: Int, rows: [any CascadingTableDelegate]) {
    self.id = id
    super.init(index: 0, childDelegates: rows)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }

  override func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    let row = childDelegates.remove(at: sourceIndexPath.row)
    childDelegates.insert(row, at: destinationIndexPath.row)
  }
}

/// Trials of a section's transaction beside sections whose rows the tree cannot see.
@MainActor
struct TransactionTrialOpaqueTests {
  @Test func aSectionTransactionThatGrowsAnOpaqueSiblingReloadsItInTheSameBatch() {
    let table = HeadlessTableView()
    let rows = IdentifiedSection(id: 8, rows: [IdentifiedRow(id: 1)])
    let opaque = OpaqueIdentifiedSection(id: 7, rowCount: 1)
    let root = CascadingRootTableDelegate(childDelegates: [rows, opaque], tableView: table)
    table.layoutIfNeeded()
    let before = TreeSnapshot(of: root)
    let updates = rows.performUpdates {
      rows.childDelegates.append(IdentifiedRow(id: 2))
      opaque.rowCount = 2
    }
    // §6 fixes the opaque section's reload and the one insert, not their order.
    expectBatchReplays(updates, from: before, root: root, on: table)
    #expect(Set(updates) == [.reloadSections([1]), .insertRows([path(0, 1)])])
    #expect(table.lastUpdateError == nil)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 1) == 2)
    _ = root
  }

  @Test func aSectionTransactionBesideAnUnchangedOpaqueSiblingIsTheSectionsRowsOnly() {
    let table = HeadlessTableView()
    let rows = IdentifiedSection(id: 8, rows: [IdentifiedRow(id: 1)])
    let opaque = OpaqueIdentifiedSection(id: 7, rowCount: 3)
    let root = CascadingRootTableDelegate(childDelegates: [opaque, rows], tableView: table)
    table.layoutIfNeeded()
    let updates = rows.performUpdates {
      rows.childDelegates.append(IdentifiedRow(id: 2))
    }
    #expect(updates == [.insertRows([path(1, 1)])])
    #expect(table.lastUpdateError == nil)
    _ = root
  }

  @Test func anOffScreenReconfiguredRowShowsItsNewContentWhenScrolledTo() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 60))
    let tree = TransactionTestTree([Array(1...20)], table: table)
    table.dataSource = tree.root
    table.delegate = tree.root
    table.layoutIfNeeded()
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates[15] = IdentifiedRow(id: 16, version: 2)
    }
    #expect(updates == [.reconfigureRows([path(0, 15)])])
    table.scrollToRow(at: path(0, 15), at: .top, animated: false)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: path(0, 15))?.text == "row 16 v2")
    #expect(table.lastUpdateError == nil)
  }
}

/// Trials of transactions started from callbacks, and of what the errors say.
@MainActor
struct TransactionTrialCallbackTests {
  @Test func aTransactionStartedInAnotherOnesCompletionIsApplied() {
    let (tree, table) = shownTree([[1]])
    var second: [TableUpdate]?
    let first = tree.root.performUpdates(
      {
        tree.sections[0].childDelegates.append(IdentifiedRow(id: 2))
      },
      completion: { _ in
        second = tree.root.performUpdates {
          tree.sections[0].childDelegates.append(IdentifiedRow(id: 3))
        }
      })
    #expect(first == [.insertRows([path(0, 1)])])
    #expect(second == [.insertRows([path(0, 2)])])
    #expect(table.lastUpdateError == nil)
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 2 v0", "row 3 v0"])
  }

  @Test func aSwipeToDeleteInADifferenceSectionRemovingItsChildDeletesOneRow() {
    let (tree, table) = shownTree([[1, 3]])
    let section = tree.sections[0]
    let row = TrialCallbackRow(id: 2)
    row.onCommit = { [unowned section] in section.childDelegates.remove(at: 1) }
    tree.root.performUpdates { section.childDelegates.insert(row, at: 1) }
    section.reloadModeOnChildDelegatesChanged = .difference(animation: .left)
    #expect(table.swipeRow(at: path(0, 1)) == ["Delete"])
    #expect(table.tapSwipeAction(at: 0))
    #expect(table.lastAppliedUpdates == [.deleteRows([path(0, 1)])])
    #expect(table.lastUpdateError == nil)
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 3 v0"])
  }

  @Test func theErrorsSayWhatHappened() {
    let (tree, _) = shownTree([[1, 2], [3]])
    var messages: [String] = []
    tree.root.differenceErrorHandler = { messages.append($0.description) }
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 7), at: 1)
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 7), at: 1)
    }
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 5), at: 0)
      tree.sections[1].childDelegates.insert(IdentifiedRow(id: 5), at: 0)
    }
    tree.root.performUpdates {
      tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: []))
    }
    #expect(
      messages == [
        "Rows [0, 1], [0, 2] of IdentifiedSection (section 0) share the identifier 7 after the "
          + "update; the section was reloaded.",
        // Section 0 still holds the two rows 7 the first transaction reported: the second
        // transaction reloads it again without reporting them twice, and reports the row 5 it
        // inserted into both sections.
        "The row identifier 5 is at [0, 0], [1, 0] after the update, in several sections of "
          + "CascadingRootTableDelegate; the table shows each of them (sections whose rows could "
          + "not be paired were reloaded).",
        "Sections 0, 2 of CascadingRootTableDelegate share the identifier 100 after the update; "
          + "the table was reloaded.",
      ])
  }
}

/// Trials of a kept section whose node changes class.
@MainActor
struct TransactionTrialSectionClassTests {
  @Test func aKeptSectionOfAnotherClassIsReloadedWithItsRows() {
    let table = HeadlessTableView()
    let rows: [any CascadingTableDelegate] = [IdentifiedRow(id: 1), IdentifiedRow(id: 2)]
    let first = IdentifiedSection(id: 100, rows: rows)
    let root = CascadingRootTableDelegate(
      childDelegates: [IdentifiedSection(id: 99, rows: []), first], tableView: table)
    table.layoutIfNeeded()
    let updates = root.performUpdates {
      root.childDelegates[1] = ReorderingSection(id: 100, rows: rows + [IdentifiedRow(id: 3)])
    }
    #expect(updates == [.reloadSections([1])])
    #expect(table.lastUpdateError == nil)
  }

  @Test func aKeptSectionOfAnotherClassBesideAMovedOneIsReloaded() {
    let table = HeadlessTableView()
    let root = CascadingRootTableDelegate(
      childDelegates: [
        IdentifiedSection(id: 99, rows: [IdentifiedRow(id: 1)]),
        IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 2)]),
      ], tableView: table)
    table.layoutIfNeeded()
    let before = treeRows(table)
    let updates = root.performUpdates {
      root.childDelegates = [
        ReorderingSection(id: 100, rows: [IdentifiedRow(id: 2)]), root.childDelegates[0],
      ]
    }
    // The kept section of another class is reloaded, the other moves (or, equally minimal,
    // the replaced one is deleted and inserted): the replay decides.
    expectBatchReplays(updates, from: before, on: table)
    #expect(updates.count == 2, "\(updates)")
    #expect(table.lastUpdateError == nil)
  }

  @Test func aKeptSectionReplacedByAnInstanceOfTheSameClassHasItsRowsDiffed() {
    let table = HeadlessTableView()
    let kept = IdentifiedRow(id: 1)
    let root = CascadingRootTableDelegate(
      childDelegates: [IdentifiedSection(id: 100, rows: [kept])], tableView: table)
    table.layoutIfNeeded()
    let updates = root.performUpdates {
      root.childDelegates = [IdentifiedSection(id: 100, rows: [kept, IdentifiedRow(id: 2)])]
    }
    #expect(updates == [.insertRows([path(0, 1)])])
  }
}

/// Trials of sections that move while their rows change.
@MainActor
struct TransactionTrialMovingSectionTests {
  @Test func rowsChangeInSectionsThatSwapPlaces() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1, 2, 3], [4, 5], [6]], table: table)
    table.dataSource = tree.root
    table.delegate = tree.root
    table.layoutIfNeeded()
    let before = TreeSnapshot(of: tree.root)
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates[0] = IdentifiedRow(id: 1, version: 1)
      tree.sections[0].childDelegates[1] = AlternateIdentifiedRow(id: 2)
      let moved = tree.sections[1].childDelegates.remove(at: 0)
      tree.sections[0].childDelegates.append(moved)
      tree.sections[1].childDelegates.insert(IdentifiedRow(id: 7), at: 0)
      tree.root.childDelegates.swapAt(0, 1)
    }
    #expect(table.lastUpdateError == nil)
    expectBatchReplays(updates, from: before, root: tree.root, on: table)
    #expect(updates.insertedRowCount == 1 && updates.deletedRowCount == 0, "\(updates)")
    #expect(!updates.contains { if case .reloadSections = $0 { true } else { false } })
    table.layoutIfNeeded()
    #expect(
      table.visibleCells.map(\.text) == [
        "row 7 v0", "row 5 v0", "row 1 v1", "alt 2 v0", "row 3 v0", "row 4 v0", "row 6 v0",
      ])
  }
}

/// Trials of a section added after the tree was prepared.
@MainActor
struct TransactionTrialLateSectionTests {
  @Test func aLateSectionsRowsAnimateThroughTheRootAndThroughItselfOncePrepared() {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1]], table: table)
    table.dataSource = tree.root
    table.delegate = tree.root
    table.layoutIfNeeded()
    let late = IdentifiedSection(id: 300, rows: [])
    #expect(
      tree.root.performUpdates { tree.root.childDelegates.append(late) } == [.insertSections([1])])
    // Through the root: covered like any section.
    let viaRoot = tree.root.performUpdates { late.childDelegates.append(IdentifiedRow(id: 2)) }
    #expect(viaRoot == [.insertRows([path(1, 0)])])
    // Through itself, unprepared: it reaches its root's table all the same.
    let unprepared = late.performUpdates { late.childDelegates.append(IdentifiedRow(id: 3)) }
    #expect(unprepared == [.insertRows([path(1, 1)])])
    #expect(table.lastAppliedUpdates == unprepared)
    #expect(table.numberOfRows(inSection: 1) == 2)
    late.prepare(tableView: table)
    let prepared = late.performUpdates { late.childDelegates.append(IdentifiedRow(id: 4)) }
    #expect(prepared == [.insertRows([path(1, 2)])])
    #expect(table.lastAppliedUpdates == prepared)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.lastUpdateError == nil)
  }
}

/// Trials of sections that change and leave the tree in the same transaction.
@MainActor
struct TransactionTrialRemovedSectionTests {
  @Test(arguments: [
    CascadingSectionTableDelegate.ReloadMode.difference(animation: .fade),
    .section(animation: .fade), .whole,
  ])
  func aSectionEditedThenRemovedIsOnlyDeleted(mode: CascadingSectionTableDelegate.ReloadMode) {
    let table = HeadlessTableView()
    let tree = TransactionTestTree([[1], [2], [3]], table: table)
    table.dataSource = tree.root
    table.delegate = tree.root
    table.layoutIfNeeded()
    let leaving = tree.sections[1]
    leaving.reloadModeOnChildDelegatesChanged = mode
    let updates = tree.root.performUpdates {
      leaving.childDelegates.append(IdentifiedRow(id: 9))
      tree.root.childDelegates.remove(at: 1)
    }
    #expect(updates == [.deleteSections([1])])
    #expect(table.lastAppliedUpdates == [.deleteSections([1])])
    #expect(table.lastUpdateError == nil)
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 3 v0"])
  }
}
