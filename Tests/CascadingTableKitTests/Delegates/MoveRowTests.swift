import CascadingTableKit
import Testing

/// Row moves keep the delegate tree in step with the table, without reloading it.
@MainActor
struct MoveRowTests {
  let table = RecordingTableHost()
  let journal = CallJournal()

  func rows(_ names: String...) -> [CompleteDelegateStub] {
    names.map { CompleteDelegateStub(name: $0, journal: journal) }
  }

  func names(_ node: any CascadingTableDelegate) -> [String] {
    node.childDelegates.map { ($0 as? CompleteDelegateStub)?.name ?? "?" }
  }

  func expectInStep(_ node: any CascadingTableDelegate) {
    for (position, child) in node.childDelegates.enumerated() {
      #expect(child.index == position)
      #expect(child.parentDelegate === node)
    }
  }

  @Test(arguments: [(0, 2, ["b", "c", "a"]), (2, 0, ["c", "a", "b"]), (1, 1, ["a", "b", "c"])])
  func aMoveWithinASectionReordersItsRowDelegatesWithoutReloading(
    from: Int, to: Int, order: [String]
  ) {
    let section = CascadingSectionTableDelegate(index: 1, childDelegates: rows("a", "b", "c"))
    section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    section.prepare(tableView: table)
    journal.reset()
    let source = TableIndexPath(row: from, section: 1)
    let destination = TableIndexPath(row: to, section: 1)
    let moved = names(section)[from]
    section.tableView(table, moveRowAt: source, to: destination)
    #expect(names(section) == order)
    expectInStep(section)
    #expect(
      journal.entries == [.init(node: moved, call: .moveRow(tableID(table), source, destination))])
    #expect(table.calls.isEmpty)
  }

  @Test func theSectionReloadsAgainOnLaterChangesAfterAMove() {
    let section = CascadingSectionTableDelegate(index: 1, childDelegates: rows("a", "b"))
    section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    section.prepare(tableView: table)
    section.tableView(
      table, moveRowAt: TableIndexPath(row: 0, section: 1), to: TableIndexPath(row: 1, section: 1))
    section.childDelegates.removeLast()
    #expect(table.calls == [.reloadSections([1], .fade)])
  }

  @Test func theRootSendsAMoveWithinASectionToThatSection() {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows("x"))
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b", "c"))
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    let source = TableIndexPath(row: 0, section: 1)
    let destination = TableIndexPath(row: 2, section: 1)
    root.tableView(table, moveRowAt: source, to: destination)
    #expect(names(second) == ["b", "c", "a"])
    #expect(names(first) == ["x"])
    #expect(
      journal.entries == [.init(node: "a", call: .moveRow(tableID(table), source, destination))])
  }

  @Test(arguments: [(1, ["c", "a"]), (0, ["a", "c"]), (7, ["c", "a"]), (-3, ["a", "c"])])
  func aMoveAcrossSectionsMovesTheRowDelegateWithoutReloading(to row: Int, order: [String]) {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b"))
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows("c"))
    first.reloadModeOnChildDelegatesChanged = .whole
    second.reloadModeOnChildDelegatesChanged = .section(animation: .left)
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: [first, second], tableView: table)
    root.reloadOnChildDelegatesChanged = true
    table.resetCalls()
    journal.reset()
    let source = TableIndexPath(row: 0, section: 0)
    let destination = TableIndexPath(row: row, section: 1)
    root.tableView(table, moveRowAt: source, to: destination)
    #expect(names(first) == ["b"])
    #expect(names(second) == order)
    expectInStep(first)
    expectInStep(second)
    #expect(
      journal.entries == [.init(node: "a", call: .moveRow(tableID(table), source, destination))])
    #expect(table.calls.isEmpty)
    #expect(root.tableView(table, numberOfRowsInSection: 0) == 1)
    #expect(root.tableView(table, numberOfRowsInSection: 1) == 2)
  }

  @Test func aMovedRowDelegateReceivesCallsAtItsNewPosition() {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b"))
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows("c"))
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    root.tableView(
      table, moveRowAt: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 1))
    journal.reset()
    let newPath = TableIndexPath(row: 1, section: 1)
    root.tableView(table, didSelectRowAt: newPath)
    #expect(journal.entries == [.init(node: "a", call: .didSelect(tableID(table), newPath))])
  }

  @Test func aMoveAcrossBareSectionsKeepsTheMovedRowsIndexAndParentRight() {
    let first = CascadingBareTableDelegate(index: 0, childDelegates: rows("a", "b"))
    let second = CascadingBareTableDelegate(index: 1, childDelegates: rows("c"))
    first.validateChildDelegates()
    second.validateChildDelegates()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    root.tableView(
      table, moveRowAt: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 0, section: 1))
    #expect(names(first) == ["b"])
    #expect(names(second) == ["a", "c"])
    expectInStep(first)
    expectInStep(second)
  }

  @Test func aMoveBetweenHandWrittenSectionsTellsTheSourceThenTheDestination() {
    let first = CompleteDelegateStub(name: "first", journal: journal)
    let second = CompleteDelegateStub(name: "second", journal: journal)
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    let source = TableIndexPath(row: 0, section: 0)
    let destination = TableIndexPath(row: 4, section: 1)
    root.tableView(table, moveRowAt: source, to: destination)
    let call = DelegateCall.moveRow(tableID(table), source, destination)
    #expect(
      journal.entries == [.init(node: "first", call: call), .init(node: "second", call: call)])
  }

  @Test func aMoveFromAHandWrittenSectionTellsNoUnrelatedRowOfTheDestination() {
    let hand = CompleteDelegateStub(name: "hand", journal: journal)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b"))
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [hand, section])
    let source = TableIndexPath(row: 0, section: 0)
    let destination = TableIndexPath(row: 1, section: 1)
    root.tableView(table, moveRowAt: source, to: destination)
    #expect(
      journal.entries == [.init(node: "hand", call: .moveRow(tableID(table), source, destination))])
    #expect(names(section) == ["a", "b"])
  }

  @Test func aSectionToldOfAMoveOutOfItTellsTheMovedRow() {
    let section = CascadingSectionTableDelegate(index: 2, childDelegates: rows("a", "b"))
    let source = TableIndexPath(row: 1, section: 2)
    let destination = TableIndexPath(row: 0, section: 5)
    section.tableView(table, moveRowAt: source, to: destination)
    #expect(
      journal.entries == [.init(node: "b", call: .moveRow(tableID(table), source, destination))])
    #expect(names(section) == ["a", "b"])
  }

  @Test(arguments: [
    (TableIndexPath(row: 0, section: 2), TableIndexPath(row: 0, section: 0)),
    (TableIndexPath(row: 0, section: -1), TableIndexPath(row: 0, section: 0)),
    (TableIndexPath(row: 0, section: 0), TableIndexPath(row: 0, section: 2)),
    (TableIndexPath(row: 0, section: 0), TableIndexPath(row: 0, section: -1)),
    (TableIndexPath(row: 5, section: 1), TableIndexPath(row: 0, section: 1)),
    (TableIndexPath(row: -1, section: 1), TableIndexPath(row: 0, section: 1)),
  ])
  func aMoveFromOrToAMissingSectionOrRowMovesNothing(
    source: TableIndexPath, destination: TableIndexPath
  ) {
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows("a", "b"))
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows("c"))
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first, second])
    root.tableView(table, moveRowAt: source, to: destination)
    #expect(names(first) == ["a", "b"])
    #expect(names(second) == ["c"])
    #expect(journal.entries.isEmpty)
  }
}
