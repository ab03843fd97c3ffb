extension IdentifierDifference {
  /// The difference as the row updates of one section.
  ///
  /// The section was at `sourceSection` before the update and is at `destinationSection`
  /// after it (the same number when it did not move). Deletions name rows of `sourceSection`,
  /// insertions rows of `destinationSection`, and each move goes from a row of one to a row of
  /// the other — UIKit's convention, which ``HeadlessTableView`` checks.
  /// - Parameters:
  ///   - sourceSection: The section's position before the update.
  ///   - destinationSection: The section's position after the update.
  /// - Returns: `deleteRows` (when there are deletions), `insertRows` (when there are
  ///   insertions), then one `moveRow` per move in destination order; `[]` for an empty
  ///   difference.
  /// - Complexity: O(*d*), where *d* is the number of changes.
  public func rowUpdates(sourceSection: Int, destinationSection: Int) -> [TableUpdate] {
    var updates: [TableUpdate] = []
    updates.reserveCapacity(2 + moves.count)
    if !deletions.isEmpty {
      var paths: [TableIndexPath] = []
      paths.reserveCapacity(deletions.count)
      for row in deletions { paths.append(TableIndexPath(row: row, section: sourceSection)) }
      updates.append(.deleteRows(paths))
    }
    if !insertions.isEmpty {
      var paths: [TableIndexPath] = []
      paths.reserveCapacity(insertions.count)
      for row in insertions {
        paths.append(TableIndexPath(row: row, section: destinationSection))
      }
      updates.append(.insertRows(paths))
    }
    for move in moves {
      updates.append(
        .moveRow(
          TableIndexPath(row: move.source, section: sourceSection),
          to: TableIndexPath(row: move.destination, section: destinationSection)))
    }
    return updates
  }

  /// The difference as section updates, the collections being a table's sections.
  /// - Returns: `deleteSections` (when there are deletions), `insertSections` (when there are
  ///   insertions), then one `moveSection` per move in destination order; `[]` for an empty
  ///   difference.
  /// - Complexity: O(*d*), where *d* is the number of changes.
  public func sectionUpdates() -> [TableUpdate] {
    var updates: [TableUpdate] = []
    updates.reserveCapacity(2 + moves.count)
    if !deletions.isEmpty { updates.append(.deleteSections(deletions)) }
    if !insertions.isEmpty { updates.append(.insertSections(insertions)) }
    for move in moves { updates.append(.moveSection(move.source, to: move.destination)) }
    return updates
  }
}
