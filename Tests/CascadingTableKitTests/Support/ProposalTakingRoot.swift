import CascadingTableKit

/// A root whose `targetIndexPathForMoveFromRowAt` takes every proposal without asking the
/// tree (an override that does not call `super`): the table may then drop a row where the tree
/// cannot put it.
@MainActor
final class ProposalTakingRoot: CascadingRootTableDelegate {
  override func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    proposedDestinationIndexPath
  }
}
