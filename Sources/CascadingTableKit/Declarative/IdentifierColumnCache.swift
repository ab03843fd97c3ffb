/// The typed identifier column of one assignment of a ``TableViewDataSource``'s declarations,
/// read when a diff first needs most of its rows and kept as long as the assignment is the
/// data source's current or shown one: the next assignment is diffed against it without
/// reading the old identifiers again or checking them for duplicates again.
///
/// Shared by reference between the snapshots of one assignment (``DeclarationSnapshot`` is a
/// value made each time a transaction asks for the rows), so a column read through one is
/// there for every later one.
///
/// Invariants: a cache belongs to one assignment (the data source makes a new one for each);
/// once read, the column holds one identifier per declaration of that assignment, in order,
/// and ``hasUniqueIdentifiers`` says whether no two are equal. It never changes after.
///
/// Subclassing: `final`.
@MainActor
final class IdentifierColumnCache {
  /// The column, once read.
  private(set) var column: IdentifierColumn?

  /// Whether the column is typed and no two of its identifiers are equal; `false` until read.
  private(set) var hasUniqueIdentifiers = false

  /// The column, read with `read` the first time and checked for duplicates then.
  /// - Parameter read: Reads the identifiers of every declaration of the assignment.
  /// - Returns: The column, and whether its identifiers are unique.
  /// - Complexity: O(1) after the first call; the first reads and checks every row.
  func column(reading read: () -> IdentifierColumn) -> (
    column: IdentifierColumn, hasUniqueIdentifiers: Bool
  ) {
    if let column {
      return (column, hasUniqueIdentifiers)
    }
    let column = read()
    self.column = column
    hasUniqueIdentifiers = column.hasUniqueIdentifiers
    return (column, hasUniqueIdentifiers)
  }
}
