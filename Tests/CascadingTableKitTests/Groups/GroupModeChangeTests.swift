import CascadingTableKit
import Testing

/// A node's children are groups when they share its propagation mode: setting the mode makes
/// some of them groups, or stops them being groups, and each must then route and answer
/// `tableRange` by what it is now.
@MainActor
struct GroupModeChangeTests {
  /// A node of rows A and B and a `.row` node of rows 1 and 2. In `.section` mode its children
  /// are three sections; in `.row` mode the last child is a group filling rows 2 and 3.
  private func makeNode() -> (node: PropagatingTableDelegate, group: CascadingSectionTableDelegate)
  {
    let group = CascadingSectionTableDelegate(
      index: 0, childDelegates: [IdentifiedRow(id: 1), IdentifiedRow(id: 2)])
    let node = PropagatingTableDelegate(
      childDelegates: [IdentifiedRow(id: 10), IdentifiedRow(id: 11), group],
      propagationMode: .section)
    return (node, group)
  }

  @Test func childrenThatBecomeGroupsWhenTheModeIsSetAnswerTheirRowRange() {
    let (node, group) = makeNode()
    let table = makeShapeTable()
    #expect(group.tableRange == 2..<3)
    #expect(node.numberOfSections(in: table) == 3)
    node.propagationMode = .row
    #expect(group.span == 2)
    #expect(group.tableRange == 2..<4)
    #expect(node.tableView(table, numberOfRowsInSection: 0) == 4)
    let cell = node.tableView(table, cellForRowAt: TableIndexPath(row: 3, section: 0))
    #expect(cell.text == "row 2 v0")
  }

  @Test func childrenThatStopBeingGroupsWhenTheModeIsSetAnswerTheirSectionRange() {
    let (node, group) = makeNode()
    let table = makeShapeTable()
    node.propagationMode = .row
    #expect(group.tableRange == 2..<4)
    node.propagationMode = .section
    #expect(group.span == 1)
    #expect(group.tableRange == 2..<3)
    #expect(node.numberOfSections(in: table) == 3)
  }
}
