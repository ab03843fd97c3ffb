extension HeadlessTableView {
  // MARK: Reading the selection

  /// The selected row, or the first of them in index-path order, or `nil`.
  /// - Complexity: O(*k*) in the number of selected rows.
  public var indexPathForSelectedRow: TableIndexPath? {
    selection.selectedRows.min()
  }

  /// The selected rows in index-path order, or `nil` when none is selected.
  /// - Complexity: O(*k* log *k*) in the number of selected rows.
  public var indexPathsForSelectedRows: [TableIndexPath]? {
    selection.selectedRows.isEmpty ? nil : selection.selectedRows.sorted()
  }

  /// Whether the user can select rows in the current mode: ``allowsSelection``, or
  /// ``allowsSelectionDuringEditing`` while editing.
  var selectionIsAllowed: Bool {
    editingState.isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether the user can select several rows in the current mode.
  var multipleSelectionIsAllowed: Bool {
    editingState.isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  // MARK: Programmatic selection

  /// Selects a row without calling the delegate, as UIKit's does, and scrolls to it unless
  /// `scrollPosition` is `.none`. Unless multiple selection is allowed in the current mode, the
  /// row replaces the selection. `nil` clears the selection; a row the table does not have is
  /// ignored.
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Ignored: a headless table changes at once.
  ///   - scrollPosition: Where to scroll the row to, or `.none` not to scroll.
  /// - Complexity: O(*k*) in the number of selected rows, plus a scroll.
  public func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition
  ) {
    loadIfNeeded()
    guard let indexPath else {
      for selected in selection.selectedRows {
        setSelected(false, at: selected)
      }
      return
    }
    guard contains(indexPath) else {
      report(
        .indexPathOutOfRange(call: "selectRow(at:animated:scrollPosition:)", indexPath: indexPath),
        rows: [indexPath])
      return
    }
    if !multipleSelectionIsAllowed {
      for selected in selection.selectedRows where selected != indexPath {
        setSelected(false, at: selected)
      }
    }
    setSelected(true, at: indexPath)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without calling the delegate, as UIKit's does.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored: a headless table changes at once.
  /// - Complexity: O(1).
  public func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
    loadIfNeeded()
    guard contains(indexPath) else {
      report(
        .indexPathOutOfRange(call: "deselectRow(at:animated:)", indexPath: indexPath),
        rows: [indexPath])
      return
    }
    setSelected(false, at: indexPath)
  }

  func setSelected(_ selected: Bool, at indexPath: TableIndexPath) {
    selection.setSelected(selected, at: indexPath)
    window.cells[indexPath]?.isSelected = selected
  }
}
