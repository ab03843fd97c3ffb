import CascadingTableKit
import Testing

/// Row estimates for the tests that change the table from `heightForRowAt`: without one, a
/// section delegate answers a row's estimate with its exact height, so the change happens while
/// the table loads; with one, it happens during the layout that follows.
private let rowEstimates: [Double?] = [nil, 44]

/// Delegates that reshape the table from inside a callback the table is making during its own
/// layout: the table never traps, ends up showing what its data source now reports, and keeps
/// its display callbacks balanced. These are the reproductions of issue 8.
@MainActor
struct HeadlessTableViewReentrancyTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A table over a root of sections of ``CallbackRow``s, with a ledger of its display calls.
  private struct Fixture {
    let table: HeadlessTableView
    let root: LedgerRoot
    let sections: [CascadingSectionTableDelegate]
    let ledger = DisplayLedger()

    @MainActor
    init(rows: [[CallbackRow]], viewportHeight: Double = 400) {
      table = HeadlessTableView(viewportSize: TableSize(width: 100, height: viewportHeight))
      var sections: [CascadingSectionTableDelegate] = []
      for (index, sectionRows) in rows.enumerated() {
        sections.append(CascadingSectionTableDelegate(index: index, childDelegates: sectionRows))
      }
      self.sections = sections
      root = LedgerRoot(index: 0, childDelegates: sections)
      root.ledger = ledger
      root.prepare(tableView: table)
    }

    /// The texts of the visible cells, in order.
    @MainActor
    var visibleTexts: [String] { table.visibleCells.map { $0.text ?? "" } }

    /// Checks the display callbacks are balanced and match the visible cells.
    @MainActor
    func expectBalanced(_ comment: Comment? = nil) {
      #expect(ledger.faults.isEmpty, comment)
      var visible = Set<ObjectIdentifier>()
      for cell in table.visibleCells { visible.insert(ObjectIdentifier(cell)) }
      #expect(ledger.shownCells == visible, comment)
    }
  }

  private func rows(_ prefix: String, _ count: Int, height: Double? = 50, estimate: Double? = nil)
    -> [CallbackRow]
  {
    (0..<count).map { CallbackRow("\(prefix)\($0)", height: height, estimate: estimate) }
  }

  @Test(arguments: rowEstimates)
  func aRowEmptyingTheRootFromItsHeightWhileTheTableLoadsOrLaysOutLeavesAnEmptyTable(
    estimate: Double?
  ) {
    let sectionRows = rows("a", 3, estimate: estimate)
    let fixture = Fixture(rows: [sectionRows, rows("b", 2, estimate: estimate)])
    fixture.root.reloadOnChildDelegatesChanged = true
    let root = fixture.root
    sectionRows[0].onHeight = { _, _ in
      sectionRows[0].onHeight = nil
      root.childDelegates = []
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfSections == 0)
    #expect(fixture.table.indexPathsForVisibleRows == nil)
    #expect(fixture.table.contentSize.height == 0)
    fixture.expectBalanced()
  }

  @Test(arguments: rowEstimates)
  func aRowRemovingTheRowsAfterItFromItsHeightKeepsOnlyItself(estimate: Double?) {
    let sectionRows = rows("a", 5, estimate: estimate)
    let fixture = Fixture(rows: [sectionRows])
    let section = fixture.sections[0]
    section.reloadModeOnChildDelegatesChanged = .whole
    sectionRows[0].onHeight = { _, _ in
      sectionRows[0].onHeight = nil
      section.childDelegates.removeSubrange(1...)
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfRows(inSection: 0) == 1)
    #expect(fixture.table.indexPathsForVisibleRows == [path(0)])
    #expect(fixture.visibleTexts == ["a0"])
    #expect(fixture.table.contentSize.height == 50)
    fixture.expectBalanced()
  }

  @Test(arguments: rowEstimates)
  func aRowRemovingItselfAndTheNextRowFromItsHeightLeavesTheOthers(estimate: Double?) {
    let sectionRows = rows("a", 4, estimate: estimate)
    let fixture = Fixture(rows: [sectionRows])
    let section = fixture.sections[0]
    section.reloadModeOnChildDelegatesChanged = .whole
    sectionRows[1].onHeight = { _, _ in
      sectionRows[1].onHeight = nil
      section.childDelegates.removeSubrange(1...2)
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
    #expect(fixture.table.indexPathsForVisibleRows == [path(0), path(1)])
    #expect(fixture.visibleTexts == ["a0", "a3"])
    fixture.expectBalanced()
  }

  @Test func aSelfSizingRowDroppingASectionFromItsCellLaysOutTheSectionsLeft() {
    let first = rows("a", 2, height: nil)
    let fixture = Fixture(rows: [first, rows("b", 2, height: nil), rows("c", 2, height: nil)])
    let root = fixture.root
    first[1].onCell = { table, _ in
      first[1].onCell = nil
      root.childDelegates.removeLast()
      table.reloadData()
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfSections == 2)
    #expect(fixture.visibleTexts == ["a0", "a1", "b0", "b1"])
    #expect(fixture.table.contentSize.height == 4 * 44)
    fixture.expectBalanced()
  }

  @Test func aReloadFromInsideACellRequestDisplaysEachVisibleRowOnce() {
    let sectionRows = rows("a", 3)
    let fixture = Fixture(rows: [sectionRows])
    sectionRows[1].onCell = { table, _ in
      sectionRows[1].onCell = nil
      table.reloadData()
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.indexPathsForVisibleRows == [path(0), path(1), path(2)])
    #expect(fixture.ledger.shownCells.count == 3)
    fixture.expectBalanced()
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    fixture.expectBalanced()
  }

  @Test func rowsBelowAFooterHoldingTheOffsetAreVisibleWhileTheRowAboveIsStillEstimated() {
    // Rows answer no estimate of their own, so the table's 44 is used.
    let automatic = TableDimension.automatic
    let fixture = Fixture(
      rows: [rows("a", 1, estimate: automatic), rows("b", 4, estimate: automatic)],
      viewportHeight: 100)
    let footer = FooterSection(
      index: 0, childDelegates: [CallbackRow("a0", height: 50, estimate: automatic)])
    fixture.root.childDelegates[0] = footer
    let table = fixture.table
    table.estimatedRowHeight = 44
    table.estimatedSectionFooterHeight = 0
    table.reloadData()
    table.contentOffset = 47
    #expect(table.contentOffset == 47)
    #expect(table.indexPathsForVisibleRows == [path(0, 1), path(1, 1)])
    #expect(table.footerView(forSection: 0) != nil)
  }

  @Test func aLoadMoreRowReplacingItsSectionFromDidSelectLeavesTheNewRowsOnScreen() {
    let sectionRows = rows("a", 3)
    let fixture = Fixture(rows: [sectionRows])
    let section = fixture.sections[0]
    section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    sectionRows[2].onSelect = { _, _ in
      section.childDelegates = (0..<5).map { CallbackRow("b\($0)", height: 50) }
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.tapRow(at: path(2)) == path(2))
    #expect(fixture.table.numberOfRows(inSection: 0) == 5)
    #expect(fixture.visibleTexts == ["b0", "b1", "b2", "b3", "b4"])
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.table.lastAppliedUpdates == [.reloadSections([0])])
    fixture.expectBalanced()
  }

  @Test func aCommitThatRemovesTheRowAndReloadsLeavesTheOtherRows() {
    let sectionRows = rows("a", 4)
    let fixture = Fixture(rows: [sectionRows])
    let section = fixture.sections[0]
    section.reloadModeOnChildDelegatesChanged = .whole
    sectionRows[1].onCommit = { _, _, indexPath in
      section.childDelegates.remove(at: indexPath.row)
    }
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.tapEditingControl(forRowAt: path(1)) == .delete)
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
    #expect(fixture.visibleTexts == ["a0", "a2", "a3"])
    #expect(fixture.table.visibleCells.map(\.isEditing) == [true, true, true])
    fixture.expectBalanced()
  }

  @Test func aReloadThatGrowsTheContentDuringALayoutKeepsTheRequestedOffset() {
    let sectionRows = rows("a", 2, estimate: 50)
    let fixture = Fixture(rows: [sectionRows], viewportHeight: 100)
    let section = fixture.sections[0]
    section.reloadModeOnChildDelegatesChanged = .whole
    sectionRows[0].onHeight = { _, _ in
      sectionRows[0].onHeight = nil
      section.childDelegates += (2..<12).map { CallbackRow("a\($0)", height: 50, estimate: 50) }
    }
    // 300 is past the end of two rows; the reload during the layout makes it reachable.
    fixture.table.contentOffset = 300
    #expect(fixture.table.contentOffset == 300)
    #expect(fixture.table.indexPathsForVisibleRows == [path(6), path(7)])
    fixture.expectBalanced()
  }

  @Test func anUpdateFromADidEndDisplayingAReloadAnnouncesIsPartOfThatReload() throws {
    let sectionRows = rows("a", 3)
    let fixture = Fixture(rows: [sectionRows])
    let section = fixture.sections[0]
    fixture.table.layoutIfNeeded()
    var reported: [TableUpdateError] = []
    fixture.table.updateErrorHandler = { reported.append($0) }
    sectionRows[0].onDidEndDisplaying = { table, _, _ in
      sectionRows[0].onDidEndDisplaying = nil
      // The reload has not read its counts yet and will count the new row: the insert is part
      // of it, not judged against the counts the table had before the reload.
      section.childDelegates.append(CallbackRow("late", height: 50))
      table.insertRows(at: [TableIndexPath(row: 3, section: 0)], with: .fade)
    }
    fixture.table.reloadData()
    #expect(reported.isEmpty)
    #expect(fixture.table.lastUpdateError == nil)
    #expect(fixture.table.numberOfRows(inSection: 0) == 4)
    #expect(fixture.visibleTexts == ["a0", "a1", "a2", "late"])
    fixture.expectBalanced()
  }

  @Test func aScrollFromInsideWillDisplayLaysOutAtTheNewOffset() {
    let sectionRows = rows("a", 20)
    let fixture = Fixture(rows: [sectionRows], viewportHeight: 100)
    sectionRows[0].onWillDisplay = { table, _, _ in
      sectionRows[0].onWillDisplay = nil
      table.scrollToRow(at: TableIndexPath(row: 10, section: 0), at: .top, animated: false)
    }
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.contentOffset == 500)
    #expect(fixture.table.indexPathsForVisibleRows == [path(10), path(11)])
    fixture.expectBalanced()
  }
}

/// A root that records every row display call in a ledger before routing it: the calls reach
/// the root whatever the tree holds by then, unlike a row delegate a change removed.
@MainActor
private final class LedgerRoot: CascadingRootTableDelegate {
  var ledger: DisplayLedger?

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    ledger?.willDisplay(cell, at: indexPath)
    super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell,
    forRowAt indexPath: TableIndexPath
  ) {
    ledger?.didEndDisplaying(cell, at: indexPath)
    super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
}

/// A section whose footer is 8 points high.
@MainActor
private final class FooterSection: CascadingSectionTableDelegate {
  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    section == index ? 8 : nil
  }
}
