import CascadingTableKit
import Testing

/// The three focus methods the original left out.
@MainActor
struct FocusRoutingTests {
  typealias Mode = PropagatingTableDelegate.PropagationMode

  let table = RecordingTableHost()
  let journal = CallJournal()
  let first: CompleteDelegateStub
  let second: CompleteDelegateStub

  init() {
    first = CompleteDelegateStub(name: "first", journal: journal)
    second = CompleteDelegateStub(name: "second", journal: journal)
  }

  func node(_ mode: Mode) -> PropagatingTableDelegate {
    PropagatingTableDelegate(childDelegates: [first, second], propagationMode: mode)
  }

  func path(_ position: Int, _ mode: Mode) -> TableIndexPath {
    mode == .section
      ? TableIndexPath(row: 3, section: position) : TableIndexPath(row: position, section: 3)
  }

  @Test(arguments: [Mode.section, .row])
  func shouldUpdateFocusAsksTheOwnerOfTheNextRowOnly(_ mode: Mode) {
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(0, mode), nextFocusedIndexPath: path(1, mode))
    #expect(node(mode).tableView(table, shouldUpdateFocusIn: context) == false)
    #expect(
      journal.entries == [.init(node: "second", call: .shouldUpdateFocus(tableID(table), context))])
  }

  @Test(arguments: [Mode.section, .row], [nil, 2, -1] as [Int?])
  func shouldUpdateFocusWithoutANextOwnerIsTrue(_ mode: Mode, next: Int?) {
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(1, mode), nextFocusedIndexPath: next.map { path($0, mode) })
    #expect(node(mode).tableView(table, shouldUpdateFocusIn: context) == true)
    #expect(journal.entries.isEmpty)
  }

  @Test(arguments: [Mode.section, .row])
  func didUpdateFocusTellsThePreviousOwnerThenTheNextOwnerOnceEach(_ mode: Mode) {
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(0, mode), nextFocusedIndexPath: path(1, mode))
    node(mode).tableView(table, didUpdateFocusIn: context)
    let call = DelegateCall.didUpdateFocus(tableID(table), context)
    #expect(
      journal.entries == [.init(node: "first", call: call), .init(node: "second", call: call)])
  }

  @Test func didUpdateFocusTellsAnOwnerOfBothRowsOnce() {
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: TableIndexPath(row: 0, section: 1),
      nextFocusedIndexPath: TableIndexPath(row: 5, section: 1))
    node(.section).tableView(table, didUpdateFocusIn: context)
    #expect(
      journal.entries == [.init(node: "second", call: .didUpdateFocus(tableID(table), context))])
  }

  @Test(arguments: [Mode.section, .row])
  func didUpdateFocusSkipsAMissingOwner(_ mode: Mode) {
    let outOfRange = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(-1, mode), nextFocusedIndexPath: path(1, mode))
    let nowhere = TableFocusUpdateContext(
      previouslyFocusedIndexPath: path(0, mode), nextFocusedIndexPath: nil)
    let node = node(mode)
    node.tableView(table, didUpdateFocusIn: outOfRange)
    node.tableView(table, didUpdateFocusIn: nowhere)
    node.tableView(
      table,
      didUpdateFocusIn: TableFocusUpdateContext(
        previouslyFocusedIndexPath: nil, nextFocusedIndexPath: nil))
    let id = tableID(table)
    #expect(
      journal.entries == [
        .init(node: "second", call: .didUpdateFocus(id, outOfRange)),
        .init(node: "first", call: .didUpdateFocus(id, nowhere)),
      ])
  }

  @Test(arguments: [Mode.section, .row])
  func thePreferredFocusIsTheFirstNonNilAnswerInChildOrder(_ mode: Mode) {
    let third = CompleteDelegateStub(name: "third", journal: journal)
    second.preferredFocusedIndexPath = TableIndexPath(row: 1, section: 1)
    third.preferredFocusedIndexPath = TableIndexPath(row: 2, section: 2)
    let node = PropagatingTableDelegate(
      childDelegates: [first, second, third], propagationMode: mode)
    #expect(node.indexPathForPreferredFocusedView(in: table) == TableIndexPath(row: 1, section: 1))
    #expect(journal.entries.map(\.node) == ["first", "second"])
  }

  @Test(arguments: [Mode.section, .row])
  func thePreferredFocusIsNilWhenNoChildPrefersARow(_ mode: Mode) {
    #expect(node(mode).indexPathForPreferredFocusedView(in: table) == nil)
    #expect(
      PropagatingTableDelegate(propagationMode: mode).indexPathForPreferredFocusedView(in: table)
        == nil)
    #expect(journal.entries.map(\.node) == ["first", "second"])
  }
}
