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
  ///   between a section of the library's (a `.row`-mode node) and one of the app's own
  ///   (refused).
  ///
  /// Paths the table would reject (no such section, a row out of range) are returned as they
  /// are: the table rejects them.
  /// - Complexity: O(*d* log *n*) through *d* groups.
  func admissibleMoveDestination(from source: TableIndexPath, to proposed: TableIndexPath)
    -> TableIndexPath
  {
    guard proposed != source else { return proposed }
    let sourceSection: any CascadingTableDelegate
    let destinationSection: any CascadingTableDelegate
    if mode == .section {
      guard let origin = sectionNode(at: source.section),
        let target = source.section == proposed.section ? origin : sectionNode(at: proposed.section)
      else { return proposed }
      sourceSection = origin
      destinationSection = target
    } else {
      // A section serving a table itself has only its own rows.
      guard source.section == proposed.section else { return proposed }
      sourceSection = self
      destinationSection = self
    }
    let isSameSection = source.section == proposed.section
    // A row the source section does not have moves nothing: the proposal stands.
    guard UInt(bitPattern: source.row) < UInt(bitPattern: rowCount(of: sourceSection)) else {
      return proposed
    }
    if sourceSection is any DeclaredRows || destinationSection is any DeclaredRows {
      return isSameSection ? proposed : source
    }
    // A row crosses between two sections of the library's own, or between two of the app's
    // (told the move, as they always were); the tree cannot put it from one kind into the other.
    let origin = (sourceSection as? PropagatingTableDelegate).flatMap { $0.mode == .row ? $0 : nil }
    let isTargetNode = (destinationSection as? PropagatingTableDelegate)?.mode == .row
    if !isSameSection && (origin != nil) != isTargetNode {
      return source
    }
    guard let origin else { return proposed }
    let sourceCount = origin.slotCount
    guard source.row >= 0, source.row < sourceCount,
      let location = origin.slotLocation(ofRow: source.row)
    else { return proposed }
    if !location.isRow {
      guard isSameSection else { return source }
      // The places among the node's own rows: before its first, up to after its last.
      let first = location.group.tableLowerBound(ofChildAt: location.position)
      let span = location.group.childDelegatesForDifference[location.position].span
      let row = min(max(proposed.row, first), first + max(span, 1) - 1)
      return TableIndexPath(row: row, section: proposed.section)
    }
    guard let target = destinationSection as? PropagatingTableDelegate, target.mode == .row
    else { return proposed }
    let lastPlace = target.slotCount - (isSameSection ? 1 : 0)
    guard proposed.row >= 0, proposed.row <= lastPlace else { return proposed }
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

  /// The rows a section's node fills, as the tree counts them: a `.row`-mode node's slots, a
  /// data source's declarations, and for any other node its span's worth of rows unknown, so
  /// any row (`Int.max`).
  private func rowCount(of section: any CascadingTableDelegate) -> Int {
    if let node = section as? PropagatingTableDelegate, node.mode == .row { return node.slotCount }
    if let source = section as? any DeclaredRows { return source.declaredRowCount }
    return Int.max
  }
}
