extension TableTransaction {
  /// The identifiers of untouched sections and groups, remembered between transactions.
  static let identifierSets = IdentifierSetCache()

  /// The duplicates reported for each node.
  static let reportedDuplicates = ReportedDuplicates()

  /// The identifiers of every row of a node that can list them, remembered while its rows
  /// stay the same; `nil` for a node whose rows cannot be identified one by one.
  /// - Complexity: O(1) on average when remembered, else O(*r*) in the node's rows.
  static func rowIdentifiers(of node: any CascadingTableDelegate) -> Set<AnyHashable>? {
    guard let tracked = node as? any RowDifferencing, let rows = tracked.differenceRows,
      !rows.isStandIn
    else { return nil }
    return identifierSets.identifiers(of: tracked, version: tracked.rowsVersion) {
      rows.identifiers(in: 0..<rows.count)
    }
  }

  /// ``rowIdentifiers(of:)`` with the hash value of each identifier, remembered with them: for
  /// an untouched group, looked up again while it stays the same.
  /// - Complexity: As ``rowIdentifiers(of:)``, plus O(*r*) the first time the hash values are
  ///   asked of remembered identifiers.
  static func hashedRowIdentifiers(of node: any CascadingTableDelegate) -> HashedIdentifierSet? {
    guard let tracked = node as? any RowDifferencing, let identifiers = rowIdentifiers(of: node)
    else { return nil }
    return identifierSets.hashed(of: tracked, version: tracked.rowsVersion)
      ?? HashedIdentifierSet(identifiers)
  }

  /// The identifiers of a node's rows, as sets whose union holds every identifier of `wanted`
  /// that a row holds, for looking those up: for a section holding groups, one set per group
  /// untouched since the table was told (remembered while it stays the same, see
  /// ``hashedRowIdentifiers(of:)``), and one of the identifiers of `wanted` held by the rows of
  /// its other children (changed groups, rows, blocks), read without remembering them, so that
  /// a change of one group reads only that group's rows again; for any other node, or when
  /// looking up in every group would cost more than reading every row, ``rowIdentifiers(of:)``'s
  /// one set. `nil` for a node whose rows cannot be identified one by one. The groups' sets hold
  /// the hash values of their identifiers, so that an identifier is hashed once for all of them
  /// and compared only where a hash value matches (see ``HashedIdentifierSet``).
  ///
  /// The rows looked in are those of the node's ``RowDifferencing/differenceRows``: a section's
  /// rows are the rows of its children in order (`leafRows(ofChild:)`), and a group's rows as
  /// its own ``RowDifferencing/differenceRows`` lists them are the same rows.
  /// - Complexity: O(*n*) in the section's children plus O(*r*) in the rows of the groups not
  ///   remembered and of the other children; else as ``rowIdentifiers(of:)``.
  static func rowIdentifierSets(of node: any CascadingTableDelegate, holding wanted: [AnyHashable])
    -> [HashedIdentifierSet]?
  {
    if let section = node as? PropagatingTableDelegate, section.mode == .row,
      section.holdsGroups, let sets = groupIdentifierSets(of: section, holding: wanted)
    {
      return sets
    }
    // A section's set is made again after each change of it, most often for one lookup: no
    // hash values, which would cost a second pass over its rows.
    return rowIdentifiers(of: node).map { [HashedIdentifierSet(unhashed: $0)] }
  }

  /// ``rowIdentifierSets(of:holding:)`` for a `.row`-mode section holding groups; `nil` when a
  /// child is a group of declarations (whose rows are better read once with the section's) or
  /// when the lookups in every group would cost more than reading every row.
  private static func groupIdentifierSets(
    of section: PropagatingTableDelegate, holding wanted: [AnyHashable]
  ) -> [HashedIdentifierSet]? {
    let children = section.childDelegatesForDifference
    let (lookupCost, overflow) = wanted.count.multipliedReportingOverflow(by: children.count + 1)
    guard !overflow, lookupCost <= section.slotCount else { return nil }
    // The groups as the table was told them, to tell the untouched ones.
    let chunks = section.updateState.shownChunks
    let told = chunks?.count == children.count ? chunks : nil
    var sets: [HashedIdentifierSet] = []
    sets.reserveCapacity(children.count + 1)
    var others: [DifferenceRows] = []
    // The changed groups this transaction listed: the hash values of their identifiers are
    // known without asking them, and a row is asked only when its hash value is looked up.
    var listed: [(hashes: [Int], leaves: [LeafRow])] = []
    for position in children.indices {
      let child = children[position]
      if let group = child as? PropagatingTableDelegate, group.mode == section.mode {
        let version = group.updateState.version
        if let told, told[position].group !== group || told[position].version != version {
          // Changed since the table was told, and likely to change again: read, not kept.
          if let column = listedIdentifierHashes(of: group) {
            listed.append(column)
            continue
          }
          guard let rows = group.differenceRows, !rows.isStandIn else { return nil }
          others.append(rows)
          continue
        }
        // Asked of the cache first: a group's rows are always identified, and asking it
        // needs no cast.
        guard
          let identifiers = identifierSets.hashed(of: group, version: version)
            ?? hashedRowIdentifiers(of: group)
        else { return nil }
        sets.append(identifiers)
      } else {
        if let node = child as? CascadingBareTableDelegate, node.isRowGroup { return nil }
        others.append(.leaves(section.leafRows(ofChild: child)))
      }
    }
    if !others.isEmpty || !listed.isEmpty {
      // The identifiers looked up, made into a set at the first row whose hash value is one of
      // theirs: most lookups meet none.
      var lookedUpSet: Set<AnyHashable>?
      func isLookedUp(_ identifier: AnyHashable) -> Bool {
        if let lookedUpSet { return lookedUpSet.contains(identifier) }
        let made = Set(wanted)
        lookedUpSet = made
        return made.contains(identifier)
      }
      // Hash values first: comparing two `AnyHashable`s costs far more than comparing their
      // hash values, and most identifiers are not looked up.
      let lookedUpHashes = LookedUpHashes(wanted)
      var held = Set<AnyHashable>()
      var heldHashes = Set<Int>()
      for column in listed {
        for position in column.hashes.indices
        where lookedUpHashes.contains(column.hashes[position]) {
          // The row's identifier now, asked only for a hash value looked up.
          let identifier = column.leaves[position].identifier(replacingMarked: false)
          if isLookedUp(identifier) {
            held.insert(identifier)
            heldHashes.insert(identifier.hashValue)
          }
        }
      }
      for rows in others {
        for position in 0..<rows.count {
          let identifier = rows.identifier(at: position)
          let hash = identifier.hashValue
          if lookedUpHashes.contains(hash) && isLookedUp(identifier) {
            held.insert(identifier)
            heldHashes.insert(hash)
          }
        }
      }
      sets.append(HashedIdentifierSet(held, hashes: heldHashes))
    }
    return sets
  }

  /// The hash values of the identifiers of a group's rows, with its rows, when this
  /// transaction listed the group (``listedGroupChunks``): derived from those the table was
  /// told where its comparison derived them, else asked once and kept with the listed chunk
  /// for the record.
  /// - Complexity: O(1) when derived, else O(*r*) in the group's rows.
  private static func listedIdentifierHashes(of group: PropagatingTableDelegate) -> (
    hashes: [Int], leaves: [LeafRow]
  )? {
    guard var listed = listedGroupChunks.chunk(for: group) else { return nil }
    if let hashes = listed.identifierHashes { return (hashes, listed.leaves) }
    let hashes = LeafChunk.identifierHashes(readFrom: listed.leaves)
    listed.identifierHashes = hashes
    listedGroupChunks.keep(listed)
    return (hashes, listed.leaves)
  }

  /// Adds a problem for each identifier that a changed section gained (or an inserted section
  /// holds) and another section holds too: every other section when every duplicate is looked for
  /// (``PropagatingTableDelegate/findsEveryDuplicateIdentifier``), else only the sections
  /// this transaction compared or reloaded.
  /// - Parameters:
  ///   - changed: The kept sections whose rows changed, before moves between them are paired.
  ///   - insertedSections: The positions of the sections inserted, after the transaction.
  ///   - sectionsAfter: The sections of the top, after the transaction.
  ///   - compared: The positions after the transaction of the sections it compared or
  ///     reloaded.
  ///   - problems: The problems met; an identifier already reported is not reported again.
  /// - Complexity: O(*i*) expected for *i* inserted rows, times the sections looked in, plus
  ///   O(*r*) for a section whose identifiers are not remembered (read once per change of it),
  ///   plus O(*r*) for each section found to share an identifier.
  func reportRowsSharedWithOtherSections(
    _ changed: [ChangedSection], insertedSections: [Int],
    sectionsAfter: [any CascadingTableDelegate],
    compared: Set<Int>, problems: inout [TableProblem]
  ) {
    var reported = Set<String>()
    for problem in problems {
      if let error = problem.differenceError, case .rowInSeveralSections = error.kind {
        reported.insert(error.identifier)
      }
    }
    let targets =
      PropagatingTableDelegate.findsEveryDuplicateIdentifier
      ? Array(sectionsAfter.indices) : compared.sorted()
    // Every identifier a changed section gained, with the rows it arrived at.
    var gained: [AnyHashable: [TableIndexPath]] = [:]
    var order: [AnyHashable] = []
    for section in changed {
      for insertion in section.changes.insertions {
        let indexPath = TableIndexPath(
          row: section.rowAfter(insertion.row), section: section.destination)
        if gained[insertion.identifier] == nil {
          order.append(insertion.identifier)
        }
        gained[insertion.identifier, default: []].append(indexPath)
      }
    }
    for position in insertedSections where sectionsAfter.indices.contains(position) {
      guard let tracked = sectionsAfter[position] as? any RowDifferencing,
        let rows = tracked.differenceRows, !rows.isStandIn
      else { continue }
      let identifiers = rows.identifiers(in: 0..<rows.count)
      for row in identifiers.indices {
        let identifier = identifiers[row]
        if gained[identifier] == nil {
          order.append(identifier)
        }
        gained[identifier, default: []].append(TableIndexPath(row: row, section: position))
      }
    }
    guard !gained.isEmpty else { return }
    var arrivalSections = Set<Int>()
    for arrivals in gained.values {
      for arrival in arrivals {
        arrivalSections.insert(arrival.section)
      }
    }
    var found: [AnyHashable: [TableIndexPath]] = [:]
    for target in targets where sectionsAfter.indices.contains(target) {
      // Rows that arrived in this section only: a repeat inside one section is the
      // section's own comparison's to find.
      if arrivalSections == [target] { continue }
      let section = sectionsAfter[target]
      guard let identifiers = Self.rowIdentifierSets(of: section, holding: order) else {
        continue
      }
      for identifier in order where Self.anySet(identifiers, contains: identifier) {
        let arrivals = gained[identifier] ?? []
        guard arrivals.contains(where: { $0.section != target }) else { continue }
        guard let rows = (section as? any RowDifferencing)?.differenceRows else { continue }
        let all = rows.identifiers(in: 0..<rows.count)
        for row in all.indices where all[row] == identifier {
          let indexPath = TableIndexPath(row: row, section: target)
          if !arrivals.contains(indexPath) {
            found[identifier, default: arrivals].append(indexPath)
          }
        }
      }
    }
    for identifier in order {
      // The text only for an identifier found: describing one is far dearer than the lookup.
      guard let rows = found[identifier] else { continue }
      let text = String(describing: identifier.base)
      guard !reported.contains(text) else { continue }
      let sorted = Array(Set(rows)).sorted()
      let error = TableDifferenceError(
        kind: .rowInSeveralSections(rows: sorted),
        identifier: text,
        nodeType: String(describing: type(of: top)), nodeIndex: top.index,
        coordinates: .afterUpdate)
      problems.append(TableProblem(kind: .duplicateIdentifier(error), about: top, rows: sorted))
    }
  }

  /// Whether one of `sets` holds `identifier`, hashed once for all of them.
  /// - Complexity: O(*s*) expected for *s* sets.
  private static func anySet(_ sets: [HashedIdentifierSet], contains identifier: AnyHashable)
    -> Bool
  {
    let hash = identifier.hashValue
    for set in sets where set.contains(identifier, hash: hash) {
      return true
    }
    return false
  }

  // MARK: - Clashes between changed sections

  /// The positions in `changed` of the sections that share a row identifier with another
  /// one, before or after; adds a problem for each identifier the clash is new for (shared
  /// after the update, not before it).
  func clashingSections(_ changed: [ChangedSection], problems: inout [TableProblem])
    -> Set<Int>
  {
    var clashing = Set<Int>()
    var clashedBefore = Set<AnyHashable>()
    for coordinates in [TableUpdateError.Coordinates.beforeUpdate, .afterUpdate] {
      let isBefore = coordinates == .beforeUpdate
      // Identifiers compared in one section only (a row moved between two sections) cannot
      // clash on this side: a clash needs two sections.
      var sectionsComparingRows = 0
      for section in changed
      where (isBefore ? section.changes.comparedCountBefore : section.changes.comparedCountAfter)
        > 0
      {
        sectionsComparingRows += 1
      }
      guard sectionsComparingRows > 1 else { continue }
      var owners: [AnyHashable: (entry: Int, row: Int)] = [:]
      // For each identifier clashing on this side, every row it is at, in order met.
      var clashes: [AnyHashable: [TableIndexPath]] = [:]
      var order: [AnyHashable] = []
      for entry in changed.indices {
        let section = changed[entry]
        let identifiers =
          isBefore ? section.changes.identifiersBefore : section.changes.identifiersAfter
        for row in identifiers.indices {
          let identifier = identifiers[row]
          let indexPath = TableIndexPath(
            row: isBefore
              ? section.rowBefore(section.changes.offset + row)
              : section.rowAfter(section.changes.offset + row),
            section: isBefore ? section.source : section.destination)
          guard let owner = owners[identifier] else {
            owners[identifier] = (entry, row)
            continue
          }
          guard owner.entry != entry || clashes[identifier] != nil else { continue }
          clashing.insert(owner.entry)
          clashing.insert(entry)
          if clashes[identifier] == nil {
            let first = changed[owner.entry]
            order.append(identifier)
            clashes[identifier] = [
              TableIndexPath(
                row: isBefore
                  ? first.rowBefore(first.changes.offset + owner.row)
                  : first.rowAfter(first.changes.offset + owner.row),
                section: isBefore ? first.source : first.destination)
            ]
          }
          clashes[identifier]?.append(indexPath)
        }
      }
      if isBefore {
        clashedBefore = Set(order)
        continue
      }
      for identifier in order where !clashedBefore.contains(identifier) {
        let rows = (clashes[identifier] ?? []).sorted()
        let error = TableDifferenceError(
          kind: .rowInSeveralSections(rows: rows), identifier: Self.text(identifier),
          nodeType: Self.typeName(top), nodeIndex: top.index, coordinates: coordinates)
        problems.append(TableProblem(kind: .duplicateIdentifier(error), about: top, rows: rows))
      }
    }
    return clashing
  }

  // MARK: - Problems

  /// The identifiers duplicated in a list, each with every position it occurs at, in the
  /// order of their second occurrence.
  /// - Complexity: O(*n*) expected.
  static func duplicates(in identifiers: [AnyHashable]) -> [(
    identifier: AnyHashable, positions: [Int]
  )] {
    var positions: [AnyHashable: [Int]] = [:]
    var order: [AnyHashable] = []
    for position in identifiers.indices {
      let identifier = identifiers[position]
      positions[identifier, default: []].append(position)
      if positions[identifier]?.count == 2 {
        order.append(identifier)
      }
    }
    return order.map { ($0, positions[$0] ?? []) }
  }

  /// One problem for each identifier a root's sections share after the transaction and that
  /// was not reported yet (see ``ReportedDuplicates``).
  static func duplicateSectionProblems(
    of root: PropagatingTableDelegate, before: [AnyHashable], after: [AnyHashable]
  ) -> [TableProblem] {
    let shared = duplicates(in: after)
    let fresh = reportedDuplicates.toReport(
      shared.map(\.identifier), shown: Set(duplicates(in: before).map(\.identifier)), of: root)
    var problems: [TableProblem] = []
    for duplicate in shared where fresh.contains(duplicate.identifier) {
      let error = TableDifferenceError(
        kind: .duplicateSections(sections: duplicate.positions),
        identifier: text(duplicate.identifier), nodeType: typeName(root),
        nodeIndex: root.index, coordinates: .afterUpdate)
      problems.append(TableProblem(kind: .duplicateIdentifier(error), about: root, rows: []))
    }
    return problems
  }

  /// One problem for each identifier a section's rows share after the transaction and that was
  /// not reported yet (see ``ReportedDuplicates``), naming the section and every row the
  /// identifier is at.
  /// - Complexity: O(*r*) in the section's rows: met only when its diff failed.
  static func duplicateRowProblems(
    of node: any CascadingTableDelegate, sections: (source: Int, destination: Int),
    before: DifferenceRows, after: DifferenceRows
  ) -> [TableProblem] {
    let shownBefore = Set(
      duplicates(in: before.identifiers(in: 0..<before.count, replacingMarked: true))
        .map(\.identifier))
    let shared = duplicates(in: after.identifiers(in: 0..<after.count))
    let fresh = reportedDuplicates.toReport(
      shared.map(\.identifier), shown: shownBefore, of: node)
    var problems: [TableProblem] = []
    for duplicate in shared where fresh.contains(duplicate.identifier) {
      let rows = duplicate.positions.map {
        TableIndexPath(row: $0, section: sections.destination)
      }
      let error = TableDifferenceError(
        kind: .duplicateRows(rows: rows), identifier: text(duplicate.identifier),
        nodeType: typeName(node), nodeIndex: node.index, coordinates: .afterUpdate)
      problems.append(
        TableProblem(
          kind: .duplicateIdentifier(error), about: node, section: sections.destination,
          rows: rows))
    }
    return problems
  }

  static func text(_ identifier: AnyHashable) -> String {
    String(describing: identifier.base)
  }

  static func typeName(_ node: AnyObject) -> String {
    String(describing: type(of: node))
  }
}
