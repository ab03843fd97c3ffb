extension HeadlessTableView {
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
  /// A tap asks nothing about primary actions: ``performPrimaryAction(forRowAt:)`` is the tap
  /// followed by the primary action, as UIKit performs it after the selection when
  /// `canPerformPrimaryActionForRowAt` allows (a separate driver, so that a test of selection
  /// alone sees exactly a selection's calls).
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
    runTap(at: indexPath, call: "tapRow(at:)", primaryAction: false).selected
  }

  /// A tap, as ``tapRow(at:)`` describes it; with `primaryAction`, the primary action follows
  /// the selecting half (see ``performPrimaryAction(forRowAt:)``).
  /// - Returns: The row the tap selected, and whether the primary action was performed.
  func runTap(at indexPath: TableIndexPath, call: String, primaryAction: Bool)
    -> (selected: TableIndexPath?, performed: Bool)
  {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: call) else { return (nil, false) }
    guard selectionIsAllowed else { return (nil, false) }
    let touch = lifecycle.generation
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true,
      lifecycle.generation == touch
    else { return (nil, false) }
    selection.setHighlightedRow(indexPath)
    window.cells[indexPath]?.isHighlighted = true
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    var selected: TableIndexPath?
    var performed = false
    if lifecycle.generation == touch {
      if multipleSelectionIsAllowed && selection.selectedRows.contains(indexPath) {
        deselectByUser(indexPath, touch: touch)
      } else {
        selected = selectByUser(indexPath, touch: touch)
        if primaryAction && lifecycle.generation == touch {
          performed = performPrimaryActionIfAllowed(at: indexPath, touch: touch)
        }
      }
    }
    // The highlight follows its row through updates and ends with a reload.
    if let highlighted = selection.highlightedRow {
      selection.setHighlightedRow(nil)
      window.cells[highlighted]?.isHighlighted = false
      delegate?.tableView(self, didUnhighlightRowAt: highlighted)
    }
    return (selected, performed)
  }

  /// The selecting half of a tap. Every answer is checked against the table as it is after
  /// the call: a call that changed the table (`touch` no longer the lifecycle's
  /// ``TableLifecycle/generation``) ends the
  /// tap there.
  func selectByUser(_ indexPath: TableIndexPath, touch: Int) -> TableIndexPath? {
    var answer: TableIndexPath? = indexPath
    if let source = delegate {
      answer = source.tableView(self, willSelectRowAt: indexPath)
    }
    guard lifecycle.generation == touch, let target = answer, contains(target) else { return nil }
    if !multipleSelectionIsAllowed {
      for previous in selection.selectedRows.sorted() where previous != target {
        deselectByUser(previous, touch: touch)
        guard lifecycle.generation == touch else { return nil }
      }
    }
    setSelected(true, at: target)
    delegate?.tableView(self, didSelectRowAt: target)
    return target
  }

  func deselectByUser(_ indexPath: TableIndexPath, touch: Int) {
    var answer: TableIndexPath? = indexPath
    if let source = delegate {
      answer = source.tableView(self, willDeselectRowAt: indexPath)
    }
    guard lifecycle.generation == touch, let target = answer,
      selection.selectedRows.contains(target)
    else { return }
    setSelected(false, at: target)
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
