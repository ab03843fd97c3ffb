/// What the model says about nodes built as exact library classes (``PromiseExactClass``).
extension PromiseModelNode {
  /// How many nodes of the subtree, this one and every empty state (shown or hidden)
  /// included, are built as exact library classes.
  var exactNodeCount: Int {
    allNodesWithEmptyStates.filter { $0.exactClass != nil }.count
  }

  /// How many rows of the table the subtree fills that a routed call reaches through a node
  /// built as an exact library class, or that such a node answers itself (an exact bare row):
  /// every row of a shown subtree whose top is exact. Asked of the root.
  var rowsReachedThroughExactNodes: Int {
    rowsReachedThroughExactNodes(underRowMode: false)
  }

  private func rowsReachedThroughExactNodes(underRowMode: Bool) -> Int {
    if exactClass != nil {
      return underRowMode ? span(underRowMode: true) : sectionLeaves.map(\.count).reduce(0, +)
    }
    return shownChildren.map { $0.rowsReachedThroughExactNodes(underRowMode: isRowMode) }
      .reduce(0, +)
  }
}
