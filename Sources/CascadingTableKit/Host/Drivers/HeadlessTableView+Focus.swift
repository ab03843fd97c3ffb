extension HeadlessTableView {
  // MARK: Focus

  /// The focused row, or `nil`.
  /// - Complexity: O(1).
  public var focusedIndexPath: TableIndexPath? { selection.focusedRow }

  /// Moves focus as a focus engine would (a remote, a keyboard): to a row, `canFocusRowAt`
  /// (unanswered: `true`) must allow it; then `shouldUpdateFocusIn` with the previous and next
  /// focused rows (unanswered: `true`); then focus moves and the delegate gets
  /// `didUpdateFocusIn`. `nil` moves focus off the table (asking only `shouldUpdateFocusIn`).
  /// - Parameter indexPath: The row to focus, or `nil`.
  /// - Returns: Whether focus moved.
  @discardableResult
  public func moveFocus(to indexPath: TableIndexPath?) -> Bool {
    layoutIfNeeded()
    let source = delegate
    let move = lifecycle.generation
    if let indexPath {
      guard containsReporting(indexPath, call: "moveFocus(to:)"),
        source?.tableView(self, canFocusRowAt: indexPath) ?? true,
        lifecycle.generation == move
      else {
        return false
      }
    }
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: selection.focusedRow, nextFocusedIndexPath: indexPath)
    guard source?.tableView(self, shouldUpdateFocusIn: context) ?? true,
      lifecycle.generation == move
    else {
      return false
    }
    selection.setFocusedRow(indexPath)
    source?.tableView(self, didUpdateFocusIn: context)
    return true
  }

  /// Moves focus as a focus engine with animations does (UIKit's own sequence), then lets
  /// selection follow it.
  ///
  /// The order of calls: `canFocusRowAt` for a row (unanswered: `true`), then
  /// `shouldUpdateFocusIn` (unanswered: `true`); focus moves; the delegate gets
  /// `didUpdateFocusIn` and then `didUpdateFocusIn(_:with:)` with `coordinator` — both, in that
  /// order, so a delegate written against either signature hears the move (the
  /// coordinator-less one is this library's; UIKit has only the second); then the table runs
  /// the coordinator's animations and their completions. Last, for a row: when
  /// `selectionFollowsFocusForRowAt` (unanswered: the table's ``selectionFollowsFocus``) is
  /// `true` and selection is allowed in the current mode, the row is selected as a tap selects
  /// it (`willSelectRowAt`, other rows' `willDeselectRowAt` and `didDeselectRowAt` with single
  /// selection, then `didSelectRowAt`), without a highlight.
  ///
  /// A delegate call that changes the table ends the move after that call. A row the table does
  /// not have reports ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls
  /// nobody.
  /// - Parameters:
  ///   - indexPath: The row to focus, or `nil` to move focus off the table.
  ///   - coordinator: The coordinator handed to the delegate; the table runs its animations.
  /// - Returns: Whether focus moved.
  /// - Complexity: O(*k* log *k*) in the number of selected rows, plus the delegate calls.
  @discardableResult
  public func moveFocus(
    to indexPath: TableIndexPath?, with coordinator: TableFocusAnimationCoordinator
  ) -> Bool {
    layoutIfNeeded()
    let move = lifecycle.generation
    if let indexPath, !containsReporting(indexPath, call: "moveFocus(to:with:)") {
      return false
    }
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: selection.focusedRow, nextFocusedIndexPath: indexPath)
    guard moveFocus(to: indexPath) else { return false }
    guard lifecycle.generation == move else { return true }
    delegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
    coordinator.runAnimations()
    guard lifecycle.generation == move, let indexPath, selectionIsAllowed else { return true }
    let follows =
      delegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
    guard follows, lifecycle.generation == move else { return true }
    _ = selectByUser(indexPath, touch: move)
    return true
  }

  /// Gives focus to the table as a focus engine would: to the delegate's
  /// `indexPathForPreferredFocusedView`, else the first visible row, through
  /// ``moveFocus(to:)``.
  /// - Returns: Whether focus moved.
  @discardableResult
  public func focusPreferredRow() -> Bool {
    layoutIfNeeded()
    let preferred =
      delegate?.indexPathForPreferredFocusedView(in: self) ?? indexPathsForVisibleRows?.first
    guard let preferred else { return false }
    return moveFocus(to: preferred)
  }
}
