extension PropagatingTableDelegate {
  // MARK: - Moves the tree can take

  /// The node filling a section (a row of `.section`-mode nodes' slots), through groups of
  /// sections, or `nil` when no child fills it.
  /// - Complexity: O(*d* log *n*) through *d* groups of sections.
  func sectionNode(at section: Int) -> (any CascadingTableDelegate)? {
    var node = self
    while let child = node.child(atSlot: section) {
      guard let group = child as? PropagatingTableDelegate, group.mode == .section else {
        return child
      }
      node = group
    }
    return nil
  }

  /// The outermost `.section`-mode node of the tree holding this one as a group of sections:
  /// the one whose slots are all the table's sections.
  /// - Complexity: O(*d*) through *d* groups of sections.
  var outermostSectionNode: PropagatingTableDelegate {
    var node = self
    while let parent = node.parentDelegate as? PropagatingTableDelegate,
      parent.mode == .section, node.mode == .section
    {
      node = parent
    }
    return node
  }

  /// The rows of its section a `.row`-mode node fills: all of a section's, a group's own.
  /// - Complexity: O(1) once the layouts are known.
  func ownRows() -> Range<Int> {
    let count = slotCount
    let lower = isGroupInParent ? groupLowerBound() : 0
    return lower..<(lower + count)
  }

  /// The destination nearest to `proposed` that the tree can take for a row dragged from
  /// `source`, for the node the table asks (a root, or a section serving a table itself).
  ///
  /// - A row of a block, or a declared row of a ``TableViewDataSource``, stays among the rows
  ///   of its node, which is told the move and is responsible for it: a drop elsewhere in the
  ///   section goes to the nearest place among them, a drop in another section is refused
  ///   (the answer is `source`).
  /// - Any other row is not dropped between two rows of one block or of one data source's
  ///   declarations: it goes to the nearer edge of that block (the upper one at a tie). It is
  ///   not dropped into another section whose rows are a data source's declarations, nor
  ///   from a section of the library's (a `.row`-mode node) into one of the app's own
  ///   (refused).
  ///
  /// A source row the table does not have, or a destination it would reject (no such section,
  /// a row out of range), leaves `proposed` as it is, and so does a row dragged from a section
  /// of the app's own (which is told the move, as it always was; the library does not ask it
  /// for its rows).
  /// - Complexity: O(*d* log *n*) through *d* groups.
  func admissibleMoveDestination(from source: TableIndexPath, to proposed: TableIndexPath)
    -> TableIndexPath
  {
    guard proposed != source else { return proposed }
    let isSameSection = source.section == proposed.section
    let sourceSection: any CascadingTableDelegate
    let destinationSection: any CascadingTableDelegate
    if mode == .section {
      guard let origin = sectionNode(at: source.section),
        let target = isSameSection ? origin : sectionNode(at: proposed.section)
      else { return proposed }
      sourceSection = origin
      destinationSection = target
    } else {
      // A section serving a table itself has only its own rows.
      guard isSameSection else { return proposed }
      sourceSection = self
      destinationSection = self
    }
    // Only a drag the table would make: a row it has, to a place it accepts. A section of the
    // app's own is not asked: its rows are its own business, and it is told the move.
    guard let sourceCount = Self.knownRowCount(of: sourceSection), source.row >= 0,
      source.row < sourceCount, proposed.row >= 0
    else { return proposed }
    let destinationCount =
      isSameSection ? sourceCount : Self.knownRowCount(of: destinationSection)
    if let destinationCount, proposed.row > destinationCount - (isSameSection ? 1 : 0) {
      return proposed
    }
    if sourceSection is any DeclaredRows || destinationSection is any DeclaredRows {
      return isSameSection ? proposed : source
    }
    // A row of the library's sections does not go into one of the app's: the tree could not
    // follow it there.
    let origin = (sourceSection as? PropagatingTableDelegate).flatMap { $0.mode == .row ? $0 : nil }
    let isTargetNode = (destinationSection as? PropagatingTableDelegate)?.mode == .row
    if !isSameSection && (origin != nil) != isTargetNode {
      return source
    }
    guard let origin, let location = origin.slotLocation(ofRow: source.row) else {
      return proposed
    }
    if !location.isRow {
      guard isSameSection else { return source }
      // The places among the node's own rows: before its first, up to after its last.
      let first = location.group.tableLowerBound(ofChildAt: location.position)
      let span = location.group.childDelegatesForDifference[location.position].span
      let row = min(max(proposed.row, first), first + max(span, 1) - 1)
      return TableIndexPath(row: row, section: proposed.section)
    }
    guard let target = destinationSection as? PropagatingTableDelegate else { return proposed }
    let isBelowSource = isSameSection && proposed.row > source.row
    let above = isBelowSource ? proposed.row : proposed.row - 1
    let below = isBelowSource ? proposed.row + 1 : proposed.row
    guard above >= 0, below < target.slotCount,
      let rowAbove = target.slotLocation(ofRow: above),
      let rowBelow = target.slotLocation(ofRow: below),
      !rowAbove.isRow, rowAbove.group === rowBelow.group, rowAbove.position == rowBelow.position
    else { return proposed }
    // Between two rows of one block: its edges, as places once the dragged row left.
    var upper = rowAbove.group.tableLowerBound(ofChildAt: rowAbove.position)
    if isSameSection && source.row < upper {
      upper -= 1
    }
    let lower = upper + rowAbove.group.childDelegatesForDifference[rowAbove.position].span
    let row = proposed.row - upper <= lower - proposed.row ? upper : lower
    return TableIndexPath(row: row, section: proposed.section)
  }

  /// The rows a section's node fills, when the library knows them: a section of its own, or
  /// a data source's declarations; `nil` for a section of the app's.
  private static func knownRowCount(of section: any CascadingTableDelegate) -> Int? {
    if let node = section as? PropagatingTableDelegate {
      return node.mode == .row ? node.slotCount : nil
    }
    return (section as? any DeclaredRows)?.declaredRowCount
  }
}
