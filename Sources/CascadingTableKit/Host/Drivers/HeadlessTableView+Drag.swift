extension HeadlessTableView {
  // MARK: Drag

  /// The drag in progress, or `nil`.
  /// - Complexity: O(1).
  public var dragSession: HeadlessDragSession? { interactions.drag }

  /// Lifts a row as a user would to drag it, in UIKit's order: the delegate is asked
  /// `itemsForBeginning` with a new session; no items (the default) means no drag; otherwise
  /// the drag begins (replacing any other) and the delegate is asked
  /// `dragPreviewParametersForRowAt` for the row.
  ///
  /// A lift while a drag is in progress ends that drag first (a table runs one drag at a
  /// time), even when the new lift gets no items.
  ///
  /// The session is in progress while `itemsForBeginning` runs, so a delegate that changes the
  /// table from there leaves the session's ``HeadlessDragSession/sourceIndexPath`` naming the
  /// row where it is now, or `nil` when the change removed it; the preview is then not asked.
  /// A drag begun is then announced with `dragSessionWillBegin` (after the preview, as UIKit
  /// does); a tree routes it, and every later call carrying the session, to the leaf whose
  /// `itemsForBeginning` gave the items. A drag ended by a new lift is told `dragSessionDidEnd`
  /// first. A row the table does not have reports
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls nobody.
  /// - Parameters:
  ///   - indexPath: The row lifted.
  ///   - point: Where it is lifted, in the table's content coordinates.
  /// - Returns: The drag begun, or `nil` when none began.
  /// - Complexity: O(*i*) in the items given, plus the delegate calls.
  @discardableResult
  public func beginDrag(
    fromRowAt indexPath: TableIndexPath, at point: TablePoint = TablePoint(x: 0, y: 0)
  )
    -> HeadlessDragSession?
  {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "beginDrag(fromRowAt:at:)") else { return nil }
    endDragInProgress()
    let session = HeadlessDragSession(sourceIndexPath: indexPath, location: point)
    interactions.beginDrag(session)
    let lift = lifecycle.generation
    let items = delegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    guard !items.isEmpty, interactions.drag === session else {
      if interactions.drag === session { _ = interactions.endDrag() }
      return nil
    }
    session.items = items
    if lifecycle.generation == lift, let source = session.sourceIndexPath {
      _ = delegate?.tableView(self, dragPreviewParametersForRowAt: source)
    }
    delegate?.tableView(self, dragSessionWillBegin: session)
    return session
  }

  /// Taps another row during a drag as a user would to add it: the delegate is asked
  /// `itemsForAddingTo` with the drag's session; the items it gives (none by default) join the
  /// drag, and then it is asked `dragPreviewParametersForRowAt` for the row. A row the table
  /// does not have reports ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls
  /// nobody; without a drag in progress the table reports
  /// ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Parameters:
  ///   - indexPath: The row tapped.
  ///   - point: Where it is tapped, in the table's content coordinates.
  /// - Returns: Whether items were added.
  /// - Complexity: O(*i*) in the items given, plus the delegate calls.
  @discardableResult
  public func addRowToDrag(at indexPath: TableIndexPath, point: TablePoint = TablePoint(x: 0, y: 0))
    -> Bool
  {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "addRowToDrag(at:point:)") else { return false }
    guard let session = interactions.drag else {
      report(.noInteractionInProgress(call: "addRowToDrag(at:point:)"))
      return false
    }
    let tap = lifecycle.generation
    session.location = point
    let items =
      delegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    guard !items.isEmpty, interactions.drag === session else { return false }
    session.items += items
    if lifecycle.generation == tap {
      _ = delegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }
    return true
  }

  /// Ends the drag in progress without a drop, as a user letting go outside any table does,
  /// and tells the delegate `dragSessionDidEnd`. With no drag in progress the table reports
  /// ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Returns: Whether a drag was in progress.
  /// - Complexity: O(1).
  @discardableResult
  public func cancelDrag() -> Bool {
    guard interactions.drag != nil else {
      report(.noInteractionInProgress(call: "cancelDrag()"))
      return false
    }
    return endDragInProgress()
  }

  /// Moves the drag in progress out of the table and lets go outside it, as a user dropping a
  /// row onto another view does, in UIKit's order: the drag, over the table since it began,
  /// becomes a drop session (a new ``HeadlessDropSession``) that the delegate is asked
  /// `canHandle` about (unanswered: `true`); when it can, the delegate is told
  /// `dropSessionDidEnter` and, as the drag leaves the table's bounds, `dropSessionDidExit`, then,
  /// as it ends elsewhere, `dropSessionDidEnd`. Last the drag ends: `dragSessionDidEnd`. A tree
  /// routes every one of these calls to the leaf whose `itemsForBeginning` began the drag.
  ///
  /// Nothing is dropped into the table: no proposal is asked, `performDropWith` is not called and
  /// no row moves. Each call is made whatever the delegate did in the ones before (the session,
  /// not a row, keys them), except `dragSessionDidEnd`, made only while the drag is still the one
  /// in progress (a delegate that cancelled it got that call then). With no drag in progress the
  /// table reports ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Parameter point: Where the drag leaves the table, in the table's content coordinates.
  /// - Returns: Whether a drag was in progress.
  /// - Complexity: O(*i*) in the drag's items, plus the delegate calls.
  @discardableResult
  public func dropOutsideTable(at point: TablePoint = TablePoint(x: 0, y: 0)) -> Bool {
    guard let drag = interactions.drag else {
      report(.noInteractionInProgress(call: "dropOutsideTable(at:)"))
      return false
    }
    drag.location = point
    let session = HeadlessDropSession(drag: drag, location: point)
    if delegate?.tableView(self, canHandle: session) ?? true {
      delegate?.tableView(self, dropSessionDidEnter: session)
      delegate?.tableView(self, dropSessionDidExit: session)
      delegate?.tableView(self, dropSessionDidEnd: session)
    }
    if interactions.drag === drag { endDragInProgress() }
    return true
  }

  /// Ends the drag in progress and tells the delegate `dragSessionDidEnd` (a tree routes it to
  /// the leaf that began the drag).
  /// - Returns: Whether a drag was in progress.
  @discardableResult
  func endDragInProgress() -> Bool {
    guard let session = interactions.endDrag() else { return false }
    delegate?.tableView(self, dragSessionDidEnd: session)
    return true
  }
}
