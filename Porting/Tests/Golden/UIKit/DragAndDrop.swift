import UIKit

/// A list that reorders its rows by drag and drop, as an iPad app's delegate does: one object
/// is the table's delegate, drag delegate and drop delegate.
final class ReorderingDelegate: NSObject, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
  var titles = ["a", "b", "c"]
  var sessionIsActive = false
  var dropped: [IndexPath] = []

  func attach(to tableView: UITableView) {
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    return session.items.filter { $0.localObject != nil }
  }

  func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
    return []
  }

  func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    return nil
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
    sessionIsActive = true
  }

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
    sessionIsActive = false
  }

  func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
    return true
  }

  func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
    return true
  }

  func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
    return session.localDragSession != nil
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}

  func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
    sessionIsActive = false
  }

  func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
    guard session.localDragSession != nil else {
      return UITableViewDropProposal(operation: .forbidden)
    }
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    return UIDragPreviewParameters()
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    dropped.append(destination)
  }
}

/// A drop target of its own, as an app adds a drop delegate to a list that already has a
/// delegate elsewhere.
final class DropOnlyDelegate: NSObject, UITableViewDropDelegate {
  var drops = 0

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
    drops += 1
  }
}
