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
