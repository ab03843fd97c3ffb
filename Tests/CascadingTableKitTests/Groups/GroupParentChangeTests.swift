import CascadingTableKit
import Testing

/// Issue 23, item 10: a group that changes parent, is prepared before it is inserted, or has
/// its `index` set by hand and repaired routes and answers `tableRange` by where it is now.
@MainActor
struct GroupParentChangeTests {
  @Test func aGroupHoldingADataSourcePreparedBeforeInsertionAnswersItsTableRange() {
    let table = makeShapeTable()
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()
    let declared = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    declared.cellDeclarations = DeclaredItem.items([10, 11])
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [declared])
    group.prepare(tableView: table)
    root.performUpdates { section.childDelegates.append(group) }
    #expect(group.tableRange == 1..<3)
    #expect(declared.tableRange == 1..<3)
    #expect(shownTexts(table) == [["row 1 v0", "item 10 v0", "item 11 v0"]])
  }

  @Test func aDataSourcePreparedBeforeInsertionAnswersItsTableRange() {
    let table = makeShapeTable()
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()
    let declared = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    declared.cellDeclarations = DeclaredItem.items([10, 11])
    declared.prepare(tableView: table)
    root.performUpdates { section.childDelegates.append(declared) }
    #expect(declared.tableRange == 1..<3)
    #expect(shownTexts(table) == [["row 1 v0", "item 10 v0", "item 11 v0"]])
  }

  @Test func aGroupMovedToBeASectionRoutesItsOwnRows() {
    let table = makeShapeTable()
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 2), IdentifiedRow(id: 3)])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"]])
    root.performUpdates {
      section.childDelegates.removeLast()
      root.childDelegates.append(group)
    }
    #expect(group.tableRange == 1..<2)
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0", "row 3 v0"]])
    table.reloadData()
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0", "row 3 v0"]])
  }

  @Test func aSectionMovedIntoAGroupRoutesByItsRangeThere() {
    let table = makeShapeTable()
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    let first = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let second = IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 2), IdentifiedRow(id: 3)])
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0", "row 3 v0"]])
    root.performUpdates {
      root.childDelegates.removeLast()
      group.childDelegates.append(second)
    }
    #expect(second.tableRange == 1..<3)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"]])
  }

  @Test func aGroupMovedBetweenSectionsRoutesByItsNewRange() {
    let table = makeShapeTable()
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 5), IdentifiedRow(id: 6)])
    let first = IdentifiedSection(id: 0, rows: [group])
    let second = IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 2), IdentifiedRow(id: 3)])
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    #expect(shownTexts(table) == [["row 5 v0", "row 6 v0"], ["row 2 v0", "row 3 v0"]])
    root.performUpdates {
      first.childDelegates.removeAll()
      second.childDelegates.append(group)
    }
    #expect(group.tableRange == 2..<4)
    #expect(shownTexts(table) == [[], ["row 2 v0", "row 3 v0", "row 5 v0", "row 6 v0"]])
  }

  @Test func anIndexSetByHandAndRepairedRoutesAgainAfterAReload() {
    let table = makeShapeTable()
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 2), IdentifiedRow(id: 3)])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let other = IdentifiedSection(id: 1, rows: [])
    let root = CascadingRootTableDelegate(childDelegates: [section, other], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"], []])
    group.index = 5
    root.performUpdates { other.childDelegates.append(IdentifiedRow(id: 4)) }
    table.reloadData()
    _ = shownTexts(table)
    section.validateChildDelegates()
    table.reloadData()
    #expect(group.tableRange == 1..<3)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"], ["row 4 v0"]])
    withExtendedLifetime(root) {}
  }

  @Test func aGroupHoldingABlockMovedToBeASectionDiffsItsRowsAfterwards() {
    let table = makeShapeTable()
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    let block = PromiseBlock(id: 5, count: 3, version: 0, fillsSections: false)
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 2), block, IdentifiedRow(id: 3)])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table).map(\.count) == [6])
    root.performUpdates {
      section.childDelegates.removeLast()
      root.childDelegates.append(group)
    }
    #expect(shownTexts(table).map(\.count) == [1, 5])
    let updates = root.performUpdates {
      block.count = 0
      block.setNeedsUpdate()
    }
    #expect(table.lastUpdateError == nil)
    #expect(updates.count == 1)
    #expect(table.lastAppliedUpdates == updates)
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0", "row 3 v0"]])
  }

  @Test func aSectionHoldingABlockMovedIntoAGroupDiffsItsRowsAfterwards() {
    let table = makeShapeTable()
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    let block = PromiseBlock(id: 5, count: 3, version: 0, fillsSections: false)
    let moved = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 2), block, IdentifiedRow(id: 3)])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)])
    let root = CascadingRootTableDelegate(childDelegates: [section, moved], tableView: table)
    #expect(shownTexts(table).map(\.count) == [1, 5])
    // Recorded as a section, and checked as one, before it moves.
    root.performUpdates {
      block.count = 2
      block.setNeedsUpdate()
    }
    #expect(shownTexts(table).map(\.count) == [1, 4])
    root.performUpdates {
      root.childDelegates.removeLast()
      section.childDelegates.append(moved)
    }
    #expect(shownTexts(table).map(\.count) == [5])
    let updates = root.performUpdates {
      block.count = 0
      block.setNeedsUpdate()
    }
    #expect(table.lastUpdateError == nil)
    #expect(updates.count == 1)
    #expect(table.lastAppliedUpdates == updates)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"]])
  }
}
