import CascadingTableKit
import Testing

/// Issue 23, item 10: a node made a child of itself or of a node below it is refused (the tree
/// stays as it was) and reported, instead of overflowing the stack.
@MainActor
struct SubtreeCycleTests {
  @Test func aGroupInsertedIntoItsOwnSubtreeIsRefusedAndReported() {
    let table = makeShapeTable()
    let inner = CascadingSectionTableDelegate(index: 0, childDelegates: [IdentifiedRow(id: 3)])
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 2), inner])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"]])
    let updates = root.performUpdates { inner.childDelegates.append(group) }
    #expect(updates == [])
    #expect(inner.childDelegates.count == 1)
    #expect(group.parentDelegate === section)
    #expect(
      table.diagnostics.contains {
        if case .childWouldContainItself = $0 { return true }
        return false
      })
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0", "row 3 v0"]])
  }

  @Test func aNodeMadeItsOwnChildIsRefusedAndReported() {
    let table = makeShapeTable()
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [IdentifiedRow(id: 2)])
    let section = IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1), group])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0"]])
    group.childDelegates = [group.childDelegates[0], group]
    #expect(group.childDelegates.count == 1)
    section.childDelegates.insert(root, at: 0)
    #expect(section.childDelegates.count == 2)
    #expect(
      table.diagnostics.filter {
        if case .childWouldContainItself = $0 { return true }
        return false
      }.count == 2)
    #expect(shownTexts(table) == [["row 1 v0", "row 2 v0"]])
  }
}
