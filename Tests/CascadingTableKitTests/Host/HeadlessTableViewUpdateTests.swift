import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewUpdateTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable(sections: Int = 1, rows: Int = 10, height: Double = 100)
    -> (HeadlessTableView, HostRecordingDelegate)
  {
    let model = HostRecordingDelegate(sectionCount: sections, rowsPerSection: rows)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: height))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func insertingARowShiftsSelectionAndCellsAndPushesTheLastRowOutUnderItsNewPosition() throws
  {
    let (table, model) = makeTable()
    table.selectRow(at: path(2), animated: false, scrollPosition: .none)
    let cellOfRow2 = try #require(table.cellForRow(at: path(2)))
    model.sections[0].insert("new", at: 1)
    table.insertRows(at: [path(1)], with: .automatic)
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 0) == 11)
    #expect(table.indexPathsForSelectedRows == [path(3)])
    #expect(table.cellForRow(at: path(3)) === cellOfRow2)
    #expect(table.cellForRow(at: path(1))?.text == "new")
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplaying(path(5)), .willDisplay(path(1)),
      ])
    #expect(table.lastAppliedUpdates == [.insertRows([path(1)])])
  }

  @Test func deletingAVisibleRowEndsDisplayingItUnderItsOldPosition() {
    let (table, model) = makeTable()
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [path(1)], with: .fade)
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplaying(path(1)), .willDisplay(path(4)),
      ])
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleCells.map(\.text) == ["0.0", "0.2", "0.3", "0.4", "0.5"])
  }

  @Test func reloadingARowGivesItANewCellAndDropsItsSelection() {
    let (table, model) = makeTable()
    table.selectRow(at: path(0), animated: false, scrollPosition: .none)
    model.sections[0][0] = "fresh"
    table.reloadRows(at: [path(0)], with: .none)
    #expect(table.cellForRow(at: path(0))?.text == "fresh")
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(model.calls.contains(.cellForRow(path(0))))
  }

  @Test func aBatchAppliesAllItsChangesTogetherAndCompletesWithTrue() {
    let (table, model) = makeTable(sections: 2, rows: 3, height: 400)
    var completed: Bool?
    table.performBatchUpdates(
      {
        model.sections[0].remove(at: 0)
        model.sections[1].append("1.3")
        model.sections.append(["2.0"])
        table.deleteRows(at: [path(0)], with: .automatic)
        table.insertRows(at: [path(3, 1)], with: .automatic)
        table.insertSections([2], with: .automatic)
      }, completion: { completed = $0 })
    #expect(completed == true)
    #expect(table.numberOfSections == 3)
    #expect(table.visibleCells.map(\.text) == ["0.1", "0.2", "1.0", "1.1", "1.2", "1.3", "2.0"])
  }

  @Test func anInconsistentUpdateIsReportedAndTheTableReloads() {
    let (table, model) = makeTable()
    var reported: [TableUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    table.selectRow(at: path(0), animated: false, scrollPosition: .none)
    model.sections[0].append("x")
    model.sections[0].append("y")
    var completed: Bool?
    table.performBatchUpdates(
      { table.insertRows(at: [path(10)], with: .automatic) }, completion: { completed = $0 })
    #expect(completed == false)
    let error = table.lastUpdateError
    #expect(error != nil)
    #expect(reported == [error].compactMap { $0 })
    let description = error?.description ?? ""
    #expect(description.contains("invalid number of rows in section 0"))
    #expect(description.contains("(12)"))
    #expect(description.contains("(10)"))
    #expect(table.numberOfRows(inSection: 0) == 12)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleCells.map(\.text) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
  }

  @Test func theCheckedBatchThrowsTheTypedError() {
    let (table, model) = makeTable()
    model.sections[0].remove(at: 0)
    #expect(throws: TableUpdateError.self) {
      try table.performBatchUpdatesChecked {
        table.deleteRows(at: [path(0), path(0)], with: .automatic)
      }
    }
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(table.lastUpdateError != nil)
    #expect(throws: TableUpdateError.self) {
      try table.applyUpdatesChecked([.deleteRows([path(50)])])
    }
  }

  @Test func movingARowKeepsItsCellAndSelection() throws {
    let (table, model) = makeTable(sections: 2, rows: 3, height: 400)
    table.selectRow(at: path(0), animated: false, scrollPosition: .none)
    let cell = try #require(table.cellForRow(at: path(0)))
    let text = model.sections[0].remove(at: 0)
    model.sections[1].insert(text, at: 1)
    table.moveRow(at: path(0), to: path(1, 1))
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(1, 1)) === cell)
    #expect(table.indexPathsForSelectedRows == [path(1, 1)])
    #expect(model.calls.filter(\.isDisplayNotification).isEmpty)
  }

  @Test func deletingASectionEndsItsHeaderAndRows() {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 1)
    model.headerTitles = [0: "A", 1: "B"]
    let table = HeadlessTableView()
    table.rowHeight = 20
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    model.sections.remove(at: 0)
    model.headerTitles = [0: "B"]
    table.deleteSections([0], with: .automatic)
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplayingHeader(0), .didEndDisplaying(path(0)),
      ])
    #expect(table.headerView(forSection: 0)?.text == "B")
    #expect(table.renderText(width: 10) == "== B\n  1.0")
  }

  // MARK: Updates before the first load

  @Test func anUpdateBeforeTheFirstLoadIsJudgedAgainstTheCountsTheTableAsksFor() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    model.attach(to: table)
    var reported: [TableUpdateError] = []
    table.updateErrorHandler = { reported.append($0) }
    model.sections[0].append("late")
    table.insertRows(at: [path(10)], with: .automatic)
    let error = table.lastUpdateError
    #expect(error != nil)
    #expect(reported.count == 1)
    #expect(error?.description.contains("invalid number of rows in section 0") == true)
    #expect(table.numberOfRows(inSection: 0) == 11)
    #expect(table.lastAppliedUpdates == [.reloadData])
  }

  @Test func aBatchBeforeTheFirstLoadCountsTheRowsBeforeItsClosureRuns() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    model.attach(to: table)
    var completed: Bool?
    table.performBatchUpdates(
      {
        model.sections[0].insert("new", at: 0)
        table.insertRows(at: [path(0)], with: .automatic)
      }, completion: { completed = $0 })
    #expect(completed == true)
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.insertRows([path(0)])])
    #expect(table.visibleCells.map(\.text) == ["new", "0.0", "0.1", "0.2", "0.3"])
  }

  @Test func theCheckedUpdateThrowsBeforeTheFirstLoadToo() {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 3)
    let table = HeadlessTableView()
    model.attach(to: table)
    model.sections.remove(at: 1)
    // The table first learns of one section, so deleting the second is deleting nothing.
    #expect(throws: TableUpdateError.self) {
      try table.applyUpdatesChecked([.deleteSections([1])])
    }
    #expect(table.numberOfSections == 1)
    #expect(table.lastUpdateError != nil)
  }

  // MARK: Rejected updates

  /// Rows 10–13 are measured again at the next layout, so they stay where they were.
  @Test func aRejectedUpdateKeepsTheOffsetButNeitherTheMeasuredHeightsNorTheSelection() throws {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 40)
    model.rowHeight = 30
    model.estimatedRowHeight = 44
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    model.attach(to: table)
    table.contentOffset = 44 * 10
    table.selectRow(at: path(11), animated: false, scrollPosition: .none)
    let rectBefore = table.rect(forRow: path(11))
    let visibleBefore = table.indexPathsForVisibleRows
    let sizeBefore = table.contentSize
    #expect(visibleBefore == [path(10), path(11), path(12), path(13)])
    model.sections[0].append("extra")
    #expect(throws: TableUpdateError.self) {
      try table.applyUpdatesChecked([])
    }
    #expect(table.contentOffset == 440)
    #expect(table.rect(forRow: path(11)) == rectBefore)
    #expect(table.indexPathsForVisibleRows == visibleBefore)
    #expect(table.contentSize.height == sizeBefore.height + 44)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: path(11))?.isSelected == false)
  }
}
