import UIKit

/// A review row with a context menu, multiple selection, drag and drop, spring loading and
/// focus animations: the members UIKit added after the original library.
class ReviewInteractionsRow: CascadingBareTableDelegate {
  var menu: UIContextMenuConfiguration?
  var preview: UIDragPreviewParameters?
  var droppedAt: [IndexPath] = []
  var focusedRow: IndexPath?
  var liftedPreview: UITargetedPreview?

  func copyAction() -> UIAction {
    return UIAction(title: "Copy") { _ in }
  }

  override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    return point.y < 0 ? nil : menu
  }

  override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
    tableView.isEditing = true
  }

  override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
    return indexPath.row == 0
  }

  override func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
    return context.location.y >= 0
  }

  override func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    return session.items
  }

  override func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
    let items: [UIDragItem] = []
    return items
  }

  override func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    return preview
  }

  override func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    return preview
  }

  override func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
    let operation: UIDropOperation = session.localDragSession == nil ? .copy : .move
    let intent: UITableViewDropIntent = .insertAtDestinationIndexPath
    return UITableViewDropProposal(operation: operation, intent: intent)
  }

  override func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    droppedAt.append(destination)
  }

  override func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
    coordinator.addCoordinatedAnimations({ self.focusedRow = context.nextFocusedIndexPath }, completion: nil)
  }
}
