import CascadingTableKit
import Testing

/// The focus-with-coordinator and primary-action drivers: exact calls in order, defaults, and
/// rows that do not exist reaching nobody.
@MainActor
struct FocusAndPrimaryActionDriverTests {
  private let first = TableIndexPath(row: 0, section: 0)
  private let second = TableIndexPath(row: 1, section: 0)
  private let missing = TableIndexPath(row: 9, section: 0)

  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 5)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func focusWithACoordinatorCallsBothSignaturesThenRunsItsAnimations() {
    let (table, model) = makeTable()
    let coordinator = TableFocusAnimationCoordinator()
    var ran: [String] = []
    coordinator.addCoordinatedAnimations(
      { ran.append("animation") }, completion: { ran.append("done") })
    #expect(table.moveFocus(to: second, with: coordinator))
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: nil, nextFocusedIndexPath: second)
    #expect(
      model.calls == [
        .canFocus(second), .shouldUpdateFocus(context), .didUpdateFocus(context),
        .didUpdateFocusWithCoordinator(context, ObjectIdentifier(coordinator)),
        .selectionFollowsFocus(second),
      ])
    #expect(ran == ["animation", "done"])
    #expect(coordinator.hasRunAnimations)
    #expect(table.focusedIndexPath == second)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func selectionFollowsFocusFromTheTableWhenTheDelegateDoesNotSay() {
    let (table, model) = makeTable()
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.selectionFollowsFocus = true
    #expect(table.moveFocus(to: second, with: TableFocusAnimationCoordinator()))
    #expect(
      Array(model.calls.drop(while: { $0 != .selectionFollowsFocus(second) })) == [
        .selectionFollowsFocus(second), .willSelect(second), .willDeselect(first),
        .didDeselect(first), .didSelect(second),
      ])
    #expect(table.indexPathsForSelectedRows == [second])
  }

  @Test func theDelegatesAnswerOverridesTheTablesSelectionFollowsFocus() {
    let (table, model) = makeTable()
    table.selectionFollowsFocus = true
    model.selectionFollowsFocus = false
    #expect(table.moveFocus(to: second, with: TableFocusAnimationCoordinator()))
    #expect(table.indexPathsForSelectedRows == nil)
    table.selectionFollowsFocus = false
    model.selectionFollowsFocus = true
    #expect(table.moveFocus(to: first, with: TableFocusAnimationCoordinator()))
    #expect(table.indexPathsForSelectedRows == [first])
  }

  @Test func aVetoedFocusMoveRunsNoAnimationAndSelectsNothing() {
    let (table, model) = makeTable()
    model.shouldUpdateFocus = false
    model.selectionFollowsFocus = true
    let coordinator = TableFocusAnimationCoordinator()
    #expect(!table.moveFocus(to: second, with: coordinator))
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: nil, nextFocusedIndexPath: second)
    #expect(model.calls == [.canFocus(second), .shouldUpdateFocus(context)])
    #expect(!coordinator.hasRunAnimations)
  }

  @Test func focusOnAMissingRowReachesNobody() {
    let (table, model) = makeTable()
    let coordinator = TableFocusAnimationCoordinator()
    #expect(!table.moveFocus(to: missing, with: coordinator))
    #expect(model.calls.isEmpty)
    #expect(!coordinator.hasRunAnimations)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "moveFocus(to:with:)", indexPath: missing)
      ])
  }

  @Test func thePrimaryActionFollowsTheSelection() {
    let (table, model) = makeTable()
    #expect(table.performPrimaryAction(forRowAt: second))
    #expect(
      model.calls == [
        .shouldHighlight(second), .didHighlight(second), .willSelect(second), .didSelect(second),
        .canPerformPrimaryAction(second), .performPrimaryAction(second), .didUnhighlight(second),
      ])
    #expect(table.indexPathsForSelectedRows == [second])
  }

  @Test func thePrimaryActionIsPerformedEvenWhenTheSelectionIsVetoed() {
    let (table, model) = makeTable()
    model.willSelectAnswer = { _ in nil }
    #expect(table.performPrimaryAction(forRowAt: second))
    #expect(
      model.calls == [
        .shouldHighlight(second), .didHighlight(second), .willSelect(second),
        .canPerformPrimaryAction(second), .performPrimaryAction(second), .didUnhighlight(second),
      ])
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func noPrimaryActionWhenTheDelegateRefusesOrWhileEditingByDefault() {
    let (table, model) = makeTable()
    model.canPerformPrimaryAction = false
    #expect(!table.performPrimaryAction(forRowAt: second))
    #expect(!model.calls.contains(.performPrimaryAction(second)))
    model.canPerformPrimaryAction = nil
    table.allowsSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    model.reset()
    #expect(!table.performPrimaryAction(forRowAt: first))
    #expect(model.calls.contains(.canPerformPrimaryAction(first)))
    #expect(!model.calls.contains(.performPrimaryAction(first)))
    model.canPerformPrimaryAction = true
    #expect(table.performPrimaryAction(forRowAt: second))
  }

  @Test func aTapThatDeselectsPerformsNoPrimaryAction() {
    let (table, model) = makeTable()
    table.allowsMultipleSelection = true
    table.selectRow(at: second, animated: false, scrollPosition: .none)
    #expect(!table.performPrimaryAction(forRowAt: second))
    #expect(
      model.calls == [
        .shouldHighlight(second), .didHighlight(second), .willDeselect(second),
        .didDeselect(second), .didUnhighlight(second),
      ])
  }

  @Test func tapRowAsksNothingAboutPrimaryActions() {
    let (table, model) = makeTable()
    table.tapRow(at: second)
    #expect(!model.calls.contains(.canPerformPrimaryAction(second)))
  }

  @Test func aPrimaryActionOnAMissingRowReachesNobody() {
    let (table, model) = makeTable()
    #expect(!table.performPrimaryAction(forRowAt: missing))
    #expect(model.calls.isEmpty)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "performPrimaryAction(forRowAt:)", indexPath: missing)
      ])
  }
}
