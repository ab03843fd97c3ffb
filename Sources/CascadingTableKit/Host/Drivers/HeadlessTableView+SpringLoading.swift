extension HeadlessTableView {
  // MARK: Spring loading

  /// Hovers a drag over a row until it springs open, as a user would: the delegate is asked
  /// `shouldSpringLoadRowAt(_:with:)` (unanswered: `true`, as in UIKit) with a new context; when
  /// it allows and selection is allowed in the current mode, the row is selected as a tap
  /// selects it (`willSelectRowAt`, with single selection the other rows' `willDeselectRowAt`
  /// and `didDeselectRowAt`, then `didSelectRowAt`) — UIKit's spring-loaded table selects the
  /// row.
  ///
  /// A delegate call that changes the table ends the hover after that call. A row the table
  /// does not have reports ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls
  /// nobody.
  /// - Parameters:
  ///   - indexPath: The row hovered.
  ///   - point: Where the drag hovers, in the table's content coordinates.
  /// - Returns: The row selected, or `nil` when the row did not spring open.
  /// - Complexity: O(*k* log *k*) in the number of selected rows, plus the delegate calls.
  @discardableResult
  public func springLoadRow(
    at indexPath: TableIndexPath, point: TablePoint = TablePoint(x: 0, y: 0)
  )
    -> TableIndexPath?
  {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "springLoadRow(at:point:)") else { return nil }
    let hover = lifecycle.generation
    let context = HeadlessSpringLoadedContext(location: point)
    guard delegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true,
      lifecycle.generation == hover, selectionIsAllowed
    else { return nil }
    return selectByUser(indexPath, touch: hover)
  }
}
