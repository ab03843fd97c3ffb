/// A node of the promise suite's independent model: plain data, from which every expected
/// count, range, cell text and row height is derived without asking the library.
struct PromiseModelNode: Hashable, Sendable {
  var kind: PromiseKind
  /// Unique in the tree (and among items): the node's `differenceIdentifier`.
  var id: Int
  /// The content: a new version of a leaf is the same row with new content.
  var version = 0
  /// Rows of a block or a hand-written section; sections of a section block.
  var count = 0
  /// Declarations of a data source.
  var items: [PromiseItem] = []
  var children: [PromiseModelNode] = []
  /// Empty states (API.md §11), added for issue 25: the `emptyStateDelegate` of a root, a
  /// section node or a group (none or one node), which fills the node's place while its
  /// children fill no slot. Not among ``allNodes``: the random edits change it only by
  /// setting or clearing it (``PromiseEdit/setEmptyState(id:to:)``).
  var emptyState: [PromiseModelNode] = []
  /// The library class the node is built as, exactly, or `nil` for the suite's own class of
  /// its kind (see ``PromiseExactClass``; issue 27, promise coverage).
  var exactClass: PromiseExactClass?

  /// The nodes that fill this node's place: the children, or the empty state while the
  /// children fill no slot (no child, or every span 0) and the node is of a kind that has
  /// `emptyStateDelegate` (a library node: root, section node, group).
  var shownChildren: [PromiseModelNode] {
    guard !emptyState.isEmpty, kind == .root || kind == .rowNode || kind == .sectionNode else {
      return children
    }
    let rowMode = isRowMode
    return children.contains { $0.span(underRowMode: rowMode) > 0 } ? children : emptyState
  }

  /// Every node of the subtree, this one first, depth first, with the empty states and their
  /// subtrees.
  var allNodesWithEmptyStates: [PromiseModelNode] {
    [self] + (children + emptyState).flatMap(\.allNodesWithEmptyStates)
  }

  // MARK: What each leaf shows, by identity

  /// The text and height of a row (a leaf) of the model.
  struct Row: Hashable, Sendable, CustomStringConvertible {
    /// The id of the node that answers the row.
    var owner: Int
    var text: String
    var height: Double
    var description: String { text }
  }

  static func rowHeight(id: Int) -> Double { 20 + Double(id % 11) }
  static func handRowHeight(id: Int) -> Double { 25 + Double(id % 7) }
  static func blockRowHeight(id: Int, offset: Int) -> Double { 30 + Double((id + offset) % 5) }
  static func handSectionRowHeight(id: Int, offset: Int) -> Double {
    18 + Double((id + offset) % 4)
  }
  static func sectionBlockRowHeight(id: Int, section: Int, row: Int) -> Double {
    40 + Double((id + section + row) % 3)
  }

  /// How many rows the `section`-th section (counted in the block) of a section block has.
  static func sectionBlockRowCount(section: Int) -> Int { section % 2 + 1 }

  /// The rows this node fills under a `.row`-mode parent, in order.
  var rowLeaves: [Row] {
    switch kind {
    case .row where exactClass == .bare:
      return [Row(owner: id, text: "", height: PromiseExactClass.bareRowHeight)]
    case .row:
      return [Row(owner: id, text: "row \(id) v\(version)", height: Self.rowHeight(id: id))]
    case .handRow:
      return [Row(owner: id, text: "hand \(id) v\(version)", height: Self.handRowHeight(id: id))]
    case .block:
      return (0..<count).map {
        Row(
          owner: id, text: "block \(id).\($0) v\(version)",
          height: Self.blockRowHeight(id: id, offset: $0))
      }
    case .dataSource:
      return items.map { Row(owner: id, text: $0.text, height: $0.height) }
    case .rowNode:
      return shownChildren.flatMap(\.rowLeaves)
    case .root, .sectionNode, .sectionBlock, .handSection, .handContainer:
      return []
    }
  }

  /// The sections this node fills under a `.section`-mode parent, each as its rows.
  var sectionLeaves: [[Row]] {
    switch kind {
    case .rowNode:
      return [shownChildren.flatMap(\.rowLeaves)]
    case .root, .sectionNode:
      return shownChildren.flatMap(\.sectionLeaves)
    case .dataSource:
      return [items.map { Row(owner: id, text: $0.text, height: $0.height) }]
    case .sectionBlock:
      return (0..<count).map { section in
        (0..<Self.sectionBlockRowCount(section: section)).map { row in
          Row(
            owner: id, text: "sblock \(id).\(section).\(row) v\(version)",
            height: Self.sectionBlockRowHeight(id: id, section: section, row: row))
        }
      }
    case .handSection:
      return [
        (0..<count).map {
          Row(
            owner: id, text: "hsection \(id).\($0) v\(version)",
            height: Self.handSectionRowHeight(id: id, offset: $0))
        }
      ]
    case .handContainer:
      return [children.flatMap(\.rowLeaves)]
    case .row, .handRow, .block:
      return []
    }
  }

  /// How many slots the node fills under a parent of the given mode (`.row` when
  /// `underRowMode`).
  func span(underRowMode: Bool) -> Int {
    underRowMode ? rowLeaves.count : sectionLeaves.count
  }

  // MARK: Finding and changing nodes

  /// Every node of the subtree, this one first, depth first.
  var allNodes: [PromiseModelNode] {
    [self] + children.flatMap(\.allNodes)
  }

  /// The positions leading from this node to the node with `id`, or `nil`.
  func path(to id: Int) -> [Int]? {
    if self.id == id { return [] }
    for (position, child) in children.enumerated() {
      if let rest = child.path(to: id) { return [position] + rest }
    }
    return nil
  }

  /// The node at a path of positions.
  subscript(path path: [Int]) -> PromiseModelNode {
    get {
      guard let first = path.first else { return self }
      return children[first][path: Array(path.dropFirst())]
    }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      children[first][path: Array(path.dropFirst())] = newValue
    }
  }

  /// The node with `id`, if it is in the subtree.
  func node(id: Int) -> PromiseModelNode? {
    path(to: id).map { self[path: $0] }
  }

  /// Whether the node is `.row`-mode when it holds children: a section or a group of rows.
  var isRowMode: Bool { kind == .rowNode || kind == .handContainer }
}

extension PromiseModelNode: CustomStringConvertible {
  /// The subtree in one line, for failure messages: `rowNode 3[row 4, block 5(2)]`.
  var description: String {
    var text = "\(kind) \(id)"
    if let exactClass { text += " (exact \(exactClass))" }
    switch kind {
    case .block, .sectionBlock, .handSection: text += "(\(count))"
    case .dataSource: text += "(\(items.map(\.id)))"
    default: break
    }
    if kind.holdsChildren {
      text += "[" + children.map(\.description).joined(separator: ", ") + "]"
    }
    if let emptyState = emptyState.first {
      text += " empty: " + emptyState.description
    }
    return text
  }
}
