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
    if let cached = opaqueChildPositionsCache {
      return cached
    }
    var positions: [Int] = []
    let children = recordedChildren
    for position in children.indices {
      let child = children[position]
      if (child as? any RowDifferencing)?.differenceRows == nil {
        positions.append(position)
      }
    }
    opaqueChildPositionsCache = positions
    return positions
  }

  /// Records a transaction's error, for nodes whose changes a transaction applied implicitly.
  func recordDifferenceError(_ error: TableDifferenceError?) {
    lastDifferenceError = error
    if let error {
      differenceErrorHandler?(error)
    }
  }
}
