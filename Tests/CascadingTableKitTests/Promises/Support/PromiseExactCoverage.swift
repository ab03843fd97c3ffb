/// What a promise test's trees held of exact library classes (``PromiseExactClass``), summed
/// over its seeds: evidence that its walks did build such nodes and did route calls through
/// them, not only that nothing failed.
struct PromiseExactCoverage: CustomStringConvertible {
  /// Exact nodes in the trees noted (each tree counted when noted).
  private(set) var nodes = 0
  /// Rows of the tables noted that a routed call reaches through an exact node.
  private(set) var rowsThrough = 0
  /// Trees noted.
  private(set) var trees = 0
  /// Exact nodes in the trees noted, by class.
  private(set) var byClass: [PromiseExactClass: Int] = [:]

  /// Adds what `model` holds.
  mutating func note(_ model: PromiseModelNode) {
    trees += 1
    nodes += model.exactNodeCount
    rowsThrough += model.rowsReachedThroughExactNodes
    for node in model.allNodesWithEmptyStates {
      if let exactClass = node.exactClass { byClass[exactClass, default: 0] += 1 }
    }
  }

  /// Whether most trees held exact nodes, every exact class among them, and calls had rows
  /// to pass through them for.
  var isMet: Bool {
    nodes * 2 >= trees && rowsThrough > 0
      && PromiseExactClass.allCases.allSatisfy { byClass[$0, default: 0] > 0 }
  }

  var description: String {
    "\(nodes) exact nodes (\(byClass)) and \(rowsThrough) rows reached through them in "
      + "\(trees) trees"
  }
}
