import CascadingTableKit
import Testing

/// A block whose span changed without `setNeedsUpdate()`, told by a reload of the table, as
/// *Composing Sections from Groups* allows: the next transaction starts from the new spans.
@MainActor
struct UntoldSpanChangeTests {
  @Test func aBlockOfSectionsShrunkUntoldAndReloadedLeavesTheNextTransactionValid() {
    let table = makeShapeTable()
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    let block = PromiseBlock(id: 1, count: 2, version: 0, fillsSections: true)
    let opaque = OpaqueIdentifiedSection(id: 2, rowCount: 1)
    let root = CascadingRootTableDelegate(childDelegates: [block, opaque], tableView: table)
    #expect(
      shownTexts(table) == [
        ["sblock 1.0.0 v0"], ["sblock 1.1.0 v0", "sblock 1.1.1 v0"], ["opaque 2.0 v0"],
      ])
    #expect(root.performUpdates {} == [])
    block.count = 0
    table.reloadData()
    #expect(shownTexts(table) == [["opaque 2.0 v0"]])
    let updates = root.performUpdates { opaque.rowCount = 2 }
    #expect(updates == [.reloadSections([0])])
    #expect(table.lastUpdateError == nil)
    #expect(shownTexts(table) == [["opaque 2.0 v0", "opaque 2.1 v0"]])
  }
}
