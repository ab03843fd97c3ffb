extension HeadlessTableView {
  // MARK: Editing mode

  /// Enters or leaves editing mode, as UIKit's does: an open swipe closes first
  /// (`didEndEditingRowAt`), and the visible cells' ``TableCell/isEditing`` follows. Entering
  /// asks each visible row's editing style (`canEditRowAt`, then `editingStyleForRowAt`), which
  /// ``renderText(width:)`` shows.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored: a headless table changes at once.
  /// - Complexity: O(*v*) in the number of visible rows.
  public func setEditing(_ editing: Bool, animated: Bool) {
    layoutIfNeeded()
    endSwipe()
    guard editing != self.editing else { return }
    self.editing = editing
    displayedEditingStyles.removeAll()
    var pass = generation
    var items = displayedItems
    var position = 0
    var restarts = 0
    while position < items.count {
      defer { position += 1 }
      guard case .row(let indexPath) = items[position], let cell = displayedCells[indexPath]
      else { continue }
      cell.isEditing = editing
      guard editing, displayedEditingStyles[indexPath] == nil else { continue }
      let style = resolvedEditingStyle(at: indexPath)
      guard generation == pass else {
        // The call changed the table: go over what it shows now, once more at most a few
        // times; rows it displays later get their style as they appear.
        restarts += 1
        guard restarts < Self.maximumLayoutPasses else { return }
        pass = generation
        items = displayedItems
        position = -1
        continue
      }
      displayedEditingStyles[indexPath] = style
    }
  }

  /// A row's editing style as UIKit resolves it: `.none` if the data source answers `false` to
  /// `canEditRowAt` (unanswered: editable), else the delegate's `editingStyleForRowAt`
  /// (unanswered: `.delete`).
  func resolvedEditingStyle(at indexPath: TableIndexPath) -> TableCellEditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

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
    guard editing, containsReporting(indexPath, call: "tapEditingControl(forRowAt:)") else {
      return nil
    }
    let touch = generation
    let style = resolvedEditingStyle(at: indexPath)
    guard style != .none, generation == touch else { return nil }
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    return style
  }

  // MARK: Swiping

  /// The row whose swipe actions are showing, or `nil`.
  /// - Complexity: O(1).
  public var indexPathForSwipedRow: TableIndexPath? {
    guard let openSwipe, !openSwipe.isRowGone else { return nil }
    return openSwipe.indexPath
  }

  /// The titles of the actions the open swipe shows, in order (an untitled action shows as an
  /// empty string), or `nil` when no swipe is open.
  /// - Complexity: O(*a*) in the number of actions.
  public var swipeActionTitles: [String]? {
    guard let openSwipe, !openSwipe.isRowGone else { return nil }
    var titles: [String] = []
    for action in openSwipe.actions {
      titles.append(action.title)
    }
    return titles
  }

  /// Swipes a row open as a user would, revealing its actions, and runs UIKit's sequence.
  ///
  /// Nothing happens in editing mode or for a row the table does not have. A swipe open on
  /// another row closes first. Then:
  /// 1. `canEditRowAt` (unanswered: `true`); on `false` nothing opens.
  /// 2. The actions: from the trailing edge, the delegate's
  ///    `trailingSwipeActionsConfigurationForRowAt`, else its `editActionsForRowAt`, else,
  ///    when `editingStyleForRowAt` is `.delete` (unanswered: `.delete`), UIKit's delete
  ///    button titled by `titleForDeleteConfirmationButtonForRowAt` (unanswered: "Delete").
  ///    From the leading edge, `leadingSwipeActionsConfigurationForRowAt` only. No actions:
  ///    nothing opens.
  /// 3. `willBeginEditingRowAt`.
  ///
  /// Follow with ``tapSwipeAction(at:)`` or ``endSwipe()``.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - edge: The edge the swipe starts from; `.trailing` by default.
  /// - Returns: The titles of the revealed actions, or `nil` when nothing opened.
  @discardableResult
  public func swipeRow(at indexPath: TableIndexPath, from edge: TableSwipeEdge = .trailing)
    -> [String]?
  {
    layoutIfNeeded()
    guard !editing, containsReporting(indexPath, call: "swipeRow(at:from:)") else { return nil }
    endSwipe()
    let touch = generation
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true, generation == touch,
      let swipe = swipeActions(at: indexPath, from: edge), !swipe.actions.isEmpty,
      generation == touch
    else { return nil }
    swipeGeneration += 1
    openSwipe = swipe
    openSwipe?.generation = swipeGeneration
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    return swipeActionTitles
  }

  private func swipeActions(at indexPath: TableIndexPath, from edge: TableSwipeEdge)
    -> OpenSwipe?
  {
    let source = delegate
    if edge == .leading {
      guard
        let configuration = source?.tableView(
          self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      else { return nil }
      return OpenSwipe(configuration, at: indexPath, from: edge)
    }
    if let configuration = source?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return OpenSwipe(configuration, at: indexPath, from: edge)
    }
    if let rowActions = source?.tableView(self, editActionsForRowAt: indexPath) {
      var actions: [OpenSwipe.Action] = []
      for action in rowActions {
        actions.append(.rowAction(action))
      }
      return OpenSwipe(
        indexPath: indexPath, edge: edge, actions: actions, performsFirstActionWithFullSwipe: false
      )
    }
    guard (source?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else {
      return nil
    }
    let title =
      source?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    return OpenSwipe(
      indexPath: indexPath, edge: edge, actions: [.commit(.delete, title: title)],
      performsFirstActionWithFullSwipe: true)
  }

  /// Taps one of the open swipe's actions: a configuration's action runs its handler, a legacy
  /// row action its handler, and UIKit's delete button sends `commit(.delete, forRowAt:)` to
  /// the data source. Then the swipe closes with `didEndEditingRowAt`, naming the row where it
  /// is now, or where it was when the action deleted it.
  /// - Parameter position: The action's position among the revealed ones.
  /// - Returns: Whether an action ran (`false` with no swipe open or a position out of range).
  @discardableResult
  public func tapSwipeAction(at position: Int) -> Bool {
    guard let swipe = openSwipe, !swipe.isRowGone, position >= 0,
      position < swipe.actions.count
    else { return false }
    switch swipe.actions[position] {
    case .contextual(let action):
      action.handler(action, Self.ignoreCompletion)
    case .rowAction(let action):
      action.handler(action, swipe.indexPath)
    case .commit(let style, _):
      dataSource?.tableView(self, commit: style, forRowAt: swipe.indexPath)
    }
    if let current = openSwipe, current.generation == swipe.generation {
      openSwipe = nil
      delegate?.tableView(self, didEndEditingRowAt: current.indexPath)
    }
    return true
  }

  /// Swipes a row all the way, as a user would: opens it (see ``swipeRow(at:from:)``) and,
  /// when its configuration performs the first action on a full swipe (UIKit's delete button
  /// always does, legacy row actions never), taps that action; otherwise the swipe stays open.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - edge: The edge the swipe starts from; `.trailing` by default.
  /// - Returns: Whether an action ran.
  @discardableResult
  public func fullySwipeRow(at indexPath: TableIndexPath, from edge: TableSwipeEdge = .trailing)
    -> Bool
  {
    guard swipeRow(at: indexPath, from: edge) != nil, let swipe = openSwipe, !swipe.isRowGone,
      swipe.performsFirstActionWithFullSwipe
    else { return false }
    return tapSwipeAction(at: 0)
  }

  /// Closes the open swipe without running an action, with `didEndEditingRowAt`. Does nothing
  /// when no swipe is open.
  public func endSwipe() {
    guard let swipe = openSwipe else { return }
    openSwipe = nil
    delegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
  }

  private static let ignoreCompletion: TableContextualAction.Completion = { _ in }

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
    guard editing else {
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
    let drag = generation
    guard dataSource?.tableView(self, canMoveRowAt: sourceIndexPath) ?? true else {
      if generation == drag {
        report(.rowNotMovable(indexPath: sourceIndexPath), rows: [sourceIndexPath])
      }
      return nil
    }
    guard generation == drag else { return nil }
    var target = proposedIndexPath
    if let source = delegate {
      target = source.tableView(
        self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedIndexPath)
      guard generation == drag else { return nil }
    }
    if !isValidMoveDestination(target, from: sourceIndexPath) {
      target = proposedIndexPath
    }
    guard target != sourceIndexPath else { return target }
    dataSource?.tableView(self, moveRowAt: sourceIndexPath, to: target)
    // A data source that reloaded or updated the table itself from `moveRowAt` already shows
    // its rows where they are: moving the row again would move another one.
    if generation == drag {
      moveRowLocally(from: sourceIndexPath, to: target)
    }
    return target
  }

  private func isValidMoveDestination(_ destination: TableIndexPath, from source: TableIndexPath)
    -> Bool
  {
    guard destination.section >= 0, destination.section < sectionGeometry.count,
      destination.row >= 0
    else { return false }
    let limit =
      sectionGeometry[destination.section].rowCount
      - (destination.section == source.section ? 1 : 0)
    return destination.row <= limit
  }
}
