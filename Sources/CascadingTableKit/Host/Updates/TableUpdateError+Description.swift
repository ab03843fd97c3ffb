extension TableUpdateError {
  /// The reason without the "Invalid update: " prefix.
  var reason: String {
    switch kind {
    case .sectionOutOfRange(let section, let count, let coordinates, let update):
      return "section out of range: the \(update.phrase) names section \(section), but "
        + "there \(count.sectionsAre) \(coordinates)."
        + staleDataSourceHint(section, count, coordinates, "section")
    case .rowSectionOutOfRange(let indexPath, let count, let coordinates, let update):
      return "section out of range: the \(update.phrase) names row \(indexPath.row) of "
        + "section \(indexPath.section), but there \(count.sectionsAre) \(coordinates)."
        + staleDataSourceHint(indexPath.section, count, coordinates, "section")
    case .rowOutOfRange(let indexPath, let count, let coordinates, let update):
      return "row out of range: the \(update.phrase) names row \(indexPath.row) of section "
        + "\(indexPath.section), but section \(indexPath.section) only contains "
        + "\(count.rows) \(coordinates)."
        + staleDataSourceHint(indexPath.row, count, coordinates, "row")
    case .conflictingSectionChanges(let section, let coordinates, let first, let second):
      return "section \(section) \(coordinates) is named by two changes that conflict: the "
        + "\(first.phrase) and the \(second.phrase)."
    case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
      return "invalid number of sections. The number of sections contained in the table "
        + "after the update (\(after)) must be equal to the number of sections contained in "
        + "the table before the update (\(before)), plus or minus the number of sections "
        + "inserted or deleted (\(inserted) inserted, \(deleted) deleted). The data source "
        + "reports \(after); the updates account for \(before &+ inserted &- deleted)."
    case .rowChangeInChangedSection(let rowChange, let sectionChange):
      return "\(Self.verdict(rowChange, sectionChange)): the \(rowChange.phrase) and the "
        + "\(sectionChange.phrase). All rows of a deleted, inserted or reloaded section are "
        + "replaced, so none of them can be reloaded, moved out or moved in."
    case .conflictingRowChanges(let indexPath, let coordinates, let first, let second):
      return "row \(indexPath.row) of section \(indexPath.section) \(coordinates) is named by "
        + "two changes that conflict: the \(first.phrase) and the \(second.phrase)."
    case .invalidNumberOfRows(
      let section, let sectionAfter, let before, let after,
      let inserted, let deleted, let movedIn, let movedOut):
      let moved = section == sectionAfter ? "" : " (section \(sectionAfter) after the update)"
      let expected = before &+ inserted &- deleted &+ movedIn &- movedOut
      return "invalid number of rows in section \(section)\(moved). The number of rows "
        + "contained in an existing section after the update (\(after)) must be equal to the "
        + "number of rows contained in that section before the update (\(before)), plus or "
        + "minus the number of rows inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of rows moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out). The data source "
        + "reports \(after); the updates account for \(expected)."
    }
  }

  /// For a position past the end after the update, the likely cause: a data source that was
  /// not updated before the update was committed.
  private func staleDataSourceHint(
    _ position: Int, _ count: Int, _ coordinates: Coordinates, _ noun: String
  ) -> String {
    guard coordinates == .afterUpdate && position >= count else { return "" }
    return " Did the data source add the \(noun) before the update was committed?"
  }

  /// UIKit's words for a row change in a replaced section, e.g. "cannot move a row into a
  /// newly inserted section (2)".
  private static func verdict(_ rowChange: TableUpdate, _ sectionChange: TableUpdate) -> String {
    switch (rowChange, sectionChange) {
    case (.reloadRows(let paths), _):
      let section = paths.first?.section ?? 0
      return "cannot reload a row of a section being replaced (\(section))"
    case (.reconfigureRows(let paths), _):
      let section = paths.first?.section ?? 0
      return "cannot reconfigure a row of a section being replaced (\(section))"
    case (.moveRow(_, let destination), .insertSections):
      return "cannot move a row into a newly inserted section (\(destination.section))"
    case (.moveRow(let source, _), .deleteSections):
      return "cannot move a row out of a section being deleted (\(source.section))"
    case (.moveRow(let source, _), .reloadSections(let sections))
    where sections.first == source.section:
      return "cannot move a row out of a section being reloaded (\(source.section))"
    case (.moveRow(_, let destination), _):
      return "cannot move a row into a section being reloaded (\(destination.section) after "
        + "the update)"
    default:
      return "cannot change a row of a section being replaced"
    }
  }
}

extension Int {
  fileprivate var sectionsAre: String {
    self == 1 ? "is only 1 section" : "are only \(self) sections"
  }

  fileprivate var rows: String {
    self == 1 ? "1 row" : "\(self) rows"
  }
}

extension TableUpdate {
  /// The change in words, e.g. "delete of row [0, 2]" or "move of section 1 to 3".
  fileprivate var phrase: String {
    switch self {
    case .insertSections(let sections): return "insert of section " + sections.listed
    case .deleteSections(let sections): return "delete of section " + sections.listed
    case .reloadSections(let sections): return "reload of section " + sections.listed
    case .moveSection(let from, let to): return "move of section \(from) to \(to)"
    case .insertRows(let paths): return "insert of row " + paths.listed
    case .deleteRows(let paths): return "delete of row " + paths.listed
    case .reloadRows(let paths): return "reload of row " + paths.listed
    case .reconfigureRows(let paths): return "reconfigure of row " + paths.listed
    case .moveRow(let from, let to): return "move of row \(from) to \(to)"
    case .reloadData: return "reload of the whole table"
    }
  }
}

extension Array where Element: CustomStringConvertible {
  fileprivate var listed: String {
    map(\.description).joined(separator: ", ")
  }
}
