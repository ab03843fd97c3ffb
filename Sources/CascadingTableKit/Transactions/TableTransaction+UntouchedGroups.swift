extension TableTransaction {
  /// The groups listed by the comparisons of the running transaction's sections, for the
  /// lookup of duplicates and the record of the tree as told (see ``ListedGroupChunks``).
  static var listedGroupChunks = ListedGroupChunks()

  // MARK: - Sections whose groups changed

  /// Compares a kept section holding groups with what the table was told, looking only into
  /// the groups that changed: each untouched group stands for its rows as one element. `nil`
  /// when that does not apply (the section's own children changed, no group is untouched) or
  /// cannot tell the table (a duplicate, an untouched group the difference would move): the
  /// caller then compares every row.
  ///
  /// The rows the two sides share at their ends are found part by part
  /// (``ChunkedLeafRows``), without listing either side: only the rows between them are
  /// listed and compared, with the table row each starts at.
  /// - Complexity: O(*n*) in the section's children plus O(*r*) in the rows of the children
  ///   that changed.
  func compareUntouchedGroups(
    of section: PropagatingTableDelegate, pair: (source: Int, destination: Int)
  ) -> SectionComparison? {
    let state = section.updateState
    guard section.mode == .row, let chunks = state.shownChunks, section.holdsGroups else {
      return nil
    }
    guard state.hasUnshownChanges else { return .unchanged }
    let children = section.childDelegatesForDifference
    let shown = state.shownChildren
    guard children.count == chunks.count, shown.count == children.count else { return nil }
    var rows = ChunkedLeafRows(partCount: children.count)
    for position in children.indices {
      let child = children[position]
      guard child === shown[position] else { return nil }
      // The chunk is read in place and its group compared by identity, the group taken from
      // the child: copying the chunk or binding its reference would retain the group, on the
      // runtime's slow path (a group's children hold it weakly).
      if chunks[position].group === child, let group = child as? PropagatingTableDelegate,
        group.updateState.version == chunks[position].version
      {
        rows.appendUntouched(group, rowCount: chunks[position].leaves.count)
      } else {
        let chunk = chunks[position]
        let listed = Self.listRows(of: child, in: section, told: chunk)
        rows.appendChanged(
          before: chunk.leaves, after: listed.leaves, told: chunk.rowIdentities,
          now: listed.identities)
      }
    }
    guard !rows.untouchedGroups.isEmpty else { return nil }
    let ends = rows.sharedEnds()
    let (before, rowOfBefore) = rows.elements(
      before: true, in: ends.prefix..<(rows.beforeCount - ends.suffix))
    let (after, rowOfAfter) = rows.elements(
      before: false, in: ends.prefix..<(rows.afterCount - ends.suffix))
    let changes: SectionRowChanges
    do {
      changes = try SectionRowChanges(
        from: .leaves(before), to: .leaves(after), keepingSharedEnds: false)
      if !changes.insertions.isEmpty && (ends.prefix > 0 || ends.suffix > 0)
        && PropagatingTableDelegate.findsEveryDuplicateIdentifier
      {
        // An inserted row may repeat a row kept unseen at an end.
        let all = rows.elements(before: false, in: 0..<rows.afterCount).elements
        try SectionRowChanges.checkEveryIdentifier(of: .leaves(all))
      }
    } catch {
      return nil
    }
    if PropagatingTableDelegate.findsEveryDuplicateIdentifier && !changes.insertions.isEmpty
      && Self.repeatsARowOfAnUntouchedGroup(changes.insertions, in: rows.untouchedGroups)
    {
      // The full comparison reports it.
      return nil
    }
    for move in changes.moves {
      if case .untouched = before[move.source] { return nil }
    }
    guard !changes.isEmpty else { return .unchanged }
    return .rows(
      ChangedSection(
        source: pair.source, destination: pair.destination, changes: changes,
        rowsBefore: .leaves(before), rowsAfter: .leaves(after), rowOfBefore: rowOfBefore,
        rowOfAfter: rowOfAfter))
  }

  /// The rows of a child of `section` that changed since the table was told, listed once per
  /// transaction for a group: kept in ``listedGroupChunks`` with the column of their
  /// identities (``LeafIdentity``) and the hash values of their identifiers derived from those
  /// of `told`, the child's chunk as told, when it has them. `identities` is `nil` for any
  /// other child.
  /// - Complexity: O(*m*) for the child's *m* rows, asking only the identifiers of the rows a
  ///   group did not keep at the ends of its list.
  private static func listRows(
    of child: any CascadingTableDelegate, in section: PropagatingTableDelegate, told: LeafChunk
  ) -> (leaves: [LeafRow], identities: [LeafIdentity]?) {
    guard let group = child as? PropagatingTableDelegate, group.mode == section.mode else {
      return (section.leafRows(ofChild: child), nil)
    }
    if let listed = listedGroupChunks.chunk(for: group) {
      return (listed.leaves, listed.rowIdentities)
    }
    let list = PropagatingTableDelegate.leafRowListWithIdentities(ofGroup: group)
    listedGroupChunks.keep(
      LeafChunk(
        group: group, version: group.updateState.version, leaves: list.rows,
        rowIdentities: list.identities,
        identifierHashes: told.group === group
          ? told.identifierHashes(of: list.rows, laterIdentities: list.identities) : nil))
    return (list.rows, list.identities)
  }

  /// Whether an inserted row has the identifier of a row of an untouched group, whose
  /// identifiers are read once while the group stays the same (see ``IdentifierSetCache``).
  /// - Complexity: O(*i*) expected for *i* insertions per untouched group, plus O(*r*) in the
  ///   rows of a group whose identifiers are not remembered yet.
  private static func repeatsARowOfAnUntouchedGroup(
    _ insertions: [(identifier: AnyHashable, row: Int)], in groups: [PropagatingTableDelegate]
  ) -> Bool {
    for group in groups {
      guard let identifiers = rowIdentifiers(of: group) else { continue }
      if insertions.contains(where: { identifiers.contains($0.identifier) }) { return true }
    }
    return false
  }
}
