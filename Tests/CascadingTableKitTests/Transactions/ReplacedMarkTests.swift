import CascadingTableKit
import Testing

/// Issue 23, item 10: a node that said it changed in place (`setNeedsUpdate()`) and was then
/// replaced by an instance of equal content in the same transaction is still refreshed.
@MainActor
struct ReplacedMarkTests {
  @Test func aNodeMarkedChangedAndReplacedByAnEqualInstanceIsStillRefreshed() {
    let table = makeShapeTable()
    let marked = RetitledRow(id: 1, title: "old")
    let section = IdentifiedSection(id: 0, rows: [marked, IdentifiedRow(id: 2)])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table) == [["old", "row 2 v0"]])
    let updates = root.performUpdates {
      marked.title = "new"
      marked.setNeedsUpdate()
      section.childDelegates[0] = RetitledRow(id: 1, title: "new")
    }
    #expect(updates == [.reconfigureRows([TableIndexPath(row: 0, section: 0)])])
    #expect(shownTexts(table) == [["new", "row 2 v0"]])
  }

  @Test func aNodeInAGroupMarkedChangedAndReplacedByAnEqualInstanceIsStillRefreshed() {
    let table = makeShapeTable()
    let marked = RetitledRow(id: 1, title: "old")
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [marked])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 2), group])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table) == [["row 2 v0", "old"]])
    root.performUpdates {
      marked.title = "new"
      marked.setNeedsUpdate()
      group.childDelegates[0] = RetitledRow(id: 1, title: "new")
    }
    #expect(shownTexts(table) == [["row 2 v0", "new"]])
  }

  @Test func aSectionMarkedChangedAndReplacedByAnEqualInstanceIsStillReloaded() {
    let table = makeShapeTable()
    let kept = IdentifiedRow(id: 1)
    let marked = IdentifiedSection(id: 0, rows: [kept])
    let root = CascadingRootTableDelegate(childDelegates: [marked], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0"]])
    let updates = root.performUpdates {
      marked.setNeedsUpdate()
      marked.childDelegates = []
      root.childDelegates[0] = IdentifiedSection(id: 0, rows: [kept])
    }
    #expect(updates == [.reloadSections([0])])
    #expect(shownTexts(table) == [["row 1 v0"]])
  }
}
