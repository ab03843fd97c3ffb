import CascadingTableKit

/// A root of the promise suite whose app lets some rows move: it answers `canMoveRowAt` from
/// ``movable`` (the app's policy, from the model) and routes everything else as a root does.
@MainActor
final class PromiseMovingRoot: CascadingRootTableDelegate {
  /// Whether the row at a path may move; `nil` asks the tree (which answers `false` for rows
  /// that do not answer).
  var movable: ((TableIndexPath) -> Bool)?

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    movable?(indexPath) ?? super.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// Whether `targetIndexPathForMoveFromRowAt` takes every proposal without calling `super`,
  /// as an app's override may: the table then drops rows where the tree cannot put them.
  var takesEveryProposal = false

  override func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    guard !takesEveryProposal else { return proposedDestinationIndexPath }
    return super.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }

  /// Every row can be dragged (one item), so a walk can drop rows with the table's drop
  /// driver; every drop proposes a move.
  override func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    [TableDragItem()]
  }

  override func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? {
    TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
}
