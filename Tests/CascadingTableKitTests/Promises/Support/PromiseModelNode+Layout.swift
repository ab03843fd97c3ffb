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
  /// node's mode, and recurses. An empty state (issue 25) shown fills the node's place from
  /// `start`, the children it hides filling nothing there; one hidden fills nothing.
  private func placeChildren(
    of node: PromiseModelNode, from start: Int, into ranges: inout [Int: Range<Int>]
  ) {
    let rowMode = node.isRowMode
    if let emptyState = node.emptyState.first {
      if node.shownChildren.first?.id == emptyState.id {
        place(emptyState, at: start, rowMode: rowMode, into: &ranges)
      } else {
        ranges[emptyState.id] = start..<start
      }
    }
    var next = start
    for child in node.children {
      next += place(child, at: next, rowMode: rowMode, into: &ranges)
    }
  }

  /// Places `child` at `start` under a node of the given mode, and its subtree; returns its
  /// span.
  @discardableResult
  private func place(
    _ child: PromiseModelNode, at start: Int, rowMode: Bool, into ranges: inout [Int: Range<Int>]
  ) -> Int {
    let span = child.span(underRowMode: rowMode)
    ranges[child.id] = start..<(start + span)
    switch child.kind {
    case .rowNode:
      // A group of rows starts its children at its own first row; a section at row 0.
      placeChildren(of: child, from: rowMode ? start : 0, into: &ranges)
    case .sectionNode:
      placeChildren(of: child, from: start, into: &ranges)
    case .handContainer:
      placeChildren(of: child, from: 0, into: &ranges)
    default:
      break
    }
    return span
  }
}
