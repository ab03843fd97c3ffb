extension PropagatingTableDelegate {
  // MARK: - Finding the child a call goes to

  /// The child filling a slot (a row or a section in table coordinates), or `nil`.
  @inline(__always)
  func child(atSlot slot: Int) -> (any CascadingTableDelegate)? {
    ensureRoutingTable()
    return child(at: routesByPosition ? slot : childPosition(forSlot: slot))
  }

  /// The child at an array position, or `nil` when the position is out of range.
  @inline(__always)
  func child(at position: Int) -> (any CascadingTableDelegate)? {
    let children = self.children
    // One unsigned comparison rejects negative and too-large positions alike.
    guard UInt(bitPattern: position) < UInt(bitPattern: children.count) else { return nil }
    return children[position]
  }

  /// Routes a row call to the child owning the row without retaining it, or returns
  /// `fallback` when no child is at that position.
  ///
  /// Safe under re-entrant mutation: the child is borrowed from `children`, and while the
  /// call runs, an array replaced or edited (by the child or anything it calls) is retired
  /// rather than released, so the child outlives the call. Nested calls count as one.
  @inline(__always)
  func routeRowCall<Result>(
    _ indexPath: TableIndexPath, else fallback: Result,
    _ call: (any CascadingTableDelegate) -> Result
  ) -> Result {
    if unretainedChildren == nil {
      makeUnretainedChildren()
    }
    let position: Int
    switch childRouting {
    case .bySection: position = indexPath.section
    case .byRow: position = indexPath.row
    case .byOffset:
      position = Self.offset(
        of: mode == .section ? indexPath.section : indexPath.row, from: groupLowerBound())
    case .byLayout:
      position = childPosition(forSlot: mode == .section ? indexPath.section : indexPath.row)
    }
    guard let table = unretainedChildren,
      UInt(bitPattern: position) < UInt(bitPattern: table.count)
    else { return fallback }
    routingDepth += 1
    let result: Result
    switch table[position] {
    case .propagating(let node):
      result = UnretainedChild.borrow(node) { call($0) }
    case .bare(let node):
      result = UnretainedChild.borrow(node) { call($0) }
    case .other:
      result = call(children[position])
    }
    routingDepth -= 1
    if routingDepth == 0 && hasRetiredChildren {
      releaseRetiredChildren()
    }
    return result
  }

  /// The child a call about a row goes to: by section or by row, as the mode says.
  @inline(__always)
  func routedChild(for indexPath: TableIndexPath) -> (any CascadingTableDelegate)? {
    child(atSlot: mode == .section ? indexPath.section : indexPath.row)
  }

  /// The child a call about a whole section goes to: only in `.section` mode.
  @inline(__always)
  func sectionChild(_ section: Int) -> (any CascadingTableDelegate)? {
    mode == .section ? child(atSlot: section) : nil
  }
}
