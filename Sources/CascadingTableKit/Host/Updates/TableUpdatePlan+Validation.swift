extension TableUpdatePlan {
  /// Validates a batch of updates and builds its plan.
  ///
  /// See ``TableUpdatePlan`` for the meaning of a batch and the order of the checks.
  /// - Parameters:
  ///   - updates: The changes of the batch, in the order they were made.
  ///   - rowCountsBefore: The number of rows of every section before the update.
  ///   - rowCountsAfter: The number of rows of every section after the update.
  /// - Throws: The first rule the batch breaks.
  /// - Complexity: O(u log u + s) for u changed rows and sections and s sections.
  init(
    updates: [TableUpdate], rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(TableUpdateError) {
    let changes = updates.flatMap(Change.changes(of:))
    try Self.checkRanges(of: changes, before: rowCountsBefore, after: rowCountsAfter)

    // Sections: claims, then the count.
    var sectionClaims = Claims<Int> { section, coordinates, first, second in
      .conflictingSectionChanges(
        section: section, coordinates: coordinates, first: first.update, second: second.update)
    }
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var sectionMoveDestinations: [Int: Int] = [:]
    for change in changes {
      switch change {
      case .deleteSection(let section):
        try sectionClaims.claim(section, .beforeUpdate, by: change)
        deletedSections.append(section)
      case .reloadSection(let section):
        if sectionClaims.before[section]?.isReload == true { continue }
        try sectionClaims.claim(section, .beforeUpdate, by: change)
        reloadedSections.append(section)
      case .insertSection(let section):
        try sectionClaims.claim(section, .afterUpdate, by: change)
        insertedSections.append(section)
      case .moveSection(let source, let destination):
        try sectionClaims.claim(source, .beforeUpdate, by: change)
        try sectionClaims.claim(destination, .afterUpdate, by: change)
        sectionMoveDestinations[source] = destination
      case .insertRow, .deleteRow, .reloadRow, .reconfigureRow, .moveRow:
        continue
      }
    }
    guard
      rowCountsAfter.count
        == rowCountsBefore.count &+ insertedSections.count &- deletedSections.count
    else {
      throw TableUpdateError(
        kind: .invalidNumberOfSections(
          before: rowCountsBefore.count, after: rowCountsAfter.count,
          inserted: insertedSections.count, deleted: deletedSections.count))
    }
    let sections = SectionMapping(
      countBefore: rowCountsBefore.count, countAfter: rowCountsAfter.count,
      deleted: deletedSections, inserted: insertedSections, reloaded: reloadedSections,
      moveDestinations: sectionMoveDestinations)
    func replacingChange(ofSectionBefore section: Int) -> Change? {
      guard let claim = sectionClaims.before[section], !claim.isMove else { return nil }
      return claim
    }
    func replacingChange(ofSectionAfter section: Int) -> Change? {
      if let before = sections.reloadedSourcesByAfter[section] { return .reloadSection(before) }
      guard let claim = sectionClaims.after[section], !claim.isMove else { return nil }
      return claim
    }

    // Rows: replaced sections and claims, in the order listed.
    var rowClaims = Claims<TableIndexPath> { indexPath, coordinates, first, second in
      .conflictingRowChanges(
        indexPath: indexPath, coordinates: coordinates, first: first.update,
        second: second.update)
    }
    var removedRows: [Int: [Int]] = [:]
    var addedRows: [Int: [Int]] = [:]
    var deletedCounts: [Int: Int] = [:]
    var insertedCounts: [Int: Int] = [:]
    var movedOutCounts: [Int: Int] = [:]
    var movedInCounts: [Int: Int] = [:]
    var insertedRows: [TableIndexPath] = []
    var reloadedRows: [TableIndexPath] = []
    var reconfiguredRows: [TableIndexPath] = []
    var rowMoveDestinations: [TableIndexPath: TableIndexPath] = [:]
    var rowMoveSources: [TableIndexPath: TableIndexPath] = [:]
    for change in changes {
      switch change {
      case .deleteRow(let indexPath):
        try rowClaims.claim(indexPath, .beforeUpdate, by: change)
        if replacingChange(ofSectionBefore: indexPath.section) != nil { continue }
        removedRows[indexPath.section, default: []].append(indexPath.row)
        deletedCounts[indexPath.section, default: 0] += 1
      case .reloadRow(let indexPath):
        if let sectionChange = replacingChange(ofSectionBefore: indexPath.section) {
          throw TableUpdateError(
            kind: .rowChangeInChangedSection(
              rowChange: change.update, sectionChange: sectionChange.update))
        }
        if rowClaims.before[indexPath]?.isReload == true { continue }
        try rowClaims.claim(indexPath, .beforeUpdate, by: change)
        reloadedRows.append(indexPath)
      case .reconfigureRow(let indexPath):
        if let sectionChange = replacingChange(ofSectionBefore: indexPath.section) {
          throw TableUpdateError(
            kind: .rowChangeInChangedSection(
              rowChange: change.update, sectionChange: sectionChange.update))
        }
        if rowClaims.before[indexPath]?.isReconfigure == true { continue }
        try rowClaims.claim(indexPath, .beforeUpdate, by: change)
        reconfiguredRows.append(indexPath)
      case .insertRow(let indexPath):
        try rowClaims.claim(indexPath, .afterUpdate, by: change)
        if replacingChange(ofSectionAfter: indexPath.section) != nil { continue }
        addedRows[indexPath.section, default: []].append(indexPath.row)
        insertedCounts[indexPath.section, default: 0] += 1
        insertedRows.append(indexPath)
      case .moveRow(let source, let destination):
        if let sectionChange = replacingChange(ofSectionBefore: source.section)
          ?? replacingChange(ofSectionAfter: destination.section)
        {
          throw TableUpdateError(
            kind: .rowChangeInChangedSection(
              rowChange: change.update, sectionChange: sectionChange.update))
        }
        try rowClaims.claim(source, .beforeUpdate, by: change)
        try rowClaims.claim(destination, .afterUpdate, by: change)
        removedRows[source.section, default: []].append(source.row)
        addedRows[destination.section, default: []].append(destination.row)
        if sections.after(source.section) != destination.section {
          movedOutCounts[source.section, default: 0] += 1
          movedInCounts[destination.section, default: 0] += 1
        }
        rowMoveDestinations[source] = destination
        rowMoveSources[destination] = source
      case .insertSection, .deleteSection, .reloadSection, .moveSection:
        continue
      }
    }

    // Row counts of the sections that survive and are not reloaded, by ascending position.
    // Unchanged sections cost two array reads: every lookup below is skipped for them.
    let sectionsWithRemovedRows = SortedPositions(Array(removedRows.keys))
    let sectionsWithAddedRows = SortedPositions(Array(addedRows.keys))
    try sections.forEachSectionKeepingRows { (section, sectionAfter) throws(TableUpdateError) in
      var deleted = 0
      var movedOut = 0
      if sectionsWithRemovedRows.count > 0 && sectionsWithRemovedRows.contains(section) {
        deleted = deletedCounts[section] ?? 0
        movedOut = movedOutCounts[section] ?? 0
      }
      var inserted = 0
      var movedIn = 0
      if sectionsWithAddedRows.count > 0 && sectionsWithAddedRows.contains(sectionAfter) {
        inserted = insertedCounts[sectionAfter] ?? 0
        movedIn = movedInCounts[sectionAfter] ?? 0
      }
      let expected = rowCountsBefore[section] &+ inserted &- deleted &+ movedIn &- movedOut
      guard rowCountsAfter[sectionAfter] == expected else {
        throw TableUpdateError(
          kind: .invalidNumberOfRows(
            section: section, sectionAfterUpdate: sectionAfter,
            before: rowCountsBefore[section], after: rowCountsAfter[sectionAfter],
            inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut))
      }
    }

    let sortedRemovedRows = removedRows.mapValues(SortedPositions.init)
    let sortedAddedRows = addedRows.mapValues(SortedPositions.init)
    // A reloaded row's section survives with its rows (checked above), so it maps.
    let reloadedRowsAfter = reloadedRows.map { indexPath in
      let sectionAfter = sections.after(indexPath.section)!
      let removed = sortedRemovedRows[indexPath.section] ?? .empty
      let added = sortedAddedRows[sectionAfter] ?? .empty
      return TableIndexPath(
        row: added.positionOutside(rank: removed.rankOfPositionOutside(indexPath.row)),
        section: sectionAfter)
    }

    self.rowCountsBefore = rowCountsBefore
    self.rowCountsAfter = rowCountsAfter
    self.sections = sections
    self.removedRows = sortedRemovedRows
    self.addedRows = sortedAddedRows
    self.rowMoveDestinations = rowMoveDestinations
    self.rowMoveSources = rowMoveSources
    self.reloadedRowsBefore = Set(reloadedRows)
    self.reconfiguredIndexPathsBeforeUpdate = reconfiguredRows.sorted()
    self.reloadedRowsAfter = Set(reloadedRowsAfter)
    self.insertedIndexPathsAfterUpdate = insertedRows.sorted()
    self.reloadedIndexPathsAfterUpdate = reloadedRowsAfter.sorted()
    self.insertedOrReloadedSectionsAfterUpdate =
      (insertedSections + sections.reloadedSourcesByAfter.keys).sorted()
  }

  /// Throws for the first position, in the order listed, outside its coordinate space.
  private static func checkRanges(
    of changes: [Change], before: [Int], after: [Int]
  ) throws(TableUpdateError) {
    func check(section: Int, _ coordinates: TableUpdateError.Coordinates, _ change: Change)
      throws(TableUpdateError)
    {
      let count = coordinates == .beforeUpdate ? before.count : after.count
      guard (0..<count).contains(section) else {
        throw TableUpdateError(
          kind: .sectionOutOfRange(
            section: section, sectionCount: count, coordinates: coordinates,
            update: change.update))
      }
    }
    func check(
      row indexPath: TableIndexPath, _ coordinates: TableUpdateError.Coordinates,
      _ change: Change
    ) throws(TableUpdateError) {
      let counts = coordinates == .beforeUpdate ? before : after
      guard counts.indices.contains(indexPath.section) else {
        throw TableUpdateError(
          kind: .rowSectionOutOfRange(
            indexPath: indexPath, sectionCount: counts.count, coordinates: coordinates,
            update: change.update))
      }
      guard indexPath.row >= 0 && indexPath.row < counts[indexPath.section] else {
        throw TableUpdateError(
          kind: .rowOutOfRange(
            indexPath: indexPath, rowCount: counts[indexPath.section],
            coordinates: coordinates, update: change.update))
      }
    }
    for change in changes {
      switch change {
      case .insertSection(let section):
        try check(section: section, .afterUpdate, change)
      case .deleteSection(let section), .reloadSection(let section):
        try check(section: section, .beforeUpdate, change)
      case .moveSection(let source, let destination):
        try check(section: source, .beforeUpdate, change)
        try check(section: destination, .afterUpdate, change)
      case .insertRow(let indexPath):
        try check(row: indexPath, .afterUpdate, change)
      case .deleteRow(let indexPath), .reloadRow(let indexPath),
        .reconfigureRow(let indexPath):
        try check(row: indexPath, .beforeUpdate, change)
      case .moveRow(let source, let destination):
        try check(row: source, .beforeUpdate, change)
        try check(row: destination, .afterUpdate, change)
      }
    }
  }
}

/// One change of one row or section: a ``TableUpdate`` split into its items.
private enum Change {
  case insertSection(Int)
  case deleteSection(Int)
  case reloadSection(Int)
  case moveSection(Int, Int)
  case insertRow(TableIndexPath)
  case deleteRow(TableIndexPath)
  case reloadRow(TableIndexPath)
  case reconfigureRow(TableIndexPath)
  case moveRow(TableIndexPath, TableIndexPath)

  static func changes(of update: TableUpdate) -> [Change] {
    switch update {
    case .insertSections(let sections): return sections.map(Change.insertSection)
    case .deleteSections(let sections): return sections.map(Change.deleteSection)
    case .reloadSections(let sections): return sections.map(Change.reloadSection)
    case .moveSection(let source, let destination): return [.moveSection(source, destination)]
    case .insertRows(let indexPaths): return indexPaths.map(Change.insertRow)
    case .deleteRows(let indexPaths): return indexPaths.map(Change.deleteRow)
    case .reloadRows(let indexPaths): return indexPaths.map(Change.reloadRow)
    case .reconfigureRows(let indexPaths): return indexPaths.map(Change.reconfigureRow)
    case .moveRow(let source, let destination): return [.moveRow(source, destination)]
    // A whole reload replaces every row: the table reloads instead of making a plan.
    case .reloadData: return []
    }
  }

  /// The change as a single-item update, as errors report it.
  var update: TableUpdate {
    switch self {
    case .insertSection(let section): return .insertSections([section])
    case .deleteSection(let section): return .deleteSections([section])
    case .reloadSection(let section): return .reloadSections([section])
    case .moveSection(let source, let destination): return .moveSection(source, to: destination)
    case .insertRow(let indexPath): return .insertRows([indexPath])
    case .deleteRow(let indexPath): return .deleteRows([indexPath])
    case .reloadRow(let indexPath): return .reloadRows([indexPath])
    case .reconfigureRow(let indexPath): return .reconfigureRows([indexPath])
    case .moveRow(let source, let destination): return .moveRow(source, to: destination)
    }
  }

  var isReload: Bool {
    switch self {
    case .reloadSection, .reloadRow: return true
    default: return false
    }
  }

  var isReconfigure: Bool {
    if case .reconfigureRow = self { return true }
    return false
  }

  var isMove: Bool {
    switch self {
    case .moveSection, .moveRow: return true
    default: return false
    }
  }
}

/// The changes that claimed each position, on each side of an update.
private struct Claims<Position: Hashable> {
  /// The error for a second claim of a position.
  let conflict: (Position, TableUpdateError.Coordinates, Change, Change) -> TableUpdateError.Kind
  var before: [Position: Change] = [:]
  var after: [Position: Change] = [:]

  init(
    conflict:
      @escaping (Position, TableUpdateError.Coordinates, Change, Change) ->
      TableUpdateError.Kind
  ) {
    self.conflict = conflict
  }

  /// Records that `change` names `position`, or throws if another change already did.
  mutating func claim(
    _ position: Position, _ coordinates: TableUpdateError.Coordinates, by change: Change
  ) throws(TableUpdateError) {
    if coordinates == .beforeUpdate {
      if let earlier = before[position] {
        throw TableUpdateError(kind: conflict(position, coordinates, earlier, change))
      }
      before[position] = change
    } else {
      if let earlier = after[position] {
        throw TableUpdateError(kind: conflict(position, coordinates, earlier, change))
      }
      after[position] = change
    }
  }
}
