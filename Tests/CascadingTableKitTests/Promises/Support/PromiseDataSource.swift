import CascadingTableKit

/// A data source of the promise suite's trees: a section under a root, a group of its
/// declarations inside a section.
@MainActor
final class PromiseDataSource: TableViewDataSource<PromiseItem>, PromiseNode,
  PromiseDeclaredSource
{
  let promiseID: Int

  init(id: Int, items: [PromiseItem]) {
    promiseID = id
    super.init(binderFromDeclaration: PromiseItem.binder)
    cellDeclarations = items
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  var items: [PromiseItem] {
    get { cellDeclarations }
    set { cellDeclarations = newValue }
  }

  override var differenceIdentifier: AnyHashable { promiseID }
}
