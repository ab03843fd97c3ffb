import CascadingTableKit
import Testing

/// A node removed from the tree outside a transaction is freed once the table reloads, while
/// the tree and the table live (P9): no record or cache of its old parent keeps it.
@MainActor
struct RemovedNodeLifetimeTests {
  @Test func aGroupOfSectionsRemovedAndReloadedIsFreed() {
    let table = makeShapeTable()
    weak var weakGroup: CascadingRootTableDelegate?
    weak var weakInner: IdentifiedSection?
    let root: CascadingRootTableDelegate
    do {
      let inner = IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 1)])
      let group = CascadingRootTableDelegate(index: 0, childDelegates: [inner])
      (weakGroup, weakInner) = (group, inner)
      root = CascadingRootTableDelegate(
        childDelegates: [group, IdentifiedSection(id: 2, rows: [IdentifiedRow(id: 2)])],
        tableView: table)
      #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0"]])
      #expect(root.performUpdates {} == [])
      root.childDelegates.removeFirst()
    }
    table.reloadData()
    #expect(shownTexts(table) == [["row 2 v0"]])
    #expect(weakGroup == nil)
    #expect(weakInner == nil)
  }

  @Test func aSectionChangedThenRemovedAndReloadedIsFreed() {
    let table = makeShapeTable()
    weak var weakSection: IdentifiedSection?
    let root: CascadingRootTableDelegate
    do {
      let section = IdentifiedSection(id: 1, rows: [IdentifiedRow(id: 1)])
      weakSection = section
      root = CascadingRootTableDelegate(
        childDelegates: [section, IdentifiedSection(id: 2, rows: [IdentifiedRow(id: 2)])],
        tableView: table)
      #expect(shownTexts(table) == [["row 1 v0"], ["row 2 v0"]])
      section.childDelegates.append(IdentifiedRow(id: 3))
      root.childDelegates.removeFirst()
    }
    table.reloadData()
    #expect(shownTexts(table) == [["row 2 v0"]])
    #expect(weakSection == nil)
  }
}
