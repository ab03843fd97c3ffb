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

  /// Adds what `model` holds.
  mutating func note(_ model: PromiseModelNode) {
    trees += 1
    nodes += model.exactNodeCount
    rowsThrough += model.rowsReachedThroughExactNodes
  }

  /// Whether most trees held exact nodes, and calls had rows to pass through them for.
  var isMet: Bool { nodes * 2 >= trees && rowsThrough > 0 }

  var description: String {
    "\(nodes) exact nodes and \(rowsThrough) rows reached through them in \(trees) trees"
  }
}
