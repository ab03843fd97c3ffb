/// What a transaction found at its end: the updates to apply, or that the whole table must
/// be reloaded, and the error met on the way.
struct TransactionOutcome {
  var updates: [TableUpdate] = []
  var reloadsTable = false
  var error: TableDifferenceError?
  /// The sections whose rows the batch tells the table (compared or inserted), whose records
  /// are refreshed with it.
  var sectionsTold: [any CascadingTableDelegate] = []
}

extension TableTransaction {
  /// A kept section whose rows changed, with what changed.
  struct ChangedSection {
    var source: Int
    var destination: Int
    var changes: SectionRowChanges
    var rowsBefore: DifferenceRows
    var rowsAfter: DifferenceRows
  }

  /// How a kept section compares with what the table was told.
  enum SectionComparison {
    /// Nothing the table must be told.
    case unchanged
    /// Reload it (or delete and insert it, when it also moves).
    case replaced
    /// Its rows changed, as listed.
    case rows(ChangedSection)
  }

  // MARK: - The difference

  /// The difference between what the table was told and the tree below ``top``.
  /// - Complexity: O(1) for an untouched tree, plus O(*o*) for its *o* opaque sections; O(*s*)
  ///   in the sections when the top's children changed; plus O(*r*) expected in the rows of
  ///   the sections whose rows changed (instance comparisons at their ends, identifiers between).
  func difference() -> TransactionOutcome {
    if let root = top as? PropagatingTableDelegate, root.mode == .section {
      return rootOutcome(root)
    }
    var outcome = TransactionOutcome()
    guard top is any RowDifferencing else { return outcome }
    let section = top.index
    var builder = TableDifferenceBuilder()
    let comparison = compareSection(
      old: top, new: top, pair: (section, section), countBefore: nil, error: &outcome.error)
    // Below a hand-written node that is not the table's root, the node's section is unknown.
    let isPlaced = top.parentDelegate?.parentDelegate == nil
    switch comparison {
    case .unchanged: break
    case .replaced where !isPlaced, .rows where !isPlaced: outcome.reloadsTable = true
    case .replaced: builder.reloadedSections.append(section)
    case .rows(let changed):
      Self.add(changed.changes, source: section, destination: section, to: &builder)
    }
    outcome.updates = builder.updates()
    return outcome
  }

  /// Records the tree as told to the table, once the batch is known: the top, and every
  /// section the batch tells the table about.
  func markTreeShown(_ outcome: TransactionOutcome) {
    guard let root = top as? PropagatingTableDelegate, root.mode == .section else {
      (top as? any RowDifferencing)?.markShown()
      (top as? PropagatingTableDelegate)?.clearChangedChildren()
      return
    }
    root.markShown()
    root.clearChangedChildren()
    if outcome.reloadsTable {
      for section in root.recordedChildren {
        (section as? any RowDifferencing)?.markShown()
      }
    }
    for section in outcome.sectionsTold {
      (section as? any RowDifferencing)?.markShown()
    }
    root.readOpaqueRowCounts(host: table ?? Self.detachedHost)
  }

  // MARK: - A root's sections and rows

  /// The difference of a `.section`-mode top: sections by identifier, then the rows of every
  /// kept section that changed, including rows moved between sections.
  private func rootOutcome(_ root: PropagatingTableDelegate) -> TransactionOutcome {
    var outcome = TransactionOutcome()
    let state = root.updateState
    // Groups of sections: the sections are their leaves, compared in full.
    let isGrouped = root.holdsGroups || state.shownHeldGroups
    let leavesAfter = root.holdsGroups ? root.leafRows().rows : nil
    let sectionsAfter = root.recordedChildren
    let leavesBefore = isGrouped ? state.shownLeaves : nil
    var builder = TableDifferenceBuilder()
    var pairs: [(source: Int, destination: Int)] = []
    var sectionsBefore = sectionsAfter
    if state.hasUnshownChanges || isGrouped {
      sectionsBefore = state.shownChildren
      let rowsBefore = leavesBefore.map { DifferenceRows.leaves($0) } ?? .delegates(sectionsBefore)
      let rowsAfter = leavesAfter.map { DifferenceRows.leaves($0) } ?? .delegates(sectionsAfter)
      let identifiersBefore = rowsBefore.identifiers(
        in: 0..<rowsBefore.count, replacingMarked: true)
      let identifiersAfter = rowsAfter.identifiers(in: 0..<rowsAfter.count, replacingMarked: false)
      let difference: IdentifierDifference
      do {
        difference = try IdentifierDifference(
          from: identifiersBefore, to: identifiersAfter, checkingEveryIdentifier: true)
      } catch {
        let identifiers = error.isInSource ? identifiersBefore : identifiersAfter
        outcome.reloadsTable = true
        outcome.error = TableDifferenceError(
          kind: .duplicateSections(sections: error.positions),
          identifier: Self.text(identifiers[error.positions[0]]),
          nodeType: Self.typeName(root), nodeIndex: root.index,
          coordinates: error.isInSource ? .beforeUpdate : .afterUpdate)
        return outcome
      }
      builder.deletedSections = difference.deletions
      builder.insertedSections = difference.insertions
      for position in difference.insertions {
        outcome.sectionsTold.append(sectionsAfter[position])
      }
      for move in difference.moves {
        builder.movedSections.append((move.source, move.destination))
      }
      for destination in sectionsAfter.indices {
        guard let source = difference.source(ofDestination: destination) else { continue }
        pairs.append((source, destination))
      }
    } else {
      var listed = Set<Int>()
      func list(_ node: any CascadingTableDelegate) {
        let position = node.index
        guard node.parentDelegate === root, sectionsAfter.indices.contains(position),
          sectionsAfter[position] === node, listed.insert(position).inserted
        else { return }
        pairs.append((position, position))
      }
      for node in state.changedChildren {
        list(node)
      }
      for position in root.opaqueChildPositions() where listed.insert(position).inserted {
        pairs.append((position, position))
      }
    }

    var changed: [ChangedSection] = []
    for pair in pairs {
      let old = sectionsBefore[pair.source]
      let new = sectionsAfter[pair.destination]
      if let leavesAfter, case .block = leavesAfter[pair.destination],
        let leavesBefore, pair.source < leavesBefore.count,
        leavesAfter[pair.destination].compare(with: leavesBefore[pair.source]) != .same
      {
        // A block of sections whose span or content changed: its sections are reloaded.
        builder.replaceSection(source: pair.source, destination: pair.destination)
        continue
      }
      let countBefore =
        pair.source < state.shownRowCounts.count ? state.shownRowCounts[pair.source] : -1
      let comparison = compareSection(
        old: old, new: new, pair: pair, countBefore: countBefore, error: &outcome.error)
      switch comparison {
      case .unchanged:
        if old !== new || (new as? any RowDifferencing)?.hasUnshownChanges == true {
          outcome.sectionsTold.append(new)
        }
      case .replaced:
        builder.replaceSection(source: pair.source, destination: pair.destination)
        outcome.sectionsTold.append(new)
      case .rows(let section):
        changed.append(section)
        outcome.sectionsTold.append(new)
      }
    }

    if changed.count > 1 {
      let clashing = clashingSections(changed, error: &outcome.error)
      for position in clashing.sorted(by: >) {
        builder.replaceSection(
          source: changed[position].source, destination: changed[position].destination)
        changed.remove(at: position)
      }
      Self.matchMovesBetweenSections(&changed, into: &builder)
    }
    for section in changed {
      Self.add(
        section.changes, source: section.source, destination: section.destination, to: &builder)
    }
    outcome.updates = builder.updates()
    return outcome
  }

  // MARK: - One kept section

  /// Compares a kept section with what the table was told about it.
  /// - Parameters:
  ///   - old: The section the table was told about.
  ///   - new: The section in the tree now, under the same identifier.
  ///   - pair: Its positions before and after the update.
  ///   - countBefore: The row count the table was told, -1 when unknown, `nil` for the top.
  ///   - error: The first error met, kept.
  private func compareSection(
    old: any CascadingTableDelegate, new: any CascadingTableDelegate,
    pair: (source: Int, destination: Int), countBefore: Int?,
    error: inout TableDifferenceError?
  ) -> SectionComparison {
    if sectionsToReload.contains(ObjectIdentifier(new)) { return .replaced }
    // A kept section of another class is another kind of node (its header, footer and cells
    // may all differ): reload it, as a row of another class is.
    if old !== new && ObjectIdentifier(type(of: old)) != ObjectIdentifier(type(of: new)) {
      return .replaced
    }
    if old === new && countBefore != nil && PropagatingTableDelegate.mark(of: new) != .none {
      return .replaced
    }
    let tracked = new as? any RowDifferencing
    if let tracked, let after = tracked.differenceRows, !after.isStandIn {
      if old === new && !tracked.hasUnshownChanges { return .unchanged }
      guard let before = (old as? any RowDifferencing)?.shownRows, !before.isStandIn else {
        return .replaced
      }
      do {
        let changes = try SectionRowChanges(
          from: before, to: after, markedPositions: Self.markedPositions(in: new, rows: after))
        guard !changes.isEmpty else { return .unchanged }
        return .rows(
          ChangedSection(
            source: pair.source, destination: pair.destination, changes: changes,
            rowsBefore: before, rowsAfter: after))
      } catch let duplicate {
        error =
          error
          ?? Self.duplicateRowsError(
            duplicate, node: new, sections: pair, before: before, after: after)
        return .replaced
      }
    }
    // Rows that cannot be identified: compared by content, count and change only.
    if old !== new && !new.isContentEqual(to: old) { return .replaced }
    if let tracked, tracked.differenceRows != nil, tracked.hasUnshownChanges { return .replaced }
    guard let countBefore, countBefore >= 0 else {
      return countBefore == nil ? .unchanged : .replaced
    }
    let host = table ?? Self.detachedHost
    return new.tableView(host, numberOfRowsInSection: pair.destination) != countBefore
      ? .replaced : .unchanged
  }

  /// The positions of the rows of a section that said they changed in place.
  private static func markedPositions(in section: any CascadingTableDelegate, rows: DifferenceRows)
    -> [Int]
  {
    guard let section = section as? PropagatingTableDelegate else { return [] }
    if case .leaves = rows {
      return section.leafRows().markedPositions
    }
    let children = section.childDelegatesForDifference
    var positions: [Int] = []
    for child in section.updateState.markedChildren {
      let position = child.index
      if child.parentDelegate === section, children.indices.contains(position),
        children[position] === child
      {
        positions.append(position)
      }
    }
    return positions
  }

  /// The positions in `changed` of the sections that share a row identifier with another
  /// one, before or after; records the first clash as the error if none was met yet.
  private func clashingSections(_ changed: [ChangedSection], error: inout TableDifferenceError?)
    -> Set<Int>
  {
    var clashing = Set<Int>()
    for coordinates in [TableUpdateError.Coordinates.beforeUpdate, .afterUpdate] {
      var owners: [AnyHashable: (entry: Int, row: Int)] = [:]
      for entry in changed.indices {
        let section = changed[entry]
        let identifiers =
          coordinates == .beforeUpdate
          ? section.changes.identifiersBefore : section.changes.identifiersAfter
        for row in identifiers.indices {
          let identifier = identifiers[row]
          guard let owner = owners[identifier] else {
            owners[identifier] = (entry, row)
            continue
          }
          clashing.insert(owner.entry)
          clashing.insert(entry)
          guard error == nil else { continue }
          let sectionOf = { (entry: Int) in
            coordinates == .beforeUpdate ? changed[entry].source : changed[entry].destination
          }
          error = TableDifferenceError(
            kind: .rowInSeveralSections(rows: [
              TableIndexPath(
                row: changed[owner.entry].changes.offset + owner.row,
                section: sectionOf(owner.entry)),
              TableIndexPath(row: section.changes.offset + row, section: sectionOf(entry)),
            ]),
            identifier: Self.text(identifier), nodeType: Self.typeName(top),
            nodeIndex: top.index, coordinates: coordinates)
        }
      }
    }
    return clashing
  }

  /// Turns a row deleted from one changed section and inserted into another (same identifier,
  /// same content) into one move between the sections.
  private static func matchMovesBetweenSections(
    _ changed: inout [ChangedSection], into builder: inout TableDifferenceBuilder
  ) {
    var deleted: [AnyHashable: (entry: Int, index: Int)] = [:]
    for entry in changed.indices {
      for (index, deletion) in changed[entry].changes.deletions.enumerated() {
        deleted[deletion.identifier] = (entry, index)
      }
    }
    guard !deleted.isEmpty else { return }
    // For each changed section, the positions of its deletions that became moves.
    var consumedDeletions = [Set<Int>](repeating: [], count: changed.count)
    for entry in changed.indices {
      var kept: [(identifier: AnyHashable, row: Int)] = []
      for insertion in changed[entry].changes.insertions {
        guard let origin = deleted[insertion.identifier], origin.entry != entry else {
          kept.append(insertion)
          continue
        }
        let source = changed[origin.entry]
        let sourceRow = source.changes.deletions[origin.index].row
        let comparison = changed[entry].rowsAfter.compare(
          at: insertion.row, with: source.rowsBefore, at: sourceRow)
        guard comparison == .same else {
          kept.append(insertion)
          continue
        }
        consumedDeletions[origin.entry].insert(origin.index)
        builder.movedRows.append(
          (
            TableIndexPath(row: sourceRow, section: source.source),
            TableIndexPath(row: insertion.row, section: changed[entry].destination)
          ))
      }
      changed[entry].changes.insertions = kept
    }
    for entry in changed.indices {
      var index = 0
      changed[entry].changes.deletions.removeAll { _ in
        defer { index += 1 }
        return consumedDeletions[entry].contains(index)
      }
    }
  }

  /// Adds one section's row changes to the batch.
  static func add(
    _ changes: SectionRowChanges, source: Int, destination: Int,
    to builder: inout TableDifferenceBuilder
  ) {
    for deletion in changes.deletions {
      builder.deletedRows.append(TableIndexPath(row: deletion.row, section: source))
    }
    for insertion in changes.insertions {
      builder.insertedRows.append(TableIndexPath(row: insertion.row, section: destination))
    }
    for move in changes.moves {
      builder.movedRows.append(
        (
          TableIndexPath(row: move.source, section: source),
          TableIndexPath(row: move.destination, section: destination)
        ))
    }
    for row in changes.reloads {
      builder.reloadedRows.append(TableIndexPath(row: row, section: source))
    }
    for row in changes.reconfigures {
      builder.reconfiguredRows.append(TableIndexPath(row: row, section: source))
    }
  }

  // MARK: - Errors

  private static func duplicateRowsError(
    _ error: DuplicateIdentifierError, node: any CascadingTableDelegate,
    sections: (source: Int, destination: Int), before: DifferenceRows, after: DifferenceRows
  ) -> TableDifferenceError {
    let rows = error.isInSource ? before : after
    let section = error.isInSource ? sections.source : sections.destination
    return TableDifferenceError(
      kind: .duplicateRows(
        rows: error.positions.map { TableIndexPath(row: $0, section: section) }),
      identifier: text(rows.identifiers(in: error.positions[0]..<(error.positions[0] + 1))[0]),
      nodeType: typeName(node),
      nodeIndex: node.index, coordinates: error.isInSource ? .beforeUpdate : .afterUpdate)
  }

  private static func text(_ identifier: AnyHashable) -> String {
    String(describing: identifier.base)
  }

  private static func typeName(_ node: AnyObject) -> String {
    String(describing: type(of: node))
  }
}
