extension PropagatingTableDelegate {
  // MARK: - Finding the child a call goes to

  /// The child filling a slot (a row or a section in table coordinates), or `nil`.
  @inline(__always)
  func child(atSlot slot: Int) -> (any CascadingTableDelegate)? {
    ensureRoutingTable()
    return child(at: routesByPosition ? slot : childPosition(forSlot: slot))
  }

  /// The child at an array position, or `nil` when the position is out of range; position 0
  /// is the empty state while it fills the node's place. Read after the routing table is
  /// built.
  @inline(__always)
  func child(at position: Int) -> (any CascadingTableDelegate)? {
    let children = routing.showsEmptyState ? emptyStates : self.children
    // One unsigned comparison rejects negative and too-large positions alike.
    guard UInt(bitPattern: position) < UInt(bitPattern: children.count) else { return nil }
    return children[position]
  }

  /// Routes a row call to the child owning the row without retaining it, or returns
  /// `fallback` when no child is at that position. `fallback` is evaluated only then, so that a
  /// default the caller must make (the cell member's new ``TableCell``) costs nothing, not even
  /// a test of the answer, on the path that finds a child.
  ///
  /// Safe under re-entrant mutation: the child is borrowed from `children`, and while the
  /// call runs, an array replaced or edited (by the child or anything it calls) is retired
  /// rather than released, so the child outlives the call. Nested calls count as one.
  ///
  /// **Passing through nodes.** A child that `skip` lets through (a node of exactly a library
  /// class, see ``RoutedSkip``) is not called: this node reads the child's routing table,
  /// counts the call in the child's ``routedCalls`` (which keeps the child's children alive for
  /// the call exactly as the child's own member would), and routes to the grandchild itself;
  /// the same again one level down, so that a root reaches a row through a section and a
  /// group of the library's classes in one frame. A third such level is called through its
  /// member, which passes through the levels below it in turn. The grandchild gets the same
  /// arguments, `call` and `fallback` the skipped member would have given it.
  ///
  /// Inlined into every routed member, so it is written for the common case: a node whose
  /// children each fill one slot reads one byte to know that an index path's number is the
  /// child's position, and a group or a node of blocks reads its cached bounds. Anything
  /// else (a table to build, a group's first slot to find again, a binary search) is one call
  /// out of line that returns the position; the cache tests, the bounds test and the release of
  /// retired arrays are marked `_fastPath`/`_slowPath` so that the compiler keeps the
  /// arguments and the nodes passed through in registers on the cached path and saves them on
  /// the other. (Routing the whole call out of line instead made
  /// the closure capture the table argument, retained on every call: four times slower.)
  /// - Complexity: O(1) per level when the position is cached; O(log *n*) in the children
  ///   otherwise.
  @inline(__always)
  func routeRowCall<Result>(
    _ indexPath: TableIndexPath, else fallback: Result, skipping skip: RoutedSkip,
    _ call: (any CascadingTableDelegate) -> Result
  ) -> Result {
    routeRowCall(indexPath, making: RoutedAnswer(value: fallback), skipping: skip, call)
  }

  /// As ``routeRowCall(_:else:skipping:_:)``, answering `fallback`'s ``RoutedFallback/make()``
  /// when no child holds the row.
  /// - Complexity: O(1) per level when the position is cached; O(log *n*) in the children
  ///   otherwise.
  @inline(__always)
  func routeRowCall<Fallback: RoutedFallback>(
    _ indexPath: TableIndexPath, making fallback: Fallback, skipping skip: RoutedSkip,
    _ call: (any CascadingTableDelegate) -> Fallback.Answer
  ) -> Fallback.Answer {
    routeOneLevel(indexPath, else: fallback, call) { child in
      guard child.isPassedThrough(by: skip) else { return call(child) }
      return child.routeOneLevel(indexPath, else: fallback, call) { grandchild in
        guard grandchild.isPassedThrough(by: skip) else { return call(grandchild) }
        return grandchild.routeOneLevel(indexPath, else: fallback, call) { call($0) }
      }
    }
  }

  /// Routes a row call as ``routeRowCall(_:else:skipping:_:)`` does when every level it
  /// passes through has the child's position cached, and hands the call to `outOfLine` (the
  /// member's out-of-line twin, which routes it with ``routeRowCall(_:else:skipping:_:)``)
  /// otherwise: an uncached position, a position out of range, or a child of a class the
  /// routing table does not hold unretained. A level below this node that is not cached calls
  /// the child's member, which routes on from there.
  ///
  /// The routed members use it so that their inlined code is the cached path alone: building
  /// the table, searching for a position and making a fallback take no registers, spills or
  /// code there. `outOfLine` captures the member's arguments by reference, so that nothing is
  /// retained on the call (see ``routeRowCall(_:else:skipping:_:)``).
  /// - Complexity: O(1) per level when the position is cached; otherwise as
  ///   ``routeRowCall(_:else:skipping:_:)``.
  @inline(__always)
  func routeCachedRowCall<Answer>(
    _ indexPath: TableIndexPath, skipping skip: RoutedSkip,
    _ call: (any CascadingTableDelegate) -> Answer, outOfLine: () -> Answer
  ) -> Answer {
    routeCachedLevel(indexPath, call, otherwise: outOfLine) { child in
      guard child.isPassedThrough(by: skip) else { return call(child) }
      return child.routeCachedLevel(indexPath, call, otherwise: { call(child) }) { grandchild in
        guard grandchild.isPassedThrough(by: skip) else { return call(grandchild) }
        return grandchild.routeCachedLevel(indexPath, call, otherwise: { call(grandchild) }) {
          call($0)
        }
      }
    }
  }

  /// The out-of-line twin of ``tableView(_:cellForRowAt:)``, as the generated twins of the
  /// other members routed on the hot path (see ``routeCachedRowCall(_:skipping:_:outOfLine:)``):
  /// routes the call where a level is not cached or holds no child, and makes the new, empty
  /// cell there alone.
  /// - Complexity: O(1) per level when the position is cached; O(log *n*) in the children
  ///   otherwise.
  @inline(never)
  func routedOutOfLine(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    routeRowCall(indexPath, making: NewEmptyCell(), skipping: .exactNodesCheckingNoSpans) {
      $0.tableView(tableView, cellForRowAt: indexPath)
    }
  }

  /// Routes a row call one level when the child's position is cached and in range and the
  /// child is held unretained: counts the call in ``routedCalls`` around it and hands a child
  /// of the propagating classes to `throughNode`, a bare one to `call`. Anything else calls
  /// `otherwise`.
  @inline(__always)
  private func routeCachedLevel<Answer>(
    _ indexPath: TableIndexPath, _ call: (any CascadingTableDelegate) -> Answer,
    otherwise: () -> Answer, _ throughNode: (PropagatingTableDelegate) -> Answer
  ) -> Answer {
    guard let position = cachedRoutedPosition(for: indexPath) else { return otherwise() }
    return callRoutedChild(
      at: position, outOfRange: otherwise, other: otherwise, call, throughNode)
  }

  /// Whether a routed call may pass through this node by `skip`'s rule instead of calling its
  /// member.
  @inline(__always)
  private func isPassedThrough(by skip: RoutedSkip) -> Bool {
    switch skip {
    case .exactNodes:
      isLibraryClassExactly
    case .exactNodesCheckingNoSpans:
      isLibraryClassExactly && !mayChangeSpansOutsideGroups
    }
  }

  /// Routes a row call one level: finds the child, counts the call in ``routedCalls`` around
  /// it, and hands a child of the propagating classes to `throughNode`, any other to `call`.
  @inline(__always)
  private func routeOneLevel<Fallback: RoutedFallback>(
    _ indexPath: TableIndexPath, else fallback: Fallback,
    _ call: (any CascadingTableDelegate) -> Fallback.Answer,
    _ throughNode: (PropagatingTableDelegate) -> Fallback.Answer
  ) -> Fallback.Answer {
    // No `??`: its autoclosure, passed to the standard library, could check its executor.
    guard let position = cachedRoutedPosition(for: indexPath) else {
      return callRoutedChild(
        at: routedPositionOutOfLine(for: indexPath), else: fallback, call, throughNode)
    }
    return callRoutedChild(at: position, else: fallback, call, throughNode)
  }

  /// The position of the child a row call goes to, when the routing table answers it from
  /// what it holds: the index path's number, a group's offset from its cached first slot, or
  /// the child the last call through the layout went to; `nil` otherwise (including a table
  /// not built). The case of ``ChildRouting`` names the coordinate, so the node's mode is not
  /// read, and rows are tested before sections (a section of groups routes by its rows).
  @inline(__always)
  private func cachedRoutedPosition(for indexPath: TableIndexPath) -> Int? {
    let childRouting = routing.childRouting
    if childRouting.rawValue <= ChildRouting.byRow.rawValue {
      return childRouting == .bySection ? indexPath.section : indexPath.row
    }
    if childRouting.rawValue <= ChildRouting.byLayoutInRows.rawValue {
      return childRouting == .byOffsetInRows
        ? cachedGroupPosition(of: indexPath.row) : cachedLayoutPosition(of: indexPath.row)
    }
    if childRouting.rawValue <= ChildRouting.byLayoutInSections.rawValue {
      return childRouting == .byOffsetInSections
        ? cachedGroupPosition(of: indexPath.section)
        : cachedLayoutPosition(of: indexPath.section)
    }
    return nil
  }

  /// A group's child filling `slot`, from the group's first slot cached at its chain's
  /// current epoch; `nil` when that is stale.
  @inline(__always)
  private func cachedGroupPosition(of slot: Int) -> Int? {
    // Stored fields read one by one: no copy of the routing table.
    guard let clock = routing.boundsClock, _fastPath(routing.lowerBoundEpoch == clock.epoch) else {
      return nil
    }
    return Self.offset(of: slot, from: routing.lowerBound)
  }

  /// The child the last call through the layout went to, when it fills `slot`; `nil`
  /// otherwise. Only for a node that is not a group, whose slots are the table's.
  @inline(__always)
  private func cachedLayoutPosition(of slot: Int) -> Int? {
    guard _fastPath(routing.lastRoutedStart <= slot && slot < routing.lastRoutedEnd) else {
      return nil
    }
    return routing.lastRoutedPosition
  }

  /// The position of the child a row call goes to when it is not cached: builds the routing
  /// table if needed and finds the child by the layout (or the group's first slot).
  /// - Complexity: O(log *n*) in the children, plus building the table when it is stale.
  @inline(never)
  private func routedPositionOutOfLine(for indexPath: TableIndexPath) -> Int {
    ensureRoutingTable()
    let slot = mode == .section ? indexPath.section : indexPath.row
    return routesByPosition ? slot : childPosition(forSlot: slot)
  }

  /// Calls `call` (`throughNode` for a node of the propagating classes) with the child at
  /// `position` in the routing table, borrowed, counting the call in ``routedCalls``;
  /// `fallback` when no child is there.
  @inline(__always)
  private func callRoutedChild<Fallback: RoutedFallback>(
    at position: Int, else fallback: Fallback,
    _ call: (any CascadingTableDelegate) -> Fallback.Answer,
    _ throughNode: (PropagatingTableDelegate) -> Fallback.Answer
  ) -> Fallback.Answer {
    callRoutedChild(
      at: position, outOfRange: { fallback.make() },
      other: { call(routing.showsEmptyState ? emptyStates[position] : children[position]) },
      call, throughNode)
  }

  /// Calls `call` (`throughNode` for a node of the propagating classes) with the child at
  /// `position` in the routing table, borrowed, or `other` for a child of another class (held
  /// in the table by position only), counting the call in ``routedCalls`` around either;
  /// `outOfRange` when no child is there.
  @inline(__always)
  private func callRoutedChild<Answer>(
    at position: Int, outOfRange: () -> Answer, other: () -> Answer,
    _ call: (any CascadingTableDelegate) -> Answer,
    _ throughNode: (PropagatingTableDelegate) -> Answer
  ) -> Answer {
    // Not optional: an unbuilt table is empty, so one unsigned comparison rejects it with
    // negative and too-large positions alike.
    let table = routing.entries
    guard _fastPath(UInt(bitPattern: position) < UInt(bitPattern: table.count)) else {
      return outOfRange()
    }
    routedCalls.enter()
    let result: Answer
    switch table[position] {
    case .propagating(let node):
      result = UnretainedChild.borrow(node) { throughNode($0) }
    case .bare(let node):
      result = UnretainedChild.borrow(node) { call($0) }
    case .other:
      result = other()
    }
    if _slowPath(routedCalls.leave()) {
      releaseRetiredChildren()
    }
    return result
  }

  /// The child a call about a row goes to: by section or by row, as the mode says.
  @inline(__always)
  func routedChild(for indexPath: TableIndexPath) -> (any CascadingTableDelegate)? {
    child(atSlot: mode == .section ? indexPath.section : indexPath.row)
  }

  /// The child owning a path of a call that carries several (focus, moves, move targets):
  /// as ``routedChild(for:)``, but a `.row`-mode node passes the path on only when it is in
  /// the node's own section (see ``ownSection``), so that a path of another section reaches
  /// none of its rows.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each,
  ///   plus O(*d*) for a node *d* groups deep the first time after a change of the tree.
  func ownerChild(for indexPath: TableIndexPath) -> (any CascadingTableDelegate)? {
    guard mode == .section || isOwnSection(indexPath.section) else { return nil }
    return routedChild(for: indexPath)
  }

  /// Whether `section` is the section of a `.row`-mode node's rows, or may be: always true
  /// for a node whose section it cannot know (see ``ownSection``).
  func isOwnSection(_ section: Int) -> Bool {
    ownSection.map { $0 == section } ?? true
  }

  /// The section a `.row`-mode node's rows are in, as its place in the tree says: under a
  /// `.section`-mode node, the section that node places it at (so a section inside a group of
  /// sections knows its section, not only its ``index``); in a group, its parent's section.
  /// `nil` when the node has no parent, or a parent other than this class, which may route
  /// by rules of its own: such a node takes a path of any section, as the original did.
  /// - Complexity: O(1); O(*d*) for a node *d* groups deep the first time after a change of
  ///   the tree.
  var ownSection: Int? {
    guard let parent = parentDelegate as? PropagatingTableDelegate else { return nil }
    guard parent.mode == .section else { return parent.ownSection }
    return parent.tableLowerBound(ofChildAt: index)
  }

  /// The child a call about a whole section goes to: only in `.section` mode.
  @inline(__always)
  func sectionChild(_ section: Int) -> (any CascadingTableDelegate)? {
    mode == .section ? child(atSlot: section) : nil
  }
}
