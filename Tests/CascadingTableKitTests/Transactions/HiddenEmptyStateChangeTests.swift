import CascadingTableKit
import Testing

/// A change inside an empty state hidden under a group of sections (issue 27, found by P4 on
/// trees whose edits change what empty states hold): the hidden section shows nothing, so no
/// later transaction finds it changed without telling the table, reconfigures rows for it or
/// reports it.
@MainActor
struct HiddenEmptyStateChangeTests {
  /// A root holding a group of sections (17) that shows section 35 (row 33) and hides its
  /// empty state, section 19 (row 40).
  private func makeTree() -> (PromiseTree, HeadlessTableView) {
    var section = PromiseModelNode(kind: .rowNode, id: 35)
    section.children = [PromiseModelNode(kind: .row, id: 33)]
    var emptyState = PromiseModelNode(kind: .rowNode, id: 19)
    emptyState.children = [PromiseModelNode(kind: .row, id: 40)]
    var group = PromiseModelNode(kind: .sectionNode, id: 17)
    group.children = [section]
    group.emptyState = [emptyState]
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [group]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    tree.attach(to: table)
    table.layoutIfNeeded()
    return (tree, table)
  }

  @Test func aRowReplacedInTheHiddenEmptyStateLeavesNothingForLaterTransactions() throws {
    let (tree, table) = makeTree()
    #expect(tree.root.performUpdates { tree.apply(.newVersion(id: 40)) } == [])
    let group = try #require(tree.node(17) as? PropagatingTableDelegate)
    #expect(group.performUpdates {} == [])
    #expect(tree.root.performUpdates {} == [])
    #expect(table.problems.isEmpty)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }

  @Test func aShownRowChangedBesideItIsReconfiguredOnce() throws {
    let (tree, table) = makeTree()
    let changed = tree.root.performUpdates {
      tree.apply(.newVersion(id: 40))
      tree.apply(.newVersion(id: 33))
    }
    #expect(changed == [.reconfigureRows([TableIndexPath(row: 0, section: 0)])])
    let group = try #require(tree.node(17) as? PropagatingTableDelegate)
    #expect(group.performUpdates {} == [])
    #expect(tree.root.performUpdates {} == [])
    #expect(table.problems.isEmpty)
  }

  @Test func theEmptyStateChangedWhileHiddenShowsItsNewRowsOnceTheGroupEmpties() {
    let (tree, table) = makeTree()
    tree.root.performUpdates { tree.apply(.newVersion(id: 40)) }
    // The group's section goes: its empty state, changed while hidden, takes its place.
    tree.root.performUpdates { tree.apply(.remove(id: 35)) }
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.text == "row 40 v1")
    #expect(tree.root.performUpdates {} == [])
    #expect(table.problems.isEmpty)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }
}
