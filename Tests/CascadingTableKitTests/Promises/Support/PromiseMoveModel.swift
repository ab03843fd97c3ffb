import CascadingTableKit

/// The promise suite's independent model of a row the user moves (P10), over a
/// ``PromiseModelNode`` tree: which rows move, where a drop is retargeted, and the group the
/// row lands in, by the rules *Composing Sections from Groups* documents. Derived from the
/// tree's shape alone, never from the library's answers.
struct PromiseMoveModel {
  /// A row of a section: the node that answers it and the groups holding that node.
  struct Leaf: Equatable {
    /// The id of the node answering the row (a row, a block, a data source).
    var owner: Int
    var ownerKind: PromiseKind
    /// The rows the owner fills (a block's count, a data source's items; 1 for a row).
    var ownerSpan: Int
    /// The ids of the groups from the section down to the owner's parent (for an empty state,
    /// the group showing it; an empty state that is a group is in the chain of its rows).
    var chain: [Int]
    /// Whether the owner is the empty state its group (`chain.last`) shows.
    var isEmptyState = false
  }

  /// A section the table shows.
  struct Section {
    /// The id of the node filling it (a section block fills several).
    var node: Int
    var kind: PromiseKind
    var rows: [Leaf]
  }

  /// What a drag is expected to do.
  enum Outcome: Equatable {
    /// `canMoveRowAt` says no: nothing moves.
    case notMovable
    /// The drop is retargeted to the source itself: nothing moves.
    case refused
    /// The row goes to `target`; the node `moved` (a row node) lands in group `group` at
    /// `position`, or a data source's items are reordered.
    case moved(target: TableIndexPath)
  }

  var model: PromiseModelNode

  /// The sections, in table order.
  var sections: [Section] { Self.sections(of: model) }

  /// The sections a `.section`-mode node fills, from the nodes it shows: its children, or its
  /// empty state while they fill no section.
  static func sections(of node: PromiseModelNode) -> [Section] {
    var result: [Section] = []
    for child in node.shownChildren {
      switch child.kind {
      case .sectionNode:
        result += sections(of: child)
      case .rowNode:
        result.append(Section(node: child.id, kind: .rowNode, rows: leaves(of: child, chain: [])))
      case .dataSource:
        let rows = child.items.map { _ in
          Leaf(owner: child.id, ownerKind: .dataSource, ownerSpan: child.items.count, chain: [])
        }
        result.append(Section(node: child.id, kind: .dataSource, rows: rows))
      case .handContainer:
        result.append(
          Section(node: child.id, kind: .handContainer, rows: leaves(of: child, chain: [])))
      case .sectionBlock, .handSection:
        for rows in child.sectionLeaves {
          let leaves = rows.map { _ in
            Leaf(owner: child.id, ownerKind: child.kind, ownerSpan: 1, chain: [])
          }
          result.append(Section(node: child.id, kind: child.kind, rows: leaves))
        }
      case .root, .row, .handRow, .block:
        break
      }
    }
    return result
  }

  /// The rows of a `.row`-mode node, with the groups holding each: its children's, or its
  /// empty state's while they fill no row.
  static func leaves(of node: PromiseModelNode, chain: [Int]) -> [Leaf] {
    let chain = chain + [node.id]
    let isEmptyState = node.showsEmptyState
    var result: [Leaf] = []
    for child in node.shownChildren {
      let span = child.span(underRowMode: true)
      if child.kind == .rowNode {
        result += leaves(of: child, chain: chain)
      } else {
        for _ in 0..<span {
          result.append(
            Leaf(
              owner: child.id, ownerKind: child.kind, ownerSpan: span, chain: chain,
              isEmptyState: isEmptyState))
        }
      }
    }
    return result
  }

  // MARK: - Which rows move

  /// Whether the app lets the row move (the suite's root answers `canMoveRowAt` with this):
  /// rows, hand-written rows and one-row blocks of the library's sections, and declared rows.
  static func isMovable(_ leaf: Leaf, in section: Section) -> Bool {
    switch leaf.ownerKind {
    case .dataSource: return true
    case .row, .handRow: return section.kind == .rowNode
    case .block: return section.kind == .rowNode && leaf.ownerSpan == 1
    default: return false
    }
  }

  /// Whether the row's owner answers for its rows itself (a block of several rows, a data
  /// source): the tree does not move it.
  static func isUnit(_ leaf: Leaf) -> Bool {
    leaf.ownerKind == .dataSource || (leaf.ownerKind == .block && leaf.ownerSpan != 1)
  }

  // MARK: - Retargeting

  /// The destination the tree answers for a drag from `source` proposed at `proposed` (both
  /// valid for the table).
  func admissible(from source: TableIndexPath, to proposed: TableIndexPath) -> TableIndexPath {
    guard proposed != source else { return proposed }
    let sections = self.sections
    let origin = sections[source.section]
    let target = sections[proposed.section]
    let isSameSection = source.section == proposed.section
    if origin.kind == .dataSource || target.kind == .dataSource {
      return isSameSection ? proposed : source
    }
    let isOriginNode = origin.kind == .rowNode
    if !isSameSection && isOriginNode != (target.kind == .rowNode) { return source }
    guard isOriginNode else { return proposed }
    let leaf = origin.rows[source.row]
    if Self.isUnit(leaf) {
      guard isSameSection else { return source }
      let first = origin.rows.firstIndex { $0.owner == leaf.owner }!
      let row = min(max(proposed.row, first), first + leaf.ownerSpan - 1)
      return TableIndexPath(row: row, section: proposed.section)
    }
    let (above, below) = Self.neighbours(
      of: proposed.row, movingFrom: isSameSection ? source.row : nil)
    guard above >= 0, below < target.rows.count,
      target.rows[above].owner == target.rows[below].owner,
      Self.isUnit(target.rows[above])
    else { return proposed }
    var upper = target.rows.firstIndex { $0.owner == target.rows[above].owner }!
    if isSameSection && source.row < upper { upper -= 1 }
    let lower = upper + target.rows[above].ownerSpan
    let row = proposed.row - upper <= lower - proposed.row ? upper : lower
    return TableIndexPath(row: row, section: proposed.section)
  }

  /// Whether the tree can take a drop the table made without asking it (a move target
  /// override that does not call `super`), for a movable row; proposals into the app's own
  /// sections are left out of such walks. A declared row stays among its data source's rows,
  /// and no row node enters a data-source section.
  func takes(from source: TableIndexPath, to target: TableIndexPath) -> Bool {
    let sections = self.sections
    let origin = sections[source.section]
    if origin.kind == .dataSource || sections[target.section].kind == .dataSource {
      return source.section == target.section && origin.kind == .dataSource
    }
    let leaf = origin.rows[source.row]
    guard Self.isUnit(leaf) else { return true }
    let first = origin.rows.firstIndex { $0.owner == leaf.owner }!
    return source.section == target.section && target.row >= first
      && target.row < first + leaf.ownerSpan
  }

  /// The ids of the nodes that show their empty state now.
  var nodesShowingEmptyStates: Set<Int> {
    Set(model.allNodesWithEmptyStates.filter(\.showsEmptyState).map(\.id))
  }

  /// How many rows of `section`, above `row`, are empty states that the nodes `appeared` (ids)
  /// show: rows the table was not told of, when a move emptied those nodes.
  func emptyStateRows(in section: Int, above row: Int, shownBy appeared: Set<Int>) -> Int {
    // A node showing its empty state shows nothing else: its rows are the empty state's.
    sections[section].rows[..<row].filter { $0.chain.contains(where: appeared.contains) }.count
  }

  /// The row of the leaf answered by node `id` (its first), in `section`.
  func row(of id: Int, in section: Int) -> Int? {
    sections[section].rows.firstIndex { $0.owner == id }
  }

  /// The rows (numbered before the move) just above and below a row landing at `place`.
  static func neighbours(of place: Int, movingFrom source: Int?) -> (above: Int, below: Int) {
    if let source, place > source { return (place, place + 1) }
    return (place - 1, place)
  }

  // MARK: - Landing

  /// Applies a drag the table takes (the row is movable and `target` differs from `source`):
  /// a declared row reorders its data source's items; a row node lands in the group the rule
  /// chooses. Returns the moved node's id and, for a row node, the group it is now in.
  @discardableResult
  mutating func applyMove(from source: TableIndexPath, to target: TableIndexPath) -> (
    moved: Int, group: Int?
  ) {
    let sections = self.sections
    let origin = sections[source.section]
    let leaf = origin.rows[source.row]
    if Self.isUnit(leaf) {
      guard source.section == target.section else { return (leaf.owner, nil) }
      let first = origin.rows.firstIndex { $0.owner == leaf.owner }!
      let from = source.row - first
      let to = target.row - first
      model.changeReachable(id: leaf.owner) { owner in
        guard owner.items.indices.contains(from), owner.items.indices.contains(to) else { return }
        let item = owner.items.remove(at: from)
        owner.items.insert(item, at: to)
      }
      return (leaf.owner, nil)
    }
    let isSameSection = source.section == target.section
    let rows = sections[target.section].rows
    let (above, below) = Self.neighbours(
      of: target.row, movingFrom: isSameSection ? source.row : nil)
    let rowAbove = rows.indices.contains(above) ? rows[above] : nil
    let rowBelow = rows.indices.contains(below) ? rows[below] : nil
    let place = Self.landingPlace(
      originGroup: isSameSection ? leaf.chain.last : nil, above: rowAbove, below: rowBelow,
      section: sections[target.section].node)
    let node = model.detachReachable(leaf.owner)!
    model.changeReachable(id: place.group) { group in
      var position = group.children.count
      if let anchor = place.anchor {
        let anchorPosition = group.children.firstIndex { $0.id == anchor }!
        position = place.isAfter ? anchorPosition + 1 : anchorPosition
      }
      group.children.insert(node, at: position)
    }
    return (leaf.owner, place.group)
  }

  /// Whether the tree refuses a move the table made of a movable row from `source` to
  /// `target` (valid paths, `target` a place the tree can take, see ``takes(from:to:)``), by
  /// the rule *Empty States* documents: an empty state is no row the tree can move, and a
  /// group showing one holds no child to place a row beside. A row that is a group's empty
  /// state does not move; a row does not land in a group (the landing rule's, see
  /// ``landingPlace(originGroup:above:below:section:)``) that shows its empty state, a section
  /// showing one included. A block or a data source answers for its own rows, in an empty
  /// state or not.
  func refuses(from source: TableIndexPath, to target: TableIndexPath) -> Bool {
    let sections = self.sections
    let origin = sections[source.section]
    guard origin.kind == .rowNode, sections[target.section].kind == .rowNode else { return false }
    let leaf = origin.rows[source.row]
    if Self.isUnit(leaf) { return false }
    if leaf.isEmptyState { return true }
    let isSameSection = source.section == target.section
    let rows = sections[target.section].rows
    let (above, below) = Self.neighbours(
      of: target.row, movingFrom: isSameSection ? source.row : nil)
    let place = Self.landingPlace(
      originGroup: isSameSection ? leaf.chain.last : nil,
      above: rows.indices.contains(above) ? rows[above] : nil,
      below: rows.indices.contains(below) ? rows[below] : nil,
      section: sections[target.section].node)
    return model.reachableNode(id: place.group)?.showsEmptyState ?? false
  }

  /// The documented landing rule: the group the row joins and the child it goes after or
  /// before (by id; `nil`: at the group's end).
  static func landingPlace(originGroup: Int?, above: Leaf?, below: Leaf?, section: Int) -> (
    group: Int, anchor: Int?, isAfter: Bool
  ) {
    if let originGroup {
      let childAbove = above.flatMap { child(of: originGroup, holding: $0) }
      let childBelow = below.flatMap { child(of: originGroup, holding: $0) }
      if let childAbove, childAbove != childBelow {
        return (originGroup, childAbove, true)
      }
      if childAbove == nil, let childBelow {
        return (originGroup, childBelow, false)
      }
    }
    if let above { return (above.chain.last!, above.owner, true) }
    if let below { return (below.chain.last!, below.owner, false) }
    return (section, nil, false)
  }

  /// The id of the child of `group` whose rows include `leaf`, or `nil` when `leaf` is not in
  /// the group.
  static func child(of group: Int, holding leaf: Leaf) -> Int? {
    guard let level = leaf.chain.firstIndex(of: group) else { return nil }
    return level + 1 < leaf.chain.count ? leaf.chain[level + 1] : leaf.owner
  }
}
