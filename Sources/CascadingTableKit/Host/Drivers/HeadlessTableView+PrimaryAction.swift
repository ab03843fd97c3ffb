extension HeadlessTableView {
  // MARK: Primary action

  /// Taps a row as a user would in an app whose rows have primary actions (UIKit calls them
  /// after the selection): the tap of ``tapRow(at:)``, with the primary action after its
  /// selecting half.
  ///
  /// The order of calls: `shouldHighlightRowAt`, `didHighlightRowAt`; `willSelectRowAt` (and,
  /// with single selection, the other rows' `willDeselectRowAt` and `didDeselectRowAt`),
  /// `didSelectRowAt`; then `canPerformPrimaryActionForRowAt` (unanswered: `true` outside
  /// editing mode, `false` in it, as in UIKit) and, when it allows, `performPrimaryActionForRowAt`
  /// for the tapped row — even when `willSelectRowAt` vetoed or redirected the selection, as
  /// UIKit's documentation says; last `didUnhighlightRowAt`.
  ///
  /// A tap that deselects (multiple selection, the row already selected) extends the
  /// selection: no primary action, as in UIKit. ``tapRow(at:)`` itself asks nothing about
  /// primary actions. A delegate call that changes the table ends the tap after that call. A
  /// row the table does not have reports ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)``
  /// and calls nobody.
  /// - Parameter indexPath: The row the user taps.
  /// - Returns: Whether the primary action was performed.
  /// - Complexity: as ``tapRow(at:)``.
  @discardableResult
  public func performPrimaryAction(forRowAt indexPath: TableIndexPath) -> Bool {
    runTap(at: indexPath, call: "performPrimaryAction(forRowAt:)", primaryAction: true).performed
  }

  /// Asks `canPerformPrimaryActionForRowAt` and, when it allows and the table did not change,
  /// performs the primary action.
  /// - Returns: Whether the primary action was performed.
  func performPrimaryActionIfAllowed(at indexPath: TableIndexPath, touch: Int) -> Bool {
    guard let source = delegate,
      source.tableView(self, canPerformPrimaryActionForRowAt: indexPath)
        ?? !editingState.isEditing,
      lifecycle.generation == touch
    else { return false }
    source.tableView(self, performPrimaryActionForRowAt: indexPath)
    return true
  }
}
