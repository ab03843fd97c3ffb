/// How the sections of a table map through a validated update: which are removed, which are
/// added, where the others go.
///
/// Sections that are neither deleted nor moved keep their order and fill, in order, the
/// positions after the update that are neither inserted nor a move's destination. A reloaded
/// section is such a survivor: it maps to its new position, but all its rows are new.
struct SectionMapping: Sendable {
  /// The number of sections before the update.
  let countBefore: Int

  /// The number of sections after the update.
  let countAfter: Int

  /// Sections deleted or moved away, before the update.
  let removed: SortedPositions

  /// Sections inserted or moved in, after the update.
  let added: SortedPositions

  /// The destination of every moved section, by its position before the update.
  let moveDestinations: [Int: Int]

  /// The source of every moved section, by its position after the update.
  let moveSources: [Int: Int]

  /// Reloaded sections, by their positions before the update.
  let reloadedBefore: SortedPositions

  /// Reloaded sections: their positions before the update, by their positions after it.
  let reloadedSourcesByAfter: [Int: Int]

  /// Creates the mapping of a validated batch.
  /// - Parameters:
  ///   - countBefore: The number of sections before the update.
  ///   - countAfter: The number of sections after the update.
  ///   - deleted: Distinct deleted sections, before the update.
  ///   - inserted: Distinct inserted sections, after the update.
  ///   - reloaded: Distinct reloaded sections, before the update.
  ///   - moveDestinations: The destination of every moved section, by its source.
  /// - Complexity: O(u log u) for u changed sections.
  init(
    countBefore: Int, countAfter: Int, deleted: [Int], inserted: [Int], reloaded: [Int],
    moveDestinations: [Int: Int]
  ) {
    self.countBefore = countBefore
    self.countAfter = countAfter
    self.moveDestinations = moveDestinations
    var moveSources: [Int: Int] = [:]
    for (source, destination) in moveDestinations {
      moveSources[destination] = source
    }
    self.moveSources = moveSources
    removed = SortedPositions(deleted + moveDestinations.keys)
    added = SortedPositions(inserted + moveSources.keys)
    reloadedBefore = SortedPositions(reloaded)
    var reloadedSourcesByAfter: [Int: Int] = [:]
    for section in reloaded {
      reloadedSourcesByAfter[added.positionOutside(rank: removed.rankOfPositionOutside(section))] =
        section
    }
    self.reloadedSourcesByAfter = reloadedSourcesByAfter
  }

  /// Where a section that existed before the update is after it (a reloaded section's too).
  /// - Returns: `nil` if the section was deleted or is out of range.
  /// - Complexity: O(log u) for u changed sections.
  func after(_ sectionBefore: Int) -> Int? {
    guard sectionBefore >= 0 && sectionBefore < countBefore else { return nil }
    if let destination = moveDestinations[sectionBefore] { return destination }
    if removed.contains(sectionBefore) { return nil }
    return added.positionOutside(rank: removed.rankOfPositionOutside(sectionBefore))
  }

  /// Where a section that exists after the update was before it (a reloaded section's too).
  /// - Returns: `nil` if the section was inserted or is out of range.
  /// - Complexity: O(log u) for u changed sections.
  func before(_ sectionAfter: Int) -> Int? {
    guard sectionAfter >= 0 && sectionAfter < countAfter else { return nil }
    if let source = moveSources[sectionAfter] { return source }
    if added.contains(sectionAfter) { return nil }
    return removed.positionOutside(rank: added.rankOfPositionOutside(sectionAfter))
  }

  /// Calls `body` with the positions before and after the update of every section that keeps
  /// its rows (neither deleted nor reloaded), by ascending position before the update.
  /// - Complexity: O(s + u) for s sections before the update and u changed sections.
  func forEachSectionKeepingRows<Failure: Error>(
    _ body: (_ before: Int, _ after: Int) throws(Failure) -> Void
  ) throws(Failure) {
    var removedIndex = 0
    var reloadedIndex = 0
    var addedIndex = 0
    var nextAfter = 0
    for section in 0..<countBefore {
      if removedIndex < removed.count && removed.values[removedIndex] == section {
        removedIndex += 1
        if let destination = moveDestinations[section] { try body(section, destination) }
        continue
      }
      while addedIndex < added.count && added.values[addedIndex] == nextAfter {
        addedIndex += 1
        nextAfter += 1
      }
      let sectionAfter = nextAfter
      nextAfter += 1
      if reloadedIndex < reloadedBefore.count && reloadedBefore.values[reloadedIndex] == section {
        reloadedIndex += 1
        continue
      }
      try body(section, sectionAfter)
    }
  }
}
