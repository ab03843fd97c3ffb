import UIKit

/// A row delegate answering every table method, in the Swift 2 spelling where one existed:
/// once ported, each must override the library's method of the same meaning exactly.
class EveryMethodRow: CascadingBareTableDelegate {
  override func prepare(tableView: UITableView) {}

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 1 }
  func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath) -> UITableViewCell { return UITableViewCell() }
  func numberOfSectionsInTableView(_ tableView: UITableView) -> Int { return 1 }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { return "Header" }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { return nil }
  func tableView(_ tableView: UITableView, canEditRowAtIndexPath indexPath: IndexPath) -> Bool { return true }
  func tableView(_ tableView: UITableView, canMoveRowAtIndexPath indexPath: IndexPath) -> Bool { return false }
  func tableView(_ tableView: UITableView, commitEditingStyle editingStyle: UITableViewCellEditingStyle, forRowAtIndexPath indexPath: IndexPath) {}
  func sectionIndexTitlesForTableView(_ tableView: UITableView) -> [String]? { return ["A"] }
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, atIndex index: Int) -> Int { return index }
  func tableView(_ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath, toIndexPath destinationIndexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, willDisplayCell cell: UITableViewCell, forRowAtIndexPath indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  func tableView(_ tableView: UITableView, didEndDisplayingCell cell: UITableViewCell, forRowAtIndexPath indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

  func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { return 44 }
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { return 28 }
  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { return 0 }
  func tableView(_ tableView: UITableView, estimatedHeightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { return 44 }
  override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { return 28 }
  override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { return 0 }
  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { return UIView() }
  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { return nil }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWithIndexPath indexPath: IndexPath) {}
  func tableView(_ tableView: UITableView, shouldHighlightRowAtIndexPath indexPath: IndexPath) -> Bool { return true }
  func tableView(_ tableView: UITableView, didHighlightRowAtIndexPath indexPath: IndexPath) {}
  func tableView(_ tableView: UITableView, didUnhighlightRowAtIndexPath indexPath: IndexPath) {}
  func tableView(_ tableView: UITableView, willSelectRowAtIndexPath indexPath: IndexPath) -> IndexPath? { return indexPath }
  func tableView(_ tableView: UITableView, willDeselectRowAtIndexPath indexPath: IndexPath) -> IndexPath? { return nil }
  func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {}
  func tableView(_ tableView: UITableView, didDeselectRowAtIndexPath indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, editingStyleForRowAtIndexPath indexPath: IndexPath) -> UITableViewCellEditingStyle { return .delete }
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAtIndexPath indexPath: IndexPath) -> String? { return "Remove" }
  func tableView(_ tableView: UITableView, editActionsForRowAtIndexPath indexPath: IndexPath) -> [UITableViewRowAction]? { return nil }
  override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { return nil }
  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { return nil }
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAtIndexPath indexPath: IndexPath) -> Bool { return false }
  func tableView(_ tableView: UITableView, willBeginEditingRowAtIndexPath indexPath: IndexPath) {}
  func tableView(_ tableView: UITableView, didEndEditingRowAtIndexPath indexPath: IndexPath?) {}

  func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAtIndexPath sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { return sourceIndexPath }
  func tableView(_ tableView: UITableView, indentationLevelForRowAtIndexPath indexPath: IndexPath) -> Int { return 1 }

  func tableView(_ tableView: UITableView, shouldShowMenuForRowAtIndexPath indexPath: IndexPath) -> Bool { return true }
  func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAtIndexPath indexPath: IndexPath, withSender sender: Any?) -> Bool { return action == #selector(paste(_:)) }
  func tableView(_ tableView: UITableView, performAction action: Selector, forRowAtIndexPath indexPath: IndexPath, withSender sender: Any?) {}

  func tableView(_ tableView: UITableView, canFocusRowAtIndexPath indexPath: IndexPath) -> Bool { return true }
  func tableView(_ tableView: UITableView, shouldUpdateFocusInContext context: UITableViewFocusUpdateContext) -> Bool { return true }
  func tableView(_ tableView: UITableView, didUpdateFocusInContext context: UITableViewFocusUpdateContext, withAnimationCoordinator coordinator: UIFocusAnimationCoordinator) {}
  func indexPathForPreferredFocusedViewInTableView(_ tableView: UITableView) -> IndexPath? { return nil }
}
