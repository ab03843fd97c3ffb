import CascadingTableKit

/// A review row with a context menu, multiple selection, drag and drop, spring loading and
/// focus animations: the members UIKit added after the original library.
class ReviewInteractionsRow: CascadingBareTableDelegate {
  var menu: TableContextMenuConfiguration?
  var preview: TableDragPreviewParameters?
  var droppedAt: [TableIndexPath] = []
  var focusedRow: TableIndexPath?
  var liftedPreview: TableTargetedPreview?

  func copyAction() -> TableMenuAction {
    return TableMenuAction(title: "Copy") { _ in }
  }

  override func tableView(_ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: TablePoint) -> TableContextMenuConfiguration? {
    return point.y < 0 ? nil : menu
  }

  override func tableView(_ tableView: any TableHost, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool? {
    return true
  }

  override func tableView(_ tableView: any TableHost, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {
    tableView.isEditing = true
  }

  override func tableView(_ tableView: any TableHost, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool? {
    return indexPath.row == 0
  }

  override func tableView(_ tableView: any TableHost, shouldSpringLoadRowAt indexPath: TableIndexPath, with context: any TableSpringLoadedInteractionContext) -> Bool? {
    return context.location.y >= 0
  }

  override func tableView(_ tableView: any TableHost, itemsForBeginning session: any TableDragSession, at indexPath: TableIndexPath) -> [TableDragItem]? {
    return session.items
  }

  override func tableView(_ tableView: any TableHost, itemsForAddingTo session: any TableDragSession, at indexPath: TableIndexPath, point: TablePoint) -> [TableDragItem]? {
    let items: [TableDragItem] = []
    return items
  }

  override func tableView(_ tableView: any TableHost, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters? {
    return preview
  }

  override func tableView(_ tableView: any TableHost, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters? {
    return preview
  }

  override func tableView(_ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession, withDestinationIndexPath destinationIndexPath: TableIndexPath?) -> TableDropProposal? {
    let operation: TableDropProposal.Operation = session.localDragSession == nil ? .copy : .move
    let intent: TableDropProposal.Intent = .insertAtDestinationIndexPath
    return TableDropProposal(operation: operation, intent: intent)
  }

  override func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    droppedAt.append(destination)
  }

  override func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext, with coordinator: TableFocusAnimationCoordinator) {
    coordinator.addCoordinatedAnimations({ self.focusedRow = context.nextFocusedIndexPath }, completion: nil)
  }
}
