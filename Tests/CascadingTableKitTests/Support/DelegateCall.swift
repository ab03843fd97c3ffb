import CascadingTableKit

/// One call a recording delegate received, with its exact arguments: the table, cells, views and
/// senders by identity, everything else by value.
enum DelegateCall: Equatable {
  /// The identity of the table a call came from.
  typealias Table = ObjectIdentifier

  case prepare(Table)
  // Data source
  case numberOfRows(Table, Int)
  case cellForRow(Table, TableIndexPath)
  case numberOfSections(Table)
  case titleForHeader(Table, Int)
  case titleForFooter(Table, Int)
  case canEdit(Table, TableIndexPath)
  case canMove(Table, TableIndexPath)
  case commit(Table, TableCellEditingStyle, TableIndexPath)
  case sectionIndexTitles(Table)
  case sectionForSectionIndexTitle(Table, String, Int)
  case moveRow(Table, TableIndexPath, TableIndexPath)
  // Display
  case willDisplayCell(Table, ObjectIdentifier, TableIndexPath)
  case willDisplayHeaderView(Table, ObjectIdentifier, Int)
  case willDisplayFooterView(Table, ObjectIdentifier, Int)
  case didEndDisplayingCell(Table, ObjectIdentifier, TableIndexPath)
  case didEndDisplayingHeaderView(Table, ObjectIdentifier, Int)
  case didEndDisplayingFooterView(Table, ObjectIdentifier, Int)
  // Heights
  case heightForRow(Table, TableIndexPath)
  case heightForHeader(Table, Int)
  case heightForFooter(Table, Int)
  case estimatedHeightForRow(Table, TableIndexPath)
  case estimatedHeightForHeader(Table, Int)
  case estimatedHeightForFooter(Table, Int)
  // Header and footer views
  case viewForHeader(Table, Int)
  case viewForFooter(Table, Int)
  // Selection
  case accessoryButtonTapped(Table, TableIndexPath)
  case shouldHighlight(Table, TableIndexPath)
  case didHighlight(Table, TableIndexPath)
  case didUnhighlight(Table, TableIndexPath)
  case willSelect(Table, TableIndexPath)
  case willDeselect(Table, TableIndexPath)
  case didSelect(Table, TableIndexPath)
  case didDeselect(Table, TableIndexPath)
  // Editing
  case editingStyle(Table, TableIndexPath)
  case titleForDeleteConfirmation(Table, TableIndexPath)
  case editActions(Table, TableIndexPath)
  case leadingSwipeActions(Table, TableIndexPath)
  case trailingSwipeActions(Table, TableIndexPath)
  case shouldIndentWhileEditing(Table, TableIndexPath)
  case willBeginEditing(Table, TableIndexPath)
  case didEndEditing(Table, TableIndexPath?)
  // Moving and indentation
  case targetIndexPathForMove(Table, TableIndexPath, TableIndexPath)
  case indentationLevel(Table, TableIndexPath)
  // Copy and paste
  case shouldShowMenu(Table, TableIndexPath)
  case canPerformAction(Table, TableAction, TableIndexPath, ObjectIdentifier?)
  case performAction(Table, TableAction, TableIndexPath, ObjectIdentifier?)
  // Focus
  case canFocus(Table, TableIndexPath)
  case shouldUpdateFocus(Table, TableFocusUpdateContext)
  case didUpdateFocus(Table, TableFocusUpdateContext)
  case preferredFocusedIndexPath(Table)
}

/// The identity of a table, as recorded in a ``DelegateCall``.
@MainActor
func tableID(_ table: any TableHost) -> ObjectIdentifier {
  ObjectIdentifier(table)
}

/// The identity of an edit-menu sender, as recorded in a ``DelegateCall``; `nil` for no sender.
func senderID(_ sender: Any?) -> ObjectIdentifier? {
  sender.map { ObjectIdentifier($0 as AnyObject) }
}
