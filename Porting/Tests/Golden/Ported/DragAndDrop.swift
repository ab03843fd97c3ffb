import CascadingTableKit

/// A list that reorders its rows by drag and drop, as an iPad app's delegate does: one object
/// is the table's delegate, drag delegate and drop delegate.
final class ReorderingDelegate: TableDelegate {
  var titles = ["a", "b", "c"]
  var sessionIsActive = false
  var dropped: [TableIndexPath] = []

  func attach(to tableView: any TableHost) {
    tableView.delegate = self
  }

  func tableView(_ tableView: any TableHost, itemsForBeginning session: any TableDragSession, at indexPath: TableIndexPath) -> [TableDragItem]? {
    return session.items.filter { $0.localObject != nil }
  }

  func tableView(_ tableView: any TableHost, itemsForAddingTo session: any TableDragSession, at indexPath: TableIndexPath, point: TablePoint) -> [TableDragItem]? {
    return []
  }

  func tableView(_ tableView: any TableHost, dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters? {
    return nil
  }

  func tableView(_ tableView: any TableHost, dragSessionWillBegin session: any TableDragSession) {
    sessionIsActive = true
  }

  func tableView(_ tableView: any TableHost, dragSessionDidEnd session: any TableDragSession) {
    sessionIsActive = false
  }

  func tableView(_ tableView: any TableHost, dragSessionAllowsMoveOperation session: any TableDragSession) -> Bool? {
    return true
  }

  func tableView(_ tableView: any TableHost, dragSessionIsRestrictedToDraggingApplication session: any TableDragSession) -> Bool? {
    return true
  }

  func tableView(_ tableView: any TableHost, canHandle session: any TableDropSession) -> Bool? {
    return session.localDragSession != nil
  }

  func tableView(_ tableView: any TableHost, dropSessionDidEnter session: any TableDropSession) {}

  func tableView(_ tableView: any TableHost, dropSessionDidExit session: any TableDropSession) {}

  func tableView(_ tableView: any TableHost, dropSessionDidEnd session: any TableDropSession) {
    sessionIsActive = false
  }

  func tableView(_ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession, withDestinationIndexPath destinationIndexPath: TableIndexPath?) -> TableDropProposal? {
    guard session.localDragSession != nil else {
      return TableDropProposal(operation: .forbidden)
    }
    return TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: any TableHost, dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters? {
    return TableDragPreviewParameters()
  }

  func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    dropped.append(destination)
  }
}

/// A drop target of its own, as an app adds a drop delegate to a list that already has a
/// delegate elsewhere.
final class DropOnlyDelegate: TableDelegate {
  var drops = 0

  func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator) {
    drops += 1
  }
}
