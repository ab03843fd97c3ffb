extension TableProblem {
  /// A problem about a node of a tree, naming the node, and its section and rows in table
  /// coordinates as the tree places it now.
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - node: The node it concerns.
  ///   - section: The section, when the caller knows it better than the tree does now (a
  ///     position before an update); `nil` to read it from the tree.
  ///   - rows: The rows, when the caller knows them; `nil` to read the node's own rows.
  /// - Complexity: O(*d*) for a node *d* levels deep, plus O(*r*) in the rows named.
  @MainActor
  init(
    kind: Kind, about node: any CascadingTableDelegate, section: Int? = nil,
    rows: [TableIndexPath]? = nil
  ) {
    let place = Self.place(of: node)
    self.init(
      kind: kind, node: Node(node), section: section ?? place.section,
      rows: rows ?? place.rows)
  }

  /// The section a node is in and the rows it fills, as the tree places it now: a section
  /// names no rows; a node of the top with no parent names neither.
  @MainActor
  private static func place(of node: any CascadingTableDelegate)
    -> (section: Int?, rows: [TableIndexPath])
  {
    guard let parent = node.parentDelegate else { return (nil, []) }
    if let parent = parent as? PropagatingTableDelegate, parent.mode == .section {
      let range = node.tableRange
      return (range.count == 1 ? range.lowerBound : nil, [])
    }
    // The node is a row, a block or a group of rows: its section is its parent's.
    let enclosing = TableTransaction.enclosingSection(of: parent)
    let section =
      enclosing.parentDelegate == nil ? enclosing.index : enclosing.tableRange.lowerBound
    return (section, node.tableRange.map { TableIndexPath(row: $0, section: section) })
  }
}

extension TableProblem.Node {
  /// Describes a node: its type, and the positions of it and its ancestors from the top.
  /// - Complexity: O(*d*) for a node *d* levels deep.
  @MainActor
  init(_ node: any CascadingTableDelegate) {
    var path: [Int] = []
    var current = node
    while let parent = current.parentDelegate {
      path.append(current.index)
      current = parent
    }
    self.init(typeName: String(describing: type(of: node)), path: path.reversed())
  }
}
