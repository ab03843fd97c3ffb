import CascadingTableKit
import Testing

/// P2, counts and ranges follow the tree: after any change of `childDelegates` at any depth
/// (inserts, removals, moves within and across parents, a group moved to be a section, nodes
/// prepared before they join, a block's span changed and told by `setNeedsUpdate()` or by a
/// reload, an `index` set by hand and repaired with `validateChildDelegates()`), every count is
/// the sum of the model's spans, every node's `tableRange` is the model's, and the table shows
/// the model's cells.
@MainActor
struct PromiseP2CountsFollowTheTreeTests {
  /// How one step changes the tree and tells the table.
  private enum Step: CaseIterable, CustomStringConvertible {
    /// Random edits inside one root transaction.
    case transaction
    /// Random edits outside any transaction, then `reloadData()`.
    case reload
    /// Random edits inside a transaction, every added node prepared before it joins.
    case preparedFirst
    /// A block's span changed without `setNeedsUpdate()`, then `reloadData()`.
    case untoldResize
    /// A node's `index` set by hand, the tree changed and read, then the index repaired with
    /// `validateChildDelegates()` and the table reloaded.
    case indexRepaired

    var description: String {
      switch self {
      case .transaction: "transaction"
      case .reload: "reload"
      case .preparedFirst: "prepared first"
      case .untoldResize: "untold resize"
      case .indexRepaired: "index repaired"
      }
    }
  }

  @Test func countsRangesAndCellsFollowEveryChangeOfTheTree() {
    let failure = PromiseRun.failures(count: 200) { seed in
      Self.walk(PromiseTree(seed: seed))
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The same steps, whose edits also change what empty states hold, shown or hidden: a row
  /// of one replaced, a block resized, declarations assigned, a node inserted into or removed
  /// from an empty state that is a group or a section (issue 27, promise coverage).
  @Test func countsRangesAndCellsFollowChangesInsideEmptyStates() {
    let failure = PromiseRun.failures(count: 100) { seed in
      let tree = PromiseTree(seed: seed + 3_000_000, emptyStatePercent: 40)
      tree.editsInsideEmptyStates = true
      return Self.walk(tree)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The same steps on trees whose sections, groups and rows are often built as exactly the
  /// library's classes (issue 27; see `PromiseExactClass`): counts and ranges reached through
  /// them, and the `index` and `parentDelegate` a parent writes straight into an exact bare
  /// row's storage, follow the tree; empty states change inside too.
  @Test func countsRangesAndCellsFollowTreesOfExactLibraryClasses() {
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 150) { seed in
      let tree = PromiseTree(seed: seed + 6_200_000, emptyStatePercent: 30, exactClassPercent: 40)
      tree.editsInsideEmptyStates = true
      exact.note(tree.model)
      return Self.walk(tree)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
  }

  /// Twelve random steps on a tree shown by a table, each checked; the first failure, or `nil`.
  private static func walk(_ tree: PromiseTree) -> String? {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    tree.attach(to: table)
    table.layoutIfNeeded()
    var log: [String] = []
    for _ in 0..<12 {
      log.append(Self.takeStep(tree, table))
      let failure = PromiseExpectations.first([
        { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
        { PromiseExpectations.rangesMismatch(tree) },
        { PromiseExpectations.tableMismatch(table, tree.model) },
      ])
      if let failure {
        return "after [\(log.joined(separator: "; "))]: \(failure)"
      }
    }
    return nil
  }

  /// Takes one random step and describes it.
  private static func takeStep(_ tree: PromiseTree, _ table: HeadlessTableView) -> String {
    let step = tree.pick(Step.allCases)
    switch step {
    case .transaction, .preparedFirst:
      var edits: [PromiseEdit] = []
      if step == .preparedFirst {
        tree.preparesAddedNodesFor = table
      }
      tree.root.performUpdates {
        for _ in 0..<tree.int(1...3) {
          let edit = tree.randomEdit()
          tree.apply(edit)
          edits.append(edit)
        }
      }
      tree.preparesAddedNodesFor = nil
      return "\(step): \(edits)"
    case .reload:
      var edits: [PromiseEdit] = []
      for _ in 0..<tree.int(1...3) {
        let edit = tree.randomEdit()
        tree.apply(edit)
        edits.append(edit)
      }
      table.reloadData()
      return "\(step): \(edits)"
    case .untoldResize:
      let described = tree.resizeBlockUntold() ?? "no block"
      table.reloadData()
      return "\(step): \(described)"
    case .indexRepaired:
      guard let node = tree.randomNode() else { return "\(step): no node" }
      let wrong = tree.int(-3...20)
      node.index = wrong
      let edit = tree.randomEdit()
      tree.apply(edit)
      for id in tree.model.allNodes.map(\.id) {
        _ = tree.node(id)?.tableRange
      }
      // The app repairs the parent the node has now (the edit may have replaced it), if the
      // node is still in the tree (a removed node keeps its old parent).
      if let id = promiseModelID(node), tree.node(id) === node {
        node.parentDelegate?.validateChildDelegates()
      }
      table.reloadData()
      return "\(step): index \(wrong) on \(type(of: node)), then \(edit)"
    }
  }
}
