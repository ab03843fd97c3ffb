/// Which rows a table has selected, highlighted and focused, by index path.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; it keeps
/// the displayed cells' ``TableCell/isSelected`` and ``TableCell/isHighlighted`` in step.
///
/// Invariants: every row named here is a row of the table's current counts (a change of
/// positions goes through ``remap(rows:)``, a reload through ``removeAll()``); at most one row
/// is highlighted, and only during a tap.
struct SelectionState {
  /// The selected rows.
  private(set) var selectedRows: Set<TableIndexPath> = []

  /// The row a tap highlights while it runs, or `nil`.
  private(set) var highlightedRow: TableIndexPath?

  /// The focused row, or `nil`.
  private(set) var focusedRow: TableIndexPath?

  /// Selects or deselects a row.
  mutating func setSelected(_ selected: Bool, at indexPath: TableIndexPath) {
    if selected {
      selectedRows.insert(indexPath)
    } else {
      selectedRows.remove(indexPath)
    }
  }

  /// Highlights a row, or ends the highlight with `nil`.
  mutating func setHighlightedRow(_ indexPath: TableIndexPath?) {
    highlightedRow = indexPath
  }

  /// Moves focus to a row, or off the table with `nil`.
  mutating func setFocusedRow(_ indexPath: TableIndexPath?) {
    focusedRow = indexPath
  }

  /// Forgets selection, highlight and focus, as a reload does.
  mutating func removeAll() {
    selectedRows.removeAll()
    highlightedRow = nil
    focusedRow = nil
  }

  /// Carries selection, highlight and focus across a change of positions; a row the map sends
  /// to `nil` is gone and loses them.
  /// - Complexity: O(*k*) in the number of selected rows.
  mutating func remap(rows rowMap: (TableIndexPath) -> TableIndexPath?) {
    var selection = Set<TableIndexPath>()
    for indexPath in selectedRows {
      if let moved = rowMap(indexPath) {
        selection.insert(moved)
      }
    }
    selectedRows = selection
    highlightedRow = highlightedRow.flatMap(rowMap)
    focusedRow = focusedRow.flatMap(rowMap)
  }
}
