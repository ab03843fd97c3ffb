import CascadingTableKit
import Testing

/// P3, reduced from walk seed 4,700,053 (issue 27, a table-wide call that changes the tree): a
/// plain `reloadData()` (no transaction) asks a section's header height, or a row's height, and
/// that call removes a section outside any transaction. The load had read the counts of some
/// sections before the edit and would keep a mix of the two trees, from which the next
/// transaction's batch was rejected; the load starts over instead, so the table shows the tree
/// at once and every later batch is accepted.
@MainActor
struct PromiseP3UntoldEditWhileReloadingTests {
  @Test(arguments: [CallbackHooks.Callback.heightForHeader, .heightForRow])
  func aSectionRemovedUntoldFromACallOfAReloadLeavesEveryBatchAccepted(
    callback: CallbackHooks.Callback
  ) {
    var first = PromiseModelNode(kind: .rowNode, id: 1)
    first.children = [PromiseModelNode(kind: .row, id: 2), PromiseModelNode(kind: .row, id: 3)]
    var removed = PromiseModelNode(kind: .handSection, id: 4)
    removed.count = 1
    var emptied = PromiseModelNode(kind: .rowNode, id: 5)
    var block = PromiseModelNode(kind: .block, id: 6)
    block.count = 3
    emptied.emptyState = [block]
    var last = PromiseModelNode(kind: .rowNode, id: 7)
    last.children = [PromiseModelNode(kind: .row, id: 8), PromiseModelNode(kind: .row, id: 9)]
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [first, removed, emptied, last]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    tree.attach(to: table)
    table.layoutIfNeeded()
    let hooks = CallbackHooks()
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }

    var removedFromTheCall = false
    hooks.hook(callback) { _ in
      removedFromTheCall = true
      tree.apply(.remove(id: 4))
    }
    table.reloadData()
    table.layoutIfNeeded()
    #expect(removedFromTheCall)
    // The sections after the edit: 2 rows, the empty state's 3, 2 rows.
    #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [2, 3, 2])
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)

    // The next transaction moves a section and fills the emptied one: its batch is accepted.
    tree.root.performUpdates {
      tree.apply(.move(id: 5, to: 0, at: 0))
      tree.apply(.insert(PromiseModelNode(kind: .row, id: 20), into: 5, at: 0))
    }
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.lastUpdateError == nil)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }
}
