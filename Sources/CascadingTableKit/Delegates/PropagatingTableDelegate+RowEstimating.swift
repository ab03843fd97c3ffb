extension PropagatingTableDelegate: TableRowEstimating {
  /// What ``tableView(_:estimatedHeightsForRows:inSection:into:)`` answers, as its
  /// documentation describes.
  func estimatedHeights(
    in tableView: any TableHost, rows: Range<Int>, section: Int, into heights: inout [Double]
  ) -> Bool {
    // A block wider than `Int.max` has no count, and one longer than the section's rows cannot
    // be rows of it: both are declined (the table then asks row by row), so that nothing
    // traps and the work stays within the section's rows.
    let (width, overflow) = rows.upperBound.subtractingReportingOverflow(rows.lowerBound)
    guard !overflow else { return false }
    guard mode == .row else {
      guard let child = child(atSlot: section) as? any TableRowEstimating else { return false }
      // The child is held for the call; a re-entrant edit of the children retires the array
      // it came from instead of releasing it, as for any routed call.
      routedCalls.enter()
      defer {
        if routedCalls.leave() {
          releaseRetiredChildren()
        }
      }
      let start = heights.count
      guard
        child.tableView(
          tableView, estimatedHeightsForRows: rows, inSection: section, into: &heights),
        heights.count - start == width
      else {
        heights.removeSubrange(min(start, heights.count)...)
        return false
      }
      // The per-row chain asks a child without an estimate for its exact height. A node of
      // this class always answers an estimate, so only other children need the second look.
      if !(child is PropagatingTableDelegate) {
        for offset in 0..<width where heights[start + offset] < 0 {
          let indexPath = TableIndexPath(row: rows.lowerBound + offset, section: section)
          heights[start + offset] =
            child.tableView(tableView, heightForRowAt: indexPath) ?? TableDimension.automatic
        }
      }
      return true
    }
    guard width <= slotCount else { return false }
    heights.reserveCapacity(heights.count + width)
    if routing.childRouting == .byRow && answersEstimatesAsDocumented {
      appendChildEstimates(in: tableView, rows: rows, section: section, into: &heights)
      return true
    }
    for row in rows {
      let estimate = self.tableView(
        tableView, estimatedHeightForRowAt: TableIndexPath(row: row, section: section))
      heights.append(estimate ?? TableDimension.automatic)
    }
    return true
  }

  /// Whether this node is of one of the library's own classes, so its
  /// ``tableView(_:estimatedHeightForRowAt:)`` is known not to be overridden.
  private var answersEstimatesAsDocumented: Bool {
    let type = ObjectIdentifier(type(of: self))
    return type == ObjectIdentifier(CascadingSectionTableDelegate.self)
      || type == ObjectIdentifier(PropagatingTableDelegate.self)
      || type == ObjectIdentifier(CascadingRootTableDelegate.self)
  }

  /// Appends each row's estimate as ``tableView(_:estimatedHeightForRowAt:)`` answers it, in
  /// one pass over the children, when every child fills one row.
  private func appendChildEstimates(
    in tableView: any TableHost, rows: Range<Int>, section: Int, into heights: inout [Double]
  ) {
    if routing.childRouting == .unbuilt {
      makeUnretainedChildren()
    }
    // Local copies: a child editing the children during its call leaves this pass on the
    // arrays it started with, whose children the retired arrays keep alive.
    guard routing.childRouting != .unbuilt else { return }
    let table = routing.entries
    let children = routing.showsEmptyState ? emptyStates : self.children
    let estimate = { (child: any CascadingTableDelegate, indexPath: TableIndexPath) in
      child.tableView(tableView, estimatedHeightForRowAt: indexPath)
        ?? child.tableView(tableView, heightForRowAt: indexPath)
        ?? TableDimension.automatic
    }
    routedCalls.enter()
    for row in rows {
      guard UInt(bitPattern: row) < UInt(bitPattern: table.count) else {
        heights.append(TableDimension.automatic)
        continue
      }
      let indexPath = TableIndexPath(row: row, section: section)
      switch table[row] {
      case .propagating(let node):
        heights.append(UnretainedChild.borrow(node) { estimate($0, indexPath) })
      case .bare(let node):
        heights.append(UnretainedChild.borrow(node) { estimate($0, indexPath) })
      case .other:
        heights.append(estimate(children[row], indexPath))
      }
    }
    if routedCalls.leave() {
      releaseRetiredChildren()
    }
  }
}
