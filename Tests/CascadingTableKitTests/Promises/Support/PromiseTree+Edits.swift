import CascadingTableKit

extension PromiseTree {
  // MARK: Random edits

  /// A random edit of the tree as it is now (not applied).
  func randomEdit() -> PromiseEdit {
    if editsInsideEmptyStates, roll(25), let edit = randomEditInsideEmptyState() {
      return edit
    }
    // Empty states (issue 25): set or clear one on a root, section node or group.
    if emptyStatePercent > 0 && roll(emptyStatePercent / 2) {
      let holders = model.allNodes.filter { [.root, .rowNode, .sectionNode].contains($0.kind) }
      let holder = pick(holders)
      let depth = model.path(to: holder.id)!.count
      let emptyState =
        roll(25) ? nil : randomEmptyState(underRowMode: holder.isRowMode, depth: depth + 1)
      return .setEmptyState(id: holder.id, to: emptyState)
    }
    let nodes = model.allNodes
    let containers = nodes.filter { $0.kind.holdsChildren }
    let movable = nodes.filter { $0.kind != .root }
    switch int(1...100) {
    case 1...30:
      let container = pick(containers)
      let depth = model.path(to: container.id)!.count
      let node: PromiseModelNode
      switch container.kind {
      case .handContainer: node = randomNode(of: roll(50) ? .row : .handRow, depth: depth + 1)
      case .rowNode: node = randomNode(underRowMode: true, depth: depth + 1)
      default: node = randomNode(underRowMode: false, depth: depth + 1)
      }
      return .insert(node, into: container.id, at: int(0...container.children.count))
    case 31...45 where !movable.isEmpty:
      return .remove(id: pick(movable).id)
    case 46...65 where !movable.isEmpty:
      let node = pick(movable)
      let targets = containers.filter { accepts($0, node) }
      guard !targets.isEmpty else { return randomEdit() }
      let target = pick(targets)
      let sameParent = target.children.contains { $0.id == node.id }
      return .move(
        id: node.id, to: target.id, at: int(0...(target.children.count - (sameParent ? 1 : 0))))
    case 66...80:
      let leaves = nodes.filter {
        [.row, .handRow, .block, .sectionBlock, .handSection, .handContainer].contains($0.kind)
      }
      guard !leaves.isEmpty else { return randomEdit() }
      return .newVersion(id: pick(leaves).id)
    case 81...90:
      let sized = nodes.filter { [.block, .sectionBlock, .handSection].contains($0.kind) }
      guard !sized.isEmpty else { return randomEdit() }
      let node = pick(sized)
      let limit = node.kind == .block ? 5 : node.kind == .sectionBlock ? 3 : 4
      return .resize(id: node.id, count: int(0...limit))
    default:
      let sources = nodes.filter { $0.kind == .dataSource }
      guard !sources.isEmpty else { return randomEdit() }
      let source = pick(sources)
      var items = source.items
      if !items.isEmpty && roll(40) { items.remove(at: int(0...(items.count - 1))) }
      if roll(60) { items.insert(PromiseItem(id: newID()), at: int(0...items.count)) }
      if !items.isEmpty && roll(40) { items[int(0...(items.count - 1))].version += 1 }
      if items.count > 1 && roll(25) { items.swapAt(0, items.count - 1) }
      return .assign(id: source.id, items: items)
    }
  }

  /// A random edit of a node in an empty state's subtree, shown or hidden (the empty state
  /// itself included): a new version of a row, a block resized, declarations assigned, a node
  /// inserted into a group or section of it or removed from one. `nil` when no empty state
  /// holds such a node. Nodes of hand-written containers are left out (a hand-written node
  /// tells a change of its children by being replaced, which the suite does among children
  /// only).
  func randomEditInsideEmptyState() -> PromiseEdit? {
    var inside: [(node: PromiseModelNode, parentKind: PromiseKind?, depth: Int)] = []
    func collect(_ node: PromiseModelNode, parentKind: PromiseKind?, depth: Int) {
      inside.append((node, parentKind, depth))
      for child in node.children + node.emptyState {
        collect(child, parentKind: node.kind, depth: depth + 1)
      }
    }
    for (holder, depth) in model.allNodesWithEmptyStatesAndDepths {
      if let emptyState = holder.emptyState.first {
        collect(emptyState, parentKind: nil, depth: depth + 1)
      }
    }
    inside.removeAll { $0.node.kind == .handContainer || $0.parentKind == .handContainer }
    guard !inside.isEmpty else { return nil }
    let (node, _, depth) = pick(inside)
    switch node.kind {
    case .row, .handRow:
      return .newVersion(id: node.id)
    case .block, .sectionBlock, .handSection:
      let limit = node.kind == .block ? 5 : node.kind == .sectionBlock ? 3 : 4
      return roll(70) ? .resize(id: node.id, count: int(0...limit)) : .newVersion(id: node.id)
    case .dataSource:
      var items = node.items
      if !items.isEmpty && roll(40) { items.remove(at: int(0...(items.count - 1))) }
      if roll(60) { items.insert(PromiseItem(id: newID()), at: int(0...items.count)) }
      if !items.isEmpty && roll(40) { items[int(0...(items.count - 1))].version += 1 }
      return .assign(id: node.id, items: items)
    case .rowNode, .sectionNode:
      // A child of the empty state's group removed, or a new one inserted.
      if !node.children.isEmpty && roll(40) {
        return .remove(id: pick(node.children).id)
      }
      let child = randomNode(underRowMode: node.kind == .rowNode, depth: depth + 1)
      return .insert(child, into: node.id, at: int(0...node.children.count))
    case .root, .handContainer:
      return nil
    }
  }

  /// Whether `node` may move into `container`: a kind that fits the container's mode, and
  /// not into itself or its own subtree.
  func accepts(_ container: PromiseModelNode, _ node: PromiseModelNode) -> Bool {
    guard node.node(id: container.id) == nil else { return false }
    switch container.kind {
    case .root, .sectionNode: return node.kind.fitsSectionMode
    case .rowNode: return node.kind.fitsRowMode
    case .handContainer: return node.kind == .row || node.kind == .handRow
    default: return false
    }
  }

  // MARK: Applying edits

  /// Applies an edit to the model and to the real tree, as an app would: by changing
  /// `childDelegates`, replacing a node, telling a block's change with `setNeedsUpdate()` or
  /// assigning declarations. Whether the table is told is the caller's (a transaction around
  /// it, a reload after it, or neither).
  func apply(_ edit: PromiseEdit) {
    let handContainers = touchedHandContainers(edit)
    model.apply(edit)
    for id in handContainers {
      guard let path = model.path(to: id) else { continue }
      model[path: path].version += 1
    }
    switch edit {
    case .insert(let node, let container, let position):
      insert(PromiseTreeBuilder.build(node), into: container, at: position)
    case .remove(let id):
      guard let node = node(id) else { return }
      detach(node)
    case .move(let id, _, _):
      guard let node = node(id) else { return }
      // Taking the node out may apply a batch at once (a `.difference` reload mode) whose
      // callbacks edit the tree, this node or its new parent too: once they return, the node
      // goes where the model now holds it, if anywhere, unless one of them put it back. One of
      // them may also have replaced it while it was out (see `replace(_:with:)`): then its
      // replacement goes there instead.
      let slot = nodesBeingMoved.count
      nodesBeingMoved.append(node)
      detach(node)
      // Moves made from the callbacks took their own nodes out of this list before returning.
      let moved = nodesBeingMoved.remove(at: slot)
      let isBack = moved.parentDelegate?.childDelegates.contains { $0 === moved } ?? false
      if !isBack, let path = model.path(to: id), let position = path.last {
        insert(moved, into: model[path: Array(path.dropLast())].id, at: position)
      }
    case .newVersion(let id), .resize(let id, _):
      guard let node = node(id), let current = model.reachableNode(id: id) else { return }
      if let block = node as? PromiseBlock {
        block.count = current.count
        block.version = current.version
        block.setNeedsUpdate()
      } else if let container = node as? PromiseHandContainer {
        replace(
          container,
          with: PromiseHandContainer(
            id: id, generation: current.version, children: container.childDelegates))
      } else {
        replace(node, with: PromiseTreeBuilder.build(current))
      }
    case .assign(let id, let items):
      (node(id) as? any PromiseDeclaredSource)?.items = items
    case .setEmptyState(let id, let emptyState):
      let built = emptyState.map(PromiseTreeBuilder.build)
      if let built, let table = preparesAddedNodesFor {
        built.prepare(tableView: table)
      }
      (node(id) as? PropagatingTableDelegate)?.emptyStateDelegate = built
    }
    for id in handContainers {
      guard let container = node(id) as? PromiseHandContainer,
        let current = model.node(id: id), container.generation != current.version
      else { continue }
      replace(
        container,
        with: PromiseHandContainer(
          id: id, generation: current.version, children: container.childDelegates))
    }
  }

  /// The hand-written containers whose children an edit changes: a hand-written node tells
  /// such a change by being replaced.
  private func touchedHandContainers(_ edit: PromiseEdit) -> [Int] {
    var ids: [Int] = []
    func note(_ id: Int?) {
      guard let id, model.node(id: id)?.kind == .handContainer, !ids.contains(id) else { return }
      ids.append(id)
    }
    switch edit {
    case .insert(_, let container, _): note(container)
    case .remove(let id): note(model.parentID(of: id))
    case .move(let id, let container, _):
      note(model.parentID(of: id))
      note(container)
    case .newVersion(let id), .resize(let id, _):
      if model.node(id: id)?.kind != .handContainer { note(model.parentID(of: id)) }
    case .assign, .setEmptyState: break
    }
    return ids
  }

  /// Inserts `child`, which the model holds at `position` among the children of
  /// `containerID`, into the real container just after the last of its children the model
  /// holds before it (first, if none).
  ///
  /// The real container may lack a child its model holds: a moved node is out of the tree
  /// until the callbacks of its removal return, while the model holds it where it goes, and an
  /// edit made from one of those callbacks counts its position in the model.
  private func insert(
    _ child: any CascadingTableDelegate, into containerID: Int, at position: Int
  ) {
    if let table = preparesAddedNodesFor {
      child.prepare(tableView: table)
    }
    guard let container = node(containerID) else { return }
    let siblings = model.reachableNode(id: containerID)?.children ?? []
    let before = Set(siblings.prefix(position).map(\.id))
    let after = container.childDelegates.lastIndex {
      before.contains(promiseModelID($0) ?? -1)
    }
    container.childDelegates.insert(child, at: after.map { $0 + 1 } ?? 0)
  }

  /// Removes a node from its parent, found by identity.
  private func detach(_ node: any CascadingTableDelegate) {
    guard let parent = node.parentDelegate,
      let position = parent.childDelegates.firstIndex(where: { $0 === node })
    else { return }
    parent.childDelegates.remove(at: position)
  }

  /// Puts `new` where `old` is, in `old`'s parent: among its children, or as its empty state;
  /// or, when `old` is a node being moved (out of the tree until the callbacks of its removal
  /// return), in its place among ``nodesBeingMoved``, so that the move puts `new` where the
  /// model holds it.
  ///
  /// The last case is the model's to get right, not the library's: a callback of a moved
  /// node's removal may edit the node itself (a new version of it, or a row moved out of it
  /// when it is a hand-written container, which tells that by being replaced). Dropping the
  /// replacement then put the old node back, a version behind its model; and a hand-written
  /// container's replacement had already made itself the parent of the old one's children, so
  /// they were left with no parent once it was gone, and a later move of one of them could
  /// not take it out of the container (long profile, prefetch walk seed 17500480: a row shown
  /// both in its new group and in the container it had left).
  private func replace(_ old: any CascadingTableDelegate, with new: any CascadingTableDelegate) {
    if let parent = old.parentDelegate {
      if let holder = parent as? PropagatingTableDelegate, holder.emptyStateDelegate === old {
        if let table = preparesAddedNodesFor {
          new.prepare(tableView: table)
        }
        holder.emptyStateDelegate = new
        return
      }
      if let position = parent.childDelegates.firstIndex(where: { $0 === old }) {
        parent.childDelegates[position] = new
        return
      }
    }
    if let slot = nodesBeingMoved.lastIndex(where: { $0 === old }) {
      nodesBeingMoved[slot] = new
    }
  }
}
