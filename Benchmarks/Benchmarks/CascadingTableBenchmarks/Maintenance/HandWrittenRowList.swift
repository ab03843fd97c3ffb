/// The baseline for tree maintenance: a list of rows that keeps each row's index and parent
/// in step by hand, touching only what an edit changes.
@MainActor
final class HandWrittenRowList {
  /// The rows, in order.
  private(set) var rows: [RowModel] = []

  /// Inserts a row and re-indexes the rows after it.
  /// - Parameters:
  ///   - row: The new row.
  ///   - position: Where it goes.
  /// - Complexity: O(*n*) in the number of rows after `position`.
  func insert(_ row: RowModel, at position: Int) {
    rows.insert(row, at: position)
    row.parent = self
    for shifted in position..<rows.count {
      rows[shifted].index = shifted
    }
  }

  /// Removes the row at a position and re-indexes the rows after it.
  /// - Parameter position: The row's position.
  /// - Complexity: O(*n*) in the number of rows after `position`.
  func remove(at position: Int) {
    rows.remove(at: position).parent = nil
    for shifted in position..<rows.count {
      rows[shifted].index = shifted
    }
  }

  /// Replaces every row, indexing the new rows and making this list their parent.
  /// - Parameter newRows: The new rows.
  /// - Complexity: O(*n*) in the number of new rows.
  func replaceAll(with newRows: [RowModel]) {
    rows = newRows
    for position in newRows.indices {
      let row = newRows[position]
      row.index = position
      row.parent = self
    }
  }
}
