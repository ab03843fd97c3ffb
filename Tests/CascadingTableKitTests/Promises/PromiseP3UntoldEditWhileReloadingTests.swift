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

  /// Reduced from long-profile seed 13,100,012 (walk seed 17,800,012): the node edited from the
  /// load's call joined the tree after the table was attached, so it was never prepared and
  /// knows no table of its own. The edit (a section inserted into an empty group of sections
  /// that showed its empty state's two sections, or a row into an empty section) must still
  /// make the load start over: the load had read the section count before the edit and the
  /// counts after it, and the next transaction's batch, even an empty one, was rejected.
  @Test(arguments: [PromiseKind.sectionNode, .rowNode])
  func anEditOfANodeAddedAfterAttachingFromACallOfAReloadLeavesEveryBatchAccepted(
    edited kind: PromiseKind
  ) {
    var first = PromiseModelNode(kind: .rowNode, id: 1)
    first.children = [PromiseModelNode(kind: .row, id: 2), PromiseModelNode(kind: .row, id: 3)]
    var last = PromiseModelNode(kind: .handSection, id: 7)
    last.count = 4
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [first, last]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    tree.attach(to: table)
    table.layoutIfNeeded()

    // Joins after attaching: empty, showing an empty state of two sections (a group of
    // sections) or of three rows (a section).
    var joining = PromiseModelNode(kind: kind, id: 5)
    if kind == .sectionNode {
      var filler = PromiseModelNode(kind: .sectionBlock, id: 6)
      filler.count = 2
      joining.emptyState = [filler]
    } else {
      var filler = PromiseModelNode(kind: .block, id: 6)
      filler.count = 3
      joining.emptyState = [filler]
    }
    tree.root.performUpdates { tree.apply(.insert(joining, into: 0, at: 1)) }
    #expect(errors.isEmpty, "\(errors)")
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)

    let hooks = CallbackHooks()
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }
    var editedFromTheCall = false
    hooks.hook(.heightForHeader) { _ in
      guard !editedFromTheCall else { return }
      editedFromTheCall = true
      // A section of one row into the group, or a row into the section: either replaces the
      // empty state the table was reading.
      if kind == .sectionNode {
        var section = PromiseModelNode(kind: .rowNode, id: 20)
        section.children = [PromiseModelNode(kind: .row, id: 21)]
        tree.apply(.insert(section, into: 5, at: 0))
      } else {
        tree.apply(.insert(PromiseModelNode(kind: .row, id: 20), into: 5, at: 0))
      }
    }
    table.reloadData()
    table.layoutIfNeeded()
    #expect(editedFromTheCall)
    // The sections after the edit: 2 rows, the joined node's one, 4 rows.
    #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [2, 1, 4])
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)

    tree.root.performUpdates {}
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.lastUpdateError == nil)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }
}
