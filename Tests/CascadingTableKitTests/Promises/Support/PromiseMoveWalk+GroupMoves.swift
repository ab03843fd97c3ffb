import CascadingTableKit

/// Steps of the move walk that move a group between parents (issue 27, promise coverage): a
/// group of rows from its section or group into another section or group, or a group of
/// sections between the root and another group of sections, so that drags meet groups that
/// changed parent.
extension PromiseMoveWalk {
  /// How a group move reaches the table.
  enum GroupMoveTelling: CaseIterable {
    /// In a root transaction.
    case transaction
    /// Outside any transaction, then told by `reloadData()`.
    case reload
    /// From inside a section's header height, asked while the table reloads, in a root
    /// transaction.
    case callback
  }

  /// A random move of a group of rows into another section or group, or of a group of
  /// sections into the root or another group of sections (never into itself, its own subtree
  /// or its current parent), of the tree as the move model holds it; `nil` when there is none.
  func randomGroupMove() -> PromiseEdit? {
    let model = moves.model
    let nodes = model.allNodes
    let groups = nodes.filter { node in
      guard let parent = model.parentID(of: node.id).flatMap({ model.node(id: $0) }) else {
        return false
      }
      return (node.kind == .rowNode && parent.kind == .rowNode) || node.kind == .sectionNode
    }
    var choices: [(node: PromiseModelNode, target: PromiseModelNode)] = []
    for group in groups {
      let parent = model.parentID(of: group.id)
      for target in nodes where target.id != parent && tree.accepts(target, group) {
        // A group of rows stays a group of rows: not a section under a `.section`-mode node.
        if group.kind == .rowNode && target.kind != .rowNode { continue }
        choices.append((group, target))
      }
    }
    // Groups of sections, fewer, as often as groups of rows when the tree has both.
    let ofSections = choices.filter { $0.node.kind == .sectionNode }
    let ofRows = choices.filter { $0.node.kind == .rowNode }
    guard !choices.isEmpty else { return nil }
    let drawn = ofSections.isEmpty || ofRows.isEmpty ? choices : tree.roll(50) ? ofSections : ofRows
    let (group, target) = tree.pick(drawn)
    return .move(id: group.id, to: target.id, at: tree.int(0...target.children.count))
  }

  /// Moves a group between parents (``randomGroupMove()``), told as `telling` says, applied to
  /// the move model and to the real tree; checked as a drag is. `nil` when it passes or the
  /// tree has no group to move.
  func moveGroup(_ telling: GroupMoveTelling) -> String? {
    tree.model = moves.model
    guard let edit = randomGroupMove(), case .move(let id, _, _) = edit,
      let kind = moves.model.node(id: id)?.kind
    else { return nil }
    let what = kind == .rowNode ? "group of rows" : "group of sections"
    var step = "\(edit) (\(what), \(telling))"
    var moved = true
    switch telling {
    case .transaction:
      moves.model.apply(edit)
      root.performUpdates { applyToTheTree(edit) }
    case .reload:
      moves.model.apply(edit)
      applyToTheTree(edit)
      table.reloadData()
    case .callback:
      moved = false
      hooks.hook(.heightForHeader) { [unowned self] _ in
        guard !moved else { return }
        moved = true
        moves.model.apply(edit)
        root.performUpdates { applyToTheTree(edit) }
      }
      let hooked = PromiseRow.hooks
      PromiseRow.hooks = hooks
      table.reloadData()
      hooks.clear()
      PromiseRow.hooks = hooked
      if !moved { step += ": not reached" }
    }
    table.layoutIfNeeded()
    steps.append(step)
    if moved {
      seen["\(what) moved by \(telling)", default: 0] += 1
    }
    return check(after: step)
  }
}
