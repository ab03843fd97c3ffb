import CascadingTableKit

/// Where a row the user dragged lands in the model, by the rule the documentation gives
/// ("Where a row the user moves lands"), written from that text: it stays in its own group
/// when that group borders the place; otherwise it joins the innermost group of the row above,
/// right after it; at the top of a section, the group of the row below, right before it; in a
/// section with no other row, the section itself.
enum MoveLanding {
  private struct Placed {
    let leaf: ModelNode
    /// The containers from the section down to the leaf's parent.
    let chain: [ModelNode]
  }

  /// Moves the model's row at `from` to `to` (UIKit's reorder: `to` is the row's new place).
  static func apply(_ model: ModelTree, from: TableIndexPath, to: TableIndexPath) {
    // A row dropped where it was stays, wherever empty groups around it are.
    guard from != to else { return }
    let sections = sectionNodes(model.root)
    guard let source = sections[from.section], let destination = sections[to.section] else {
      return
    }
    let moved = flatten(source, chain: [])[from.row]
    guard let own = moved.chain.last else { return }
    own.children.removeAll { $0 === moved.leaf }
    let rows = flatten(destination, chain: [])
    let above = to.row > 0 ? rows[to.row - 1] : nil
    let below = to.row < rows.count ? rows[to.row] : nil
    if let above, let place = position(in: own, of: above, atEnd: true) {
      own.children.insert(moved.leaf, at: place + 1)
    } else if let below, let place = position(in: own, of: below, atEnd: false) {
      own.children.insert(moved.leaf, at: place)
    } else if let above, let parent = above.chain.last {
      let place = parent.children.firstIndex { $0 === above.leaf } ?? 0
      parent.children.insert(moved.leaf, at: place + 1)
    } else if let below, let parent = below.chain.last {
      let place = parent.children.firstIndex { $0 === below.leaf } ?? 0
      parent.children.insert(moved.leaf, at: place)
    } else {
      // The documentation does not say where among empty groups; the library appends.
      destination.children.append(moved.leaf)
    }
  }

  /// The position in `group` of its child holding `row`, if `group` holds it and that child
  /// borders the place: `row` is its last row (`atEnd`, the row above) or its first.
  private static func position(in group: ModelNode, of row: Placed, atEnd: Bool) -> Int? {
    guard let depth = row.chain.firstIndex(where: { $0 === group }) else { return nil }
    let holder = depth + 1 < row.chain.count ? row.chain[depth + 1] : row.leaf
    if holder !== row.leaf {
      let rows = flatten(holder, chain: [])
      guard (atEnd ? rows.last : rows.first)?.leaf === row.leaf else { return nil }
    }
    return group.children.firstIndex { $0 === holder }
  }

  private static func flatten(_ node: ModelNode, chain: [ModelNode]) -> [Placed] {
    node.children.flatMap { child -> [Placed] in
      child.kind == .row
        ? [Placed(leaf: child, chain: chain + [node])]
        : flatten(child, chain: chain + [node])
    }
  }

  private static func sectionNodes(_ node: ModelNode) -> [ModelNode?] {
    switch node.kind {
    case .sectionNode: node.shownChildren.flatMap(sectionNodes)
    case .rowNode: [node]
    case .declared: [nil]
    case .row, .block: []
    }
  }
}
