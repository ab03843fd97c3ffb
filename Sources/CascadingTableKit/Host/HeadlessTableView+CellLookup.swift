extension HeadlessTableView {
  // MARK: Finding a cell's row

  /// The row a cell on display shows, or `nil` when the cell is not on display (UIKit's
  /// `indexPath(for:)`): a cell in the reuse pool, or one the table never made, shows none.
  /// - Parameter cell: A cell.
  /// - Returns: The row it shows, or `nil`.
  /// - Complexity: O(*v*) in the number of visible rows, after laying out if needed.
  public func indexPath(for cell: TableCell) -> TableIndexPath? {
    layoutIfNeeded()
    for (indexPath, shown) in window.cells where shown === cell {
      return indexPath
    }
    return nil
  }
}
