extension HeadlessTableView {
  // MARK: Swiping

  /// The row whose swipe actions are showing, or `nil`.
  /// - Complexity: O(1).
  public var indexPathForSwipedRow: TableIndexPath? {
    guard let openSwipe = editingState.openSwipe, !openSwipe.isRowGone else { return nil }
    return openSwipe.indexPath
  }

  /// The titles of the actions the open swipe shows, in order (an untitled action shows as an
  /// empty string), or `nil` when no swipe is open.
  /// - Complexity: O(*a*) in the number of actions.
  public var swipeActionTitles: [String]? {
    guard let openSwipe = editingState.openSwipe, !openSwipe.isRowGone else { return nil }
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
    guard !editingState.isEditing, containsReporting(indexPath, call: "swipeRow(at:from:)") else {
      return nil
    }
    closeOpenSwipe()
    let touch = lifecycle.generation
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true,
      lifecycle.generation == touch,
      let swipe = swipeActions(at: indexPath, from: edge), !swipe.actions.isEmpty,
      lifecycle.generation == touch
    else { return nil }
    editingState.open(swipe)
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
  ///
  /// A configuration's action closes the swipe when its handler calls the completion, at once
  /// or later (as UIKit's, whatever the value passed): until then the swipe stays open, shows
  /// its actions and takes no other tap. A completion called once the swipe closed otherwise
  /// (``endSwipe()``, another swipe, editing mode, a reload), or a second time, does nothing.
  /// - Parameter position: The action's position among the revealed ones.
  ///
  /// With no swipe open (none, or its row gone: ``indexPathForSwipedRow`` is `nil`) the table
  /// reports ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Returns: Whether an action ran (`false` with no swipe open, an action of it waiting for
  ///   its completion, or a position out of range).
  @discardableResult
  public func tapSwipeAction(at position: Int) -> Bool {
    guard let swipe = editingState.openSwipe, !swipe.isRowGone else {
      report(.noInteractionInProgress(call: "tapSwipeAction(at:)"))
      return false
    }
    guard !swipe.isActionPending, position >= 0, position < swipe.actions.count else {
      return false
    }
    switch swipe.actions[position] {
    case .contextual(let action):
      editingState.markActionPending()
      let generation = swipe.generation
      action.handler(action) { [weak self] _ in
        self?.closeSwipe(opened: generation)
      }
      return true
    case .rowAction(let action):
      action.handler(action, swipe.indexPath)
    case .commit(let style, _):
      dataSource?.tableView(self, commit: style, forRowAt: swipe.indexPath)
    }
    closeSwipe(opened: swipe.generation)
    return true
  }

  /// Closes the swipe numbered `generation` with `didEndEditingRowAt`, if it is still open.
  private func closeSwipe(opened generation: Int) {
    if let current = editingState.closeSwipe(opened: generation) {
      delegate?.tableView(self, didEndEditingRowAt: current.indexPath)
    }
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
    guard swipeRow(at: indexPath, from: edge) != nil, let swipe = editingState.openSwipe,
      !swipe.isRowGone,
      swipe.performsFirstActionWithFullSwipe
    else { return false }
    return tapSwipeAction(at: 0)
  }

  /// Closes the open swipe without running an action, with `didEndEditingRowAt`. With no swipe
  /// open the table reports ``TableDiagnostic/noInteractionInProgress(call:)`` and calls
  /// nobody.
  /// - Complexity: O(1), plus the delegate call.
  public func endSwipe() {
    guard editingState.openSwipe != nil else {
      report(.noInteractionInProgress(call: "endSwipe()"))
      return
    }
    closeOpenSwipe()
  }

  /// Closes the open swipe, if any, with `didEndEditingRowAt`; with none open, does nothing
  /// (for the table's own closings: a reload, editing mode, another swipe).
  func closeOpenSwipe() {
    guard let swipe = editingState.closeSwipe() else { return }
    delegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
  }
}
