import CascadingTableKit
import Testing

/// The drag and drop drivers: exact calls in order, the session and coordinator values, a
/// local move applied by the data source's move rules, the drawing of a drag, and rows that do
/// not exist reaching nobody.
@MainActor
struct DragAndDropDriverTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 3)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  /// The texts the table shows, in order, read from its cells.
  private func shownTexts(_ table: HeadlessTableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: TableIndexPath(row: $0, section: section))?.text ?? "?"
      }
    }
  }

  @Test func aDragAsksItemsThenThePreviewAndAddsRows() throws {
    let (table, model) = makeTable()
    let item = TableDragItem(suggestedName: "a")
    model.dragItems = [item]
    let point = TablePoint(x: 1, y: 2)
    let session = try #require(table.beginDrag(fromRowAt: path(1), at: point))
    let id = ObjectIdentifier(session)
    #expect(model.calls == [.itemsForBeginning(id, path(1)), .dragPreviewParameters(path(1))])
    #expect(session.items.map(ObjectIdentifier.init) == [ObjectIdentifier(item)])
    #expect(session.sourceIndexPath == path(1))
    #expect(session.location == point)
    #expect(table.dragSession === session)
    let added = TableDragItem(suggestedName: "b")
    model.addedDragItems = [added]
    model.reset()
    let tap = TablePoint(x: 5, y: 45)
    #expect(table.addRowToDrag(at: path(2), point: tap))
    #expect(model.calls == [.itemsForAddingTo(id, path(2), tap), .dragPreviewParameters(path(2))])
    #expect(session.items.map(ObjectIdentifier.init) == [item, added].map(ObjectIdentifier.init))
    let line = table.renderText(width: 30).split(separator: "\n")[1]
    #expect(line == ("  0.1" + String(repeating: " ", count: 30 - 5 - 12) + "<dragging 2>")[...])
    #expect(table.cancelDrag())
    #expect(table.dragSession == nil)
    #expect(!table.cancelDrag())
  }

  @Test func noItemsMeansNoDrag() {
    let (table, model) = makeTable()
    #expect(table.beginDrag(fromRowAt: path(0)) == nil)
    #expect(model.calls.count == 1)
    #expect(table.dragSession == nil)
    model.dragItems = []
    #expect(table.beginDrag(fromRowAt: path(0)) == nil)
    #expect(table.dragSession == nil)
    #expect(!table.addRowToDrag(at: path(1)))
    #expect(model.calls.count == 2)
  }

  private func makeHookTable() -> (HeadlessTableView, DragHookDelegate) {
    let model = DragHookDelegate(sections: [["0.0", "0.1", "0.2"], ["1.0", "1.1", "1.2"]])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 20
    table.register(TableCell.self, forCellReuseIdentifier: "row")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return (table, model)
  }

  @Test func aDelegateThatRemovesTheDraggedRowLeavesADragWithoutASource() throws {
    let (table, model) = makeHookTable()
    model.itemsForBeginning = { [unowned model, unowned table] indexPath in
      model.sections[indexPath.section].remove(at: indexPath.row)
      table.deleteRows(at: [indexPath], with: .none)
      return [TableDragItem()]
    }
    let session = try #require(table.beginDrag(fromRowAt: path(1)))
    #expect(session.sourceIndexPath == nil)
    #expect(model.calls == ["itemsForBeginning"])
    model.proposal = TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    #expect(table.drop(at: path(0, 1)))
    #expect(model.calls == ["itemsForBeginning", "dropSessionDidUpdate", "performDrop"])
    #expect(shownTexts(table) == [["0.0", "0.2"], ["1.0", "1.1", "1.2"]])
  }

  @Test func aDragSourceFollowsItsRowThroughAnUpdate() throws {
    let (table, model) = makeHookTable()
    model.itemsForBeginning = { _ in [TableDragItem()] }
    let session = try #require(table.beginDrag(fromRowAt: path(2)))
    model.sections[0].insert("new", at: 0)
    table.insertRows(at: [path(0)], with: .none)
    #expect(session.sourceIndexPath == path(3))
    model.proposal = TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    #expect(table.drop(at: path(0)))
    #expect(model.sections == [["0.2", "new", "0.0", "0.1"], ["1.0", "1.1", "1.2"]])
    #expect(shownTexts(table) == model.sections)
  }

  @Test func aLocalMoveDropAppliesTheMoveThroughTheDataSource() throws {
    let (table, model) = makeHookTable()
    model.itemsForBeginning = { _ in [TableDragItem()] }
    let session = try #require(table.beginDrag(fromRowAt: path(0)))
    let proposal = TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    model.proposal = proposal
    var seen: (TableIndexPath?, TableDropProposal, Bool, Int)?
    model.performDrop = { coordinator in
      seen = (
        coordinator.destinationIndexPath, coordinator.proposal,
        coordinator.session.localDragSession === session, coordinator.session.items.count
      )
    }
    #expect(table.drop(at: path(1, 1), point: TablePoint(x: 0, y: 90)))
    #expect(
      model.calls == [
        "itemsForBeginning", "dragPreview", "dropSessionDidUpdate", "performDrop", "moveRow 0.0",
      ])
    #expect(seen?.0 == path(1, 1))
    #expect(seen?.1 == proposal)
    #expect(seen?.2 == true)
    #expect(seen?.3 == 1)
    #expect(model.sections == [["0.1", "0.2"], ["1.0", "0.0", "1.1", "1.2"]])
    #expect(shownTexts(table) == model.sections)
    #expect(table.dragSession == nil)
  }

  @Test func aDelegateThatMovesTheRowItselfDuringTheDropIsNotMovedAgain() throws {
    let (table, model) = makeHookTable()
    model.itemsForBeginning = { _ in [TableDragItem()] }
    table.beginDrag(fromRowAt: path(0))
    model.proposal = TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    model.performDrop = { [unowned model, unowned table] _ in
      model.sections[0].swapAt(0, 2)
      table.reloadData()
    }
    #expect(table.drop(at: path(2)))
    #expect(!model.calls.contains("moveRow 0.0"))
    #expect(model.sections == [["0.2", "0.1", "0.0"], ["1.0", "1.1", "1.2"]])
    #expect(shownTexts(table) == model.sections)
  }

  @Test func aCopyDropPerformsWithoutMoving() {
    let (table, model) = makeTable()
    model.dragItems = [TableDragItem()]
    table.beginDrag(fromRowAt: path(0))
    model.dropProposal = TableDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    model.reset()
    #expect(table.drop(at: path(2)))
    #expect(model.calls.count == 3)
    #expect(model.calls[1] == .dropPreviewParameters(path(2)))
    #expect(model.sections == [["0.0", "0.1", "0.2"], ["1.0", "1.1", "1.2"]])
  }

  @Test func noProposalOrAForbiddenOneEndsTheDragWithoutADrop() {
    let (table, model) = makeTable()
    model.dragItems = [TableDragItem()]
    table.beginDrag(fromRowAt: path(0))
    model.reset()
    #expect(!table.drop(at: path(2)))
    #expect(model.calls.count == 1)
    #expect(table.dragSession == nil)
    table.beginDrag(fromRowAt: path(0))
    model.dropProposal = TableDropProposal(operation: .forbidden)
    model.reset()
    #expect(!table.drop(at: nil))
    #expect(model.calls.count == 1)
    if case .dropSessionDidUpdate(_, nil) = model.calls[0] {} else { Issue.record("no update") }
  }

  @Test func driversGivenMissingRowsReachNobody() {
    let (table, model) = makeTable()
    model.dragItems = [TableDragItem()]
    model.dropProposal = TableDropProposal(operation: .move)
    #expect(table.beginDrag(fromRowAt: path(3)) == nil)
    #expect(table.addRowToDrag(at: path(0, 2)) == false)
    #expect(table.drop(at: path(4)) == false)
    #expect(model.calls.isEmpty)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "beginDrag(fromRowAt:at:)", indexPath: path(3)),
        .indexPathOutOfRange(call: "addRowToDrag(at:point:)", indexPath: path(0, 2)),
        .indexPathOutOfRange(call: "drop(at:point:)", indexPath: path(4)),
      ])
  }
}
