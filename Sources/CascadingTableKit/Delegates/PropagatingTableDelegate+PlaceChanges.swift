extension PropagatingTableDelegate {
  // MARK: - Changes of layout and place

  /// Forgets the layout, after the children or a child's span changed.
  func layoutDidChange() {
    // The leaves listed are stale too; holding them would keep removed nodes alive.
    routing.invalidate([.layout, .leafRows])
    routing.boundsClock?.tick()
  }

  /// A new position in the parent moves a group's slots, and those of the groups below it.
  func indexDidChange(from oldValue: Int) {
    if index != oldValue {
      routing.boundsClock?.tick()
    }
  }

  /// A node that became, or stopped being, a group in its parent (a group moved to be a
  /// section, a node built and prepared before it was inserted) routes by its new place: its
  /// routing table is built again, and every group of its chain finds its first slot again.
  func parentDidChange() {
    routing.setMayHaveChangedKind(true)
    let parent = parentDelegate as? PropagatingTableDelegate
    let isGroup = parent?.mode == mode
    if routing.childRouting != .unbuilt && routing.isGroup != isGroup {
      routing.invalidate(.layout)
    }
    if isGroup, let parent {
      let clock = parent.routing.boundsClockMadeIfNeeded()
      if routing.boundsClock !== clock {
        shareBoundsClock(clock)
      }
    }
    routing.boundsClock?.tick()
    if mode == .section && parent != nil {
      handTableToTop()
    }
  }

  // MARK: - Chains of groups (see GroupBoundsClock)

  /// Makes this node, and every group below it, hold `clock`, ticking the clock each leaves.
  /// - Complexity: O(*n*) in the children, and in those of each group below whose clock was
  ///   another.
  func shareBoundsClock(_ clock: GroupBoundsClock) {
    routing.join(clock)
    shareBoundsClockWithChildren()
  }

  /// Gives this node's clock to every group child whose clock is another: a child put back
  /// among the children in place keeps its parent, so it was not told of a new chain then.
  /// - Parameter makingClock: Whether a node in no chain makes a clock for the groups among
  ///   its children (after its mode changed); otherwise it has none, and so no group child.
  /// - Complexity: O(*n*) in the children, for a node in a chain; O(1) otherwise.
  func shareBoundsClockWithChildren(makingClock: Bool = false) {
    guard routing.boundsClock != nil || makingClock else { return }
    let mode = self.mode
    forEachChildAndEmptyState { child in
      if let node = child as? PropagatingTableDelegate, node.mode == mode {
        let clock = routing.boundsClockMadeIfNeeded()
        if node.routing.boundsClock !== clock {
          node.shareBoundsClock(clock)
        }
      }
    }
  }

  /// A node whose mode changed may have become, or stopped being, a group, and so may each of
  /// its children: the node joins its parent's chain of groups, or tops its own, and its
  /// children of its new mode join it.
  /// - Complexity: O(*n*) in the number of children.
  func modeDidChange(from oldValue: PropagationMode) {
    routing.setMayHaveChangedKind(true)
    if mode != oldValue {
      layoutsDidChangeWithMode()
    }
    if let parent = parentDelegate as? PropagatingTableDelegate, parent.mode == mode {
      shareBoundsClock(parent.routing.boundsClockMadeIfNeeded())
    } else {
      shareBoundsClockWithChildren(makingClock: true)
    }
    routing.boundsClock?.tick()
  }

  /// Forgets the layouts a new mode makes stale: this node's, each propagating child's, and
  /// its ancestors'.
  /// - Complexity: O(*n*) in the number of children, plus O(*d*) for *d* ancestors.
  private func layoutsDidChangeWithMode() {
    // A node's propagating children are groups when they share its mode, and it is one in a
    // propagating parent when it shares the parent's: with two modes, a new mode turns each of
    // them into a group or out of one. Each routes and counts by what it is now.
    layoutDidChange()
    forEachChildAndEmptyState { child in
      if let child = child as? PropagatingTableDelegate {
        child.routing.setMayHaveChangedKind(true)
        child.layoutDidChange()
      }
    }
    // The slots this node fills in its parent follow too: the parent's layout is stale, and
    // so is each ancestor's above a group whose span changed with it.
    var changed: PropagatingTableDelegate = self
    while let parent = changed.parentDelegate as? PropagatingTableDelegate {
      parent.layoutDidChange()
      guard parent.isGroupInParent else { break }
      changed = parent
    }
  }

  /// A root prepared before it joined another tree made itself its table's data source and
  /// delegate: the top of the tree it joined, prepared for the same table, gets them back.
  private func handTableToTop() {
    guard let table = preparedTable, table.dataSource === self,
      let top = TableTransaction.top(of: self) as? PropagatingTableDelegate, top !== self,
      top.preparedTable === table
    else { return }
    table.dataSource = top
    table.delegate = top
  }
}
