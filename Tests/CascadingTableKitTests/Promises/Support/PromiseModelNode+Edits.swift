extension PromiseModelNode {
  /// Applies an edit to the model (a root), to nodes among the children or in an empty state
  /// alike (an empty state's own subtree can change, see
  /// ``PromiseTree/editsInsideEmptyStates``).
  mutating func apply(_ edit: PromiseEdit) {
    switch edit {
    case .insert(let node, let container, let position):
      changeReachable(id: container) { $0.children.insert(node, at: position) }
    case .remove(let id):
      _ = detachReachable(id)
    case .move(let id, let container, let position):
      guard let node = detachReachable(id) else { return }
      changeReachable(id: container) { $0.children.insert(node, at: position) }
    case .newVersion(let id):
      changeReachable(id: id) { $0.version += 1 }
    case .resize(let id, let count):
      changeReachable(id: id) {
        $0.count = count
        $0.version += 1
      }
    case .assign(let id, let items):
      changeReachable(id: id) { $0.items = items }
    case .setEmptyState(let id, let node):
      changeReachable(id: id) { $0.emptyState = node.map { [$0] } ?? [] }
    }
  }

  /// Removes the node with `id` from its parent and returns it.
  mutating func detach(_ id: Int) -> PromiseModelNode? {
    guard let path = path(to: id), let last = path.last else { return nil }
    let parentPath = Array(path.dropLast())
    return self[path: parentPath].children.remove(at: last)
  }

  /// The id of the parent of the node with `id`.
  func parentID(of id: Int) -> Int? {
    guard let path = path(to: id), !path.isEmpty else { return nil }
    return self[path: Array(path.dropLast())].id
  }
}
