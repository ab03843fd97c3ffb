import CascadingTableKit

/// The items a promise data source declares, whatever its declaration type: what the walks
/// assign.
@MainActor
protocol PromiseDeclaredSource: AnyObject {
  /// The items, in display order.
  var items: [PromiseItem] { get set }
}

/// A data source of the promise suite's trees declared as identified binders (DataSourceKit's
/// style): each item becomes its binder identified by the item's `id`, with its `version` as
/// content, so it is diffed through the binders' typed path and must show the tree exactly as
/// a ``PromiseDataSource`` of the same items does.
@MainActor
final class PromiseBinderDataSource: TableViewDataSource<CellBinder>, PromiseNode,
  PromiseDeclaredSource
{
  let promiseID: Int

  var items: [PromiseItem] {
    didSet { cellDeclarations = Self.binders(of: items) }
  }

  init(id: Int, items: [PromiseItem]) {
    promiseID = id
    self.items = items
    super.init(binderFromDeclaration: { $0 })
    cellDeclarations = Self.binders(of: items)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    items = []
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  /// The binders of items: each item's binder, identified by its `id`, its `version` as
  /// content.
  static func binders(of items: [PromiseItem]) -> [CellBinder] {
    items.map { PromiseItem.binder(for: $0).identified(by: $0.id, content: $0.version) }
  }

  /// A data source of items for a model data source: one in three (by id) declares binders,
  /// one in three the items themselves (their `Int` ids read into a typed column), one in
  /// three the items with their ids boxed (diffed through the declaration type's witnesses).
  static func make(id: Int, items: [PromiseItem]) -> any CascadingTableDelegate {
    switch id % 3 {
    case 0: PromiseBinderDataSource(id: id, items: items)
    case 1: PromiseDataSource(id: id, items: items)
    default: PromiseBoxedDataSource(id: id, items: items)
    }
  }
}
