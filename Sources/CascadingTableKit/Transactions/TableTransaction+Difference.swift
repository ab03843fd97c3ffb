/// What a transaction found at its end: the updates to apply, or that the whole table must
/// be reloaded, and the error met on the way.
struct TransactionOutcome {
  var updates: [TableUpdate] = []
  var reloadsTable = false
  var error: TableDifferenceError?
}

extension TableTransaction {
  // MARK: - A section's own rows

  /// The difference of a `.row`-mode scope: its own rows, in section `index`.
  /// - Complexity: O(1) when its rows did not change, else O(*n*) expected in its rows.
  func sectionOutcome() -> TransactionOutcome {
    var outcome = TransactionOutcome()
    guard let before = rowsBefore(scope), let after = scope.differenceRows else { return outcome }
    let section = scope.index
    var builder = TableDifferenceBuilder()
    do {
      let changes = try SectionRowChanges(from: before, to: after)
      Self.add(changes, source: section, destination: section, to: &builder)
    } catch {
      builder.reloadedSections.append(section)
      outcome.error = Self.duplicateRowsError(
        error, node: scope, sections: (section, section), before: before, after: after)
    }
    outcome.updates = builder.updates()
    return outcome
  }

  // MARK: - A root's sections and rows

  /// A kept section whose rows changed, with what changed.
  private struct ChangedSection {
    var source: Int
    var destination: Int
    var changes: SectionRowChanges
    var rowsBefore: DifferenceRows
    var rowsAfter: DifferenceRows
  }

  /// The difference of a `.section`-mode scope: sections by identifier, then the rows of every
  /// kept section that changed, including rows moved between sections.
  /// - Complexity: O(*s*) in the sections when the root's children changed (else O(*c* + *o*)
  ///   for *c* changed and *o* opaque sections), plus O(*r*) expected in the rows of the
  ///   sections whose rows changed.
  func rootOutcome() -> TransactionOutcome {
    var outcome = TransactionOutcome()
    let sectionsAfter = scope.childDelegatesForDifference
    var builder = TableDifferenceBuilder()
    var pairs: [(source: Int, destination: Int)] = []
    var sectionsBefore = sectionsAfter
    if case .delegates(let recorded)? = rowsBefore(scope) {
      sectionsBefore = recorded
      let identifiersBefore = DifferenceRows.delegates(recorded).identifiers(
        in: recorded.indices)
      let identifiersAfter = DifferenceRows.delegates(sectionsAfter).identifiers(
        in: sectionsAfter.indices)
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
          nodeType: Self.typeName(scope), nodeIndex: scope.index,
          coordinates: error.isInSource ? .beforeUpdate : .afterUpdate)
        return outcome
      }
      builder.deletedSections = difference.deletions
      builder.insertedSections = difference.insertions
      for move in difference.moves {
        builder.movedSections.append((move.source, move.destination))
      }
      for destination in sectionsAfter.indices {
        guard let source = difference.source(ofDestination: destination) else { continue }
        let old = sectionsBefore[source]
        let new = sectionsAfter[destination]
        if old !== new || hasChanged(new) || opaqueRowCount(old) != nil {
          pairs.append((source, destination))
        }
      }
    } else {
      var listed = Set<Int>()
      for node in nodesChanged {
        guard let node = node as? any CascadingTableDelegate, node.parentDelegate === scope,
          sectionsAfter.indices.contains(node.index), sectionsAfter[node.index] === node,
          listed.insert(node.index).inserted
        else { continue }
        pairs.append((node.index, node.index))
      }
      for position in scope.opaqueChildPositions() where listed.insert(position).inserted {
        pairs.append((position, position))
      }
    }

    var changed: [ChangedSection] = []
    for pair in pairs {
      let old = sectionsBefore[pair.source]
      let new = sectionsAfter[pair.destination]
      // A kept section of another class is another kind of node (its header, footer and
      // cells may all differ): reload it, as a row of another class is.
      if old !== new && ObjectIdentifier(type(of: old)) != ObjectIdentifier(type(of: new)) {
        builder.replaceSection(source: pair.source, destination: pair.destination)
        continue
      }
      // The rows the old node showed, if it lists them (a node in `.section` mode records
      // its children too, but they are not its rows).
      var oldRows: DifferenceRows?
      if let current = (old as? any RowDifferencing)?.differenceRows {
        oldRows = rowsBefore(old) ?? current
      }
      let newRows = (new as? any RowDifferencing)?.differenceRows
      guard let before = oldRows, let after = newRows else {
        if opaqueSectionChanged(old: old, new: new, rowsBefore: oldRows, pair: pair) {
          builder.replaceSection(source: pair.source, destination: pair.destination)
        }
        continue
      }
      do {
        let changes = try SectionRowChanges(from: before, to: after)
        if !changes.isEmpty {
          changed.append(
            ChangedSection(
              source: pair.source, destination: pair.destination, changes: changes,
              rowsBefore: before, rowsAfter: after))
        }
      } catch {
        builder.replaceSection(source: pair.source, destination: pair.destination)
        outcome.error =
          outcome.error
          ?? Self.duplicateRowsError(
            error, node: new, sections: pair, before: before, after: after)
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

  /// Whether an opaque kept section changed: its row count, its class, or (for a new
  /// instance) its content.
  private func opaqueSectionChanged(
    old: any CascadingTableDelegate, new: any CascadingTableDelegate,
    rowsBefore: DifferenceRows?, pair: (source: Int, destination: Int)
  ) -> Bool {
    if old !== new {
      if ObjectIdentifier(type(of: old)) != ObjectIdentifier(type(of: new)) { return true }
      if !new.isContentEqual(to: old) { return true }
    }
    let countBefore = rowsBefore?.count ?? opaqueRowCount(old) ?? 0
    let host = scope.preparedTable ?? Self.detachedHost
    return new.tableView(host, numberOfRowsInSection: pair.destination) != countBefore
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
            identifier: Self.text(identifier), nodeType: Self.typeName(scope),
            nodeIndex: scope.index, coordinates: coordinates)
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
