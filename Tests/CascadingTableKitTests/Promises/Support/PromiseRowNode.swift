import CascadingTableKit

/// A section, or a group of rows, of the promise suite's trees.
@MainActor
final class PromiseRowNode: CascadingSectionTableDelegate, PromiseNode {
  let promiseID: Int

  init(id: Int, children: [any CascadingTableDelegate]) {
    promiseID = id
    super.init(index: 0, childDelegates: children)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  /// A section's header height, as its superclass answers it; a test can hook it
  /// (``PromiseRow/hooks``, `.heightForHeader`) to act from inside a call that is not keyed by
  /// a row.
  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    PromiseRow.hooks?.fire(.heightForHeader, at: TableIndexPath(row: -1, section: section))
    return super.tableView(tableView, heightForHeaderInSection: section)
  }
}
