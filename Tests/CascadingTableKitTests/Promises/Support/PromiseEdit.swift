/// One change of a promise tree, as a value: applied to the model and to any real tree built
/// from it by model ids, so that twin trees (one with a table, one without) take the same.
enum PromiseEdit: Hashable, Sendable, CustomStringConvertible {
  /// A new subtree, inserted into the container `into` at `position`.
  case insert(PromiseModelNode, into: Int, at: Int)
  /// The node leaves its parent.
  case remove(id: Int)
  /// The node leaves its parent and joins the container `to` at `position` (counted after it
  /// left).
  case move(id: Int, to: Int, at: Int)
  /// A leaf's content changes: rows and hand-written sections are replaced by a new instance
  /// under the same identity; blocks change in place and say so with `setNeedsUpdate()`.
  case newVersion(id: Int)
  /// A block, section block or hand-written section fills `count` slots now.
  case resize(id: Int, count: Int)
  /// A data source's declarations are assigned.
  case assign(id: Int, items: [PromiseItem])
  /// The `emptyStateDelegate` of a root, section node or group is set to a new subtree, or
  /// cleared (added for empty states, issue 25).
  case setEmptyState(id: Int, to: PromiseModelNode?)

  var description: String {
    switch self {
    case .insert(let node, let container, let position):
      "insert \(node.kind) \(node.id) (\(node.allNodes.count) nodes) into \(container) at \(position)"
    case .remove(let id): "remove \(id)"
    case .move(let id, let container, let position): "move \(id) to \(container) at \(position)"
    case .newVersion(let id): "new version of \(id)"
    case .resize(let id, let count): "resize \(id) to \(count)"
    case .assign(let id, let items): "assign \(items.map(\.id)) to \(id)"
    case .setEmptyState(let id, let node):
      "set the empty state of \(id) to \(node.map { "\($0.kind) \($0.id)" } ?? "nil")"
    }
  }
}
