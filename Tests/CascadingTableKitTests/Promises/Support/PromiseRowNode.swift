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
}
