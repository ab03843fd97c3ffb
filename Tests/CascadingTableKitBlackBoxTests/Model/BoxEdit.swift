/// One edit a user makes to a tree, as data, so that the model and one or more real trees can
/// make the same edit. Positions are among the named parent's children; a move's destination
/// is a position after the node left its old place.
enum BoxEdit: CustomStringConvertible {
  case insert(parent: String, at: Int, node: ModelNode)
  case remove(parent: String, at: Int)
  case move(from: String, at: Int, to: String, destination: Int)
  case replaceRow(parent: String, at: Int, content: Int)
  case setRows(node: String, rows: [String])
  case setEmptyState(parent: String, state: ModelNode?)

  var description: String {
    switch self {
    case .insert(let parent, let at, let node): "insert \(node.name) into \(parent) at \(at)"
    case .remove(let parent, let at): "remove \(parent)[\(at)]"
    case .move(let from, let at, let to, let destination):
      "move \(from)[\(at)] to \(to)[\(destination)]"
    case .replaceRow(let parent, let at, let content):
      "replace \(parent)[\(at)] with content \(content)"
    case .setRows(let node, let rows): "set rows of \(node) to \(rows)"
    case .setEmptyState(let parent, let state): "empty state of \(parent): \(state?.name ?? "nil")"
    }
  }

  /// The nodes whose children (or own rows) the edit changes.
  var editedNodes: [String] {
    switch self {
    case .insert(let parent, _, _), .remove(let parent, _), .replaceRow(let parent, _, _),
      .setEmptyState(let parent, _):
      [parent]
    case .move(let from, _, let to, _): [from, to]
    case .setRows(let node, _): [node]
    }
  }
}
