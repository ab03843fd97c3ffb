import CascadingTableKit
import Testing

/// Every duplicate identity a transaction or an assignment creates is one ``TableProblem`` on
/// the table's channel, naming the identity, the node and the rows where it is (issue 23,
/// item 5).
@MainActor
struct DuplicateReportTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func shown(_ rowIDs: [[Int]]) -> (TransactionTestTree, HeadlessTableView) {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
    let tree = TransactionTestTree(rowIDs, table: table)
    table.layoutIfNeeded()
    return (tree, table)
  }

  private func texts(_ table: HeadlessTableView) -> [String?] {
    table.layoutIfNeeded()
    return table.visibleCells.map(\.text)
  }

  @Test func aRowInsertedWithTheIdentityOfARowStayingInAnotherSectionIsReportedOnce() {
    let (tree, table) = shown([[1, 2], [3]])
    tree.root.performUpdates {
      tree.sections[1].childDelegates.append(IdentifiedRow(id: 1))
    }
    #expect(table.problems.count == 1)
    let problem = table.problems.first
    #expect(problem?.differenceError?.identifier == "1")
    #expect(problem?.rows == [path(0, 0), path(1, 1)])
    #expect(
      problem?.differenceError?.kind == .rowInSeveralSections(rows: [path(0, 0), path(1, 1)]))
    #expect(problem?.node == TableProblem.Node(typeName: "CascadingRootTableDelegate", path: []))
    #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 3 v0", "row 1 v0"])
    // Still there, and reported already: a later transaction does not report it again.
    tree.root.performUpdates { tree.sections[0].childDelegates.append(IdentifiedRow(id: 9)) }
    #expect(table.problems.count == 1)
    #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 9 v0", "row 3 v0", "row 1 v0"])
  }

  @Test func aRowInsertedIntoOneSectionWhileAnotherIsReloadedIsComparedWithItsRows() {
    let (tree, table) = shown([[1, 2], [3]])
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 7), at: 1)
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 7), at: 1)
    }
    tree.root.performUpdates {
      tree.sections[0].childDelegates.insert(IdentifiedRow(id: 5), at: 0)
      tree.sections[1].childDelegates.insert(IdentifiedRow(id: 5), at: 0)
    }
    #expect(
      table.problems.map(\.differenceError?.kind) == [
        .duplicateRows(rows: [path(0, 1), path(0, 2)]),
        .rowInSeveralSections(rows: [path(0, 0), path(1, 0)]),
      ])
    #expect(
      texts(table) == [
        "row 5 v0", "row 1 v0", "row 7 v0", "row 7 v0", "row 2 v0", "row 5 v0", "row 3 v0",
      ])
  }

  @Test func duplicatesTheTableShowedFromItsFirstLoadAreReportedByTheFirstTransactionOnce() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
    let tree = TransactionTestTree([[1, 1, 2], [3]], table: table)
    tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: []))
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.problems.isEmpty)
    // The first transaction comparing the root's sections reports theirs.
    for round in 1...2 {
      tree.root.performUpdates {
        tree.root.childDelegates.append(IdentifiedSection(id: 200 + round, rows: []))
      }
      #expect(
        table.problems.map(\.differenceError?.kind) == [.duplicateSections(sections: [0, 2])],
        "round \(round)")
    }
    // The first comparing section 0's rows reports its.
    for round in 1...2 {
      tree.root.performUpdates {
        tree.sections[0].childDelegates.append(IdentifiedRow(id: 10 + round))
      }
      #expect(
        table.problems.map(\.differenceError?.kind) == [
          .duplicateSections(sections: [0, 2]), .duplicateRows(rows: [path(0, 0), path(0, 1)]),
        ], "round \(round)")
    }
    #expect(
      texts(table) == [
        "row 1 v0", "row 1 v0", "row 2 v0", "row 11 v0", "row 12 v0", "row 3 v0",
      ])
  }

  @Test func aCheckedTransactionThrowsTheDuplicateItPutsOnTheChannel() {
    let (tree, table) = shown([[1, 2], [3]])
    var thrown: TableDifferenceError?
    do {
      try tree.root.performUpdatesChecked {
        tree.sections[1].childDelegates.append(IdentifiedRow(id: 3))
      }
    } catch {
      thrown = error
    }
    #expect(thrown != nil)
    #expect(table.problems.map(\.differenceError) == [thrown])
    #expect(table.problems.first?.rows == [path(1, 0), path(1, 1)])
    #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 3 v0", "row 3 v0"])
  }

  @Test func aTreeWithoutATableKeepsItsProblemsUntilItIsPreparedForOne() {
    let tree = TransactionTestTree([[1, 2], [3]], table: nil)
    tree.root.performUpdates { tree.sections[1].childDelegates.append(IdentifiedRow(id: 1)) }
    let kept = tree.root.problemsWithoutTable
    #expect(
      kept.map(\.differenceError?.kind) == [.rowInSeveralSections(rows: [path(0, 0), path(1, 1)])])
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    tree.root.prepare(tableView: table)
    #expect(table.problems == kept)
    #expect(tree.root.problemsWithoutTable.isEmpty)
    #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 3 v0", "row 1 v0"])
  }

  @Test func duplicateSectionsMadeByARootTransactionAreReportedOnceInEitherBuild() {
    for findsEvery in [false, true] {
      let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
      PropagatingTableDelegate.findsEveryDuplicateIdentifier = findsEvery
      defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
      let (tree, table) = shown([[1], [2]])
      var applied: [[TableUpdate]] = []
      applied.append(
        tree.root.performUpdates {
          tree.root.childDelegates.append(IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 3)]))
        })
      #expect(table.problems.count == 1, "finds every duplicate: \(findsEvery)")
      #expect(
        table.problems.first?.differenceError?.kind == .duplicateSections(sections: [0, 2]))
      #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 3 v0"])
      // A later change elsewhere is diffed, not a reload, and reports nothing new.
      applied.append(
        tree.root.performUpdates { tree.sections[1].childDelegates.append(IdentifiedRow(id: 4)) })
      #expect(applied.last == [.insertRows([path(1, 1)])], "finds every duplicate: \(findsEvery)")
      #expect(table.problems.count == 1)
      #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 4 v0", "row 3 v0"])
      // So is a change of the root's own sections while the two still share the identifier.
      applied.append(
        tree.root.performUpdates {
          tree.root.childDelegates.append(IdentifiedSection(id: 104, rows: [IdentifiedRow(id: 5)]))
        })
      #expect(applied.last == [.insertSections([3])], "finds every duplicate: \(findsEvery)")
      #expect(table.problems.count == 1)
      #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 4 v0", "row 3 v0", "row 5 v0"])
    }
  }

  @Test func aDuplicateAmongDeclaredCellsNamesItsSectionRowsAndDataSource() {
    for insideTransaction in [false, true] {
      let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
      let declared = TableViewDataSource<DeclaredItem>(
        binderFromDeclaration: DeclaredItem.binder)
      let root = CascadingRootTableDelegate(
        index: 0,
        childDelegates: [IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 1)]), declared])
      root.prepare(tableView: table)
      table.layoutIfNeeded()
      if insideTransaction {
        root.performUpdates { declared.cellDeclarations = DeclaredItem.items([4, 4]) }
      } else {
        declared.cellDeclarations = DeclaredItem.items([4, 4])
      }
      let rows = [path(1, 0), path(1, 1)]
      #expect(table.problems.count == 1, "inside a transaction: \(insideTransaction)")
      let problem = table.problems.first
      #expect(problem?.rows == rows)
      #expect(problem?.section == 1)
      #expect(problem?.differenceError?.kind == .duplicateRows(rows: rows))
      #expect(problem?.differenceError?.identifier == "4")
      #expect(
        problem?.node
          == TableProblem.Node(typeName: "TableViewDataSource<DeclaredItem>", path: [1]))
      #expect(texts(table) == ["row 1 v0", "item 4 v0", "item 4 v0"])
    }
  }

  @Test func aRowInsertedIntoAGroupWithTheIdentityOfARowOfAnUntouchedSiblingGroupIsReported() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
    let first = ModelGroup(id: 10, children: [IdentifiedRow(id: 1), IdentifiedRow(id: 2)])
    let second = ModelGroup(id: 11, children: [IdentifiedRow(id: 3)])
    let section = ModelGroup(id: 100, children: [first, second])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    table.layoutIfNeeded()
    root.performUpdates { second.childDelegates.append(IdentifiedRow(id: 1)) }
    #expect(
      table.problems.map(\.differenceError?.kind) == [
        .duplicateRows(rows: [path(0, 0), path(0, 3)])
      ])
    #expect(table.problems.first?.section == 0)
    #expect(texts(table) == ["row 1 v0", "row 2 v0", "row 3 v0", "row 1 v0"])
  }
}
