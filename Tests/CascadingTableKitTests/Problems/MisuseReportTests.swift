import CascadingTableKit
import Testing

/// Misuse is never silent: each one is a ``TableProblem`` on the table's channel at the time
/// it happens, and the table stays consistent (issue 23, items 7 and 10).
@MainActor
struct MisuseReportTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func outOfRange(_ call: String, _ indexPath: TableIndexPath) -> TableProblem {
    TableProblem(
      kind: .diagnostic(.indexPathOutOfRange(call: call, indexPath: indexPath)),
      section: indexPath.section, rows: [indexPath])
  }

  @Test func everyDriverGivenARowThatDoesNotExistReportsItOnce() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 500))
    let tree = TransactionTestTree([[1, 2]], table: table)
    table.layoutIfNeeded()
    let missing = path(0, 2)
    let elsewhere = path(3, 0)
    #expect(table.tapAccessoryButton(forRowAt: missing) == false)
    #expect(table.swipeRow(at: missing) == nil)
    #expect(table.fullySwipeRow(at: elsewhere) == false)
    #expect(table.showMenu(forRowAt: missing) == nil)
    #expect(table.performMenuAction(.copy, forRowAt: missing) == false)
    #expect(table.moveFocus(to: missing) == false)
    table.setEditing(true, animated: false)
    #expect(table.tapEditingControl(forRowAt: missing) == nil)
    #expect(table.reorderRow(from: missing, to: path(0, 0)) == nil)
    #expect(table.reorderRow(from: path(0, 0), to: elsewhere) == nil)
    #expect(
      table.problems == [
        outOfRange("tapAccessoryButton(forRowAt:)", missing),
        outOfRange("swipeRow(at:from:)", missing),
        outOfRange("swipeRow(at:from:)", elsewhere),
        outOfRange("showMenu(forRowAt:offering:)", missing),
        outOfRange("performMenuAction(_:forRowAt:sender:)", missing),
        outOfRange("moveFocus(to:)", missing),
        outOfRange("tapEditingControl(forRowAt:)", missing),
        outOfRange("reorderRow(from:to:)", missing),
        TableProblem(
          kind: .diagnostic(.invalidMoveDestination(from: path(0, 0), to: elsewhere)),
          section: elsewhere.section, rows: [elsewhere]),
      ])
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 2 v0"])
    withExtendedLifetime(tree) {}
  }

  @Test func aReleasedRootIsReportedWhenTheTableNextAsksAnythingOncePerRoot() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 500))
    for round in 1...2 {
      do {
        let tree = TransactionTestTree([[1, 2]], table: table)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        withExtendedLifetime(tree) {}
      }
      // No reload: the next question the table is asked finds the root gone.
      #expect(table.numberOfSections == 0, "round \(round)")
      #expect(table.visibleCells.isEmpty)
      #expect(table.tapRow(at: path(0, 0)) == nil)
      #expect(table.problems.filter { $0.diagnostic == .dataSourceReleased }.count == round)
    }
  }

  @Test func everyUntoldEditIsReportedNotOnlyTheFirstOfANode() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 500))
    let tree = TransactionTestTree([[1], [2, 3, 4]], table: table)
    table.layoutIfNeeded()
    for round in 1...2 {
      // The default `.none` mode: the table is not told.
      tree.sections[1].childDelegates.remove(at: 0)
      tree.root.performUpdates {}
      let untold = table.problems.filter {
        $0.diagnostic
          == .treeChangedWithoutTellingTable(nodeType: "IdentifiedSection", nodeIndex: 1)
      }
      #expect(untold.count == round)
      #expect(untold.last?.node == TableProblem.Node(typeName: "IdentifiedSection", path: [1]))
    }
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 4 v0"])
  }

  @Test func anUntoldEditOfASectionInAGroupOfSectionsIsReported() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 500))
    let section = IdentifiedSection(id: 101, rows: [IdentifiedRow(id: 1)])
    let group = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [group])
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    section.childDelegates.append(IdentifiedRow(id: 2))
    root.performUpdates {}
    #expect(
      table.problems.map(\.diagnostic) == [
        .treeChangedWithoutTellingTable(nodeType: "IdentifiedSection", nodeIndex: 0)
      ])
    #expect(
      table.problems.first?.node == TableProblem.Node(typeName: "IdentifiedSection", path: [0, 0]))
    #expect(table.visibleCells.map(\.text) == ["row 1 v0", "row 2 v0"])
  }

  @Test func aBlockWhoseSpanChangedUntoldIsReportedWhenTheTableAsksForItsRows() {
    // Rows 20 high, block rows 30 and 31: the block starts below a viewport of 50.
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 50))
    let block = CountingBlock(id: 7, count: 2)
    let section = ModelGroup(
      id: 100, children: [IdentifiedRow(id: 1), IdentifiedRow(id: 2), IdentifiedRow(id: 3), block])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    table.layoutIfNeeded()
    #expect(table.problems.isEmpty)
    block.count = 1
    table.scrollToRow(at: path(0, 4), at: .bottom, animated: false)
    let spans = table.problems.filter {
      if case .spanChangedWithoutTellingTable = $0.diagnostic { return true }
      return false
    }
    #expect(
      spans.map(\.diagnostic) == [
        .spanChangedWithoutTellingTable(
          nodeType: "CountingBlock", nodeIndex: 3, shownSpan: 2, span: 1)
      ])
    #expect(spans.first?.node == TableProblem.Node(typeName: "CountingBlock", path: [0, 3]))
    #expect(spans.first?.section == 0)
    // Told with a reload, the table shows the block's one row.
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 4)
  }
}
