import CascadingTableKit

/// A declaration of ``PromiseBoxedDataSource``: an item whose `id` is its own `id` boxed in
/// `AnyHashable`, so its rows are identified exactly as a ``PromiseItem``'s (equal to the same
/// `Int` in any other section) but through the declaration type's witnesses, not a typed column.
struct PromiseBoxedItem: Identifiable, Hashable, Sendable {
  var item: PromiseItem

  var id: AnyHashable { AnyHashable(item.id) }
}

/// A data source of the promise suite's trees declared as values whose identifier type is not
/// read into a typed column (`AnyHashable`): it must show the tree exactly as a
/// ``PromiseDataSource`` of the same items does.
@MainActor
final class PromiseBoxedDataSource: TableViewDataSource<PromiseBoxedItem>, PromiseNode,
  PromiseDeclaredSource
{
  let promiseID: Int

  init(id: Int, items: [PromiseItem]) {
    promiseID = id
    super.init(binderFromDeclaration: { PromiseItem.binder(for: $0.item) })
    cellDeclarations = items.map(PromiseBoxedItem.init)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  var items: [PromiseItem] {
    get { cellDeclarations.map(\.item) }
    set { cellDeclarations = newValue.map(PromiseBoxedItem.init) }
  }

  override var differenceIdentifier: AnyHashable { promiseID }
}
