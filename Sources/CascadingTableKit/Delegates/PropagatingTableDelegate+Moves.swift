extension PropagatingTableDelegate {
  // MARK: - Rows the table moved

  func moveBetweenSections(
    _ tableView: any TableHost, from source: TableIndexPath, to destination: TableIndexPath
  ) {
    // A move within one section goes to the child filling it, as every routed call does
    // (a group of sections routes it on by its own rules, overrides included).
    guard source.section != destination.section else {
      child(atSlot: source.section)?.tableView(tableView, moveRowAt: source, to: destination)
      return
    }
    // The sections' own nodes, through groups of sections.
    guard let sourceSection = sectionNode(at: source.section) else { return }
    guard let destinationSection = sectionNode(at: destination.section) else { return }
    // A data source's rows are its declarations: none leaves it, and no row node joins it.
    if sourceSection is any DeclaredRows || destinationSection is any DeclaredRows {
      refuseMove(tableView, from: source, to: destination)
      return
    }
    if let sourceNode = sourceSection as? PropagatingTableDelegate,
      let destinationNode = destinationSection as? PropagatingTableDelegate,
      sourceNode.holdsGroups || destinationNode.holdsGroups
    {
      noteShownRowMove(from: source.section, to: destination.section)
      moveLeaf(tableView, from: source, in: sourceNode, to: destination, in: destinationNode)
      return
    }
    // A section showing its empty state has no child row to give or to take the row.
    if (sourceSection as? PropagatingTableDelegate)?.isShowingEmptyState == true
      || (destinationSection as? PropagatingTableDelegate)?.isShowingEmptyState == true
    {
      refuseMove(tableView, from: source, to: destination)
      return
    }
    // The table moved the row itself: what it was told moves with it.
    noteShownRowMove(from: source.section, to: destination.section)
    let sourceRows = sourceSection.childDelegates
    guard UInt(bitPattern: source.row) < UInt(bitPattern: sourceRows.count) else {
      sourceSection.tableView(tableView, moveRowAt: source, to: destination)
      destinationSection.tableView(tableView, moveRowAt: source, to: destination)
      return
    }
    let movedRow = sourceRows[source.row]
    withRearrangement(of: sourceSection, destinationSection) {
      sourceSection.childDelegates.remove(at: source.row)
      let rowCount = destinationSection.childDelegates.count
      let insertion = min(max(destination.row, 0), rowCount)
      destinationSection.childDelegates.insert(movedRow, at: insertion)
    }
    movedRow.tableView(tableView, moveRowAt: source, to: destination)
    // The row was the section's last: its empty state shows now, rows the table was not told.
    if let node = sourceSection as? PropagatingTableDelegate, node.isShowingEmptyState,
      node.slotCount > 0
    {
      reloadSections(tableView, of: source, and: destination)
    }
  }

  func moveWithinSection(
    _ tableView: any TableHost, from source: TableIndexPath, to destination: TableIndexPath
  ) {
    // A move whose source row is in another section (a move into this one, or within
    // another) involves none of this section's rows. Without a known section, `index` is
    // taken as the section for a move between sections, as the original did.
    if let section = ownSection {
      if source.section != section { return }
    } else if source.section != destination.section, source.section != index {
      return
    }
    // A group's rows are rows of its section, not positions among its children: it finds
    // the moved row by its slot, as a section holding groups does. A group told a move
    // directly (its section tells the leaves, never a group) reorders nothing: the row at the
    // source slot is told.
    if holdsGroups || isGroupInParent {
      if source.section == destination.section && !isGroupInParent {
        moveLeaf(tableView, from: source, in: self, to: destination, in: self)
      } else if let origin = slotLocation(ofRow: source.row) {
        origin.group.childDelegatesForDifference[origin.position].tableView(
          tableView, moveRowAt: source, to: destination)
      }
      return
    }
    guard let movedRow = child(at: source.row) else { return }
    // The empty state is the section's only row: it stays where it is.
    if source.section == destination.section && !routing.showsEmptyState {
      let insertion = min(max(destination.row, 0), children.count - 1)
      withRearrangement(of: self) {
        var rows = children
        rows.remove(at: source.row)
        rows.insert(movedRow, at: insertion)
        childDelegates = rows
      }
    }
    movedRow.tableView(tableView, moveRowAt: source, to: destination)
  }

  /// Runs `body` with reloads on child changes suppressed for the given nodes, then re-indexes
  /// and re-parents the children of those that do not do it themselves (bare or hand-written
  /// sections), so that a moved row knows its new place.
  func withRearrangement(
    of nodes: any CascadingTableDelegate..., body: () -> Void
  ) {
    let propagating = nodes.compactMap { $0 as? PropagatingTableDelegate }
    // A node whose table knew its rows knows them moved too: the table made the move.
    let upToDate = propagating.map { !$0.updateState.hasUnshownChanges }
    for node in propagating { node.isRearrangingForMove = true }
    body()
    for (node, wasUpToDate) in zip(propagating, upToDate) {
      node.isRearrangingForMove = false
      if wasUpToDate {
        node.markShown()
      }
    }
    for node in nodes where !(node is PropagatingTableDelegate) {
      node.validateChildDelegates()
    }
  }
}
