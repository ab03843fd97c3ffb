import CascadingTableKit
import Testing

/// A row the user drags lands, in the tree, where the table shows it (issue 23, items 6, 7, 10
/// and 12): in the group that owns its new place, never trapping, and never shown somewhere the
/// tree cannot follow.
@MainActor
struct MoveLandingTests {
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))

  init() {
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
  }

  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func row(_ id: Int) -> MovableRow { MovableRow(id: id) }

  private func ids(_ node: any CascadingTableDelegate) -> [String] {
    node.childDelegates.map { child in
      switch child {
      case let row as IdentifiedRow: "\(row.id)"
      case let block as ReorderableBlock: "block \(block.id)"
      case let source as MovableDeclarations: "data source \(source.cellDeclarations.map(\.id))"
      case let group as PropagatingTableDelegate: "group \(ids(group))"
      default: "?"
      }
    }
  }

  private func shown(_ root: CascadingRootTableDelegate) {
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
  }

  private func texts() -> [String?] {
    table.layoutIfNeeded()
    return table.visibleCells.map(\.text)
  }

  /// After a move: nothing is left for a transaction to tell, and the table shows `expected`,
  /// also once it asked the tree again.
  private func expectInStep(
    _ root: CascadingRootTableDelegate, showing expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(texts() == expected, sourceLocation: sourceLocation)
    #expect(root.performUpdates {} == [], sourceLocation: sourceLocation)
    #expect(table.lastUpdateError == nil, sourceLocation: sourceLocation)
    table.reloadData()
    #expect(texts() == expected, sourceLocation: sourceLocation)
  }

  // MARK: - Item 6: a row dropped at the last place of its group stays in it

  @Test func aRowDroppedAtTheLastPlaceOfItsGroupStaysInIt() {
    let reviews = CascadingSectionTableDelegate(index: 0, childDelegates: [row(11), row(12)])
    let block = ReorderableBlock(id: 5, labels: ["b1", "b2"])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [row(1), reviews, row(2), block])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 1), to: path(0, 2)) == path(0, 2))
    #expect(ids(reviews) == ["12", "11"])
    #expect(ids(section) == ["1", "group [\"12\", \"11\"]", "2", "block 5"])
    expectInStep(root, showing: ["row 1 v0", "row 12 v0", "row 11 v0", "row 2 v0", "b1", "b2"])
  }

  @Test func aRowMovedDownInsideAGroupLandsAfterTheRowItPassed() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), row(2), row(3)])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [group, row(4)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 1)) == path(0, 1))
    #expect(ids(group) == ["2", "1", "3"])
    expectInStep(root, showing: ["row 2 v0", "row 1 v0", "row 3 v0", "row 4 v0"])
    #expect(table.reorderRow(from: path(0, 1), to: path(0, 2)) == path(0, 2))
    #expect(ids(group) == ["2", "3", "1"])
    expectInStep(root, showing: ["row 2 v0", "row 3 v0", "row 1 v0", "row 4 v0"])
    // Past two rows: it lands after the second, not the first.
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
    #expect(ids(group) == ["3", "1", "2"])
    expectInStep(root, showing: ["row 3 v0", "row 1 v0", "row 2 v0", "row 4 v0"])
  }

  @Test func aRowMovedToTheFirstPlaceOfItsGroupStaysInIt() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row(11), row(12)])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 2), to: path(0, 1)) == path(0, 1))
    #expect(ids(group) == ["12", "11"])
    #expect(ids(section) == ["1", "group [\"12\", \"11\"]"])
    expectInStep(root, showing: ["row 1 v0", "row 12 v0", "row 11 v0"])
  }

  @Test func aRowFromElsewhereDroppedAfterAGroupsLastRowJoinsIt() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row(11), row(12)])
    let other = CascadingSectionTableDelegate(index: 0, childDelegates: [row(21)])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [group, row(1), other])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 3), to: path(0, 2)) == path(0, 2))
    #expect(ids(group) == ["11", "12", "21"])
    #expect(ids(other) == [])
    expectInStep(root, showing: ["row 11 v0", "row 12 v0", "row 21 v0", "row 1 v0"])
  }

  // MARK: - Item 10: a drag across sections of a group of sections

  @Test func aDragAcrossSectionsOfAGroupOfSectionsMovesTheRowInTheTree() {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1)])
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: [row(2), row(3)])
    let group = CascadingRootTableDelegate(index: 0, childDelegates: [second])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, group])
    shown(root)
    #expect(table.reorderRow(from: path(1, 1), to: path(0, 0)) == path(0, 0))
    #expect(ids(first) == ["3", "1"])
    #expect(ids(second) == ["2"])
    expectInStep(root, showing: ["row 3 v0", "row 1 v0", "row 2 v0"])
    #expect(table.reorderRow(from: path(0, 1), to: path(1, 1)) == path(1, 1))
    #expect(ids(first) == ["3"])
    #expect(ids(second) == ["2", "1"])
    expectInStep(root, showing: ["row 3 v0", "row 2 v0", "row 1 v0"])
  }

  // MARK: - Item 10: a drop between a block's rows or a data source's declared rows

  @Test func aDropBetweenABlocksRowsGoesToTheBlocksNearerEdge() {
    let block = ReorderableBlock(id: 5, labels: ["b1", "b2"])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), block, row(2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 3), to: path(0, 2)) == path(0, 1))
    #expect(ids(section) == ["1", "2", "block 5"])
    expectInStep(root, showing: ["row 1 v0", "row 2 v0", "b1", "b2"])
  }

  /// A target override that skips the tree can make the table drop a row between a block's
  /// rows: the tree says so, and the table shows the tree's rows again.
  @Test func aDropTheTreeCannotTakeIsReportedAndTheTableShowsTheTreeAgain() {
    let block = ReorderableBlock(id: 5, labels: ["b1", "b2"])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), block, row(2)])
    let root = ProposalTakingRoot(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 3), to: path(0, 2)) == path(0, 2))
    #expect(ids(section) == ["1", "block 5", "2"])
    #expect(table.diagnostics == [.moveNotTaken(from: path(0, 3), to: path(0, 2))])
    expectInStep(root, showing: ["row 1 v0", "b1", "b2", "row 2 v0"])
  }

  @Test func aDeclaredRowDroppedOutOfItsDataSourceIsReportedAndTheTableShowsTheTreeAgain() {
    let grouped = MovableDeclarations([7, 8])
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: [grouped, row(1)])
    let alone = MovableDeclarations([4, 5])
    let root = ProposalTakingRoot(index: 0, childDelegates: [first, alone])
    shown(root)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 2)) == path(0, 2))
    #expect(table.reorderRow(from: path(1, 0), to: path(0, 1)) == path(0, 1))
    #expect(grouped.cellDeclarations.map(\.id) == [7, 8])
    #expect(alone.cellDeclarations.map(\.id) == [4, 5])
    #expect(
      table.diagnostics == [
        .moveNotTaken(from: path(0, 0), to: path(0, 2)),
        .moveNotTaken(from: path(1, 0), to: path(0, 1)),
      ])
    expectInStep(root, showing: ["item 7 v0", "item 8 v0", "row 1 v0", "item 4 v0", "item 5 v0"])
  }

  @Test func aBlocksRowStaysAmongTheBlocksRowsAndTheBlockReordersThem() {
    let block = ReorderableBlock(id: 5, labels: ["b1", "b2", "b3"])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), block, row(2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 1), to: path(0, 4)) == path(0, 3))
    #expect(block.labels == ["b2", "b3", "b1"])
    #expect(ids(section) == ["1", "block 5", "2"])
    expectInStep(root, showing: ["row 1 v0", "b2", "b3", "b1", "row 2 v0"])
    #expect(table.reorderRow(from: path(0, 2), to: path(0, 0)) == path(0, 1))
    #expect(block.labels == ["b3", "b2", "b1"])
    expectInStep(root, showing: ["row 1 v0", "b3", "b2", "b1", "row 2 v0"])
  }

  @Test func aDropBetweenADataSourcesDeclaredRowsGoesToItsNearerEdge() {
    let source = MovableDeclarations([7, 8, 9])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), source, row(2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 4), to: path(0, 3)) == path(0, 4))
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 2)) == path(0, 3))
    #expect(ids(section) == ["data source [7, 8, 9]", "1", "2"])
    expectInStep(root, showing: ["item 7 v0", "item 8 v0", "item 9 v0", "row 1 v0", "row 2 v0"])
  }

  @Test func aDataSourceReordersItsOwnDeclarationsWhenOneIsDragged() {
    let source = MovableDeclarations([7, 8, 9])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), source])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(table.reorderRow(from: path(0, 1), to: path(0, 3)) == path(0, 3))
    #expect(source.cellDeclarations.map(\.id) == [8, 9, 7])
    expectInStep(root, showing: ["row 1 v0", "item 8 v0", "item 9 v0", "item 7 v0"])
    #expect(table.reorderRow(from: path(0, 2), to: path(0, 0)) == path(0, 1))
    #expect(source.cellDeclarations.map(\.id) == [9, 8, 7])
    expectInStep(root, showing: ["row 1 v0", "item 9 v0", "item 8 v0", "item 7 v0"])
  }

  /// The table moved the row itself (UIKit's does so before it calls `moveRowAt`): a batch
  /// sent now would move it again.
  @Test func aDataSourceTakesAMoveOfItsRowsWithoutSendingTheTableABatch() {
    let host = RecordingTableHost()
    let grouped = MovableDeclarations([7, 8, 9])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), grouped])
    let alone = MovableDeclarations([4, 5])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, alone])
    root.prepare(tableView: host)
    host.resetCalls()
    root.tableView(host, moveRowAt: path(0, 1), to: path(0, 3))
    root.tableView(host, moveRowAt: path(1, 1), to: path(1, 0))
    #expect(grouped.cellDeclarations.map(\.id) == [8, 9, 7])
    #expect(alone.cellDeclarations.map(\.id) == [5, 4])
    #expect(host.calls.isEmpty)
  }

  @Test func aDeclaredRowIsNotDraggedIntoAnotherSection() {
    let source = MovableDeclarations([7, 8])
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: [source])
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    shown(root)
    #expect(table.reorderRow(from: path(0, 0), to: path(1, 1)) == path(0, 0))
    #expect(source.cellDeclarations.map(\.id) == [7, 8])
    expectInStep(root, showing: ["item 7 v0", "item 8 v0", "row 1 v0"])
  }

  // MARK: - Item 12: no move arithmetic overflows

  /// A destination past either end of the section is that end, as in sections without groups
  /// (`moveRowAt` called directly, with no table dragging); a source or a section that does not
  /// exist moves nothing.
  @Test(arguments: [Int.max, Int.min, Int.max - 1, Int.min + 1, -1, 3, 4])
  func aMoveToAnExtremeRowInASectionHoldingAGroupNeverTraps(row destination: Int) {
    let host = RecordingTableHost()
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row(11), row(12)])
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: host)
    root.tableView(host, moveRowAt: path(0, destination), to: path(0, 1))
    root.tableView(host, moveRowAt: path(0, 1), to: path(destination, 0))
    root.tableView(host, moveRowAt: path(destination, 0), to: path(0, 1))
    #expect(ids(section) == ["1", "group [\"11\", \"12\"]"])
    root.tableView(host, moveRowAt: path(0, 1), to: path(0, destination))
    if destination < 0 {
      #expect(ids(section) == ["11", "1", "group [\"12\"]"])
    } else {
      #expect(ids(section) == ["1", "group [\"12\", \"11\"]"])
    }
  }

  @Test func aMoveTargetForAnyPathNeverTraps() {
    let block = ReorderableBlock(id: 5, labels: ["b1", "b2"])
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [row(11), block])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [row(1), group, MovableDeclarations([7, 8])])
    let sections = CascadingRootTableDelegate(
      index: 0,
      childDelegates: [CascadingSectionTableDelegate(index: 0, childDelegates: [row(2)])])
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: [section, sections, MovableDeclarations([9])])
    shown(root)
    let values = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, 6, 7, Int.max - 1, Int.max]
    for sourceSection in values {
      for sourceRow in values {
        for proposedSection in [Int.min, -1, 0, 1, 2, 3, Int.max] {
          for proposedRow in values {
            _ = root.tableView(
              table, targetIndexPathForMoveFromRowAt: path(sourceSection, sourceRow),
              toProposedIndexPath: path(proposedSection, proposedRow))
          }
        }
      }
    }
    // Paths the table would reject come back as they are; a drop between the block's rows
    // goes to its nearer edge.
    #expect(
      root.tableView(
        table, targetIndexPathForMoveFromRowAt: path(Int.min, 0),
        toProposedIndexPath: path(0, Int.max)) == path(0, Int.max))
    #expect(
      root.tableView(
        table, targetIndexPathForMoveFromRowAt: path(0, 0), toProposedIndexPath: path(0, 2))
        == path(0, 1))
  }

  // MARK: - Item 7: a refused reorder says why

  @Test func aReorderOfARowThatDoesNotAnswerCanMoveIsRefusedWithADiagnostic() {
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 1), IdentifiedRow(id: 2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    #expect(root.tableView(table, canMoveRowAt: path(0, 0)) == false)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 1)) == nil)
    #expect(table.diagnostics == [.rowNotMovable(indexPath: path(0, 0))])
    #expect(texts() == ["row 1 v0", "row 2 v0"])
  }

  @Test func everyRefusedReorderSaysWhy() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row(1), row(2)])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    shown(root)
    table.setEditing(false, animated: false)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 1)) == nil)
    table.setEditing(true, animated: false)
    #expect(table.reorderRow(from: path(0, 5), to: path(0, 1)) == nil)
    #expect(table.reorderRow(from: path(0, 0), to: path(0, 2)) == nil)
    #expect(table.reorderRow(from: path(0, 0), to: path(3, 0)) == nil)
    #expect(
      table.diagnostics == [
        .reorderWhileNotEditing(indexPath: path(0, 0)),
        .indexPathOutOfRange(call: "reorderRow(from:to:)", indexPath: path(0, 5)),
        .invalidMoveDestination(from: path(0, 0), to: path(0, 2)),
        .invalidMoveDestination(from: path(0, 0), to: path(3, 0)),
      ])
    #expect(texts() == ["row 1 v0", "row 2 v0"])
  }
}
