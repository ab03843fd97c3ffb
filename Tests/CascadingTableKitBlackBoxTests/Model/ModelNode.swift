/// The walk's own picture of a delegate tree: plain values, written without the library.
///
/// A `rowNode` is a section under a section node and a group of rows under a row node; a
/// `declared` node (a data source) is a section under a section node and a group of its
/// declarations under a row node. Invariants: names are unique in a tree; a section node holds
/// only row nodes, section nodes and declared nodes; a row node holds rows, blocks, declared
/// nodes and row nodes; `rows` is used by blocks and declared nodes only; only a row node has an
/// empty state: a row for a row node, a row node (a section) for a section node.
final class ModelNode {
  /// What a node is, as a user built it.
  enum Kind: Equatable {
    /// A `CascadingRootTableDelegate`: the root, or a group of sections.
    case sectionNode
    /// A `CascadingSectionTableDelegate`: a section, or a group of rows.
    case rowNode
    /// A hand-written row (`CascadingBareTableDelegate` subclass, span 1).
    case row
    /// A hand-written block answering `rows.count` rows from its own data.
    case block
    /// A `TableViewDataSource` whose declarations are `rows`.
    case declared
  }

  let kind: Kind
  let name: String
  var children: [ModelNode] = []
  var rows: [String] = []
  var content = 0
  var emptyState: ModelNode?

  init(_ kind: Kind, _ name: String, children: [ModelNode] = [], rows: [String] = []) {
    self.kind = kind
    self.name = name
    self.children = children
    self.rows = rows
  }

  /// A deep copy, so that the model never shares a node with an edit that built it.
  func copy() -> ModelNode {
    let node = ModelNode(kind, name, children: children.map { $0.copy() }, rows: rows)
    node.content = content
    node.emptyState = emptyState?.copy()
    return node
  }

  /// The nodes that fill this node's slots now: its children, or its empty state when they
  /// fill none.
  var shownChildren: [ModelNode] {
    let filled =
      kind == .sectionNode
      ? !children.flatMap(\.sections).isEmpty : !children.flatMap(\.rowNames).isEmpty
    return filled || emptyState == nil ? children : [emptyState!]
  }

  /// Whether this node can hold `child` (by kind, not by position).
  func canHold(_ child: ModelNode) -> Bool {
    switch kind {
    case .sectionNode: [.sectionNode, .rowNode, .declared].contains(child.kind)
    case .rowNode: [.row, .block, .declared, .rowNode].contains(child.kind)
    case .row, .block, .declared: false
    }
  }

  /// Every node of the subtree, this one first, depth first (empty states included).
  var subtree: [ModelNode] {
    [self] + children.flatMap(\.subtree) + (emptyState?.subtree ?? [])
  }

  /// The subtree as text: `name(children…)`, rows in brackets, an empty state after `|`.
  var dump: String {
    let inner = children.map(\.dump) + (rows.isEmpty ? [] : ["\(rows)"])
    let state = emptyState.map { " | " + $0.dump } ?? ""
    return inner.isEmpty && state.isEmpty
      ? name : "\(name)(\(inner.joined(separator: " "))\(state))"
  }

  /// Every node of the subtree reachable through children (empty states left out).
  var childTree: [ModelNode] {
    [self] + children.flatMap(\.childTree)
  }

  /// The rows this node fills under a row node, in order (what a user sees).
  var rowNames: [String] {
    switch kind {
    case .row: return [name]
    case .block, .declared: return rows
    case .rowNode:
      let own = children.flatMap(\.rowNames)
      return own.isEmpty ? (emptyState?.rowNames ?? []) : own
    case .sectionNode: return []
    }
  }

  /// The sections this node fills under a section node, each as its rows.
  var sections: [[String]] {
    switch kind {
    case .sectionNode:
      children.flatMap(\.sections).isEmpty
        ? (emptyState?.sections ?? []) : children.flatMap(\.sections)
    case .rowNode, .declared: [rowNames]
    case .row, .block: []
    }
  }

  /// How many slots this node fills in a parent of the given mode.
  func span(inSectionParent: Bool) -> Int {
    inSectionParent ? sections.count : rowNames.count
  }
}
