extension PromiseModelNode {
  /// Applies an edit to the model (a root).
  mutating func apply(_ edit: PromiseEdit) {
    switch edit {
    case .insert(let node, let container, let position):
      guard let path = path(to: container) else { return }
      self[path: path].children.insert(node, at: position)
    case .remove(let id):
      _ = detach(id)
    case .move(let id, let container, let position):
      guard let node = detach(id), let path = path(to: container) else { return }
      self[path: path].children.insert(node, at: position)
    case .newVersion(let id):
      guard let path = path(to: id) else { return }
      self[path: path].version += 1
    case .resize(let id, let count):
      guard let path = path(to: id) else { return }
      self[path: path].count = count
      self[path: path].version += 1
    case .assign(let id, let items):
      guard let path = path(to: id) else { return }
      self[path: path].items = items
    case .setEmptyState(let id, let node):
      guard let path = path(to: id) else { return }
      self[path: path].emptyState = node.map { [$0] } ?? []
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
