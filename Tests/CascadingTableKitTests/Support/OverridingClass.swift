import CascadingTableKit

/// Every open class, subclassed with every table method overridden.
enum OverridingClass: String, CaseIterable, Sendable {
  case propagating = "PropagatingTableDelegate"
  case root = "CascadingRootTableDelegate"
  case section = "CascadingSectionTableDelegate"
  case bare = "CascadingBareTableDelegate"
  case controller = "TableViewController"
  case dataSource = "TableViewDataSource"

  /// An instance of the overriding subclass, seen only through the protocol, with the stub its
  /// overrides forward to.
  @MainActor
  func make() -> (node: any CascadingTableDelegate, stub: CompleteDelegateStub) {
    switch self {
    case .propagating:
      let node = OverridingPropagatingTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .root:
      let node = OverridingCascadingRootTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .section:
      let node = OverridingCascadingSectionTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .bare:
      let node = OverridingCascadingBareTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .controller:
      let node = OverridingTableViewController(index: 0, childDelegates: [])
      return (node, node.stub)
    case .dataSource:
      let node = OverridingTableViewDataSource(index: 0, childDelegates: [])
      return (node, node.stub)
    }
  }

  /// An instance of the class itself, with nothing overridden.
  @MainActor
  func makePlain() -> any CascadingTableDelegate {
    switch self {
    case .propagating: PropagatingTableDelegate(index: 0, childDelegates: [])
    case .root: CascadingRootTableDelegate(index: 0, childDelegates: [])
    case .section: CascadingSectionTableDelegate(index: 0, childDelegates: [])
    case .bare: CascadingBareTableDelegate(index: 0, childDelegates: [])
    case .controller: TableViewController(index: 0, childDelegates: [])
    case .dataSource: TableViewDataSource<Int>(index: 0, childDelegates: [])
    }
  }
}
