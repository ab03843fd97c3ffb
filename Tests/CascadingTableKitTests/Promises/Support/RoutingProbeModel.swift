import CascadingTableKit

/// Which node a routed call must reach, derived from a promise model's shape alone (API.md §5,
/// §9 and rule 5): each node's slots from the spans of its model, never from the library.
struct RoutingProbeModel {
  /// Where a call ends.
  enum Receiver: Equatable, CustomStringConvertible {
    /// No child fills the slot: the documented default, and no leaf is called.
    case nobody
    /// A leaf (a row, a block, a hand-written node) answers: it alone is called.
    case leaf(Int)
    /// A data source answers from its declarations: no leaf is called.
    case dataSource(Int)

    var description: String {
      switch self {
      case .nobody: "nobody"
      case .leaf(let id): "leaf \(id)"
      case .dataSource(let id): "data source \(id)"
      }
    }
  }

  /// How a member picks its owner.
  enum Scope {
    /// A row call carrying one path: by section in `.section` mode, by row in `.row` mode.
    case row
    /// A row call carrying several paths (focus, moves, move targets): as `.row`, but a
    /// `.row`-mode node takes a path only in its own section.
    case multiPathRow
    /// A call about a whole section: by section in `.section` mode, nobody in `.row` mode.
    case section
  }

  let model: PromiseModelNode
  /// Every node's slots in table coordinates (rows of its section under a `.row`-mode node,
  /// sections under a `.section`-mode one).
  let ranges: [Int: Range<Int>]
  /// The section of every `.row`-mode node (a section, or a group of rows).
  private(set) var sections: [Int: Int] = [:]
  private(set) var nodes: [Int: PromiseModelNode] = [:]

  init(model: PromiseModelNode) {
    self.model = model
    ranges = model.expectedRanges()
    place(model, section: nil)
  }

  private mutating func place(_ node: PromiseModelNode, section: Int?) {
    nodes[node.id] = node
    // The empty state when it is shown (issue 25), and the children it hides, which fill
    // nothing; a hidden empty state is asked nothing.
    let shown = node.shownChildren
    let placed = shown.first?.id == node.emptyState.first?.id ? shown + node.children : shown
    for child in placed {
      switch child.kind {
      case .rowNode:
        // A section's section is its slot; a group's, its parent's.
        let childSection = node.isRowMode ? section : ranges[child.id]?.lowerBound
        sections[child.id] = childSection
        place(child, section: childSection)
      case .root, .sectionNode:
        place(child, section: nil)
      default:
        nodes[child.id] = child
      }
    }
  }

  /// The number of sections of the table.
  var sectionCount: Int { model.span(underRowMode: false) }

  /// The number of rows of a section, or `nil` when the table has no such section.
  func rowCount(inSection section: Int) -> Int? {
    let sections = model.expectedSections
    return sections.indices.contains(section) ? sections[section].count : nil
  }

  /// Whether a call about `path` made on the node with model id `id` ends at a row built as
  /// exactly `CascadingBareTableDelegate` (which ``receiver(asking:scope:path:)`` gives as
  /// nobody).
  func endsAtExactBareRow(asking id: Int, scope: Scope, path: TableIndexPath) -> Bool {
    guard case .leaf(let owner) = receiver(asking: id, scope: scope, path: path, bareAsLeaf: true)
    else { return false }
    return nodes[owner]?.exactClass == .bare
  }

  /// Where a call about `path` made on the node with model id `id` ends; with `bareAsLeaf`, an
  /// exact bare row is given as the leaf it is.
  func receiver(
    asking id: Int, scope: Scope, path: TableIndexPath, bareAsLeaf: Bool = false
  ) -> Receiver {
    guard let node = nodes[id] else { return .nobody }
    let slot: Int
    switch node.kind {
    case .root, .sectionNode:
      slot = path.section
    case .rowNode:
      if scope == .section { return .nobody }
      if scope == .multiPathRow && sections[id] != path.section { return .nobody }
      slot = path.row
    case .dataSource:
      return .dataSource(id)
    default:
      return bareAsLeaf ? .leaf(id) : Self.leafReceiver(node)
    }
    guard
      let child = node.shownChildren.first(where: { ranges[$0.id]?.contains(slot) == true })
    else {
      return .nobody
    }
    switch child.kind {
    case .root, .sectionNode, .rowNode, .dataSource:
      return receiver(asking: child.id, scope: scope, path: path, bareAsLeaf: bareAsLeaf)
    default:
      return bareAsLeaf ? .leaf(child.id) : Self.leafReceiver(child)
    }
  }

  /// A leaf's end of a call: the leaf, or nobody for a row built as exactly
  /// `CascadingBareTableDelegate`, which records nothing and answers the documented defaults
  /// (API.md §5), as a slot no child fills does.
  private static func leafReceiver(_ leaf: PromiseModelNode) -> Receiver {
    leaf.exactClass == .bare ? .nobody : .leaf(leaf.id)
  }
}
