import CascadingTableKit

extension PromiseTree {
  // MARK: Changes the shape promise (P2) adds

  /// Changes a random block's span (and content) without telling the library, as a block
  /// whose own data changed does until the table reloads; the model follows.
  /// - Returns: What changed, or `nil` when the tree has no block.
  func resizeBlockUntold() -> String? {
    let blocks = model.allNodes.filter { $0.kind == .block || $0.kind == .sectionBlock }
    guard !blocks.isEmpty else { return nil }
    let chosen = pick(blocks)
    let count = int(0...(chosen.kind == .block ? 5 : 3))
    guard let block = node(chosen.id) as? PromiseBlock else { return nil }
    model.apply(.resize(id: chosen.id, count: count))
    guard let current = model.node(id: chosen.id) else { return nil }
    block.count = current.count
    block.version = current.version
    return "block \(chosen.id) to \(count) rows, untold"
  }

  /// A random real node other than the root.
  func randomNode() -> (any CascadingTableDelegate)? {
    let ids = model.allNodes.map(\.id).filter { $0 != model.id }
    guard !ids.isEmpty else { return nil }
    return node(pick(ids))
  }
}
