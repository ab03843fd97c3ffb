extension HeadlessTableView {
  // MARK: Drop

  /// Drops the drag in progress (or, without one, a drag from elsewhere carrying nothing) at a
  /// path, as a user letting go over the table does, in UIKit's order:
  /// 1. For a drag of this table, `dragSessionAllowsMoveOperation` (unanswered: `true`) and
  ///    `dragSessionIsRestrictedToDraggingApplication`, routed to the leaf that began the drag.
  /// 2. `canHandle` with a new ``HeadlessDropSession`` (unanswered: `true`); `false` ends the
  ///    drop there, without the calls that follow; then `dropSessionDidEnter`. These and
  ///    `dropSessionDidEnd` route by the session: to the leaf that began the drag for a drag of
  ///    this table, to the root's own answer for a drag from elsewhere.
  /// 3. `dropSessionDidUpdate(_:withDestinationIndexPath:)` with that session;
  ///    `nil` (the default) is no proposal: the drop ends there.
  /// 4. With an `.insertIntoDestinationIndexPath` intent
  ///    and a destination row, `dropPreviewParametersForRowAt` for that row (UIKit highlights
  ///    the row the drop goes into).
  /// 5. When the proposal's operation is `.copy` or
  ///    `.move`, `performDropWith` with a
  ///    ``HeadlessDropCoordinator`` holding the destination, the proposal and the session.
  /// 6. A move of a row of this table, when the drag allows moves (the drag began from a row still
  ///    in the table, the destination is a valid place to move it to, and the delegate did not
  ///    change the table meanwhile) is applied as ``reorderRow(from:to:)`` applies one: the data
  ///    source is asked `canMoveRowAt` (unanswered: `true`) and, when it allows, told `moveRowAt`
  ///    (a tree moves its row there by its own rules); unless that call changed the table itself,
  ///    the table moves the row. So the table and the tree stay equal. Unlike a reorder, a drop
  ///    does not ask `targetIndexPathForMoveFromRowAt` (the proposal already answered for the
  ///    destination) and reports no diagnostic for a row that may not move: it just stays.
  /// 7. `dropSessionDidEnd`, once `dropSessionDidEnter` was called, whatever happened since;
  ///    then `dragSessionDidEnd`, as the drag in progress ends with the drop, whatever the
  ///    proposal. (`dropSessionDidExit` is not called: this drop lands in the table;
  ///    ``dropOutsideTable(at:)`` is the drag that leaves it.)
  ///
  /// A delegate changing the table from one of these calls ends the drop after that call (the
  /// end calls still made). A destination that is neither a row nor the end of a section reports
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)``, calls nobody and leaves the drag
  /// in progress.
  /// - Parameters:
  ///   - destinationIndexPath: Where the drop lands (a row, or one past a section's last row),
  ///     or `nil` when it is over no row.
  ///   - point: Where it lands, in the table's content coordinates.
  /// - Returns: Whether `performDropWith` was called.
  /// - Complexity: O(*n*) in the rows of the sections a move changes, plus the delegate calls.
  @discardableResult
  public func drop(
    at destinationIndexPath: TableIndexPath?, point: TablePoint = TablePoint(x: 0, y: 0)
  )
    -> Bool
  {
    layoutIfNeeded()
    if let destination = destinationIndexPath, !isDropDestination(destination) {
      report(
        .indexPathOutOfRange(call: "drop(at:point:)", indexPath: destination),
        rows: [destination])
      return false
    }
    let drag = interactions.drag
    drag?.location = point
    defer {
      if let drag, interactions.drag === drag { endDragInProgress() }
    }
    let release = lifecycle.generation
    let session = HeadlessDropSession(drag: drag, location: point)
    let allowsMove = drag.map { dragSessionAllowsMove($0) } ?? true
    guard delegate?.tableView(self, canHandle: session) ?? true, lifecycle.generation == release
    else { return false }
    delegate?.tableView(self, dropSessionDidEnter: session)
    defer { delegate?.tableView(self, dropSessionDidEnd: session) }
    guard lifecycle.generation == release,
      let proposal = delegate?.tableView(
        self, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath),
      lifecycle.generation == release
    else { return false }
    if proposal.intent == .insertIntoDestinationIndexPath, let destination = destinationIndexPath,
      contains(destination)
    {
      _ = delegate?.tableView(self, dropPreviewParametersForRowAt: destination)
      guard lifecycle.generation == release else { return false }
    }
    guard proposal.operation == .copy || proposal.operation == .move, let source = delegate
    else { return false }
    let coordinator = HeadlessDropCoordinator(
      destinationIndexPath: destinationIndexPath, proposal: proposal, session: session)
    source.tableView(self, performDropWith: coordinator)
    if proposal.operation == .move, allowsMove, lifecycle.generation == release,
      let from = drag?.sourceIndexPath, let to = destinationIndexPath, from != to,
      isValidMoveDestination(to, from: from),
      dataSource?.tableView(self, canMoveRowAt: from) ?? true, lifecycle.generation == release
    {
      dataSource?.tableView(self, moveRowAt: from, to: to)
      if lifecycle.generation == release {
        moveRowLocally(from: from, to: to)
      }
    }
    return true
  }

  /// Asks the drag's delegate whether its drop may move rows (unanswered: `true`), and whether
  /// it is restricted to this application (asked for UIKit's order only: a headless table has
  /// no other application to drop into).
  private func dragSessionAllowsMove(_ drag: HeadlessDragSession) -> Bool {
    let allows = delegate?.tableView(self, dragSessionAllowsMoveOperation: drag) ?? true
    _ = delegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: drag)
    return allows
  }

  /// Whether a drop can land at a path: a row, or one past a section's last row.
  private func isDropDestination(_ indexPath: TableIndexPath) -> Bool {
    content.contains(section: indexPath.section) && indexPath.row >= 0
      && indexPath.row <= content.sections[indexPath.section].rowCount
  }
}
