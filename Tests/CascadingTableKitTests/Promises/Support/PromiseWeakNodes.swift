import CascadingTableKit

/// Weak references to the nodes of a real promise tree, to tell which are still alive.
@MainActor
struct PromiseWeakNodes {
  @MainActor
  private final class Box {
    weak var node: (any CascadingTableDelegate)?
    let name: String

    init(_ node: any CascadingTableDelegate) {
      self.node = node
      let id = promiseModelID(node)
      name = "\(type(of: node))" + (id.map { " \($0)" } ?? "")
    }
  }

  private var boxes: [Box] = []

  /// Every node of the tree under `root`, `root` included; with `includingEmptyStates`, also
  /// every node of every empty state, shown or hidden.
  static func identifiers(
    under root: any CascadingTableDelegate, includingEmptyStates: Bool = false
  ) -> Set<ObjectIdentifier> {
    Set(
      nodes(under: root, includingEmptyStates: includingEmptyStates).map { ObjectIdentifier($0) })
  }

  /// Every node of the tree under `root`, `root` included, depth first; with
  /// `includingEmptyStates`, each node's empty state (shown or hidden) and its subtree follow
  /// the node's children.
  static func nodes(
    under root: any CascadingTableDelegate, includingEmptyStates: Bool = false
  ) -> [any CascadingTableDelegate] {
    var found =
      [root]
      + root.childDelegates.flatMap { nodes(under: $0, includingEmptyStates: includingEmptyStates) }
    if includingEmptyStates,
      let emptyState = (root as? PropagatingTableDelegate)?.emptyStateDelegate
    {
      found += nodes(under: emptyState, includingEmptyStates: true)
    }
    return found
  }

  /// Starts watching a node.
  mutating func watch(_ node: any CascadingTableDelegate) {
    boxes.append(Box(node))
  }

  /// The watched nodes still alive, described.
  var alive: [String] {
    boxes.filter { $0.node != nil }.map(\.name)
  }
}
