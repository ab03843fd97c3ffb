extension HeadlessTableView {
  /// Reloads the given sections; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - sections: The sections to reload, as they are before the update.
  ///   - animation: Ignored.
  public func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Inserts sections; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - sections: The new sections, as they are after the update.
  ///   - animation: Ignored.
  public func insertSections(_ sections: [Int], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Deletes sections; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - sections: The removed sections, as they were before the update.
  ///   - animation: Ignored.
  public func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Moves a section; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - section: The section before the move.
  ///   - newSection: The section after the move.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    reloadData()
  }

  /// Reloads rows; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - indexPaths: The rows, as they are before the update.
  ///   - animation: Ignored.
  public func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Inserts rows; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - indexPaths: The new rows, as they are after the update.
  ///   - animation: Ignored.
  public func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Deletes rows; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - indexPaths: The removed rows, as they were before the update.
  ///   - animation: Ignored.
  public func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    reloadData()
  }

  /// Moves a row; until validated updates land, by reloading the whole table.
  /// - Parameters:
  ///   - indexPath: The row before the move.
  ///   - newIndexPath: The row after the move.
  public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
    reloadData()
  }

  /// Runs `updates`, then calls `completion` with `true`.
  /// - Parameters:
  ///   - updates: Makes the changes.
  ///   - completion: Called once the update is applied.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    completion?(true)
  }
}
