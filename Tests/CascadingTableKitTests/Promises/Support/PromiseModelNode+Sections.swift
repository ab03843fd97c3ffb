extension PromiseModelNode {
  /// The node filling each section this node fills under a `.section`-mode parent, in table
  /// order (a section block once per section it fills); for a root, one per section of the
  /// table. Derived from the shape alone, like ``sectionLeaves``.
  var sectionOwners: [PromiseModelNode] {
    switch kind {
    case .root, .sectionNode:
      return shownChildren.flatMap(\.sectionOwners)
    case .rowNode, .dataSource, .handSection, .handContainer:
      return [self]
    case .sectionBlock:
      return Array(repeating: self, count: count)
    case .row, .handRow, .block:
      return []
    }
  }
}
