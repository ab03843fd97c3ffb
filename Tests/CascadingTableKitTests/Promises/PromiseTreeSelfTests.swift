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
}
