import CascadingTableKit
import Testing

/// The promise suite's random trees agree with their model where the library's behaviour is
/// oldest and simplest: a tree built whole and loaded by a table shows what the model says,
/// counts, ranges, cells and heights, for every node kind. (The promises themselves, over
/// sequences of changes, are the `PromiseP…` suites.)
@MainActor
struct PromiseTreeSelfTests {
  @Test func aFreshTreeShowsItsModel() {
    let failure = PromiseRun.failures(count: 300) { seed in
      let tree = PromiseTree(seed: seed)
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
      tree.attach(to: table)
      return PromiseExpectations.first([
        { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
        { PromiseExpectations.rangesMismatch(tree) },
        { PromiseExpectations.tableMismatch(table, tree.model) },
        { PromiseExpectations.heightsMismatch(table, tree.model) },
      ])
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everyNodeKindAppears() {
    var kinds: Set<PromiseKind> = []
    var deepest = 0
    for seed in PromiseRun.seeds(200) {
      let tree = PromiseTree(seed: seed)
      for node in tree.model.allNodes {
        kinds.insert(node.kind)
        deepest = max(deepest, tree.model.path(to: node.id)!.count)
      }
      for _ in 0..<10 {
        tree.apply(tree.randomEdit())
      }
      kinds.formUnion(tree.model.allNodes.map(\.kind))
    }
    #expect(kinds == Set(PromiseKind.allCases))
    #expect(deepest >= 5, "groups must nest 4 deep below a section")
  }

  /// A section node of rows `rows`.
  private static func section(_ id: Int, rows: ClosedRange<Int>) -> PromiseModelNode {
    var node = PromiseModelNode(kind: .rowNode, id: id)
    node.children = rows.map { PromiseModelNode(kind: .row, id: $0) }
    return node
  }

  /// A hand-written container of rows `rows`.
  private static func handContainer(_ id: Int, rows: ClosedRange<Int>) -> PromiseModelNode {
    var node = PromiseModelNode(kind: .handContainer, id: id)
    node.children = rows.map { PromiseModelNode(kind: .row, id: $0) }
    return node
  }

  /// Three sections (`first`, by default section 1 of rows 2–4, then 10 and 20) under a root
  /// reloading by difference, shown by a table with a prefetch data source whose action the
  /// test sets.
  private func makeSectionsWithPrefetcher(
    first: PromiseModelNode = section(1, rows: 2...4)
  ) -> (PromiseTree, HeadlessTableView, PromisePrefetcher) {
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [first, Self.section(10, rows: 11...18), Self.section(20, rows: 21...38)]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    let prefetcher = PromisePrefetcher(root: tree.root)
    table.prefetchDataSource = prefetcher
    tree.attach(to: table)
    tree.root.reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    table.layoutIfNeeded()
    return (tree, table, prefetcher)
  }

  /// Walk seed 10800326 (prefetch walk, reduced): under the root's `.difference` reload mode,
  /// taking a moved section out applies a batch at once; its layout prefetches, and the
  /// prefetch data source removes that very section. The move must not put it back: the tree
  /// stays its model, and the table shows it.
  @Test func aMovedNodeRemovedFromACallbackWhileItIsOutStaysOut() {
    let (tree, table, prefetcher) = makeSectionsWithPrefetcher()
    var removed = false
    prefetcher.action = {
      removed = true
      tree.root.performUpdates { tree.apply(.remove(id: 1)) }
    }

    tree.apply(.move(id: 1, to: 0, at: 2))
    #expect(removed, "the batch of the section's removal prefetched")
    #expect(tree.model.node(id: 1) == nil)
    #expect(tree.node(1) == nil, "the move put back a section its model no longer has")
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }

  /// Walk seed 12400066 (prefetch walk, reduced): under the root's `.difference` reload mode,
  /// taking a moved section out applies a batch at once; its layout prefetches, and the
  /// prefetch data source inserts a section at a position counted in the model, which holds
  /// the moved section already. The new section goes among the sections the model has around
  /// it, not at that count in the tree with the moved section out: the tree stays its model,
  /// and the table shows it.
  @Test func aNodeInsertedFromACallbackWhileAMovedNodeIsOutGoesWhereTheModelHoldsIt() {
    let (tree, table, prefetcher) = makeSectionsWithPrefetcher()
    var inserted = false
    prefetcher.action = {
      inserted = true
      // The model holds [1, 10, 20] (the move leaves section 1 first): position 2 is before
      // section 20, while the tree holds [10, 20] until the move puts section 1 back.
      tree.root.performUpdates {
        tree.apply(.insert(Self.section(40, rows: 41...42), into: 0, at: 2))
      }
    }

    tree.apply(.move(id: 1, to: 0, at: 0))
    #expect(inserted, "the batch of the section's removal prefetched")
    #expect(tree.model.children.map(\.id) == [1, 10, 40, 20])
    let order = tree.root.childDelegates.map { ($0 as? any PromiseNode)?.promiseID }
    #expect(order == [1, 10, 40, 20], "the tree's order is not its model's")
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }

  /// Walk seed 17500480 (prefetch walk, long profile, reduced): under the root's
  /// `.difference` reload mode, taking a moved hand-written container out applies a batch at
  /// once; its layout prefetches, and the prefetch data source moves a row out of that very
  /// container, which the container tells by being replaced while it is out. The move puts
  /// the replacement back, not the old container: the row is not shown twice, the rows left
  /// in the container keep it as their parent, so that a later move takes one out, and the
  /// table shows the tree.
  @Test func aMovedContainerReplacedFromACallbackWhileItIsOutGoesBackReplaced() {
    let (tree, table, prefetcher) = makeSectionsWithPrefetcher(
      first: Self.handContainer(1, rows: 2...3))
    var movedRow = false
    prefetcher.action = {
      movedRow = true
      tree.root.performUpdates { tree.apply(.move(id: 2, to: 10, at: 0)) }
    }

    tree.apply(.move(id: 1, to: 0, at: 2))
    #expect(movedRow, "the batch of the container's removal prefetched")
    let container = tree.node(1) as? PromiseHandContainer
    #expect(container?.childDelegates.compactMap(promiseModelID) == [3])
    #expect(container?.generation == tree.model.node(id: 1)?.version)
    #expect(container?.childDelegates.first?.parentDelegate === container)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)

    // A later move of the row left in the container takes it out of the container.
    tree.root.performUpdates { tree.apply(.move(id: 3, to: 10, at: 0)) }
    #expect((tree.node(1) as? PromiseHandContainer)?.childDelegates.isEmpty == true)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }
}
