import CascadingTableKit

/// A group of sections of the promise suite's trees: a root inside a root.
@MainActor
final class PromiseSectionNode: CascadingRootTableDelegate, PromiseNode {
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
