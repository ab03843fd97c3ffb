import CascadingTableKit
import Testing

/// A node whose rows changed is listed once in its parent's changed children, until a
/// transaction compared them; one that moved to another parent is listed there at its next
/// change, even when the parent that listed it left the tree in the same transaction (issue 23,
/// P5; seed 1004355 of the long profile of `theTableShowsTheTreeAfterEveryStepOfRandomSequences`).
@MainActor
struct ChangedChildListingTests {
  @Test func aSectionMovedOutOfAGroupRemovedWithItShowsItsNextChange() {
    let table = makeShapeTable()
    let section = IdentifiedSection(id: 9, rows: [IdentifiedRow(id: 10), IdentifiedRow(id: 16)])
    let group = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    let other = IdentifiedSection(id: 2, rows: [IdentifiedRow(id: 17)])
    let root = CascadingRootTableDelegate(childDelegates: [group, other], tableView: table)
    #expect(shownTexts(table) == [["row 10 v0", "row 16 v0"], ["row 17 v0"]])
    root.performUpdates {
      // The section's rows change while it is in the group, which lists it; then it leaves the
      // group, and the group leaves the tree.
      section.childDelegates.removeLast()
      group.childDelegates.removeAll()
      root.childDelegates[0] = section
    }
    #expect(shownTexts(table) == [["row 10 v0"], ["row 17 v0"]])
    let applied = root.performUpdates {
      section.childDelegates[0] = IdentifiedRow(id: 10, version: 1)
    }
    #expect(applied == [.reconfigureRows([TableIndexPath(row: 0, section: 0)])])
    #expect(shownTexts(table) == [["row 10 v1"], ["row 17 v0"]])
  }
}
