extension HeadlessTableView {
  // MARK: Reading the selection

  /// The selected row, or the first of them in index-path order, or `nil`.
  /// - Complexity: O(*k*) in the number of selected rows.
  public var indexPathForSelectedRow: TableIndexPath? {
    selectedRows.min()
  }

  /// The selected rows in index-path order, or `nil` when none is selected.
  /// - Complexity: O(*k* log *k*) in the number of selected rows.
  public var indexPathsForSelectedRows: [TableIndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Whether the user can select rows in the current mode: ``allowsSelection``, or
  /// ``allowsSelectionDuringEditing`` while editing.
  var selectionIsAllowed: Bool {
    editing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether the user can select several rows in the current mode.
  var multipleSelectionIsAllowed: Bool {
    editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
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
      for selected in selectedRows {
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
      for selected in selectedRows where selected != indexPath {
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
    if selected {
      selectedRows.insert(indexPath)
    } else {
      selectedRows.remove(indexPath)
    }
    displayedCells[indexPath]?.isSelected = selected
  }

  // MARK: Selection as a user makes it

  /// Taps a row as a user would, running UIKit's sequence of delegate calls.
  ///
  /// Nothing happens when the row does not exist or selection is not allowed in the current
  /// mode (``allowsSelection``, or ``allowsSelectionDuringEditing`` while editing). Otherwise:
  /// 1. `shouldHighlightRowAt` (unanswered: `true`); on `false` the tap ends there.
  /// 2. The row highlights: `didHighlightRowAt`.
  /// 3. With multiple selection allowed and the row already selected, the tap deselects it:
  ///    `willDeselectRowAt` (a `nil` answer vetoes, another row redirects), then
  ///    `didDeselectRowAt`.
  ///    Otherwise `willSelectRowAt` (a `nil` answer vetoes, another row redirects the
  ///    selection); with single selection, each other selected row gets `willDeselectRowAt`
  ///    (a `nil` keeps it selected) and `didDeselectRowAt`; then the row is selected and gets
  ///    `didSelectRowAt` — even when it was selected already, as in UIKit.
  /// 4. The row unhighlights: `didUnhighlightRowAt`.
  ///
  /// The row need not be visible. A delegate call that changes the table (a reload, an
  /// update) ends the tap after that call: nothing further is asked about a position that may
  /// now be another row. The highlight follows its row through an update (so
  /// `didUnhighlightRowAt` names the row where it is now) and ends, without
  /// `didUnhighlightRowAt`, when a reload or an update removes the row.
  /// - Parameter indexPath: The row the user taps.
  /// - Returns: The row that ends up selected by the tap, or `nil` when none does.
  /// - Complexity: O(*k* log *k*) in the number of selected rows, plus the delegate calls.
  @discardableResult
  public func tapRow(at indexPath: TableIndexPath) -> TableIndexPath? {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "tapRow(at:)") else { return nil }
    guard selectionIsAllowed else { return nil }
    let touch = generation
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true,
      generation == touch
    else { return nil }
    highlightedRow = indexPath
    displayedCells[indexPath]?.isHighlighted = true
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    var selected: TableIndexPath?
    if generation == touch {
      if multipleSelectionIsAllowed && selectedRows.contains(indexPath) {
        deselectByUser(indexPath, touch: touch)
      } else {
        selected = selectByUser(indexPath, touch: touch)
      }
    }
    // The highlight follows its row through updates and ends with a reload.
    if let highlighted = highlightedRow {
      highlightedRow = nil
      displayedCells[highlighted]?.isHighlighted = false
      delegate?.tableView(self, didUnhighlightRowAt: highlighted)
    }
    return selected
  }

  /// The selecting half of a tap. Every answer is checked against the table as it is after
  /// the call: a call that changed the table (`touch` no longer the ``generation``) ends the
  /// tap there.
  private func selectByUser(_ indexPath: TableIndexPath, touch: Int) -> TableIndexPath? {
    var answer: TableIndexPath? = indexPath
    if let source = delegate {
      answer = source.tableView(self, willSelectRowAt: indexPath)
    }
    guard generation == touch, let target = answer, contains(target) else { return nil }
    if !multipleSelectionIsAllowed {
      for previous in selectedRows.sorted() where previous != target {
        deselectByUser(previous, touch: touch)
        guard generation == touch else { return nil }
      }
    }
    setSelected(true, at: target)
    delegate?.tableView(self, didSelectRowAt: target)
    return target
  }

  private func deselectByUser(_ indexPath: TableIndexPath, touch: Int) {
    var answer: TableIndexPath? = indexPath
    if let source = delegate {
      answer = source.tableView(self, willDeselectRowAt: indexPath)
    }
    guard generation == touch, let target = answer, selectedRows.contains(target) else { return }
    setSelected(false, at: target)
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
