import CascadingTableKit
import Testing

/// Several ``TableViewDataSource``s as the sections of one root: what DataSourceKit's author
/// declined to support, which the tree gives for free.
@MainActor
struct TableViewDataSourceSectionsTests {
  private func path(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeSection(_ ids: [Int]) -> TableViewDataSource<DeclaredItem> {
    let section = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    section.cellDeclarations = DeclaredItem.items(ids)
    return section
  }

  private func makeTable() -> HeadlessTableView {
    HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
  }

  @Test func eachDataSourceIsOneSectionOfTheRoot() {
    let sections = [makeSection([1, 2]), makeSection([]), makeSection([3])]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 0, 1])
    #expect(table.visibleCells.map(\.text) == ["item 1 v0", "item 2 v0", "item 3 v0"])
    #expect(table.cellForRow(at: path(0, 2))?.text == "item 3 v0")
    #expect(sections.map(\.index) == [0, 1, 2])
    withExtendedLifetime(root) {}
  }

  @Test func anAssignmentOutsideATransactionUpdatesItsOwnSection() {
    let sections = [makeSection([1]), makeSection([2, 3])]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
    table.layoutIfNeeded()
    let before = treeRows(table)
    let updates = sections[1].setCellDeclarations(DeclaredItem.items([3, 4]))
    expectBatchReplays(updates, from: before, on: table)
    #expect(Set(updates) == [.deleteRows([path(0, 1)]), .insertRows([path(1, 1)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.visibleCells.map(\.text) == ["item 1 v0", "item 3 v0", "item 4 v0"])
    withExtendedLifetime(root) {}
  }

  @Test func aRootTransactionMovesARowBetweenDataSources() {
    let sections = [makeSection([1, 2]), makeSection([3])]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
    table.layoutIfNeeded()
    let updates = root.performUpdates {
      sections[0].cellDeclarations = DeclaredItem.items([1])
      sections[1].cellDeclarations = DeclaredItem.items([3, 2])
    }
    #expect(updates == [.moveRow(path(1, 0), to: path(1, 1))])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map(\.text) == ["item 1 v0", "item 3 v0", "item 2 v0"])
  }

  @Test func insideATransactionAnAssignmentReturnsNoUpdatesOfItsOwn() {
    let sections = [makeSection([1])]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
    table.layoutIfNeeded()
    var own: [TableUpdate] = [.reloadSections([9])]
    let updates = root.performUpdates {
      own = sections[0].setCellDeclarations(DeclaredItem.items([1, 2]))
    }
    #expect(own.isEmpty)
    #expect(updates == [.insertRows([path(1, 0)])])
  }

  @Test func aRootTransactionInsertsADataSourceSectionAndFillsAnother() {
    let first = makeSection([1])
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first], tableView: table)
    table.layoutIfNeeded()
    let added = makeSection([5, 6])
    let before = treeRows(table)
    let updates = root.performUpdates {
      root.childDelegates.append(added)
      first.cellDeclarations = DeclaredItem.items([1, 2])
    }
    expectBatchReplays(updates, from: before, on: table)
    #expect(Set(updates) == [.insertSections([1]), .insertRows([path(1, 0)])])
    #expect(
      table.visibleCells.map(\.text) == ["item 1 v0", "item 2 v0", "item 5 v0", "item 6 v0"])
  }

  @Test func aDataSourceDeeperInATreeReloadsTheTableInsteadOfGuessingItsSection() {
    let leaf = makeSection([1])
    let table = makeTable()
    let middle = CascadingBareTableDelegate(index: 0, childDelegates: [leaf])
    middle.validateChildDelegates()
    let root = CascadingRootTableDelegate(childDelegates: [middle], tableView: table)
    leaf.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(leaf.setCellDeclarations(DeclaredItem.items([1, 2])) == [.reloadData])
    #expect(table.lastAppliedUpdates == [.reloadData])
    #expect(table.lastUpdateError == nil)
    withExtendedLifetime(root) {}
  }
}
