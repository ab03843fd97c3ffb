import CascadingTableKit
import Testing

/// Issue 23 item 8: a member carrying more than one index path (focus, moves, move targets)
/// reaches only the owners of those paths, once each: a section passes a path on by row only
/// when the path is in its own section (API.md §5).
@MainActor
struct MultiPathOwnershipTests {
  let table = RecordingTableHost()
  let journal = CallJournal()

  func rows(_ names: String...) -> [CompleteDelegateStub] {
    names.map { CompleteDelegateStub(name: $0, journal: journal) }
  }

  func names(_ node: any CascadingTableDelegate) -> [String] {
    node.childDelegates.map { ($0 as? CompleteDelegateStub)?.name ?? "?" }
  }

  /// A root of two sections of two rows: `s0r0 s0r1 | s1r0 s1r1`.
  func twoByTwo() -> (root: CascadingRootTableDelegate, sections: [CascadingSectionTableDelegate]) {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows("s0r0", "s0r1"))
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows("s1r0", "s1r1"))
    return (
      CascadingRootTableDelegate(index: 0, childDelegates: [first, second]), [first, second]
    )
  }

  func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func didUpdateFocusReachesOnlyTheOwnersOfThePreviousAndNextRowsOnceEach() {
    let (root, _) = twoByTwo()
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(1, 1), nextFocusedIndexPath: path(0, 0))
    root.tableView(table, didUpdateFocusIn: context)
    let call = DelegateCall.didUpdateFocus(tableID(table), context)
    #expect(journal.entries == [.init(node: "s1r1", call: call), .init(node: "s0r0", call: call)])
  }

  @Test func aSectionAskedDirectlyPassesOnOnlyThePathInItsOwnSection() {
    let (root, sections) = twoByTwo()
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(1, 1), nextFocusedIndexPath: path(0, 0))
    sections[1].tableView(table, didUpdateFocusIn: context)
    #expect(
      journal.entries == [.init(node: "s1r1", call: .didUpdateFocus(tableID(table), context))])
    journal.reset()
    #expect(sections[1].tableView(table, shouldUpdateFocusIn: context) == true)
    #expect(sections[0].tableView(table, shouldUpdateFocusIn: context) == false)
    #expect(
      journal.entries == [.init(node: "s0r0", call: .shouldUpdateFocus(tableID(table), context))])
    // The root holds its sections' parent link (weak) alive until here.
    withExtendedLifetime(root) {}
  }

  @Test func aMoveTargetIsAskedOnlyOfTheOwnerOfTheSourceRow() {
    let (root, sections) = twoByTwo()
    let proposed = path(1, 0)
    #expect(
      sections[1].tableView(
        table, targetIndexPathForMoveFromRowAt: path(0, 1), toProposedIndexPath: proposed)
        == proposed)
    #expect(journal.entries.isEmpty)
    let answer = root.tableView(
      table, targetIndexPathForMoveFromRowAt: path(0, 1), toProposedIndexPath: proposed)
    #expect(answer == TableIndexPath(row: 42, section: 42))
    #expect(
      journal.entries == [
        .init(node: "s0r1", call: .targetIndexPathForMove(tableID(table), path(0, 1), proposed))
      ])
  }

  @Test func aSectionToldOfAMoveInAnotherSectionMovesNothingAndTellsNoRow() {
    let (root, sections) = twoByTwo()
    sections[1].tableView(table, moveRowAt: path(0, 0), to: path(0, 1))
    #expect(names(sections[1]) == ["s1r0", "s1r1"])
    #expect(journal.entries.isEmpty)
    withExtendedLifetime(root) {}
  }

  /// A section in a group of sections knows its section from its place, not its `index`.
  /// Root `[A(a0) | G{B(b0, b1) | C(c0, c1)}]`: B is section 1 and C section 2, though their
  /// indices are 0 and 1.
  @Test func sectionsInAGroupOfSectionsCheckTheSectionTheyFill() {
    let a = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a0"))
    let b = CascadingSectionTableDelegate(index: 0, childDelegates: rows("b0", "b1"))
    let c = CascadingSectionTableDelegate(index: 0, childDelegates: rows("c0", "c1"))
    let group = CascadingRootTableDelegate(index: 0, childDelegates: [b, c])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [a, group])
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(2, 0), nextFocusedIndexPath: path(1, 1))
    root.tableView(table, didUpdateFocusIn: context)
    let call = DelegateCall.didUpdateFocus(tableID(table), context)
    #expect(journal.entries == [.init(node: "c0", call: call), .init(node: "b1", call: call)])
    journal.reset()
    // B is told of a move out of it (its index, 0, is not its section).
    b.tableView(table, moveRowAt: path(1, 1), to: path(0, 0))
    #expect(
      journal.entries == [
        .init(node: "b1", call: .moveRow(tableID(table), path(1, 1), path(0, 0)))
      ])
    journal.reset()
    // C is told of a move into it from section 0: none of its rows is involved.
    c.tableView(table, moveRowAt: path(0, 0), to: path(2, 1))
    #expect(names(c) == ["c0", "c1"])
    #expect(journal.entries.isEmpty)
  }

  /// A group of rows checks the section its own section fills.
  /// Root `[s0r0 s0r1 s0r2 | r0 G{g1 g2}]`.
  @Test func aGroupOfRowsChecksTheSectionItIsIn() {
    let first = CascadingSectionTableDelegate(
      index: 0, childDelegates: rows("s0r0", "s0r1", "s0r2"))
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: rows("g1", "g2"))
    let second = CascadingSectionTableDelegate(
      index: 0, childDelegates: rows("r0") + [group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(1, 2), nextFocusedIndexPath: path(0, 1))
    root.tableView(table, didUpdateFocusIn: context)
    let call = DelegateCall.didUpdateFocus(tableID(table), context)
    #expect(journal.entries == [.init(node: "g2", call: call), .init(node: "s0r1", call: call)])
    journal.reset()
    group.tableView(table, didUpdateFocusIn: context)
    #expect(journal.entries == [.init(node: "g2", call: call)])
    journal.reset()
    #expect(group.tableView(table, shouldUpdateFocusIn: context) == true)
    #expect(
      group.tableView(
        table, targetIndexPathForMoveFromRowAt: path(0, 1), toProposedIndexPath: path(1, 1))
        == path(1, 1))
    #expect(journal.entries.isEmpty)
  }

  /// A group asked directly for a move finds the moved row by its slot in the section, not
  /// by taking the row number as a position among its children. Section `[a, b, G{c, d}]`.
  @Test func aGroupToldOfAMoveTellsOnlyTheRowAtTheSourceSlot() {
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: rows("c", "d"))
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b") + [group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    group.tableView(table, moveRowAt: path(0, 0), to: path(0, 0))
    #expect(journal.entries.isEmpty)
    group.tableView(table, moveRowAt: path(0, 2), to: path(0, 2))
    #expect(
      journal.entries == [.init(node: "c", call: .moveRow(tableID(table), path(0, 2), path(0, 2)))])
    #expect(names(group) == ["c", "d"])
    withExtendedLifetime(root) {}
  }

  /// Both paths owned by one row of a section, and both by one block: told once.
  @Test func anOwnerOfBothPathsIsToldOnce() {
    let block = CompleteDelegateStub(name: "block", journal: journal)
    block.span = 3
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows("r0") + [block])
    let other = CascadingSectionTableDelegate(index: 0, childDelegates: rows("o0", "o1", "o2"))
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [other, section])
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(1, 1), nextFocusedIndexPath: path(1, 3))
    root.tableView(table, didUpdateFocusIn: context)
    #expect(
      journal.entries == [.init(node: "block", call: .didUpdateFocus(tableID(table), context))])
  }
}
