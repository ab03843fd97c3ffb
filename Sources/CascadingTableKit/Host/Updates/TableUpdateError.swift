/// Why a table update was rejected.
///
/// A table host throws it instead of trapping where `UITableView` raises an
/// `NSInternalInconsistencyException`. ``kind`` names the rule that was broken with the values
/// that disagree; ``description`` reads like UIKit's exception reason and names everything
/// needed to fix the update: the section, the counts before and after, and the changes
/// involved.
///
/// The changes carried by a kind are single-item ``TableUpdate`` values: the one delete, insert,
/// reload or move of the batch that broke the rule, for example `.deleteRows([[0, 2]])` even if
/// the batch deleted several rows in one call.
///
/// ## Order of the checks
/// The first violation found is thrown, in this order:
/// 1. Ranges (``Kind/sectionOutOfRange(section:sectionCount:coordinates:update:)``,
///    ``Kind/rowSectionOutOfRange(indexPath:sectionCount:coordinates:update:)``,
///    ``Kind/rowOutOfRange(indexPath:rowCount:coordinates:update:)``): every
///    position of every change, in the order the changes are listed, a move's source before its
///    destination, a row's section before its row.
/// 2. Section conflicts: the section changes in the order listed, each claiming its positions
///    (before, then after the update); the second claim of a position throws.
/// 3. The number of sections.
/// 4. Row changes in the order listed: first whether the row's section is replaced (a reload in,
///    or a move out of, a deleted or reloaded section; a move into an inserted or reloaded
///    section), then the row's claims as for sections.
/// 5. The number of rows of every section that survives and is not reloaded, by ascending
///    position before the update.
public struct TableUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule an update broke, with the values that disagree.
  ///
  /// Checks run in a fixed order and the first violation is reported: see
  /// ``TableUpdateError``.
  ///
  /// New cases may arrive in a minor release: switch over a kind with a `default:`.
  public enum Kind: Hashable, Sendable {
    /// A section position is outside its coordinate space: for deletes, reloads and move
    /// sources, the sections before the update; for inserts and move destinations, the
    /// sections after it.
    ///
    /// UIKit: "attempt to delete section 3, but there are only 3 sections before the update",
    /// "attempt to insert section 3 but there are only 3 sections after the update".
    case sectionOutOfRange(
      section: Int, sectionCount: Int, coordinates: Coordinates, update: TableUpdate)

    /// The section of a row's index path is outside its coordinate space (before the update
    /// for deletes, reloads and move sources; after it for inserts and move destinations).
    ///
    /// UIKit: "attempt to delete row 0 from section 2, but there are only 2 sections before
    /// the update", "attempt to insert row 0 into section 2, but there are only 2 sections
    /// after the update".
    case rowSectionOutOfRange(
      indexPath: TableIndexPath, sectionCount: Int, coordinates: Coordinates, update: TableUpdate)

    /// A row position is outside its section: before the update for deletes, reloads and move
    /// sources (`rowCount` is the section's count before), after it for inserts and move
    /// destinations (`rowCount` is the count after).
    ///
    /// UIKit: "attempt to delete row 3 from section 0 which only contains 3 rows before the
    /// update", "attempt to insert row 4 into section 0, but there are only 4 rows in section 0
    /// after the update".
    case rowOutOfRange(
      indexPath: TableIndexPath, rowCount: Int, coordinates: Coordinates, update: TableUpdate)

    /// Two changes name the same section in conflicting ways: both before the update (delete,
    /// reload, move source) or both after it (insert, move destination).
    ///
    /// UIKit: "attempt to delete and reload the same section", "attempt to perform a delete
    /// and a move from the same section", "attempt to move section 1 to section 2 which is
    /// also the destination of an insert".
    case conflictingSectionChanges(
      section: Int, coordinates: Coordinates, first: TableUpdate, second: TableUpdate)

    /// The number of sections after the update is not the number before plus the inserted
    /// minus the deleted sections (moves and reloads change no count).
    ///
    /// UIKit: "Invalid update: invalid number of sections. The number of sections contained
    /// in the table view after the update (3) must be equal to the number of sections
    /// contained in the table view before the update (2), plus or minus the number of sections
    /// inserted or deleted (0 inserted, 0 deleted)."
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)

    /// A row change names a row of a section that is itself replaced: a row reloaded in, or
    /// moved out of, a deleted or reloaded section; or a row moved into an inserted or
    /// reloaded section.
    ///
    /// UIKit: "cannot move a row into a newly inserted section (2)". Deletes of rows in a
    /// deleted or reloaded section and inserts of rows in an inserted or reloaded section are
    /// not errors: the section change already covers them, and they are ignored.
    case rowChangeInChangedSection(rowChange: TableUpdate, sectionChange: TableUpdate)

    /// Two changes name the same row in conflicting ways: both before the update (delete,
    /// reload, move source) or both after it (insert, move destination). Reloading a row
    /// twice is not a conflict.
    ///
    /// UIKit: "attempt to delete and reload the same index path", "attempt to perform a delete
    /// and a move from the same index path", "attempt to perform an insert and a move to the
    /// same index path".
    case conflictingRowChanges(
      indexPath: TableIndexPath, coordinates: Coordinates, first: TableUpdate,
      second: TableUpdate)

    /// The number of rows of a section that survives the update (and is not reloaded) after
    /// the update is not the number before, plus the inserted, minus the deleted rows, plus
    /// the rows moved in from other sections, minus the rows moved out to other sections.
    ///
    /// `section` is the section's position before the update, `sectionAfterUpdate` after it.
    ///
    /// UIKit: "Invalid update: invalid number of rows in section 0. The number of rows
    /// contained in an existing section after the update (5) must be equal to the number of
    /// rows contained in that section before the update (3), plus or minus the number of rows
    /// inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the
    /// number of rows moved into or out of that section (0 moved in, 0 moved out)."
    case invalidNumberOfRows(
      section: Int, sectionAfterUpdate: Int, before: Int, after: Int,
      inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  }

  /// Which side of an update a position names.
  public enum Coordinates: Hashable, Sendable, CustomStringConvertible {
    /// Positions in the table before the update: deletes, reloads and move sources.
    case beforeUpdate
    /// Positions in the table after the update: inserts and move destinations.
    case afterUpdate

    /// "before the update" or "after the update".
    public var description: String {
      self == .beforeUpdate ? "before the update" : "after the update"
    }
  }

  /// The rule that was broken, with the values that disagree.
  public var kind: Kind

  /// Creates an error of the given kind.
  /// - Parameter kind: The rule that was broken.
  public init(kind: Kind) {
    self.kind = kind
  }

  /// A UIKit-like reason naming the section, the counts and the changes that disagree.
  public var description: String {
    "Invalid update: " + reason
  }
}
