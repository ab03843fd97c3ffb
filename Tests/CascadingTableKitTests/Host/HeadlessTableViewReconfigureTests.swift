import CascadingTableKit
import Testing

/// `reconfigureRows(at:)`: a visible row is asked for its cell again and gets its own cell
/// back, as UIKit does since iOS 15; its height is asked again; an off-screen row waits.
@MainActor
struct HeadlessTableViewReconfigureTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// Ten rows of 20 points in a viewport of 100: rows 0–4 are visible.
  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10)
    model.rowHeight = 20
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.estimatedRowHeight = 20
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func aVisibleRowIsAskedForItsCellAgainAndGetsTheSameCellBack() throws {
    let (table, model) = makeTable()
    let cell = try #require(table.cellForRow(at: path(1)))
    let created = table.createdCellCount
    model.sections[0][1] = "changed"
    table.reconfigureRows(at: [path(1)])
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(1)) === cell)
    #expect(cell.text == "changed")
    #expect(table.createdCellCount == created)
    #expect(model.calls.filter { $0 == .cellForRow(path(1)) }.count == 1)
    #expect(model.calls.filter(\.isDisplayNotification) == [])
    #expect(table.lastAppliedUpdates == [.reconfigureRows([path(1)])])
  }

  @Test func aVisibleRowsHeightIsAskedAgain() {
    let (table, model) = makeTable()
    model.rowHeights[path(2)] = 35
    table.reconfigureRows(at: [path(2)])
    #expect(model.calls.contains(.heightForRow(path(2))))
    #expect(table.rect(forRow: path(2)).height == 35)
    #expect(table.rect(forRow: path(3)).y == 75)
  }

  @Test func anOffScreenRowIsNotAskedUntilItIsShown() {
    let (table, model) = makeTable()
    table.reconfigureRows(at: [path(8)])
    #expect(!model.calls.contains(.cellForRow(path(8))))
    #expect(!model.calls.contains(.heightForRow(path(8))))
    model.rowHeights[path(8)] = 30
    table.scrollToRow(at: path(8), at: .top, animated: false)
    #expect(model.calls.contains(.heightForRow(path(8))))
    #expect(table.rect(forRow: path(8)).height == 30)
  }

  @Test func aReconfiguredRowKeepsItsSelectionWhereAReloadClearsIt() {
    let (table, model) = makeTable()
    table.allowsMultipleSelection = true
    table.selectRow(at: path(0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [path(0), path(1)])
    table.performBatchUpdates {
      table.reconfigureRows(at: [path(0)])
      table.reloadRows(at: [path(1)], with: .none)
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.indexPathsForSelectedRows == [path(0)])
    #expect(table.cellForRow(at: path(0))?.isSelected == true)
    #expect(model.calls.contains(.cellForRow(path(0))))
  }

  @Test func aReconfiguredRowMovedByTheSameBatchIsReconfiguredWhereItLands() throws {
    let (table, model) = makeTable()
    let cell = try #require(table.cellForRow(at: path(2)))
    model.sections[0].insert("new", at: 0)
    model.sections[0][3] = "row 2 changed"
    table.performBatchUpdates {
      table.insertRows(at: [path(0)], with: .automatic)
      table.reconfigureRows(at: [path(2)])
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.cellForRow(at: path(3)) === cell)
    #expect(cell.text == "row 2 changed")
  }

  /// Issue 23, P5 (promise walk seed 412): a data source that inserts a section from the
  /// `cellForRowAt` of a reconfigured row, before dequeuing, moves the row's cell to the next
  /// section. The cell is no longer that row's own cell at the path it was asked for: neither
  /// the layout the insert runs nor the data source's own dequeue may hand it out again, or
  /// one cell shows at two rows (and stays doubled through a `reloadData()`).
  @Test func aSectionInsertedWhileARowIsReconfiguredLeavesEveryVisibleRowItsOwnCell() {
    let (table, model) = makeTable()
    var inserted = false
    // Unowned: the model holds the hook, and the test holds both to its end.
    model.onCellForRow = { [unowned model, unowned table] indexPath in
      guard !inserted, indexPath == self.path(1) else { return }
      inserted = true
      model.sections.insert(["new 0", "new 1", "new 2"], at: 0)
      table.insertSections([0], with: .none)
    }
    table.reconfigureRows(at: [path(1)])
    table.layoutIfNeeded()
    #expect(inserted)
    #expect(table.lastUpdateError == nil)
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count == 5)
    var cells: [ObjectIdentifier: TableIndexPath] = [:]
    for indexPath in visible {
      let cell = table.cellForRow(at: indexPath)
      #expect(cell?.text == model.sections[indexPath.section][indexPath.row], "at \(indexPath)")
      if let cell, let other = cells.updateValue(indexPath, forKey: ObjectIdentifier(cell)) {
        Issue.record("one cell shows at \(other) and at \(indexPath)")
      }
    }
    table.reloadData()
    table.layoutIfNeeded()
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let text = table.cellForRow(at: indexPath)?.text
      #expect(text == model.sections[indexPath.section][indexPath.row], "at \(indexPath)")
    }
  }

  /// Issue 25, P5 (promise walk seed 5600865): a data source that makes a new cell for a
  /// reconfigured row, and moves a section from that cell's `willDisplay`. The plan of the
  /// reconfiguring batch no longer says where the other reconfigured rows are; they must still
  /// be asked, wherever the move put them.
  @Test func aSectionMovedFromAReplacedCellsWillDisplayLeavesNoReconfiguredRowStale() {
    let (table, model) = makeMovingTable()
    var moved = false
    model.onDisplayNotification = { [unowned model, unowned table] call in
      guard !moved, call == .willDisplay(self.path(0, 1)) else { return }
      moved = true
      model.sections.append(model.sections.removeFirst())
      table.moveSection(0, toSection: 1)
    }
    table.reconfigureRows(at: (0..<6).map { path($0, 1) })
    #expect(moved)
    expectShowsModel(table, model)
  }

  /// The same move made from the replaced cell's `didEndDisplaying`, before the new cell is
  /// shown: the new cell is never announced at a position that names another row now.
  @Test func aSectionMovedFromAReplacedCellsDidEndDisplayingLeavesNoReconfiguredRowStale() {
    let (table, model) = makeMovingTable()
    var moved = false
    model.onDisplayNotification = { [unowned model, unowned table] call in
      guard !moved, call == .didEndDisplaying(self.path(0, 1)) else { return }
      moved = true
      model.sections.append(model.sections.removeFirst())
      table.moveSection(0, toSection: 1)
    }
    table.reconfigureRows(at: (0..<6).map { path($0, 1) })
    #expect(moved)
    expectShowsModel(table, model)
    #expect(!model.calls.contains(.willDisplay(path(0, 1))))
  }

  /// A reconfigured row below the viewport has its height asked again when it is shown, even
  /// when a display callback moved its section while the visible ones were asked.
  @Test func anOffScreenReconfiguredRowIsMeasuredAgainAfterACallbackMovedItsSection() {
    let (table, model) = makeMovingTable()
    var moved = false
    model.onDisplayNotification = { [unowned model, unowned table] call in
      guard !moved, call == .willDisplay(self.path(0, 1)) else { return }
      moved = true
      model.sections.append(model.sections.removeFirst())
      model.rowHeights = [self.path(5, 0): 35]
      table.moveSection(0, toSection: 1)
    }
    table.reconfigureRows(at: (0..<6).map { path($0, 1) })
    #expect(moved)
    table.scrollToRow(at: path(5, 0), at: .bottom, animated: false)
    #expect(table.rect(forRow: path(5, 0)).height == 35)
  }

  /// A batch that deletes a row and reconfigures one below the viewport, while a row it pulls
  /// into view inserts another row from its `willDisplay`: the batch's plan no longer says
  /// where the reconfigured row is once its layout ends, yet its height is asked again when
  /// it is shown.
  @Test func anOffScreenReconfiguredRowIsMeasuredAgainAfterABatchFromItsBatchsLayout() {
    let (table, model) = makeTable()
    table.scrollToRow(at: path(9), at: .bottom, animated: false)
    table.scrollToRow(at: path(0), at: .top, animated: false)
    table.layoutIfNeeded()
    var inserted = false
    model.onDisplayNotification = { [unowned model, unowned table] call in
      guard !inserted, call == .willDisplay(self.path(4)) else { return }
      inserted = true
      model.sections[0].append("new")
      table.insertRows(at: [self.path(9)], with: .none)
    }
    model.sections[0].remove(at: 0)
    model.rowHeights = [path(7): 35]
    table.performBatchUpdates(
      {
        table.deleteRows(at: [path(0)], with: .none)
        table.reconfigureRows(at: [path(8)])
      }, completion: nil)
    #expect(inserted)
    #expect(table.lastUpdateError == nil)
    table.scrollToRow(at: path(7), at: .bottom, animated: false)
    #expect(table.rect(forRow: path(7)).height == 35)
  }

  /// A section of one row above one of six, every row 20 points in a viewport of 100, every
  /// row measured once; the data source makes a new cell each time, and the second section's
  /// rows have new texts, for a reconfiguration to show.
  private func makeMovingTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sections: [["0.0"], (0..<6).map { "1.\($0)" }])
    model.rowHeight = 20
    model.makesNewCells = true
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.estimatedRowHeight = 20
    model.attach(to: table)
    table.scrollToRow(at: path(5, 1), at: .bottom, animated: false)
    table.scrollToRow(at: path(0), at: .top, animated: false)
    table.layoutIfNeeded()
    model.sections[1] = (0..<6).map { "1.\($0) changed" }
    model.reset()
    return (table, model)
  }

  /// Every visible row shows the model's text in a cell of its own, and every row that
  /// appeared since the model's last reset also disappeared, or is on display.
  private func expectShowsModel(
    _ table: HeadlessTableView, _ model: HostRecordingDelegate,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count == 5, sourceLocation: sourceLocation)
    var cells = Set<ObjectIdentifier>()
    for indexPath in visible {
      let cell = table.cellForRow(at: indexPath)
      #expect(
        cell?.text == model.sections[indexPath.section][indexPath.row], "at \(indexPath)",
        sourceLocation: sourceLocation)
      if let cell, !cells.insert(ObjectIdentifier(cell)).inserted {
        Issue.record("one cell shows twice, at \(indexPath)", sourceLocation: sourceLocation)
      }
    }
    let appeared = model.calls.filter { if case .willDisplay = $0 { true } else { false } }.count
    let ended = model.calls.filter { if case .didEndDisplaying = $0 { true } else { false } }.count
    #expect(appeared == ended, "every appearance ends", sourceLocation: sourceLocation)
  }
}
