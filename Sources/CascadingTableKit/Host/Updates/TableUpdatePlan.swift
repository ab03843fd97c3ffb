/// The validated meaning of one batch of table updates: which rows and sections survive it,
/// where they go, and which are new.
///
/// A plan is built from the changes of a batch and the row counts per section before the
/// update (what the table had cached) and after it (what the data source reports now). Building
/// it checks the batch against UIKit's rules and throws the first violation; a plan that exists
/// is consistent, and maps positions between the two sides of the update.
///
/// ## Meaning of a batch
/// As in `UITableView.performBatchUpdates(_:completion:)`: deletes, reloads and move sources
/// name positions before the update; inserts and move destinations name positions after it.
/// The order in which changes are listed does not matter. Deletes and move sources are removed
/// first, from the highest position down; then inserts and move destinations are placed, from
/// the lowest position up; every other row and section keeps its order and fills the positions
/// that are left. A reload is a delete and an insert at the same place: the reloaded row or
/// section keeps its place among the survivors, but is new. Deleting a row of a deleted or
/// reloaded section and inserting a row into an inserted or reloaded section are allowed and
/// ignored (the section change already replaces all its rows), as UIKit accepted them before
/// iOS 11 and as its radar 34906155 expects; the positions are still range-checked.
///
/// The checks run in the order documented on ``TableUpdateError``.
///
/// - Complexity: Building a plan is O(u log u + s) for u changed rows and sections and s
///   sections before and after the update; it never visits the rows that do not change. Every
///   mapping query is O(log u).
struct TableUpdatePlan: Sendable {
  /// The number of rows per section before the update.
  let rowCountsBefore: [Int]

  /// The number of rows per section after the update.
  let rowCountsAfter: [Int]

  /// How the sections map through the update.
  let sections: SectionMapping

  /// Rows deleted or moved away, by their section before the update.
  let removedRows: [Int: SortedPositions]

  /// Rows inserted or moved in, by their section after the update.
  let addedRows: [Int: SortedPositions]

  /// The destination of every moved row, by its index path before the update.
  let rowMoveDestinations: [TableIndexPath: TableIndexPath]

  /// The source of every moved row, by its index path after the update.
  let rowMoveSources: [TableIndexPath: TableIndexPath]

  /// Reloaded rows, by their index paths before the update.
  let reloadedRowsBefore: Set<TableIndexPath>

  /// Reloaded rows, by their index paths after the update.
  let reloadedRowsAfter: Set<TableIndexPath>

  /// Reconfigured rows, by their index paths before the update, ascending. They survive the
  /// update with their cells.
  let reconfiguredIndexPathsBeforeUpdate: [TableIndexPath]

  /// The rows inserted by the update, in after-update coordinates, ascending. Rows of
  /// inserted or reloaded sections are not listed: see ``insertedOrReloadedSectionsAfterUpdate``.
  let insertedIndexPathsAfterUpdate: [TableIndexPath]

  /// The rows reloaded by the update, in after-update coordinates, ascending. Rows of reloaded
  /// sections are not listed: see ``insertedOrReloadedSectionsAfterUpdate``.
  let reloadedIndexPathsAfterUpdate: [TableIndexPath]

  /// The sections inserted or reloaded by the update, in after-update coordinates, ascending.
  /// All their rows are new.
  let insertedOrReloadedSectionsAfterUpdate: [Int]

  /// Where a section that existed before the update is after it.
  /// - Parameter sectionBefore: A section position before the update.
  /// - Returns: Its position after the update (a reloaded section's too); `nil` if it was
  ///   deleted or is out of range.
  /// - Complexity: O(log u) for u changed sections.
  func sectionAfterUpdate(for sectionBefore: Int) -> Int? {
    sections.after(sectionBefore)
  }

  /// Where a section that exists after the update was before it.
  /// - Parameter sectionAfter: A section position after the update.
  /// - Returns: Its position before the update (a reloaded section's too); `nil` if it was
  ///   inserted or is out of range.
  /// - Complexity: O(log u) for u changed sections.
  func sectionBeforeUpdate(for sectionAfter: Int) -> Int? {
    sections.before(sectionAfter)
  }

  /// Where a row that existed before the update is after it.
  /// - Parameter indexPathBefore: An index path before the update.
  /// - Returns: Its index path after the update; `nil` if the row or its section was deleted,
  ///   if it was reloaded or its section was (a reloaded row is a new row: see
  ///   ``reloadedIndexPathsAfterUpdate``), or if it is out of range.
  /// - Complexity: O(log u) for u changed rows and sections.
  func indexPathAfterUpdate(for indexPathBefore: TableIndexPath) -> TableIndexPath? {
    let section = indexPathBefore.section
    guard section >= 0 && section < rowCountsBefore.count,
      indexPathBefore.row >= 0, indexPathBefore.row < rowCountsBefore[section],
      !sections.reloadedBefore.contains(section), !reloadedRowsBefore.contains(indexPathBefore),
      let sectionAfter = sections.after(section)
    else { return nil }
    if let destination = rowMoveDestinations[indexPathBefore] { return destination }
    let removed = removedRows[section] ?? .empty
    if removed.contains(indexPathBefore.row) { return nil }
    let added = addedRows[sectionAfter] ?? .empty
    let row = added.positionOutside(rank: removed.rankOfPositionOutside(indexPathBefore.row))
    return TableIndexPath(row: row, section: sectionAfter)
  }

  /// Where a row that exists after the update was before it.
  /// - Parameter indexPathAfter: An index path after the update.
  /// - Returns: Its index path before the update; `nil` if the row was inserted or reloaded,
  ///   if its section was inserted or reloaded, or if it is out of range.
  /// - Complexity: O(log u) for u changed rows and sections.
  func indexPathBeforeUpdate(for indexPathAfter: TableIndexPath) -> TableIndexPath? {
    let section = indexPathAfter.section
    guard section >= 0 && section < rowCountsAfter.count,
      indexPathAfter.row >= 0, indexPathAfter.row < rowCountsAfter[section],
      sections.reloadedSourcesByAfter[section] == nil,
      !reloadedRowsAfter.contains(indexPathAfter), let sectionBefore = sections.before(section)
    else { return nil }
    if let source = rowMoveSources[indexPathAfter] { return source }
    let added = addedRows[section] ?? .empty
    if added.contains(indexPathAfter.row) { return nil }
    let removed = removedRows[sectionBefore] ?? .empty
    let row = removed.positionOutside(rank: added.rankOfPositionOutside(indexPathAfter.row))
    return TableIndexPath(row: row, section: sectionBefore)
  }
}
