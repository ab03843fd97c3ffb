extension CascadingTableDelegate {
  /// The table's rows (or sections) this node fills now: under a `.row`-mode parent, rows of
  /// the section it is in; under a `.section`-mode parent, sections; with no parent,
  /// `0 ..< span`. A ``PropagatingTableDelegate/emptyStateDelegate`` hidden by children that
  /// fill slots fills nothing: its range is empty, at its node's first slot.
  ///
  /// A group's children start at the group's own `lowerBound`, so the range is in table
  /// coordinates at any depth: a node filling several rows finds its own row as
  /// `indexPath.row - tableRange.lowerBound`.
  /// - Complexity: O(*d*) for a node *d* groups deep the first time after a change of the
  ///   tree, O(1) after that; O(*n*) in the siblings under a hand-written parent.
  public var tableRange: Range<Int> {
    let span = max(self.span, 0)
    guard let parent = parentDelegate else { return 0..<span }
    let lowerBound: Int
    if let parent = parent as? PropagatingTableDelegate {
      lowerBound = parent.tableLowerBound(ofChildAt: index)
      // A hidden empty state fills nothing: an empty range where the node's slots start.
      if parent.hidesEmptyState(self) { return lowerBound..<lowerBound }
    } else {
      // A hand-written parent places its children one after another.
      var start = 0
      let siblings = parent.childDelegates
      for position in siblings.indices where position < index {
        start = SpanLayout.saturatingSum(start, max(siblings[position].span, 0))
      }
      lowerBound = start
    }
    // Spans summing past `Int.max` saturate: such a node fills the slots up to `Int.max`.
    return lowerBound..<SpanLayout.saturatingSum(lowerBound, span)
  }
}
