extension PropagatingTableDelegate {
  // MARK: - Rows the table moved

  func moveBetweenSections(
    _ tableView: any TableHost, from source: TableIndexPath, to destination: TableIndexPath
  ) {
    guard let sourceSection = child(atSlot: source.section) else { return }
    // A group of sections is told the move (an override of it is reached) and finds the
    // sections itself, through the whole tree.
    if let group = sourceSection as? PropagatingTableDelegate, group.mode == .section {
      group.tableView(tableView, moveRowAt: source, to: destination)
      return
    }
    guard source.section != destination.section else {
      sourceSection.tableView(tableView, moveRowAt: source, to: destination)
      return
    }
    guard let destinationSection = outermostSectionNode.sectionNode(at: destination.section)
    else { return }
    // A data source's rows are its declarations: none leaves it, and no row node joins it.
    if sourceSection is any DeclaredRows || destinationSection is any DeclaredRows {
      refuseMove(tableView, from: source, to: destination)
      return
    }
    // A row of a section of the app's own cannot be placed among groups or blocks: the tree
    // does not know it.
    let sourceNode = (sourceSection as? PropagatingTableDelegate).flatMap {
      $0.mode == .row ? $0 : nil
    }
    if sourceNode == nil, let destinationNode = destinationSection as? PropagatingTableDelegate,
      destinationNode.mode == .row, destinationNode.holdsGroups
    {
      refuseMove(tableView, from: source, to: destination)
      return
    }
    if let sourceNode, let destinationNode = destinationSection as? PropagatingTableDelegate,
      sourceNode.holdsGroups || destinationNode.holdsGroups
    {
      outermostSectionNode.noteShownRowMove(from: source.section, to: destination.section)
      moveLeaf(tableView, from: source, in: sourceNode, to: destination, in: destinationNode)
      return
    }
    // The table moved the row itself: what it was told moves with it.
    outermostSectionNode.noteShownRowMove(from: source.section, to: destination.section)
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
    // the moved row by its slot, as a section holding groups does.
    if holdsGroups || isGroupInParent {
      if source.section == destination.section {
        moveLeaf(tableView, from: source, in: self, to: destination, in: self)
      } else if let origin = slotLocation(ofRow: source.row) {
        origin.group.childDelegatesForDifference[origin.position].tableView(
          tableView, moveRowAt: source, to: destination)
      }
      return
    }
    guard let movedRow = child(at: source.row) else { return }
    if source.section == destination.section {
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
