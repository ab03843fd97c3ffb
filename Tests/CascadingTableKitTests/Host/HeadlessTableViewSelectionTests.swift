import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewSelectionTests {
  private let first = TableIndexPath(row: 0, section: 0)
  private let second = TableIndexPath(row: 1, section: 0)
  private let third = TableIndexPath(row: 2, section: 0)

  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 5)
    let table = HeadlessTableView()
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func aTapRunsUIKitsHighlightAndSelectSequence() {
    let (table, model) = makeTable()
    table.tapRow(at: first)
    model.reset()
    let selected = table.tapRow(at: second)
    #expect(selected == second)
    #expect(
      model.calls == [
        .shouldHighlight(second), .didHighlight(second), .willSelect(second),
        .willDeselect(first), .didDeselect(first), .didSelect(second), .didUnhighlight(second),
      ])
    #expect(table.indexPathsForSelectedRows == [second])
    #expect(table.cellForRow(at: second)?.isSelected == true)
    #expect(table.cellForRow(at: first)?.isSelected == false)
    #expect(table.cellForRow(at: second)?.isHighlighted == false)
  }

  @Test func tappingTheSelectedRowSelectsItAgainAsUIKitDoes() {
    let (table, model) = makeTable()
    table.tapRow(at: first)
    model.reset()
    table.tapRow(at: first)
    #expect(
      model.calls == [
        .shouldHighlight(first), .didHighlight(first), .willSelect(first), .didSelect(first),
        .didUnhighlight(first),
      ])
    #expect(table.indexPathForSelectedRow == first)
  }

  @Test func aHighlightVetoEndsTheTap() {
    let (table, model) = makeTable()
    model.shouldHighlight = false
    #expect(table.tapRow(at: first) == nil)
    #expect(model.calls == [.shouldHighlight(first)])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func aWillSelectVetoKeepsTheSelection() {
    let (table, model) = makeTable()
    table.tapRow(at: first)
    model.willSelectAnswer = { _ in nil }
    model.reset()
    #expect(table.tapRow(at: second) == nil)
    #expect(
      model.calls == [
        .shouldHighlight(second), .didHighlight(second), .willSelect(second),
        .didUnhighlight(second),
      ])
    #expect(table.indexPathsForSelectedRows == [first])
  }

  @Test func aWillSelectRedirectSelectsTheOtherRow() {
    let (table, model) = makeTable()
    model.willSelectAnswer = { _ in TableIndexPath(row: 2, section: 0) }
    #expect(table.tapRow(at: first) == third)
    #expect(
      model.calls == [
        .shouldHighlight(first), .didHighlight(first), .willSelect(first), .didSelect(third),
        .didUnhighlight(first),
      ])
    #expect(table.indexPathsForSelectedRows == [third])
  }

  @Test func aWillDeselectVetoKeepsThePreviousRowSelected() {
    let (table, model) = makeTable()
    table.tapRow(at: first)
    model.willDeselectAnswer = { _ in nil }
    table.tapRow(at: second)
    #expect(table.indexPathsForSelectedRows == [first, second])
  }

  @Test func withMultipleSelectionATapTogglesTheRow() {
    let (table, model) = makeTable()
    table.allowsMultipleSelection = true
    table.tapRow(at: first)
    table.tapRow(at: second)
    #expect(table.indexPathsForSelectedRows == [first, second])
    model.reset()
    table.tapRow(at: first)
    #expect(
      model.calls == [
        .shouldHighlight(first), .didHighlight(first), .willDeselect(first),
        .didDeselect(first), .didUnhighlight(first),
      ])
    #expect(table.indexPathsForSelectedRows == [second])
  }

  @Test func selectionSettingsGateTaps() {
    let (table, model) = makeTable()
    table.allowsSelection = false
    #expect(table.tapRow(at: first) == nil)
    #expect(model.calls.isEmpty)
    table.allowsSelection = true
    table.isEditing = true
    model.reset()
    #expect(table.tapRow(at: first) == nil)
    #expect(model.calls.isEmpty)
    table.allowsSelectionDuringEditing = true
    #expect(table.tapRow(at: first) == first)
    #expect(table.tapRow(at: TableIndexPath(row: 9, section: 0)) == nil)
  }

  @Test func programmaticSelectionCallsNoDelegateMethod() {
    let (table, model) = makeTable()
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.selectRow(at: second, animated: true, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [second])
    table.deselectRow(at: second, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    table.allowsMultipleSelection = true
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.selectRow(at: third, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [first, third])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(model.calls.isEmpty)
  }

  @Test func selectingWithAScrollPositionScrollsToTheRow() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 100)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 10
    model.attach(to: table)
    let target = TableIndexPath(row: 50, section: 0)
    table.selectRow(at: target, animated: false, scrollPosition: .top)
    #expect(table.contentOffset == 500)
    #expect(table.cellForRow(at: target)?.isSelected == true)
  }
}
