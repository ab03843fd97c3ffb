import CascadingTableKit

/// Steps of the move walk that change the tree from inside the table-wide calls about headers,
/// footers and the section index (issue 27, promise coverage), so that drags meet trees changed
/// from there.
extension PromiseMoveWalk {
  /// Hooks one of ``PromiseBatchWalk/headerAndIndexCalls``, drives the table so that it makes
  /// it (a reload, a reload and a layout, or a tapped index title), and from inside the call
  /// changes the tree in a root transaction: a node inserted or removed, a leaf's new version,
  /// a block resized or declarations assigned (not inside a hand-written container, which
  /// tells a change by being replaced). Checked as a drag is; `nil` when it passes.
  func editFromHeaderOrIndexCall() -> String? {
    let callback = tree.pick(PromiseBatchWalk.headerAndIndexCalls)
    var what = "not reached"
    hooks.hook(callback) { [unowned self] _ in
      tree.model = moves.model
      guard let edit = supportedEdit() else {
        what = "no edit"
        return
      }
      moves.model.apply(edit)
      what = "\(edit)"
      root.performUpdates { applyToTheTree(edit) }
    }
    let driven: String
    switch callback {
    case .sectionForIndexTitle:
      let count = table.sectionIndexTitles?.count ?? 0
      if count > 0 {
        let position = tree.int(0...(count - 1))
        driven = "index title \(position) tapped"
        _ = table.tapSectionIndexTitle(at: position)
      } else {
        driven = "no index"
      }
    default:
      driven = "reloadData"
      table.reloadData()
    }
    table.layoutIfNeeded()
    hooks.clear()
    let step = "\(driven), \(callback.rawValue) hook: \(what)"
    steps.append(step)
    if what != "not reached" && what != "no edit" {
      seen["edit from \(callback.rawValue)", default: 0] += 1
    }
    return check(after: step)
  }

  /// A random edit ``applyToTheTree(_:)`` makes, of the tree as the move model holds it; `nil`
  /// after ten draws of others.
  private func supportedEdit() -> PromiseEdit? {
    let model = moves.model
    let inHandContainer = { (id: Int) in
      model.parentID(of: id).flatMap { model.node(id: $0) }?.kind == .handContainer
        || model.node(id: id)?.kind == .handContainer
    }
    for _ in 0..<10 {
      let edit = tree.randomEdit()
      switch edit {
      case .insert(_, let container, _) where !inHandContainer(container):
        return edit
      case .remove(let id) where !inHandContainer(id),
        .newVersion(let id) where !inHandContainer(id),
        .resize(let id, _) where !inHandContainer(id):
        return edit
      case .assign:
        return edit
      default:
        continue
      }
    }
    return nil
  }
}
