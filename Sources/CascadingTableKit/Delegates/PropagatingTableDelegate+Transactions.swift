extension PropagatingTableDelegate {
  // MARK: - Running transactions

  /// Runs a transaction and records its error.
  func runTransaction(
    animation: TableRowAnimation, _ updates: () -> Void, completion: ((Bool) -> Void)?
  ) -> ([TableUpdate], TableDifferenceError?) {
    let result = TableTransaction.run(
      on: self, animation: animation, updates, completion: completion)
    lastDifferenceError = result.error
    return (result.updates, result.error)
  }

  /// The positions of the children whose rows cannot be identified one by one (opaque
  /// sections; see ``RowDifferencing``), cached until the children change.
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  func opaqueChildPositions() -> [Int] {
    if let cached = routing.opaqueChildPositions {
      return cached
    }
    var positions: [Int] = []
    let children = recordedChildren
    for position in children.indices {
      let child = children[position]
      if Self.isOpaque(child) {
        positions.append(position)
      }
    }
    routing.cacheOpaqueChildPositions(positions)
    return positions
  }

  /// Whether a section's rows cannot be identified one by one: it is neither a `.row`-mode
  /// node nor a ``TableViewDataSource`` (the kinds whose ``RowDifferencing/differenceRows`` is
  /// not `nil`). Asks no node to list its rows.
  /// - Complexity: O(1).
  static func isOpaque(_ node: any CascadingTableDelegate) -> Bool {
    if let node = node as? PropagatingTableDelegate { return node.mode != .row }
    return !(node is any DeclaredRows)
  }

  /// Records a transaction's error, for nodes whose changes a transaction applied implicitly.
  func recordDifferenceError(_ error: TableDifferenceError?) {
    lastDifferenceError = error
    if let error {
      differenceErrorHandler?(error)
    }
  }
}
