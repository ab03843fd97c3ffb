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
    closeOpenSwipe()
    guard editing != editingState.isEditing else { return }
    editingState.setEditing(editing)
    window.removeAllEditingStyles()
    var pass = lifecycle.generation
    var items = window.items
    var position = 0
    var restarts = 0
    while position < items.count {
      defer { position += 1 }
      guard case .row(let indexPath) = items[position], let cell = window.cells[indexPath]
      else { continue }
      cell.isEditing = editing
      guard editing, window.editingStyles[indexPath] == nil else { continue }
      let style = resolvedEditingStyle(at: indexPath)
      guard lifecycle.generation == pass else {
        // The call changed the table: go over what it shows now, once more at most a few
        // times; rows it displays later get their style as they appear.
        restarts += 1
        guard restarts < Self.maximumLayoutPasses else { return }
        pass = lifecycle.generation
        items = window.items
        position = -1
        continue
      }
      window.setEditingStyle(style, at: indexPath)
    }
  }

  /// A row's editing style as UIKit resolves it: `.none` if the data source answers `false` to
  /// `canEditRowAt` (unanswered: editable), else the delegate's `editingStyleForRowAt`
  /// (unanswered: `.delete`).
  func resolvedEditingStyle(at indexPath: TableIndexPath) -> TableCellEditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }
}
