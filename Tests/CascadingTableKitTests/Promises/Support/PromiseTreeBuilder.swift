import CascadingTableKit

/// Builds real nodes from model nodes, and finds them again by model id (a suite node's own,
/// an exact library node's in ``PromiseExactNodes``).
@MainActor
enum PromiseTreeBuilder {
  /// A new real node (and subtree) for a model node. A model root becomes a plain
  /// `CascadingRootTableDelegate`, as an app's root is.
  static func build(_ node: PromiseModelNode) -> any CascadingTableDelegate {
    let built = buildWithoutEmptyState(node)
    if node.exactClass != nil {
      PromiseExactNodes.register(built, id: node.id)
    }
    if let emptyState = node.emptyState.first {
      (built as? PropagatingTableDelegate)?.emptyStateDelegate = build(emptyState)
    }
    return built
  }

  private static func buildWithoutEmptyState(_ node: PromiseModelNode)
    -> any CascadingTableDelegate
  {
    let children = node.children.map(build)
    switch node.kind {
    case .root:
      return CascadingRootTableDelegate(index: 0, childDelegates: children)
    case .rowNode where node.exactClass == .section:
      return CascadingSectionTableDelegate(index: 0, childDelegates: children)
    case .rowNode where node.exactClass == .propagatingRows:
      return PropagatingTableDelegate(childDelegates: children, propagationMode: .row)
    case .rowNode:
      return PromiseRowNode(id: node.id, children: children)
    case .sectionNode where node.exactClass == .root:
      return CascadingRootTableDelegate(index: 0, childDelegates: children)
    case .sectionNode where node.exactClass == .propagatingSections:
      return PropagatingTableDelegate(childDelegates: children, propagationMode: .section)
    case .sectionNode:
      return PromiseSectionNode(id: node.id, children: children)
    case .dataSource:
      return PromiseBinderDataSource.make(id: node.id, items: node.items)
    case .row where node.exactClass == .bare:
      return CascadingBareTableDelegate()
    case .row:
      return PromiseRow(id: node.id, version: node.version)
    case .handRow:
      return PromiseHandRow(id: node.id, version: node.version)
    case .block:
      return PromiseBlock(
        id: node.id, count: node.count, version: node.version, fillsSections: false)
    case .sectionBlock:
      return PromiseBlock(
        id: node.id, count: node.count, version: node.version, fillsSections: true)
    case .handSection:
      return PromiseHandSection(id: node.id, count: node.count, version: node.version)
    case .handContainer:
      return PromiseHandContainer(id: node.id, generation: node.version, children: children)
    }
  }

  /// The real node built from the model node `id` under `root` (the root itself for the
  /// root's model id `rootID`), found by walking the real tree.
  static func node(
    id: Int, in root: any CascadingTableDelegate, rootID: Int
  ) -> (any CascadingTableDelegate)? {
    if id == rootID { return root }
    var pending = root.childDelegates
    if let emptyState = (root as? PropagatingTableDelegate)?.emptyStateDelegate {
      pending.append(emptyState)
    }
    while let next = pending.popLast() {
      if promiseModelID(next) == id { return next }
      pending.append(contentsOf: next.childDelegates)
      // Empty states (issue 25): found like children, shown or hidden.
      if let emptyState = (next as? PropagatingTableDelegate)?.emptyStateDelegate {
        pending.append(emptyState)
      }
    }
    return nil
  }
}
