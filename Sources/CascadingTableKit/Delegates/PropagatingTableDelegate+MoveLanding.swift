extension PropagatingTableDelegate {
  // MARK: - Where a moved row lands

  /// Keeps the tree in step with a row the table moved in or between sections holding
  /// groups: the row delegate leaves its group and joins the one the landing rule chooses
  /// (see ``landingPlace(ofRowFrom:above:below:)``), and is then told. A row of a block or of
  /// declarations tells the node holding it instead, which is responsible for its rows.
  ///
  /// A source row the section does not have moves nothing and calls no child; a destination
  /// row past either end of its section is taken as that end, as sections without groups do.
  /// A row that was the last to fill a group (or its section) with an empty state moves, and
  /// the empty state then shows: the table is told the sections' rows again (see
  /// <doc:EmptyStates>).
  /// - Complexity: O(*d* log *n*) to find the rows through *d* groups, plus O(*n*) in the
  ///   children of the groups the row leaves and joins.
  func moveLeaf(
    _ tableView: any TableHost, from source: TableIndexPath,
    in sourceSection: PropagatingTableDelegate, to destination: TableIndexPath,
    in destinationSection: PropagatingTableDelegate
  ) {
    let isSameSection = sourceSection === destinationSection
    let sourceCount = sourceSection.slotCount
    guard source.row >= 0, source.row < sourceCount,
      let origin = sourceSection.slotLocation(ofRow: source.row)
    else { return }
    // The places the row can take: before any row of the section, or after its last one.
    let lastPlace = destinationSection.slotCount - (isSameSection ? 1 : 0)
    let landing = min(max(destination.row, 0), max(lastPlace, 0))
    let moved = origin.group.childDelegatesForDifference[origin.position]
    guard origin.isRow, !(isSameSection && source.row == landing) else {
      // A block or a data source answers for its own rows, among them: when it reorders them,
      // the table already shows the new order.
      let first = origin.group.tableLowerBound(ofChildAt: origin.position)
      guard origin.isRow || (isSameSection && landing >= first && landing < first + moved.span)
      else {
        refuseMove(tableView, from: source, to: destination)
        return
      }
      let wasUpToDate = !sourceSection.updateState.hasUnshownChanges
      moved.tableView(tableView, moveRowAt: source, to: destination)
      if wasUpToDate && isSameSection && !origin.isRow {
        sourceSection.markShown()
      }
      return
    }
    // The rows that end up just above and below the moved one, by their rows before the move:
    // in its own section, the rows past the source are one further down until it leaves.
    let isBelowSource = isSameSection && landing > source.row
    let above = isBelowSource ? landing : landing - 1
    let below = isBelowSource ? landing + 1 : landing
    let place = destinationSection.landingPlace(
      ofRowFrom: isSameSection ? origin.group : nil,
      above: above >= 0 ? above : nil,
      below: below < destinationSection.slotCount ? below : nil)
    // An empty state is no row the tree can move, and a group showing one holds no child to
    // place the row beside: the move is refused, and the table told the rows again.
    guard !origin.group.isShowingEmptyState, !place.group.isShowingEmptyState else {
      refuseMove(tableView, from: source, to: destination)
      return
    }
    let sections = isSameSection ? [sourceSection] : [sourceSection, destinationSection]
    let wereUpToDate = sections.allSatisfy { !$0.updateState.hasUnshownChanges }
    // The nodes from the row's group up to its section that would show an empty state once
    // the row was the last to fill their place.
    let emptiable = origin.group.chain(upTo: sourceSection).filter {
      !$0.emptyStates.isEmpty && !$0.isShowingEmptyState
    }
    withRearrangement(of: origin.group, place.group) {
      origin.group.childDelegates.remove(at: origin.position)
      let children = place.group.childDelegatesForDifference
      var insertion = children.count
      if let anchor = place.anchor {
        var position = anchor
        if place.group === origin.group && position > origin.position {
          position -= 1
        }
        insertion = place.isAfterAnchor ? position + 1 : position
      }
      place.group.childDelegates.insert(moved, at: min(insertion, children.count))
    }
    moved.tableView(tableView, moveRowAt: source, to: destination)
    // A group the row was the last to fill shows its empty state now: rows the table was not
    // told of, above the moved row when they are in its section before it.
    let emptied = emptiable.filter { $0.isShowingEmptyState && $0.slotCount > 0 }
    var shownAbove = 0
    for node in emptied where isSameSection {
      if node.tableRange.upperBound <= moved.tableRange.lowerBound {
        shownAbove += node.slotCount
      }
    }
    // The table holds the row where it dropped it: the tree agrees unless the drop was
    // between two rows of a block or of declarations, which a table asking the tree's move
    // targets never does. Then the table is told the sections' rows again, and why.
    guard moved.tableRange.lowerBound - shownAbove != landing else {
      if !emptied.isEmpty {
        reloadSections(tableView, of: source, and: destination)
      } else if wereUpToDate {
        for section in sections {
          section.markShown()
        }
      }
      return
    }
    refuseMove(tableView, from: source, to: destination)
  }

  /// This node, then its parents up to `top` (included), or up to the root when `top` is not
  /// among them.
  /// - Complexity: O(*d*) for *d* levels.
  func chain(upTo top: PropagatingTableDelegate) -> [PropagatingTableDelegate] {
    var nodes: [PropagatingTableDelegate] = [self]
    var node = self
    while node !== top, let parent = node.parentDelegate as? PropagatingTableDelegate {
      nodes.append(parent)
      node = parent
    }
    return nodes
  }

  /// Says that the table dropped a row where the tree cannot put it, and tells the table the
  /// rows of the sections involved again.
  func refuseMove(
    _ tableView: any TableHost, from source: TableIndexPath, to destination: TableIndexPath
  ) {
    tableView.reportProblem(
      TableProblem(
        kind: .diagnostic(.moveNotTaken(from: source, to: destination)), about: self,
        rows: [source, destination].sorted()))
    reloadSections(tableView, of: source, and: destination)
  }

  /// Tells the table the rows of the sections of a move again: the section of `source`, and
  /// that of `destination` when it is another.
  func reloadSections(
    _ tableView: any TableHost, of source: TableIndexPath, and destination: TableIndexPath
  ) {
    let sections =
      source.section == destination.section
      ? [source.section] : [source.section, destination.section].sorted()
    tableView.reloadSections(sections, with: .none)
  }

  /// Where a row dropped into this section goes: a group, and the child it goes after or
  /// before there (none: at the group's end).
  ///
  /// The rule: the row lands between the rows now above and below it.
  /// 1. When it came from a group of this section that borders that place (the row above or
  ///    the row below is the group's), it stays in that group: after the group's child holding
  ///    the row above, else before the one holding the row below. A move inside a group never
  ///    takes a row out of it, at its first place or its last.
  /// 2. Otherwise it joins the innermost group of the row above, right after that row's
  ///    child: a row dropped at the last place of a group belongs to that group.
  /// 3. At the top of the section, it joins the innermost group of the row below, right before
  ///    it; in a section with no other row, the section itself, at its end.
  /// - Parameters:
  ///   - origin: The group the row leaves, when it is in this section.
  ///   - above: The row above the landing place, as a row before the move.
  ///   - below: The row below the landing place, as a row before the move.
  /// - Complexity: O(*d* log *n*) through *d* groups.
  func landingPlace(
    ofRowFrom origin: PropagatingTableDelegate?, above: Int?, below: Int?
  ) -> (group: PropagatingTableDelegate, anchor: Int?, isAfterAnchor: Bool) {
    let rowAbove = above.flatMap { slotLocation(ofRow: $0) }
    let rowBelow = below.flatMap { slotLocation(ofRow: $0) }
    if let origin {
      let childAbove = rowAbove.flatMap { childLocation(in: origin, holding: $0) }
      let childBelow = rowBelow.flatMap { childLocation(in: origin, holding: $0) }
      if let childAbove, childBelow != childAbove {
        return (origin, childAbove, true)
      }
      if childAbove == nil, let childBelow {
        return (origin, childBelow, false)
      }
    }
    if let rowAbove {
      return (rowAbove.group, rowAbove.position, true)
    }
    if let rowBelow {
      return (rowBelow.group, rowBelow.position, false)
    }
    return (self, nil, false)
  }

  /// The position of the child of `group` whose rows include the one at `location`, or `nil`
  /// when the row is not in `group` (or `group` is not in this section).
  /// - Complexity: O(*d*) through *d* groups.
  private func childLocation(
    in group: PropagatingTableDelegate,
    holding location: (group: PropagatingTableDelegate, position: Int, isRow: Bool)
  ) -> Int? {
    if location.group === group { return location.position }
    var node = location.group
    while node !== self, let parent = node.parentDelegate as? PropagatingTableDelegate {
      if parent === group {
        return parent.position(ofChild: node)
      }
      node = parent
    }
    return nil
  }

  /// The position of `child` among the children, from its index when that is right.
  /// - Complexity: O(1) when the child's index is right, else O(*n*).
  func position(ofChild child: any CascadingTableDelegate) -> Int? {
    let children = childDelegatesForDifference
    if children.indices.contains(child.index), children[child.index] === child {
      return child.index
    }
    return children.firstIndex { $0 === child }
  }
}
