extension PropagatingTableDelegate {
  // MARK: - Records of nodes that left the tree

  /// The nodes with a record of their own that `shown` holds and `recorded` does not: the
  /// children a record moving on from `shown` to `recorded` lets go of.
  /// - Parameter kept: How many children the two share at the front and at the back (see
  ///   ``keptAtEnds(from:to:)``).
  /// - Complexity: O(*k*) for the *k* children between the ends the two share.
  static func releasedNodes(
    from shown: [any CascadingTableDelegate], to recorded: [any CascadingTableDelegate],
    keptAtEnds kept: (prefix: Int, suffix: Int)
  ) -> [PropagatingTableDelegate] {
    let shownMiddle = shown[kept.prefix..<max(kept.prefix, shown.count - kept.suffix)]
    guard shownMiddle.contains(where: { $0 is PropagatingTableDelegate }) else { return [] }
    let recordedMiddle = Set(
      recorded[kept.prefix..<max(kept.prefix, recorded.count - kept.suffix)].map {
        ObjectIdentifier($0)
      })
    return shownMiddle.compactMap { node in
      guard let node = node as? PropagatingTableDelegate,
        !recordedMiddle.contains(ObjectIdentifier(node))
      else { return nil }
      return node
    }
  }

  /// Forgets the records of each of `released` that is no longer in this node's tree, and of
  /// every node of the detached tree it is in now.
  ///
  /// A record retains the children it was told, so a node that took in one of its former
  /// ancestors made a cycle: the ancestor holds the node as a child, the node's record holds
  /// the ancestor. Out of the tree, no transaction refreshes either record, and the cycle kept
  /// both alive. A detached node's record has nothing left to compare: the table was told it
  /// left, and if it comes back it comes back as new.
  /// - Complexity: O(*d*) per released node for *d* levels above it; O(*m*) for the *m*
  ///   containers of a detached tree.
  func forgetRecordsOfDetached(_ released: [PropagatingTableDelegate]) {
    guard !released.isEmpty else { return }
    let ownTop = TableTransaction.top(of: self)
    for node in released {
      let top = Self.heldTop(of: node)
      guard top !== ownTop else { continue }
      top.forgetRecordsInSubtree()
    }
  }

  /// The farthest ancestor of `node` reached through parents that still hold the node below
  /// them: a node that left keeps its `parentDelegate`, so the walk stops at the first node
  /// whose parent no longer holds it (among its children or as its empty state).
  /// - Complexity: O(*d*) for *d* levels above `node`.
  private static func heldTop(of node: PropagatingTableDelegate) -> PropagatingTableDelegate {
    var top = node
    while let parent = top.parentDelegate as? PropagatingTableDelegate {
      let children = parent.childDelegates
      let isHeld =
        (children.indices.contains(top.index) && children[top.index] === top)
        || parent.emptyStateDelegate === top
      guard isHeld else { break }
      top = parent
    }
    return top
  }

  /// Resets the record of this node and of every container below it (children and empty
  /// state): each keeps only its version and whether its parent lists it.
  private func forgetRecordsInSubtree() {
    var pending: [PropagatingTableDelegate] = [self]
    var seen: Set<ObjectIdentifier> = []
    while let node = pending.popLast() {
      guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
      for child in node.updateState.changedChildren {
        Self.setListedInParent(false, child)
      }
      var fresh = NodeUpdateState()
      fresh.version = node.updateState.version
      fresh.isListedInParent = node.updateState.isListedInParent
      node.updateState = fresh
      for child in node.childDelegates {
        if let container = child as? PropagatingTableDelegate { pending.append(container) }
      }
      if let state = node.emptyStateDelegate as? PropagatingTableDelegate {
        pending.append(state)
      }
    }
  }
}
