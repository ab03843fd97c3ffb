extension PromiseTree {
  /// Random edits of one group of sections (issue 27, the section index changed a level below
  /// the root): its children all removed, a new node inserted into it, or the group removed;
  /// `nil` when the tree has no group of sections. Not applied.
  func randomGroupOfSectionsEdits() -> [PromiseEdit]? {
    let groups = model.allNodes.filter { $0.kind == .sectionNode }
    guard !groups.isEmpty else { return nil }
    let group = pick(groups)
    switch int(1...100) {
    case 1...45 where !group.children.isEmpty:
      return group.children.map { .remove(id: $0.id) }
    case 1...75:
      let depth = model.path(to: group.id)!.count
      let node = randomNode(underRowMode: false, depth: depth + 1)
      return [.insert(node, into: group.id, at: int(0...group.children.count))]
    default:
      return [.remove(id: group.id)]
    }
  }
}
