import CascadingTableKit
import Testing

/// Records what swipe-action handlers were run, from inside their `@Sendable` closures.
@MainActor
private final class HandlerLog {
  var entries: [String] = []
}

@MainActor
struct HeadlessTableViewEditingTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func aSwipeDeleteRunsUIKitsSequenceAndDeletesTheRow() {
    let (table, model) = makeTable()
    let swiped = path(2)
    #expect(table.swipeRow(at: swiped) == ["Delete"])
    #expect(table.indexPathForSwipedRow == swiped)
    #expect(table.tapSwipeAction(at: 0))
    #expect(
      model.calls == [
        .canEdit(swiped), .trailingSwipeConfiguration(swiped), .editActions(swiped),
        .editingStyle(swiped), .titleForDeleteConfirmation(swiped), .willBeginEditing(swiped),
        .commit(.delete, swiped), .numberOfSections, .numberOfRows(0), .didEndDisplaying(swiped),
        .heightForHeader(0), .heightForRow(path(4)), .cellForRow(path(4)), .willDisplay(path(4)),
        .didEndEditing(swiped),
      ])
    #expect(table.indexPathForSwipedRow == nil)
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(table.visibleCells.map(\.text) == ["0.0", "0.1", "0.3", "0.4", "0.5"])
  }

  @Test func aRowThatCannotBeEditedDoesNotSwipe() {
    let (table, model) = makeTable()
    model.canEdit = false
    #expect(table.swipeRow(at: path(0)) == nil)
    #expect(model.calls == [.canEdit(path(0))])
  }

  @Test func aSwipeConfigurationsActionsRunTheirHandlers() {
    let (table, model) = makeTable()
    let log = HandlerLog()
    model.trailingConfiguration = TableSwipeActionsConfiguration(actions: [
      TableContextualAction(style: .normal, title: "Flag") { action, completion in
        log.entries.append(action.title ?? "")
        completion(true)
      },
      TableContextualAction(style: .destructive, title: "Trash") { _, completion in
        log.entries.append("trash")
        completion(true)
      },
    ])
    #expect(table.swipeRow(at: path(1)) == ["Flag", "Trash"])
    #expect(table.tapSwipeAction(at: 1))
    #expect(log.entries == ["trash"])
    #expect(model.calls.last == .didEndEditing(path(1)))
    #expect(table.fullySwipeRow(at: path(3)))
    #expect(log.entries == ["trash", "Flag"])
  }

  @Test func legacyEditActionsShowWhenNoConfigurationIsGiven() {
    let (table, model) = makeTable()
    let log = HandlerLog()
    model.editActions = [
      TableRowAction(style: .normal, title: "More") { _, indexPath in
        log.entries.append("more \(indexPath)")
      }
    ]
    #expect(table.swipeRow(at: path(0)) == ["More"])
    #expect(!table.tapSwipeAction(at: 3))
    #expect(table.tapSwipeAction(at: 0))
    #expect(log.entries == ["more [0, 0]"])
    #expect(!table.fullySwipeRow(at: path(1)))
    #expect(table.indexPathForSwipedRow == path(1))
  }

  @Test func endingOrReplacingASwipeTellsTheDelegate() {
    let (table, model) = makeTable()
    table.swipeRow(at: path(0))
    table.swipeRow(at: path(1))
    table.endSwipe()
    let editingCalls = model.calls.filter {
      switch $0 {
      case .willBeginEditing, .didEndEditing: return true
      default: return false
      }
    }
    #expect(
      editingCalls == [
        .willBeginEditing(path(0)), .didEndEditing(path(0)), .willBeginEditing(path(1)),
        .didEndEditing(path(1)),
      ])
  }

  @Test func aLeadingSwipeOffersOnlyTheLeadingConfiguration() {
    let (table, model) = makeTable()
    #expect(table.swipeRow(at: path(0), from: .leading) == nil)
    #expect(model.calls == [.canEdit(path(0)), .leadingSwipeConfiguration(path(0))])
  }

  @Test func editingModeShowsControlsAndCommitsTheRowsStyle() {
    let (table, model) = makeTable()
    table.setEditing(true, animated: false)
    #expect(table.isEditing)
    #expect(table.visibleCells.filter(\.isEditing).count == 5)
    #expect(table.renderText(width: 20).hasPrefix("  (-) 0.0\n  (-) 0.1"))
    #expect(table.swipeRow(at: path(0)) == nil)
    model.reset()
    #expect(table.tapEditingControl(forRowAt: path(0)) == .delete)
    #expect(
      model.calls.prefix(3) == [
        .canEdit(path(0)), .editingStyle(path(0)), .commit(.delete, path(0)),
      ])
    #expect(table.numberOfRows(inSection: 0) == 9)
    model.editingStyle = TableCellEditingStyle.none
    #expect(table.tapEditingControl(forRowAt: path(0)) == nil)
    table.isEditing = false
    #expect(table.visibleCells.filter(\.isEditing).isEmpty)
    #expect(table.tapEditingControl(forRowAt: path(0)) == nil)
  }

  @Test func aReorderRunsUIKitsSequenceAndMovesTheRowWithItsCellAndSelection() throws {
    let (table, model) = makeTable()
    table.isEditing = true
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    let cell = try #require(table.cellForRow(at: path(1)))
    model.reset()
    #expect(table.reorderRow(from: path(1), to: path(3)) == path(3))
    #expect(
      model.calls == [
        .canMove(path(1)), .targetIndexPathForMove(path(1), path(3)), .moveRow(path(1), path(3)),
      ])
    #expect(table.cellForRow(at: path(3)) === cell)
    #expect(table.indexPathsForSelectedRows == [path(3)])
    #expect(table.visibleCells.map(\.text) == ["0.0", "0.2", "0.3", "0.1", "0.4"])
  }

  @Test func aReorderCanEmptyASectionAndFillAnother() {
    let model = HostRecordingDelegate(sections: [["only"], []])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.isEditing = true
    #expect(table.reorderRow(from: path(0), to: path(0, 1)) == path(0, 1))
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(table.rect(forRow: path(0, 1)) == TableRect(x: 0, y: 0, width: 100, height: 20))
    #expect(table.cellForRow(at: path(0, 1))?.text == "only")
    #expect(model.sections == [[], ["only"]])
  }

  @Test func aReorderHonoursTheDelegatesTargetAndRefusals() {
    let (table, model) = makeTable()
    #expect(table.reorderRow(from: path(0), to: path(1)) == nil)
    #expect(model.calls.isEmpty)
    table.isEditing = true
    model.moveTarget = { _, _ in TableIndexPath(row: 4, section: 0) }
    #expect(table.reorderRow(from: path(0), to: path(1)) == path(4))
    #expect(model.calls.last == .moveRow(path(0), path(4)))
    #expect(model.sections[0].prefix(5) == ["0.1", "0.2", "0.3", "0.4", "0.0"])
    #expect(table.reorderRow(from: path(0), to: path(10)) == nil)
    model.canMove = false
    model.reset()
    #expect(table.reorderRow(from: path(0), to: path(1)) == nil)
    #expect(model.calls == [.canMove(path(0))])
  }
}
