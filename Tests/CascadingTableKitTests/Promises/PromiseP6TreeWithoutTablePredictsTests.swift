import CascadingTableKit
import Testing

/// P6, a tree without a table predicts: the same random tree built twice, one attached to a
/// table and one never prepared, takes the same random transactions (on the root, a section, a
/// group of rows or a group of sections); the tableless tree returns exactly what the table
/// applied, and replaying that batch on the model's old rows gives the model's new rows.
@MainActor
struct PromiseP6TreeWithoutTablePredictsTests {
  @Test func aTreeWithoutATableReturnsWhatTheSameTreeWithATableApplies() {
    let failure = PromiseRun.failures(count: 150) { seed in
      let attached = PromiseTree(seed: seed)
      let detached = PromiseTree(model: attached.model, seed: seed)
      return Self.walk(attached, detached)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The same transactions, whose edits also change what empty states hold, shown or hidden:
  /// a row of one replaced, a block resized, declarations assigned, a node inserted into or
  /// removed from an empty state that is a group or a section (issue 27, promise coverage).
  @Test func aTreeWithoutATablePredictsChangesInsideEmptyStates() {
    let failure = PromiseRun.failures(count: 100) { seed in
      let attached = PromiseTree(seed: seed + 3_100_000, emptyStatePercent: 40)
      attached.editsInsideEmptyStates = true
      let detached = PromiseTree(
        model: attached.model, seed: seed + 3_100_000, emptyStatePercent: 40)
      return Self.walk(attached, detached)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Transactions on a group or section that is an empty state or inside one, shown or
  /// hidden, whose edits change what empty states hold (issue 27): the scope of such a
  /// transaction is the top of the tree as any node's is, and the tableless twin still
  /// returns what the table applied.
  @Test func aTreeWithoutATablePredictsTransactionsOnNodesInsideEmptyStates() {
    let failure = PromiseRun.failures(count: 100) { seed in
      let attached = PromiseTree(seed: seed + 4_600_000, emptyStatePercent: 50)
      attached.editsInsideEmptyStates = true
      let detached = PromiseTree(
        model: attached.model, seed: seed + 4_600_000, emptyStatePercent: 50)
      return Self.walk(attached, detached, transactsInsideEmptyStates: true)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Trees whose sections, groups and rows are often built as exactly the library's classes
  /// (issue 27; see `PromiseExactClass`), twins built the same way, with transactions on any
  /// section or group, in empty states too: the tableless twin returns what the table applied
  /// (an exact node's identity is its instance in each tree), and that batch turns the old
  /// rows into the new.
  @Test func aTreeOfExactLibraryClassesWithoutATablePredicts() {
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 100) { seed in
      let attached = PromiseTree(
        seed: seed + 6_600_000, emptyStatePercent: 30, exactClassPercent: 40)
      attached.editsInsideEmptyStates = true
      let detached = PromiseTree(
        model: attached.model, seed: seed + 6_600_000, emptyStatePercent: 30,
        exactClassPercent: 40)
      exact.note(attached.model)
      return Self.walk(attached, detached, transactsInsideEmptyStates: true)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
  }

  /// Ten random transactions on the tree with a table, each replayed on its tableless twin
  /// and checked; the first failure, or `nil`. With `transactsInsideEmptyStates`, the
  /// transactions may also run on a group or section in an empty state.
  private static func walk(
    _ attached: PromiseTree, _ detached: PromiseTree, transactsInsideEmptyStates: Bool = false
  ) -> String? {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    attached.attach(to: table)
    table.layoutIfNeeded()
    var log: [String] = []
    for _ in 0..<10 {
      let before = attached.model.expectedSections
      var edits: [PromiseEdit] = []
      // The transaction runs on the root, or on a section or group of either tree: its
      // scope is the top of the tree either way.
      let (node, twin) = Self.transactionNodes(
        attached, detached, insideEmptyStates: transactsInsideEmptyStates)
      let applied = node.performUpdates {
        for _ in 0..<attached.int(0...3) {
          let edit = attached.randomEdit()
          attached.apply(edit)
          edits.append(edit)
        }
      }
      let predicted = twin.performUpdates {
        for edit in edits {
          detached.apply(edit)
        }
      }
      log.append("on \(type(of: node)): \(edits)")
      let after = attached.model.expectedSections
      let context = "after [\(log.joined(separator: "; "))]"
      guard table.lastUpdateError == nil else {
        return "\(context): the table rejected the batch: \(table.lastUpdateError!)"
      }
      guard predicted == applied else {
        return "\(context): predicted \(predicted), the table applied \(applied)"
      }
      let replayed = PromiseReplay.apply(applied, to: before, target: after)
      guard replayed == after else {
        return
          "\(context): \(applied) turns \(before) into \(replayed.map { "\($0)" } ?? "nothing valid"), "
          + "not \(after)"
      }
    }
    return nil
  }

  /// The node a transaction runs on, in the tree with a table and its twin: the root half the
  /// time, else a random section, group of rows or group of sections (with
  /// `insideEmptyStates`, also one that is an empty state or inside one).
  private static func transactionNodes(
    _ attached: PromiseTree, _ detached: PromiseTree, insideEmptyStates: Bool
  ) -> (PropagatingTableDelegate, PropagatingTableDelegate) {
    let nodes =
      insideEmptyStates ? attached.model.allNodesWithEmptyStates : attached.model.allNodes
    let ids = nodes.filter { $0.kind == .rowNode || $0.kind == .sectionNode }
      .map(\.id)
    guard !ids.isEmpty, attached.roll(50) else { return (attached.root, detached.root) }
    let id = attached.pick(ids)
    guard let node = attached.node(id) as? PropagatingTableDelegate,
      let twin = detached.node(id) as? PropagatingTableDelegate
    else { return (attached.root, detached.root) }
    return (node, twin)
  }
}
