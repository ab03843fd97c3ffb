import CascadingTableKit

/// A `CascadingRootTableDelegate` with a name: the root of a walk's tree, or a group of
/// sections inside it. As the root, it proposes to move a row dropped anywhere no row
/// answers for, so that a drag of one of the table's rows moves it.
///
/// Invariant: its name never changes.
final class BoxSectionGroup: CascadingRootTableDelegate {
  private(set) var name = ""

  convenience init(name: String, mode: ReloadMode) {
    self.init(index: 0, childDelegates: [])
    self.name = name
    reloadModeOnChildDelegatesChanged = mode
  }

  override func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? {
    super.tableView(
      tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
      ?? TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
}
