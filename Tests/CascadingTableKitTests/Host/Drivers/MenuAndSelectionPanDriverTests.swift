import CascadingTableKit
import Testing

/// The context-menu and multiple-selection drivers: exact calls in order, the menu's state and
/// drawing, and rows that do not exist reaching nobody.
@MainActor
struct MenuAndSelectionPanDriverTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable(sections: Int = 1) -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: sections, rowsPerSection: 3)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func aConfigurationOpensTheMenuAndAnActionRunsAfterItCloses() {
    let (table, model) = makeTable()
    var chosen: [String] = []
    var menuOpenInHandler: Bool?
    let configuration = TableContextMenuConfiguration(actions: [
      TableMenuAction(title: "Copy") { chosen.append($0.title) },
      TableMenuAction(title: "Report") { [weak table] in
        chosen.append($0.title)
        menuOpenInHandler = table?.indexPathForContextMenu != nil
      },
    ])
    model.contextMenuConfiguration = configuration
    let point = TablePoint(x: 3, y: 25)
    #expect(table.openContextMenu(forRowAt: path(1), at: point) === configuration)
    #expect(model.calls == [.contextMenuConfiguration(path(1), point)])
    #expect(table.indexPathForContextMenu == path(1))
    #expect(table.contextMenuConfiguration === configuration)
    let menuLine = "  0.1" + String(repeating: " ", count: 40 - 5 - 15) + "{Copy} {Report}"
    #expect(table.renderText(width: 40).split(separator: "\n")[1] == menuLine[...])
    #expect(table.chooseContextMenuAction(at: 1))
    #expect(chosen == ["Report"])
    #expect(menuOpenInHandler == false)
    #expect(table.indexPathForContextMenu == nil)
    #expect(!table.chooseContextMenuAction(at: 0))
  }

  @Test func noConfigurationOpensNoMenu() {
    let (table, model) = makeTable()
    #expect(table.openContextMenu(forRowAt: path(2)) == nil)
    #expect(model.calls == [.contextMenuConfiguration(path(2), TablePoint(x: 0, y: 0))])
    #expect(table.indexPathForContextMenu == nil)
    #expect(!table.dismissContextMenu())
  }

  @Test func disabledOrMissingActionsDoNothingAndDismissCloses() {
    let (table, model) = makeTable()
    var ran = false
    model.contextMenuConfiguration = TableContextMenuConfiguration(actions: [
      TableMenuAction(title: "Off", isDisabled: true) { _ in ran = true }
    ])
    table.openContextMenu(forRowAt: path(0))
    #expect(!table.chooseContextMenuAction(at: 0))
    #expect(!table.chooseContextMenuAction(at: 1))
    #expect(!ran)
    #expect(table.indexPathForContextMenu == path(0))
    #expect(table.dismissContextMenu())
    #expect(table.indexPathForContextMenu == nil)
  }

  @Test func theMenuFollowsItsRowAndClosesWhenTheRowGoes() {
    let (table, model) = makeTable()
    model.contextMenuConfiguration = TableContextMenuConfiguration(actions: [])
    table.openContextMenu(forRowAt: path(1))
    model.sections[0].insert("new", at: 0)
    table.insertRows(at: [path(0)], with: .none)
    #expect(table.indexPathForContextMenu == path(2))
    model.sections[0].remove(at: 2)
    table.deleteRows(at: [path(2)], with: .none)
    #expect(table.indexPathForContextMenu == nil)
    table.openContextMenu(forRowAt: path(0))
    table.reloadData()
    #expect(table.indexPathForContextMenu == nil)
  }

  @Test func aMenuOnAMissingRowReachesNobody() {
    let (table, model) = makeTable()
    model.contextMenuConfiguration = TableContextMenuConfiguration(actions: [])
    #expect(table.openContextMenu(forRowAt: path(7)) == nil)
    #expect(model.calls.isEmpty)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "openContextMenu(forRowAt:at:)", indexPath: path(7))
      ])
  }

  @Test func aPanAsksThenEntersEditingThenSelectsEachRowItCrosses() {
    let (table, model) = makeTable(sections: 2)
    table.allowsMultipleSelectionDuringEditing = true
    model.shouldBeginMultipleSelection = true
    let selected = table.panToSelectRows(from: path(1, 0), to: path(0, 1))
    #expect(selected == [path(1, 0), path(2, 0), path(0, 1)])
    #expect(table.isEditing)
    let interaction = model.calls.filter {
      switch $0 {
      case .shouldBeginMultipleSelection, .didBeginMultipleSelection, .willSelect, .didSelect:
        return true
      default: return false
      }
    }
    #expect(
      interaction == [
        .shouldBeginMultipleSelection(path(1, 0)), .didBeginMultipleSelection(path(1, 0)),
        .willSelect(path(1, 0)), .didSelect(path(1, 0)), .willSelect(path(2, 0)),
        .didSelect(path(2, 0)), .willSelect(path(0, 1)), .didSelect(path(0, 1)),
      ])
    #expect(model.calls.first == .shouldBeginMultipleSelection(path(1, 0)))
    #expect(table.indexPathsForSelectedRows == [path(1, 0), path(2, 0), path(0, 1)])
  }

  @Test func aPanBackwardsSkipsSelectedRowsAndHonoursVetoes() {
    let (table, model) = makeTable()
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    model.shouldBeginMultipleSelection = true
    model.willSelectAnswer = { $0 == path(0) ? nil : $0 }
    model.reset()
    #expect(table.panToSelectRows(from: path(2), to: path(0)) == [path(2)])
    #expect(
      model.calls == [
        .shouldBeginMultipleSelection(path(2)), .didBeginMultipleSelection(path(2)),
        .willSelect(path(2)), .didSelect(path(2)), .willSelect(path(0)),
      ])
  }

  @Test func noPanWithoutPermission() {
    let (table, model) = makeTable()
    #expect(table.panToSelectRows(from: path(0), to: path(2)).isEmpty)
    #expect(model.calls.isEmpty)
    table.allowsMultipleSelectionDuringEditing = true
    #expect(table.panToSelectRows(from: path(0), to: path(2)).isEmpty)
    #expect(model.calls == [.shouldBeginMultipleSelection(path(0))])
    #expect(!table.isEditing)
  }

  @Test func aPanOverAMissingRowReachesNobody() {
    let (table, model) = makeTable()
    table.allowsMultipleSelectionDuringEditing = true
    model.shouldBeginMultipleSelection = true
    #expect(table.panToSelectRows(from: path(0), to: path(5)).isEmpty)
    #expect(model.calls.isEmpty)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "panToSelectRows(from:to:)", indexPath: path(5))
      ])
  }
}
