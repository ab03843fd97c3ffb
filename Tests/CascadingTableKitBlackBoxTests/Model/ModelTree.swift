/// The model of a whole tree: its root and the edits a user makes, applied to plain values.
///
/// Invariant: `root` is a section node; every name is unique.
final class ModelTree {
  let root: ModelNode

  init(root: ModelNode) {
    self.root = root
  }

  /// The rows of every section, as a user sees them.
  var layout: [[String]] { root.sections }

  /// The node with this name, with its parent (nil for the root).
  func find(_ name: String) -> (node: ModelNode, parent: ModelNode?)? {
    func search(_ node: ModelNode, _ parent: ModelNode?) -> (ModelNode, ModelNode?)? {
      if node.name == name { return (node, parent) }
      for child in node.children {
        if let found = search(child, node) { return found }
      }
      if let state = node.emptyState {
        if state.name == name { return (state, node) }
        if let found = search(state, nil) { return found }
      }
      return nil
    }
    return search(root, nil)
  }

  /// The node with this name; the walk only names nodes it found in the model.
  func node(_ name: String) -> ModelNode {
    guard let found = find(name) else { preconditionFailure("no model node named \(name)") }
    return found.node
  }

  /// Makes the edit on the model.
  func apply(_ edit: BoxEdit) {
    switch edit {
    case .insert(let parent, let at, let inserted):
      node(parent).children.insert(inserted.copy(), at: at)
    case .remove(let parent, let at):
      node(parent).children.remove(at: at)
    case .move(let from, let at, let to, let destination):
      let moved = node(from).children.remove(at: at)
      node(to).children.insert(moved, at: destination)
    case .replaceRow(let parent, let at, let content):
      let old = node(parent).children[at]
      let row = ModelNode(.row, old.name)
      row.content = content
      node(parent).children[at] = row
    case .setRows(let name, let rows):
      node(name).rows = rows
    case .setEmptyState(let parent, let state):
      node(parent).emptyState = state?.copy()
    }
  }

  /// Every node of the tree, depth first.
  var nodes: [ModelNode] { root.subtree }
}
