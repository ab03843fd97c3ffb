import CascadingTableKit
import Testing

/// Issue 23, item 10: a root used as a group of sections, prepared as an added node should be,
/// leaves the table to the top of its tree.
@MainActor
struct NestedRootPreparationTests {
  @Test func preparingARootUsedAsAGroupOfSectionsLeavesTheTableToTheTop() {
    let table = makeShapeTable()
    let root = CascadingRootTableDelegate(
      childDelegates: [IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)])], tableView: table)
    table.layoutIfNeeded()
    let inner = CascadingRootTableDelegate(
      index: 0, childDelegates: [IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 2)])])
    var finished: Bool?
    let updates = root.performUpdates(
      {
        root.childDelegates.append(inner)
        inner.prepare(tableView: table)
      }, completion: { finished = $0 })
    #expect(table.dataSource === root)
    #expect(table.delegate === root)
    #expect(updates == [.insertSections([1])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(finished == true)
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0"]])
  }

  @Test func aRootPreparedBeforeItJoinsAnotherRootHandsTheTableBackToTheTop() {
    let table = makeShapeTable()
    let root = CascadingRootTableDelegate(
      childDelegates: [IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)])], tableView: table)
    table.layoutIfNeeded()
    let inner = CascadingRootTableDelegate(
      index: 0, childDelegates: [IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 2)])])
    inner.prepare(tableView: table)
    var finished: Bool?
    let updates = root.performUpdates(
      { root.childDelegates.append(inner) }, completion: { finished = $0 })
    #expect(table.dataSource === root)
    #expect(table.delegate === root)
    // The table was told to load its data source anew when the inner root took it over: the
    // batch is folded into that load.
    #expect(updates == table.lastAppliedUpdates)
    #expect(finished != nil)
    #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0"]])
  }
}
