extension HeadlessTableView {
  // MARK: Multiple-selection interaction

  /// Pans two fingers over a range of rows as a user would to select them, in UIKit's order:
  /// `shouldBeginMultipleSelectionInteractionAt` for the first row (unanswered: `false`, no
  /// interaction); the table enters editing mode when it is not in it (as UIKit's does, through
  /// ``setEditing(_:animated:)``); `didBeginMultipleSelectionInteractionAt`; then each row
  /// from `start` to `end`, in the order the pan crosses them, that is not selected yet is
  /// selected as a tap selects it (`willSelectRowAt`, which may veto or redirect, then
  /// `didSelectRowAt`). Rows already selected stay selected.
  ///
  /// Nothing happens, and nobody is asked, unless ``allowsMultipleSelectionDuringEditing`` is
  /// `true` (UIKit's requirement for the gesture). A delegate call that changes the table ends
  /// the pan after that call. Once the interaction began, the pan ends with
  /// `tableViewDidEndMultipleSelectionInteraction`, also when a change of the table cut it
  /// short (the fingers still lift). A row the table does not have (either end) reports
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls nobody.
  /// - Parameters:
  ///   - start: The row the pan begins on.
  ///   - end: The row it ends on, before or after `start`.
  /// - Returns: The rows the pan selected, in the order it selected them.
  /// - Complexity: O(*r* + *s*) for *r* rows crossed in *s* sections, plus the delegate calls.
  @discardableResult
  public func panToSelectRows(from start: TableIndexPath, to end: TableIndexPath)
    -> [TableIndexPath]
  {
    layoutIfNeeded()
    let call = "panToSelectRows(from:to:)"
    guard containsReporting(start, call: call), containsReporting(end, call: call),
      allowsMultipleSelectionDuringEditing, let source = delegate
    else { return [] }
    var pan = lifecycle.generation
    guard source.tableView(self, shouldBeginMultipleSelectionInteractionAt: start) ?? false,
      lifecycle.generation == pan
    else { return [] }
    if !editingState.isEditing {
      setEditing(true, animated: false)
      pan = lifecycle.generation
    }
    source.tableView(self, didBeginMultipleSelectionInteractionAt: start)
    var selected: [TableIndexPath] = []
    var row: TableIndexPath? = start
    while let current = row, lifecycle.generation == pan {
      if !selection.selectedRows.contains(current), let target = selectByUser(current, touch: pan) {
        selected.append(target)
      }
      row = current == end ? nil : step(from: current, toward: end)
    }
    delegate?.tableViewDidEndMultipleSelectionInteraction(self)
    return selected
  }

  /// The row after (or before, when `end` comes first) `indexPath` in table order, skipping
  /// empty sections; `nil` past the table's ends.
  private func step(from indexPath: TableIndexPath, toward end: TableIndexPath) -> TableIndexPath? {
    if end > indexPath {
      var next = TableIndexPath(row: indexPath.row + 1, section: indexPath.section)
      while !contains(next) {
        guard next.section + 1 < content.sections.count else { return nil }
        next = TableIndexPath(row: 0, section: next.section + 1)
      }
      return next
    }
    var previous = TableIndexPath(row: indexPath.row - 1, section: indexPath.section)
    while !contains(previous) {
      guard previous.section > 0 else { return nil }
      let section = previous.section - 1
      previous = TableIndexPath(row: content.sections[section].rowCount - 1, section: section)
    }
    return previous
  }
}
