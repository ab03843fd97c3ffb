import CascadingTableKit
import Testing

/// The members of API.md §10 whose index path is not the call's own: a drop routed by the
/// destination it carries (a `nil` one reaches no child), and the focus-selection default read
/// from the table.
@MainActor
struct ArgumentRoutedMembersTests {
  typealias Mode = PropagatingTableDelegate.PropagationMode

  let table = RecordingTableHost()
  let journal = CallJournal()
  let arguments = CallArguments()
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
  func aDropIsPerformedByTheOwnerOfItsDestinationOnly(_ mode: Mode) {
    let coordinator = arguments.dropCoordinator(to: path(1, mode))
    node(mode).tableView(table, performDropWith: coordinator)
    #expect(
      journal.entries == [
        .init(
          node: "second", call: .performDrop(tableID(table), ObjectIdentifier(coordinator)))
      ])
  }

  @Test(arguments: [Mode.section, .row], [nil, 2, -1] as [Int?])
  func aDropWithoutAnOwnedDestinationReachesNobody(_ mode: Mode, destination: Int?) {
    node(mode).tableView(
      table, performDropWith: arguments.dropCoordinator(to: destination.map { path($0, mode) }))
    #expect(journal.entries.isEmpty)
  }

  @Test(arguments: [Mode.section, .row])
  func aDropProposalIsTheDestinationOwnersAnswer(_ mode: Mode) {
    second.dropProposal = TableDropProposal(operation: .move, intent: .automatic)
    let answer = node(mode).tableView(
      table, dropSessionDidUpdate: arguments.dropSession,
      withDestinationIndexPath: path(1, mode))
    #expect(answer == TableDropProposal(operation: .move, intent: .automatic))
    #expect(
      journal.entries == [
        .init(
          node: "second",
          call: .dropSessionDidUpdate(
            tableID(table), ObjectIdentifier(arguments.dropSession), path(1, mode)))
      ])
  }

  @Test(arguments: [Mode.section, .row])
  func aDropSessionOverNoRowIsAnsweredByTheNodeWithoutAProposal(_ mode: Mode) {
    let answer = node(mode).tableView(
      table, dropSessionDidUpdate: arguments.dropSession, withDestinationIndexPath: nil)
    #expect(answer == nil)
    #expect(journal.entries.isEmpty)
  }

  @Test(arguments: [Mode.section, .row], [false, true])
  func selectionFollowsFocusFallsBackToTheTables(_ mode: Mode, tableSays: Bool) {
    table.selectionFollowsFocus = tableSays
    first.selectionFollowsFocus = nil
    second.selectionFollowsFocus = !tableSays
    let node = node(mode)
    #expect(node.tableView(table, selectionFollowsFocusForRowAt: path(0, mode)) == tableSays)
    #expect(node.tableView(table, selectionFollowsFocusForRowAt: path(1, mode)) == !tableSays)
    #expect(node.tableView(table, selectionFollowsFocusForRowAt: path(2, mode)) == tableSays)
    #expect(journal.entries.map(\.node) == ["first", "second"])
  }

  @Test func theProtocolDefaultLeavesSelectionFollowingFocusToTheTable() {
    let bare = CascadingBareTableDelegate()
    table.selectionFollowsFocus = true
    #expect(bare.tableView(table, selectionFollowsFocusForRowAt: path(0, .row)) == nil)
    #expect(HeadlessTableView().selectionFollowsFocus == false)
  }
}
