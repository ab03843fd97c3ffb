import CascadingTableKit
import Testing

/// The per-method matrix: every method routed to one child, in both propagation modes.
@MainActor
struct PropagatingTableDelegateRoutingTests {
  @Test(arguments: RoutingCase.all, [2, 99, -1, Int.min])
  func anOutOfRangePositionGivesTheDefaultAndCallsNoChild(_ routing: RoutingCase, position: Int) {
    let fixture = RoutingFixture(mode: routing.mode)
    let answer = fixture.call(routing.method, at: position)
    #expect(answer == routing.method.defaultAnswer(fixture.path(position)))
    #expect(fixture.noChildWasCalled)
    #expect(fixture.table.calls.isEmpty)
  }

  @Test(arguments: RoutingCase.all)
  func aNodeWithoutChildrenGivesTheDefault(_ routing: RoutingCase) {
    let table = RecordingTableHost()
    let node = PropagatingTableDelegate(propagationMode: routing.mode)
    let path = TableIndexPath(row: 0, section: 0)
    #expect(
      routing.method.invoke(node, table, path, CallArguments())
        == routing.method.defaultAnswer(path))
  }

  @Test(arguments: RoutingCase.all)
  func aChildThatDoesNotAnswerGivesTheDefault(_ routing: RoutingCase) {
    let fixture = RoutingFixture(mode: routing.mode)
    let answer = fixture.call(routing.method, at: 0)
    #expect(answer == routing.method.defaultAnswer(fixture.path(0)))
    #expect(fixture.noChildWasCalled)
  }

  @Test(arguments: RoutingCase.all)
  func aChildThatAnswersHasItsAnswerReturnedAndReceivesTheSameArguments(_ routing: RoutingCase) {
    let fixture = RoutingFixture(mode: routing.mode)
    let answer = fixture.call(routing.method, at: 1)
    #expect(answer == routing.method.childAnswer(fixture.complete))
    if answer != .void {
      #expect(
        answer != routing.method.defaultAnswer(fixture.path(1)),
        "the test needs a non-default answer")
    }
    #expect(fixture.complete.calls == [fixture.expectedCall(routing.method, at: 1)])
    #expect(fixture.bare.calls.isEmpty)
  }

  @Test(arguments: RoutedMethod.sectionScoped, [0, 1, -1, 99])
  func sectionScopedMethodsInRowModeGiveTheDefaultAndCallNoChild(
    _ method: RoutedMethod, section: Int
  ) {
    let fixture = RoutingFixture(mode: .row)
    let path = TableIndexPath(row: 1, section: section)
    #expect(
      method.invoke(fixture.node, fixture.table, path, fixture.arguments)
        == method.defaultAnswer(path))
    #expect(fixture.noChildWasCalled)
  }

  @Test(arguments: [PropagatingTableDelegate.PropagationMode.section, .row])
  func didEndEditingWithoutAnIndexPathCallsNoChild(_ mode: PropagatingTableDelegate.PropagationMode)
  {
    let fixture = RoutingFixture(mode: mode)
    fixture.node.tableView(fixture.table, didEndEditingRowAt: nil)
    #expect(fixture.noChildWasCalled)
  }

  @Test(arguments: [PropagatingTableDelegate.PropagationMode.section, .row])
  func aChildsNilVetoOfSelectionIsReturned(_ mode: PropagatingTableDelegate.PropagationMode) {
    let fixture = RoutingFixture(mode: mode)
    fixture.complete.willSelect = nil
    fixture.complete.willDeselect = nil
    let path = fixture.path(1)
    #expect(fixture.node.tableView(fixture.table, willSelectRowAt: path) == nil)
    #expect(fixture.node.tableView(fixture.table, willDeselectRowAt: path) == nil)
    let table = tableID(fixture.table)
    #expect(fixture.complete.calls == [.willSelect(table, path), .willDeselect(table, path)])
  }

  @Test(arguments: [PropagatingTableDelegate.PropagationMode.section, .row])
  func aChildThatAnswersNilToAValueWithADefaultGivesTheDefault(
    _ mode: PropagatingTableDelegate.PropagationMode
  ) {
    let fixture = RoutingFixture(mode: mode)
    let child = fixture.complete
    child.canEdit = nil
    child.shouldHighlight = nil
    child.editingStyle = nil
    child.indentationLevel = nil
    child.heightForRow = nil
    child.shouldUpdateFocus = nil
    child.moveTarget = nil
    let (node, table, path) = (fixture.node, fixture.table, fixture.path(1))
    #expect(node.tableView(table, canEditRowAt: path) == false)
    #expect(node.tableView(table, shouldHighlightRowAt: path) == true)
    #expect(node.tableView(table, editingStyleForRowAt: path) == TableCellEditingStyle.none)
    #expect(node.tableView(table, indentationLevelForRowAt: path) == 0)
    #expect(node.tableView(table, heightForRowAt: path) == TableDimension.automatic)
    #expect(node.tableView(table, shouldUpdateFocusIn: focusContext(to: path)) == true)
    let proposed = CallArguments.proposedDestination
    #expect(
      node.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed)
        == proposed)
    #expect(child.calls.count == 7)
  }
}
