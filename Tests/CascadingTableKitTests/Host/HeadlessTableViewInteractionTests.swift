import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewInteractionTests {
  private let row = TableIndexPath(row: 1, section: 0)

  private func makeTable(sections: Int = 1) -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: sections, rowsPerSection: 5)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func tappingTheAccessoryButtonTellsTheDelegate() {
    let (table, model) = makeTable()
    #expect(table.tapAccessoryButton(forRowAt: row))
    #expect(!table.tapAccessoryButton(forRowAt: TableIndexPath(row: 9, section: 0)))
    #expect(model.calls == [.accessoryButtonTapped(row)])
  }

  @Test func theMenuShowsOnlyWhenAllowedAndListsPerformableActions() {
    let (table, model) = makeTable()
    #expect(table.showMenu(forRowAt: row) == nil)
    #expect(model.calls == [.shouldShowMenu(row)])
    model.shouldShowMenu = true
    model.performableActions = [.copy, .delete]
    model.reset()
    #expect(table.showMenu(forRowAt: row) == [.copy, .delete])
    #expect(
      model.calls == [.shouldShowMenu(row)]
        + HeadlessTableView.standardMenuActions.map { .canPerformAction($0, row) })
  }

  @Test func aMenuActionIsPerformedOnlyWhenTheDelegateCanPerformIt() {
    let (table, model) = makeTable()
    model.shouldShowMenu = true
    model.performableActions = [.copy]
    #expect(table.performMenuAction(.copy, forRowAt: row))
    #expect(!table.performMenuAction(.paste, forRowAt: row))
    #expect(
      model.calls == [
        .shouldShowMenu(row), .canPerformAction(.copy, row), .performAction(.copy, row),
        .shouldShowMenu(row), .canPerformAction(.paste, row),
      ])
  }

  @Test func focusMovesThroughCanFocusShouldUpdateAndDidUpdate() {
    let (table, model) = makeTable()
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: nil, nextFocusedIndexPath: row)
    #expect(table.moveFocus(to: row))
    #expect(model.calls == [.canFocus(row), .shouldUpdateFocus(context), .didUpdateFocus(context)])
    #expect(table.focusedIndexPath == row)
    model.shouldUpdateFocus = false
    #expect(!table.moveFocus(to: TableIndexPath(row: 2, section: 0)))
    #expect(table.focusedIndexPath == row)
    model.canFocus = false
    model.reset()
    #expect(!table.moveFocus(to: TableIndexPath(row: 3, section: 0)))
    #expect(model.calls == [.canFocus(TableIndexPath(row: 3, section: 0))])
  }

  @Test func focusGoesToThePreferredRowElseTheFirstVisibleOne() {
    let (table, model) = makeTable()
    #expect(table.focusPreferredRow())
    #expect(table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    model.preferredFocus = TableIndexPath(row: 3, section: 0)
    #expect(table.focusPreferredRow())
    #expect(table.focusedIndexPath == TableIndexPath(row: 3, section: 0))
  }

  @Test func aSectionIndexTitleScrollsToItsSection() {
    let model = HostRecordingDelegate(sectionCount: 4, rowsPerSection: 5)
    model.indexTitles = ["A", "B", "C", "D"]
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    #expect(table.sectionIndexTitles == ["A", "B", "C", "D"])
    #expect(table.tapSectionIndexTitle(at: 2) == 2)
    #expect(model.calls.contains(.sectionForSectionIndexTitle("C", 2)))
    #expect(table.contentOffset == 200)
    #expect(table.indexPathsForVisibleRows?.first == TableIndexPath(row: 0, section: 2))
    model.sectionForIndexTitle = 1
    #expect(table.tapSectionIndexTitle(at: 3) == 1)
    #expect(table.contentOffset == 100)
    #expect(table.tapSectionIndexTitle(at: 4) == nil)
  }
}
