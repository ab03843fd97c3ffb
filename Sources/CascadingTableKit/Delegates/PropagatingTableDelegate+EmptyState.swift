extension PropagatingTableDelegate {
  // MARK: - The empty state

  /// Whether the empty state fills the node's place now: the children fill no slot and
  /// ``emptyStateDelegate`` is not `nil`.
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  var isShowingEmptyState: Bool {
    ensureRoutingTable()
    return routing.showsEmptyState
  }

  /// Stores a new empty state: links it (its `index` 0, its parent this node, its chain of
  /// groups this node's), and tells the table as a change of the children does when what the
  /// node shows may change; a new empty state hidden by children filling slots changes
  /// nothing the table shows, and tells nothing: the hidden one it replaces is no longer listed
  /// among the changed children, which would keep it alive until the next transaction.
  ///
  /// A node that is this node or holds it is refused and reported, as for ``childDelegates``.
  /// - Complexity: O(1), plus O(*d*) for a node *d* levels deep, plus what the reload mode
  ///   does.
  func replaceEmptyState(with newValue: (any CascadingTableDelegate)?) {
    guard emptyStates.first !== newValue else { return }
    var candidates = newValue.map { [$0] } ?? []
    if leaveOutNodesHoldingSelf(of: &candidates, in: candidates.indices) { return }
    // Hidden before and after: the children fill slots, whatever the empty state is.
    let isHidden = !isShowingEmptyState && slotCount > 0
    retireIfRouting(emptyStates)
    if !isHidden {
      childrenWillChange()
    }
    let previous = emptyStates.first
    emptyStates = candidates
    if isHidden, let previous {
      // Nothing tells the table, so no record of the node will be compared again.
      forgetChangedChild(previous)
    }
    if let emptyState = candidates.first {
      emptyState.index = 0
      if Self.isListedInParent(emptyState) && emptyState.parentDelegate !== self {
        Self.setListedInParent(false, emptyState)
      }
      emptyState.parentDelegate = self
      shareBoundsClockWithChildren()
    }
    guard !isHidden else { return }
    childrenDidChange()
  }

  /// Whether `node` is this node's empty state while its children fill the node's place: it
  /// then fills no slot, and its ``CascadingTableDelegate/tableRange`` is empty.
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  func hidesEmptyState(_ node: any CascadingTableDelegate) -> Bool {
    guard let emptyState = emptyStates.first, emptyState === node else { return false }
    return !isShowingEmptyState
  }

  /// Calls `body` with each child, then with the empty state, shown or hidden.
  /// - Complexity: O(*n*) in the number of children, plus what `body` does.
  @inline(__always)
  func forEachChildAndEmptyState(_ body: (any CascadingTableDelegate) -> Void) {
    for child in children {
      body(child)
    }
    for emptyState in emptyStates {
      body(emptyState)
    }
  }

  /// Whether `predicate` holds for a child or for the empty state, shown or hidden, asked in
  /// that order until one holds.
  /// - Complexity: O(*n*) in the number of children, plus what `predicate` does.
  func isChildOrEmptyState(_ predicate: (any CascadingTableDelegate) -> Bool) -> Bool {
    children.contains(where: predicate) || emptyStates.contains(where: predicate)
  }
}
