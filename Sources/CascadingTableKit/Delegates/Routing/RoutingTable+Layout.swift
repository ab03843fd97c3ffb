extension RoutingTable {
  /// What a build of a ``RoutingTable`` reads from a node's children: each child unretained,
  /// their spans, and what kinds of child they are.
  ///
  /// Reading it calls each child's `span`, which may route back into the tree; so it is read
  /// into this value first, with no access to the node's table held, and then installed with
  /// ``RoutingTable/install(_:isGroup:mode:)``.
  @MainActor
  struct Layout {
    /// One entry per child, in order.
    private(set) var entries: [UnretainedChild]
    /// Where each child starts, or `nil` when every child fills one slot.
    private(set) var spanLayout: SpanLayout?
    /// Whether some child is a group.
    private(set) var holdsGroups: Bool
    /// Whether some child's span may change with its own data.
    private(set) var mayChangeSpans: Bool
    /// Whether the span of some entry that is not a group may change with its own data (a
    /// block, a hand-written node, or, when some span may change at all, a node of this
    /// library's propagating class that is not a group, whose `span` may be overridden):
    /// only such a span can change without the node's cell calls noticing, since a group
    /// checks its own children when a call reaches it.
    private(set) var mayChangeSpansOutsideGroups = false
    /// Whether some entry is a propagating node that is not a group.
    private var holdsPropagatingNonGroup = false
    /// Whether the entries are the node's empty state in place of its children, which fill
    /// no slot (see ``PropagatingTableDelegate/emptyStateDelegate``).
    private(set) var showsEmptyState = false

    /// Reads the layout of `children` for a node in `mode`, or, when they fill no slot (none,
    /// or every span 0) and `emptyState` is not `nil`, the layout of `emptyState` alone, as if
    /// it were the only child. A span of a hidden child may still change, so the layout says
    /// spans may change when the children's did.
    /// - Complexity: O(*n*) in the number of children, plus their own layouts when stale.
    init(
      children: [any CascadingTableDelegate], emptyState: (any CascadingTableDelegate)?,
      mode: PropagatingTableDelegate.PropagationMode
    ) {
      self.init(children: children, mode: mode)
      guard let emptyState, entries.isEmpty || spanLayout?.total == 0 else { return }
      let childrenMayChangeSpans = mayChangeSpans
      self.init(children: [emptyState], mode: mode)
      mayChangeSpans = mayChangeSpans || childrenMayChangeSpans
      mayChangeSpansOutsideGroups =
        mayChangeSpansOutsideGroups || (mayChangeSpans && holdsPropagatingNonGroup)
      showsEmptyState = true
    }

    /// The layout of children of ``CascadingBareTableDelegate`` classes that each filled one
    /// slot with the class's own ``CascadingBareTableDelegate/span`` and are no group of rows,
    /// read by the node while it re-synchronised them after a change (see
    /// `PropagatingTableDelegate.synchronizeChildren(keptAtEnds:readingLayout:)`), so that the
    /// first routed call after an edit does not read every child again.
    /// - Parameter entries: One entry per child, in order; not empty.
    /// - Complexity: O(1).
    init(childrenFillingOneSlotEach entries: [UnretainedChild]) {
      self.entries = entries
      spanLayout = nil
      holdsGroups = false
      mayChangeSpans = false
    }

    /// Reads the layout of `children` for a node in `mode`.
    /// - Complexity: O(*n*) in the number of children, plus their own layouts when stale.
    init(children: [any CascadingTableDelegate], mode: PropagatingTableDelegate.PropagationMode) {
      var entries: [UnretainedChild] = []
      entries.reserveCapacity(children.count)
      var spans: [Int]?
      var holdsGroups = false
      var mayChangeSpans = false
      var mayChangeSpansOutsideGroups = false
      var holdsPropagatingNonGroup = false
      for position in children.indices {
        let child = children[position]
        let entry = UnretainedChild(child)
        entries.append(entry)
        let span: Int
        switch entry {
        case .propagating(let node):
          let node = node.takeUnretainedValue()
          let isGroup = node.mode == mode
          holdsGroups = holdsGroups || isGroup
          holdsPropagatingNonGroup = holdsPropagatingNonGroup || !isGroup
          mayChangeSpans = mayChangeSpans || isGroup
          span = node.span
        case .bare(let node):
          let node = node.takeUnretainedValue()
          holdsGroups = holdsGroups || (mode == .row && node.isRowGroup)
          node.answeredDefaultSpan = false
          span = node.span
          mayChangeSpans = mayChangeSpans || !node.answeredDefaultSpan
          mayChangeSpansOutsideGroups = mayChangeSpansOutsideGroups || !node.answeredDefaultSpan
        case .other:
          mayChangeSpans = true
          mayChangeSpansOutsideGroups = true
          span = child.span
        }
        if span != 1 && spans == nil {
          var ones = [Int](repeating: 1, count: position)
          ones.reserveCapacity(children.count)
          spans = ones
        }
        spans?.append(span)
      }
      self.entries = entries
      self.spanLayout = spans.map { SpanLayout(spans: $0) }
      self.holdsGroups = holdsGroups
      self.mayChangeSpans = mayChangeSpans
      self.holdsPropagatingNonGroup = holdsPropagatingNonGroup
      self.mayChangeSpansOutsideGroups =
        mayChangeSpansOutsideGroups || (mayChangeSpans && holdsPropagatingNonGroup)
    }
  }
}
