extension PromiseModelNode {
  /// What the model says the table shows: each section's rows, in order.
  var expectedSections: [[Row]] { sectionLeaves }

  /// Every node's expected `tableRange`, by id, for the tree rooted at this node (a root with
  /// no parent: `0..<1`, as API.md §9 says of a root).
  func expectedRanges() -> [Int: Range<Int>] {
    var ranges: [Int: Range<Int>] = [id: 0..<1]
    placeChildren(of: self, from: 0, into: &ranges)
    return ranges
  }

  /// Places the children of `node` one after another from `start`, in the slots of the
  /// node's mode, and recurses.
  private func placeChildren(
    of node: PromiseModelNode, from start: Int, into ranges: inout [Int: Range<Int>]
  ) {
    let rowMode = node.isRowMode
    var next = start
    for child in node.children {
      let span = child.span(underRowMode: rowMode)
      ranges[child.id] = next..<(next + span)
      switch child.kind {
      case .rowNode:
        // A group of rows starts its children at its own first row; a section at row 0.
        placeChildren(of: child, from: rowMode ? next : 0, into: &ranges)
      case .sectionNode:
        placeChildren(of: child, from: next, into: &ranges)
      case .handContainer:
        placeChildren(of: child, from: 0, into: &ranges)
      default:
        break
      }
      next += span
    }
  }
}
