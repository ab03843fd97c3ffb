/// Customises how a table shows and handles its rows (UIKit's `UITableViewDelegate`).
///
/// Every requirement has a default implementation that means *this delegate does not answer*:
/// `nil` for answers, nothing for notifications, the passed index path for
/// `willSelectRowAt`/`willDeselectRowAt` and the proposed index path for
/// `targetIndexPathForMoveFromRowAt`. The table asking then applies its own default (UIKit's
/// behaviour for an unimplemented method), and a propagating delegate applies the cascading
/// default listed in `Documentation/DefaultReturnValues.md`.
///
/// Methods that exist only as these defaults are not dynamically dispatched: in a class
/// hierarchy, implement them in the base class so that subclasses can override them. The
/// library's open classes already do.
@MainActor
public protocol TableDelegate: AnyObject {
  // MARK: Display

  /// Tells that a row's cell is about to enter the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath)

  /// Tells that a section's header view is about to enter the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - view: The header or footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int)

  /// Tells that a section's footer view is about to enter the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - view: The header or footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int)

  /// Tells that a row's cell left the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  )

  /// Tells that a section's header view left the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - view: The header or footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int)

  /// Tells that a section's footer view left the viewport.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - view: The header or footer view.
  ///   - section: The section.
  func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int)

  // MARK: Heights

  /// The height of a row.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double?

  /// The height of a section's header.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double?

  /// The height of a section's footer.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double?

  /// The estimated height of a row.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?

  /// The estimated height of a section's header.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?

  /// The estimated height of a section's footer.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?

  // MARK: Header and footer views

  /// The view of a section's header.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?

  /// The view of a section's footer.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?

  // MARK: Selection

  /// Tells that the user tapped a row's accessory button.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath)

  /// Whether a row highlights when touched.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?

  /// Tells that a row was highlighted.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath)

  /// Tells that a row lost its highlight.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath)

  /// The row to select instead of the tapped one, or `nil` to veto.
  ///
  /// The default implementation returns `indexPath`: no veto and no redirect.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?

  /// The row to deselect instead of the given one, or `nil` to veto.
  ///
  /// The default implementation returns `indexPath`: no veto and no redirect.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?

  /// Tells that a row was selected.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath)

  /// Tells that a row was deselected.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath)

  // MARK: Editing

  /// The editing control of a row.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?

  /// The title of a row's delete confirmation button.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String?

  /// The legacy swipe actions of a row.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?

  /// The actions shown when a row is swiped from its leading edge.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration?

  /// The actions shown when a row is swiped from its trailing edge.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration?

  /// Whether a row's content indents in editing mode.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool?

  /// Tells that the user is about to edit a row by swiping it.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath)

  /// Tells that swipe editing of a row ended.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?)

  // MARK: Moving and indentation

  /// Where a row being moved will go, given where the user proposes.
  ///
  /// The default implementation returns `proposedDestinationIndexPath`: the move goes where the user proposes.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - sourceIndexPath: The row's position before the move.
  ///   - proposedDestinationIndexPath: Where the user proposes to move the row.
  /// - Returns: The answer.
  func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath

  /// The indentation level of a row.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath)
    -> Int?

  // MARK: Copy and paste

  /// Whether a row shows the edit menu.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath)
    -> Bool?

  /// Whether a row can perform an edit-menu action.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - action: The action.
  ///   - indexPath: The row.
  ///   - sender: The object that asked for the action.
  /// - Returns: The answer, or `nil`.
  func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool?

  /// Tells a row to perform an edit-menu action.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - action: The action.
  ///   - indexPath: The row.
  ///   - sender: The object that asked for the action.
  func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?)

  // MARK: Focus

  /// Whether a row can take focus.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool?

  /// Whether focus may move as described.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - context: The focus move.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext)
    -> Bool?

  /// Tells that focus moved as described.
  ///
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - context: The focus move.
  func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext)

  /// The row that should take focus first.
  ///
  /// The default implementation returns `nil`: not answered.
  /// - Parameter tableView: The table asking.
  /// - Returns: The answer, or `nil`.
  func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath?
}

// MARK: - Default implementations

extension TableDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {}

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {
  }

  /// Returns `indexPath`: no veto and no redirect.
  public func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  { indexPath }

  /// Returns `indexPath`: no veto and no redirect.
  public func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  { indexPath }

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {}

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath)
  {}

  /// Does nothing.
  public func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {
  }

  /// Returns `proposedDestinationIndexPath`: the move goes where the user proposes.
  public func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath { proposedDestinationIndexPath }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath
  ) -> Int? { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {}

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext
  ) -> Bool? { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext
  ) {}

  /// Returns `nil`: not answered.
  public func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    nil
  }
}
