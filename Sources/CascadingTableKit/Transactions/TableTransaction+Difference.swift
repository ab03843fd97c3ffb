/// What a transaction found at its end: the updates to apply, or that the whole table must
/// be reloaded, and the problems met on the way.
struct TransactionOutcome {
  var updates: [TableUpdate] = []
  var reloadsTable = false
  /// Every duplicate identifier met, one problem each, in the order met.
  var problems: [TableProblem] = []
  /// The first duplicate met, as the older per-node error reports it.
  var error: TableDifferenceError? { problems.first?.differenceError }
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
    /// For rows compared with untouched groups standing for several rows: the table row each
    /// compared element starts at, before and after; `nil` when every element is one row.
    var rowOfBefore: [Int]? = nil
    var rowOfAfter: [Int]? = nil

    /// The table row, before the update, of a compared element.
    func rowBefore(_ element: Int) -> Int { rowOfBefore?[element] ?? element }

    /// The table row, after the update, of a compared element.
    func rowAfter(_ element: Int) -> Int { rowOfAfter?[element] ?? element }
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
      old: top, new: top, pair: (section, section), countBefore: nil,
      problems: &outcome.problems)
    // Below a hand-written node that is not the table's root, the node's section is unknown.
    let isPlaced = top.parentDelegate?.parentDelegate == nil
    switch comparison {
    case .unchanged: break
    case .replaced where !isPlaced, .rows where !isPlaced: outcome.reloadsTable = true
    case .replaced: builder.reloadedSections.append(section)
    case .rows(let changed):
      Self.add(changed, source: section, destination: section, to: &builder)
    }
    outcome.updates = builder.updates()
    return outcome
  }

  /// Records the tree as told to the table, once the batch is known: the top, and every
  /// section the batch tells the table about.
  func markTreeShown(_ outcome: TransactionOutcome) {
    // The groups listed while comparing are recorded as they were listed, then let go.
    defer { Self.listedGroupChunks.removeAll() }
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
      var difference: IdentifierDifference
      do {
        difference = try IdentifierDifference(
          from: identifiersBefore, to: identifiersAfter, checkingEveryIdentifier: true)
      } catch {
        outcome.problems = Self.duplicateSectionProblems(
          of: root, before: identifiersBefore, after: identifiersAfter)
        guard outcome.problems.isEmpty else {
          outcome.reloadsTable = true
          return outcome
        }
        // Sections the table already shows with a shared identifier, reported when they were
        // made: paired in order, so that the rest of the tree is still diffed.
        difference = IdentifierDifference(
          pairingDuplicatesFrom: identifiersBefore, to: identifiersAfter)
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
    // The sections, after the transaction, that it compared or reloaded.
    var compared = Set<Int>()
    for pair in pairs {
      let old = sectionsBefore[pair.source]
      let new = sectionsAfter[pair.destination]
      if let leavesAfter, case .block = leavesAfter[pair.destination],
        let leavesBefore, pair.source < leavesBefore.count,
        leavesAfter[pair.destination].compare(with: leavesBefore[pair.source]) != .same
      {
        // A block of sections whose span or content changed: its sections are reloaded.
        builder.replaceSection(source: pair.source, destination: pair.destination)
        compared.insert(pair.destination)
        continue
      }
      let countBefore =
        pair.source < state.shownRowCounts.count ? state.shownRowCounts[pair.source] : -1
      let comparison = compareSection(
        old: old, new: new, pair: pair, countBefore: countBefore,
        problems: &outcome.problems)
      switch comparison {
      case .unchanged:
        if old !== new || (new as? any RowDifferencing)?.hasUnshownChanges == true {
          outcome.sectionsTold.append(new)
        }
      case .replaced:
        builder.replaceSection(source: pair.source, destination: pair.destination)
        outcome.sectionsTold.append(new)
        compared.insert(pair.destination)
      case .rows(let section):
        changed.append(section)
        outcome.sectionsTold.append(new)
        compared.insert(pair.destination)
      }
    }
    for position in builder.insertedSections {
      compared.insert(position)
    }

    let changedBeforePairing = changed
    if changed.count > 1 {
      let clashing = clashingSections(changed, problems: &outcome.problems)
      for position in clashing.sorted(by: >) {
        builder.replaceSection(
          source: changed[position].source, destination: changed[position].destination)
        changed.remove(at: position)
      }
    }
    reportRowsSharedWithOtherSections(
      changedBeforePairing, insertedSections: builder.insertedSections,
      sectionsAfter: sectionsAfter, compared: compared, problems: &outcome.problems)
    if changed.count > 1 {
      Self.matchMovesBetweenSections(&changed, into: &builder)
    }
    for section in changed {
      Self.add(section, source: section.source, destination: section.destination, to: &builder)
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
  ///   - problems: The duplicates met, to which this section's are added.
  private func compareSection(
    old: any CascadingTableDelegate, new: any CascadingTableDelegate,
    pair: (source: Int, destination: Int), countBefore: Int?,
    problems: inout [TableProblem]
  ) -> SectionComparison {
    if sectionsToReload.contains(ObjectIdentifier(new)) { return .replaced }
    // A kept section of another class is another kind of node (its header, footer and cells
    // may all differ): reload it, as a row of another class is.
    if old !== new && ObjectIdentifier(type(of: old)) != ObjectIdentifier(type(of: new)) {
      return .replaced
    }
    // A section that said it changed is reloaded, also when an equal instance replaced it.
    if countBefore != nil && PropagatingTableDelegate.mark(of: old) != .none {
      return .replaced
    }
    if old === new, let section = new as? PropagatingTableDelegate,
      let comparison = compareUntouchedGroups(of: section, pair: pair)
    {
      return comparison
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
      } catch {
        problems += Self.duplicateRowProblems(
          of: new, sections: pair, before: before, after: after)
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
            TableIndexPath(row: source.rowBefore(sourceRow), section: source.source),
            TableIndexPath(
              row: changed[entry].rowAfter(insertion.row), section: changed[entry].destination)
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
    _ section: ChangedSection, source: Int, destination: Int,
    to builder: inout TableDifferenceBuilder
  ) {
    let changes = section.changes
    for deletion in changes.deletions {
      builder.deletedRows.append(
        TableIndexPath(row: section.rowBefore(deletion.row), section: source))
    }
    for insertion in changes.insertions {
      builder.insertedRows.append(
        TableIndexPath(row: section.rowAfter(insertion.row), section: destination))
    }
    for move in changes.moves {
      builder.movedRows.append(
        (
          TableIndexPath(row: section.rowBefore(move.source), section: source),
          TableIndexPath(row: section.rowAfter(move.destination), section: destination)
        ))
    }
    for row in changes.reloads {
      builder.reloadedRows.append(TableIndexPath(row: section.rowBefore(row), section: source))
    }
    for row in changes.reconfigures {
      builder.reconfiguredRows.append(
        TableIndexPath(row: section.rowBefore(row), section: source))
    }
  }
}
