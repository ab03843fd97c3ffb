import CascadingTableKit

/// A row delegate answering every table method, in the Swift 2 spelling where one existed:
/// once ported, each must override the library's method of the same meaning exactly.
class EveryMethodRow: CascadingBareTableDelegate {
  override func prepare(tableView: any TableHost) {}

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { return 1 }
  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell { return TableCell() }
  override func numberOfSections(in tableView: any TableHost) -> Int { return 1 }
  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? { return "Header" }
  override func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String? { return nil }
  override func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? { return true }
  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool? { return false }
  override func tableView(_ tableView: any TableHost, commit editingStyle: TableCellEditingStyle, forRowAt indexPath: TableIndexPath) {}
  override func sectionIndexTitles(for tableView: any TableHost) -> [String]? { return ["A"] }
  override func tableView(_ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int? { return index }
  override func tableView(_ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {}

  override func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView, forSection section: Int) {}
  override func tableView(_ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView, forSection section: Int) {}
  override func tableView(_ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView, forSection section: Int) {}
  override func tableView(_ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView, forSection section: Int) {}

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? { return 44 }
  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? { return 28 }
  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? { return 0 }
  override func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? { return 44 }
  override func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int) -> Double? { return 28 }
  override func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int) -> Double? { return 0 }
  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? { return TableHeaderFooterView() }
  override func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int) -> TableHeaderFooterView? { return nil }

  override func tableView(_ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool? { return true }
  override func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { return indexPath }
  override func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { return nil }
  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {}

  override func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath) -> TableCellEditingStyle? { return .delete }
  override func tableView(_ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { return "Remove" }
  override func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath) -> [TableRowAction]? { return nil }
  override func tableView(_ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration? { return nil }
  override func tableView(_ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration? { return nil }
  override func tableView(_ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool? { return false }
  override func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath) {}
  override func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {}

  override func tableView(_ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath, toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath { return sourceIndexPath }
  override func tableView(_ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath) -> Int? { return 1 }

  override func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool? { return true }
  override func tableView(_ tableView: any TableHost, canPerformAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?) -> Bool? { return action == .paste }
  override func tableView(_ tableView: any TableHost, performAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?) {}

  override func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool? { return true }
  override func tableView(_ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext) -> Bool? { return true }
  override func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext, with coordinator: TableFocusAnimationCoordinator) {}
  override func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? { return nil }
}
