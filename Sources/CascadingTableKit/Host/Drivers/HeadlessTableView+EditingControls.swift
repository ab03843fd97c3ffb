extension HeadlessTableView {
  // MARK: Editing control

  /// Taps a row's editing control in editing mode (the red minus or the green plus) and
  /// confirms it: with the row's editing style (see ``setEditing(_:animated:)``) `.delete` or
  /// `.insert`, the data source gets `commit(_:forRowAt:)`, where it updates its data and the
  /// table. Nothing happens outside editing mode, for a row without a control, or a row the
  /// table does not have.
  /// - Parameter indexPath: The row.
  /// - Returns: The style committed, or `nil` when nothing was.
  @discardableResult
  public func tapEditingControl(forRowAt indexPath: TableIndexPath) -> TableCellEditingStyle? {
    layoutIfNeeded()
    guard editingState.isEditing, containsReporting(indexPath, call: "tapEditingControl(forRowAt:)")
    else {
      return nil
    }
    let touch = lifecycle.generation
    let style = resolvedEditingStyle(at: indexPath)
    guard style != .none, lifecycle.generation == touch else { return nil }
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    return style
  }

  // MARK: Reordering

  /// Drags a row to a new place in editing mode, as a user would with its reorder control, and
  /// runs UIKit's sequence: `canMoveRowAt`; `targetIndexPathForMove…` with the proposed
  /// destination, once, for the drop; then, unless the row ends where it started, the data
  /// source's `moveRowAt`. The table then moves the row itself, with its selection and cell,
  /// as UIKit does: the data source must already have moved its data.
  ///
  /// `canMoveRowAt` answered `nil` counts as `true`, as UIKit shows the reorder control of
  /// every row when the data source implements `moveRowAt`. A cascading tree answers for its
  /// rows: `false` for a row whose delegate does not answer (the original library's default),
  /// so a row delegate opts in by answering `true`.
  ///
  /// A destination is valid when its section exists and its row is at most the section's row
  /// count (minus one within the same section). An invalid proposal does nothing; an invalid
  /// target from the delegate falls back to the proposal.
  ///
  /// A drag that does not happen says why, as a ``TableDiagnostic``:
  /// ``TableDiagnostic/reorderWhileNotEditing(indexPath:)``,
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` for a row the table does not
  /// have, ``TableDiagnostic/rowNotMovable(indexPath:)`` and
  /// ``TableDiagnostic/invalidMoveDestination(from:to:)``. A delegate that answers the source
  /// itself as the target refuses the drop without a diagnostic (a tree does so for a drop it
  /// cannot take).
  /// - Parameters:
  ///   - sourceIndexPath: The row dragged.
  ///   - proposedIndexPath: Where the user drops it.
  /// - Returns: Where the row ended up, or `nil` when it did not move (not editing, no such
  ///   row, not movable, or an invalid proposal).
  @discardableResult
  public func reorderRow(
    from sourceIndexPath: TableIndexPath, to proposedIndexPath: TableIndexPath
  ) -> TableIndexPath? {
    layoutIfNeeded()
    guard editingState.isEditing else {
      report(.reorderWhileNotEditing(indexPath: sourceIndexPath), rows: [sourceIndexPath])
      return nil
    }
    guard containsReporting(sourceIndexPath, call: "reorderRow(from:to:)") else {
      return nil
    }
    guard isValidMoveDestination(proposedIndexPath, from: sourceIndexPath) else {
      report(
        .invalidMoveDestination(from: sourceIndexPath, to: proposedIndexPath),
        rows: [proposedIndexPath])
      return nil
    }
    let drag = lifecycle.generation
    guard dataSource?.tableView(self, canMoveRowAt: sourceIndexPath) ?? true else {
      if lifecycle.generation == drag {
        report(.rowNotMovable(indexPath: sourceIndexPath), rows: [sourceIndexPath])
      }
      return nil
    }
    guard lifecycle.generation == drag else { return nil }
    var target = proposedIndexPath
    if let source = delegate {
      target = source.tableView(
        self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedIndexPath)
      guard lifecycle.generation == drag else { return nil }
    }
    if !isValidMoveDestination(target, from: sourceIndexPath) {
      target = proposedIndexPath
    }
    guard target != sourceIndexPath else { return target }
    dataSource?.tableView(self, moveRowAt: sourceIndexPath, to: target)
    // A data source that reloaded or updated the table itself from `moveRowAt` already shows
    // its rows where they are: moving the row again would move another one.
    if lifecycle.generation == drag {
      moveRowLocally(from: sourceIndexPath, to: target)
    }
    return target
  }

  func isValidMoveDestination(_ destination: TableIndexPath, from source: TableIndexPath)
    -> Bool
  {
    guard content.contains(section: destination.section), destination.row >= 0 else {
      return false
    }
    let limit =
      content.sections[destination.section].rowCount
      - (destination.section == source.section ? 1 : 0)
    return destination.row <= limit
  }
}
