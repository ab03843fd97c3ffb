extension PropagatingTableDelegate {
  // MARK: - Groups and spans

  /// Whether `node` is a group in `parent`: a node in the same mode (a `.row` node in a `.row`
  /// node, a root in a root), or a ``TableViewDataSource`` under a `.row`-mode node.
  static func isGroup(_ node: any CascadingTableDelegate, in parent: PropagatingTableDelegate)
    -> Bool
  {
    if let node = node as? PropagatingTableDelegate { return node.mode == parent.mode }
    if let node = node as? CascadingBareTableDelegate { return node.isRowGroup }
    return false
  }

  /// Whether this node is a group in its parent, as it is now.
  var isGroupInParent: Bool {
    (parentDelegate as? PropagatingTableDelegate)?.mode == mode
  }

  /// The number of slots the children fill together: the sum of their spans.
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  var slotCount: Int {
    ensureRoutingTable()
    return routing.spanLayout?.total ?? childDelegatesForDifference.count
  }

  /// Whether the children are not all single rows (or sections): some child is a group or
  /// fills other than one slot.
  var holdsGroups: Bool {
    ensureRoutingTable()
    return routing.holdsGroups || routing.spanLayout != nil
  }

  /// Builds the routing table if the children, or a span, changed since it was built.
  @inline(__always)
  func ensureRoutingTable() {
    if routing.childRouting == .unbuilt {
      makeUnretainedChildren()
    }
  }

  /// Builds the routing table: each child unretained, and, when the children do not all fill
  /// one slot, where each starts.
  /// - Complexity: O(*n*) in the number of children, plus their own layouts when stale.
  @inline(never)
  func makeUnretainedChildren() {
    // Read first: the children's spans may route back into this node.
    let layout = RoutingTable.Layout(children: children, emptyState: emptyStates.first, mode: mode)
    routing.install(layout, isGroup: isGroupInParent, mode: mode)
  }

  /// The position of the child filling a slot (a row, or a section, in table coordinates), or
  /// -1 when no child fills it. Any `Int` is a valid slot: one that no child can fill (such as
  /// `Int.min` in a group, whose offset from the group's first slot does not fit an `Int`)
  /// gives -1.
  /// - Complexity: O(log *n*) in the number of children, once the layout is known.
  @inline(never)
  func childPosition(forSlot slot: Int) -> Int {
    ensureRoutingTable()
    let relative = routing.isGroup ? Self.offset(of: slot, from: groupLowerBound()) : slot
    // Calls come in runs over neighbouring rows: the table tries the last child first, from
    // stored bounds, without touching the layout.
    return routing.childPosition(forRelativeSlot: relative)
  }

  /// The table slot where the child at `position` starts (for a child hidden by the empty
  /// state, and for the empty state shown, the node's first slot).
  /// - Complexity: O(1) once the layouts are known; O(*d*) for a node *d* groups deep after a
  ///   change of the tree.
  func tableLowerBound(ofChildAt position: Int) -> Int {
    ensureRoutingTable()
    // While the empty state fills the node's place, it starts at the node's first slot, and
    // so does every child it hides: they fill nothing.
    let start =
      routing.showsEmptyState ? 0 : routing.spanLayout?.start(ofChildAt: position) ?? position
    return routing.isGroup ? SpanLayout.saturatingSum(groupLowerBound(), start) : start
  }

  /// `slot - lowerBound`: the slot's offset from a group's first slot, or -1 (a slot no child
  /// fills) when the offset does not fit an `Int`.
  @inline(__always)
  static func offset(of slot: Int, from lowerBound: Int) -> Int {
    let (offset, overflow) = slot.subtractingReportingOverflow(lowerBound)
    return overflow ? -1 : offset
  }

  /// The table slot where this group starts: its parent's start of it.
  @inline(__always)
  func groupLowerBound() -> Int {
    // Stored fields read one by one: no copy of the routing table.
    if let clock = routing.boundsClock, routing.lowerBoundEpoch == clock.epoch {
      return routing.lowerBound
    }
    return computeGroupLowerBound()
  }

  /// Computes this group's first slot and caches it at its chain's epoch.
  @inline(never)
  private func computeGroupLowerBound() -> Int {
    let value =
      (parentDelegate as? PropagatingTableDelegate)?.tableLowerBound(ofChildAt: index) ?? 0
    // A node in no chain has no clock: it caches nothing (it is asked only while a group).
    routing.cacheLowerBound(value)
    return value
  }

  /// Tells the parent that this node's rows changed: a group's rows are its parent's rows, so
  /// the parent's rows changed too; any other node is listed as a changed child.
  func tellParentRowsChanged() {
    guard let parent = parentDelegate as? PropagatingTableDelegate else { return }
    if parent.mode == mode {
      parent.groupRowsDidChange(self)
    } else {
      parent.childRowsDidChange(self)
    }
  }

  /// A group's rows changed (its children, or a group of declarations' declarations): they
  /// are this node's rows, so they changed here too, and the layout is stale. The rows of an
  /// empty state this node hides are none of its rows: the layout is stale, but nothing the
  /// table was told changed, here or above (no transaction reports or reconfigures anything).
  ///
  /// A group of declarations records nothing up the tree itself, as a node of this library
  /// does when its children change (see ``recordChangeWhileHidden()``): inside an empty state
  /// hidden as told, this node and those holding it are recorded anew, before the table is next
  /// told anything outside a transaction (see ``queueRecordWhileHidden()``), at its end inside
  /// one, or their old records would keep alive nodes replaced since (an empty state of this
  /// node shown when it had no rows).
  func groupRowsDidChange(_ group: any CascadingTableDelegate) {
    layoutDidChange()
    routing.invalidate(.opaqueChildPositions)
    guard !hidesEmptyState(group) else { return }
    updateState.wasToldBeforeLastChange =
      !updateState.hasUnshownChanges || updateState.isQueuedForHiddenRecord
    updateState.version &+= 1
    tellParentRowsChanged()
    guard !(group is PropagatingTableDelegate) else { return }
    if let running = TableTransaction.running(for: self) {
      running.noteRowsChanged(of: self)
    } else {
      queueRecordWhileHidden()
    }
  }

  /// Forgets the spans read from the children, at any depth, so that the next count reads
  /// them again: the table is reading counts, which a block whose own data changed relies on.
  /// - Complexity: O(*g*) in the groups below the node.
  func rereadSpans() {
    layoutDidChange()
    // A block's rows may have changed with its span: the rows are listed, and recorded, anew,
    // and so are the positions of the opaque sections among them.
    routing.invalidate([.leafRows, .opaqueChildPositions])
    updateState.version &+= 1
    let mode = self.mode
    // The hidden children and the empty state alike: either may fill the node's place next.
    forEachChildAndEmptyState { child in
      if let node = child as? PropagatingTableDelegate, node.mode == mode {
        node.rereadSpans()
      }
    }
  }

  // MARK: - Rows of groups

  /// The section's rows as a transaction compares them: the leaves of its groups, in order,
  /// with the positions of those whose node said it changed in place; cached until the rows
  /// change.
  /// - Complexity: O(1) when cached, else O(*r*) in the rows.
  func leafRows() -> LeafRowList {
    if let cached = routing.leafRows, cached.version == updateState.version {
      return cached.list
    }
    var list = LeafRowList()
    appendLeafRows(to: &list)
    routing.cacheLeafRows(list, atVersion: updateState.version)
    return list
  }

  /// Forgets the marks the cached leaves list, once the marks are cleared.
  func forgetLeafMarks() {
    routing.forgetLeafMarks()
  }

  func appendLeafRows(to list: inout LeafRowList) {
    ensureRoutingTable()
    guard routing.childRouting != .unbuilt else { return }
    let table = routing.entries
    let children = childDelegatesForDifference
    let mode = self.mode
    for position in table.indices {
      let start = list.rows.count
      let mark: UpdateMark
      let filler: ObjectIdentifier
      var declared = false
      switch table[position] {
      case .propagating(let unmanaged):
        let node = unmanaged.takeUnretainedValue()
        if node.mode == mode {
          node.appendLeafRows(to: &list)
          continue
        }
        Self.appendLeafRows(of: node, span: node.span, to: &list.rows)
        mark = node.updateState.mark
        filler = ObjectIdentifier(node)
      case .bare(let unmanaged):
        let node = unmanaged.takeUnretainedValue()
        node.appendLeafRows(to: &list.rows)
        declared = node.isRowGroup
        mark = declared ? .none : node.updateMark
        filler = ObjectIdentifier(node)
      case .other:
        let child = children[position]
        Self.appendLeafRows(of: child, span: child.span, to: &list.rows)
        mark = Self.mark(of: child)
        filler = ObjectIdentifier(child)
      }
      if mark != .none {
        list.markedPositions.append(contentsOf: start..<list.rows.count)
      }
      if list.identities != nil {
        LeafIdentity.append(
          rowsOf: filler, count: list.rows.count - start, declared: declared,
          marked: mark != .none, to: &list.identities!)
      }
    }
  }

  static func appendLeafRows(
    of node: any CascadingTableDelegate, span: Int, to leaves: inout [LeafRow]
  ) {
    if span == 1 {
      leaves.append(.node(node))
      return
    }
    for offset in 0..<max(span, 0) {
      leaves.append(.block(node, offset: offset, span: span))
    }
  }

  /// Records every group below this node as told to the table, with the node: their marks and
  /// changed children are forgotten, and a group of declarations records its declarations.
  func markGroupsShown() {
    let mode = self.mode
    // The children hidden by an empty state, and an empty state hidden by the children, are
    // recorded too: what they show now is nothing, and an older record would keep the nodes
    // they held since alive.
    forEachChildAndEmptyState { child in
      if let node = child as? PropagatingTableDelegate, node.mode == mode {
        node.markShown()
        node.clearChangedChildren()
      } else if let node = child as? CascadingBareTableDelegate, node.isRowGroup {
        _ = node.noteRowsShown()
      }
    }
  }
}

extension PropagatingTableDelegate {
  // MARK: - Loads and moves through groups

  /// Re-reads the spans of a node holding groups or blocks once per load of a
  /// ``HeadlessTableView``: a block whose own data changed is then counted anew.
  /// - Parameter tableView: The table asking for counts; only a loading ``HeadlessTableView``
  ///   makes the node look at the spans, once per load of that table.
  func rereadSpansForLoad(of tableView: any TableHost) {
    guard let table = Self.headlessTable(tableView), table.isLoading,
      routing.startReadingSpans(forLoadOf: table), spansChanged()
    else { return }
    rereadSpans()
  }

  /// Whether a child's span, at any depth, differs from the one the layout holds: a block
  /// whose own data changed, told by a reload.
  /// - Complexity: O(*n*) in the children, and their groups' children.
  private func spansChanged() -> Bool {
    let mode = self.mode
    guard routing.childRouting != .unbuilt else {
      // A layout not built yet reads every span when it is, but a group below it may still
      // hold a layout built before the change (only if the node held groups when last built).
      guard routing.holdsGroups || routing.showsEmptyState else { return false }
      return isChildOrEmptyState { child in
        guard let group = child as? PropagatingTableDelegate, group.mode == mode else {
          return false
        }
        return group.spansChanged()
      }
    }
    let table = routing.entries
    guard mayChangeSpans else { return false }
    if routing.showsEmptyState && hiddenChildrenFillSlots() { return true }
    let children = childDelegatesForDifference
    for position in table.indices {
      let current: Int
      switch table[position] {
      case .propagating(let unmanaged):
        let node = unmanaged.takeUnretainedValue()
        if node.mode == mode && node.spansChanged() { return true }
        current = node.span
      case .bare(let unmanaged):
        let node = unmanaged.takeUnretainedValue()
        guard !node.answeredDefaultSpan else { continue }
        current = node.span
      case .other:
        current = children[position].span
      }
      if current != (routing.spanLayout?.range(ofChildAt: position).count ?? 1) { return true }
    }
    return false
  }

  /// Whether a child hidden by the empty state fills a slot now: a block or a group whose span
  /// changed from 0 since the layout was built, so that the children fill the place again.
  /// - Complexity: O(*n*) in the children, and their groups' children.
  private func hiddenChildrenFillSlots() -> Bool {
    let mode = self.mode
    for child in children {
      if let group = child as? PropagatingTableDelegate, group.mode == mode {
        if group.spansChanged() || group.span > 0 { return true }
      } else if child.span > 0 {
        return true
      }
    }
    return false
  }

  /// The innermost group holding the child that answers `row` (a row of this node's
  /// section), the child's position there, and whether the child is a single row delegate
  /// (not a block or a group of declarations); `nil` when no child answers the row.
  /// - Complexity: O(*d* log *n*) through *d* groups.
  func slotLocation(ofRow row: Int) -> (
    group: PropagatingTableDelegate, position: Int, isRow: Bool
  )? {
    var node = self
    while true {
      let position = node.childPosition(forSlot: row)
      let children = node.childDelegatesForDifference
      guard children.indices.contains(position) else { return nil }
      let child = children[position]
      if let group = child as? PropagatingTableDelegate, group.mode == node.mode {
        node = group
        continue
      }
      let isRow = child.span == 1 && !((child as? CascadingBareTableDelegate)?.isRowGroup ?? false)
      return (node, position, isRow)
    }
  }
}

extension PropagatingTableDelegate {
  // MARK: - Sections of groups

  /// The children a record keeps: in `.section` mode, the node of every section the table
  /// shows (the leaves of groups of sections, a block once per section it fills); in `.row`
  /// mode, the children.
  /// - Complexity: O(1) while the children are all single sections; O(*s*) in the sections
  ///   otherwise.
  var recordedChildren: [any CascadingTableDelegate] {
    guard mode == .section, holdsGroups else { return childDelegatesForDifference }
    var nodes: [any CascadingTableDelegate] = []
    for leaf in leafRows().rows {
      if let node = leaf.node {
        nodes.append(node)
      }
    }
    return nodes
  }
}

extension PropagatingTableDelegate {
  // MARK: - Rows of groups, by child

  /// The section's rows as one chunk per child, reusing from `previous` the chunk of every
  /// group unchanged since it was listed, so that only changed groups are listed again. A
  /// changed group whose previous chunk kept a column of identities and the hash values of its
  /// identifiers (a group a transaction listed) is listed with a column again, and its hash
  /// values derived from the previous chunk's.
  /// - Complexity: O(*n*) in the children, plus O(*r*) in the rows of the children that
  ///   changed (and of blocks and groups of declarations).
  func leafChunks(reusing previous: [LeafChunk]?) -> [LeafChunk] {
    let children = childDelegatesForDifference
    let mode = self.mode
    var reusable: [ObjectIdentifier: LeafChunk] = [:]
    let isAligned = previous?.count == children.count
    if let previous, !isAligned {
      for chunk in previous {
        if let group = chunk.group {
          reusable[ObjectIdentifier(group)] = chunk
        }
      }
    }
    var chunks: [LeafChunk] = []
    chunks.reserveCapacity(children.count)
    for position in children.indices {
      let child = children[position]
      guard let group = child as? PropagatingTableDelegate, group.mode == mode else {
        chunks.append(LeafChunk(group: nil, version: 0, leaves: leafRows(ofChild: child)))
        continue
      }
      let version = group.updateState.version
      let old = isAligned ? previous?[position] : reusable[ObjectIdentifier(group)]
      if let old, old.group === group, old.version == version {
        chunks.append(old)
        continue
      }
      if let listed = TableTransaction.listedGroupChunks.chunk(for: group) {
        // Listed by the transaction recording this, with the identifiers it read or derived
        // and the column of its rows' identities. A group listed here has no column: a column
        // costs 32 bytes a row, kept only for the groups transactions changed.
        chunks.append(listed)
        continue
      }
      if let old, old.group === group, old.identifierHashes != nil, old.rowIdentities != nil {
        // A group a transaction listed keeps its column and the hash values of its
        // identifiers when recorded otherwise (the counts a batch made by hand is checked
        // against), derived as a transaction derives them, so that the next transaction to
        // change it asks only the rows it changed.
        let list = Self.leafRowListWithIdentities(ofGroup: group)
        chunks.append(
          LeafChunk(
            group: group, version: version, leaves: list.rows, rowIdentities: list.identities,
            identifierHashes: old.identifierHashes(of: list.rows, laterIdentities: list.identities)
          ))
        continue
      }
      chunks.append(LeafChunk(group: group, version: version, leaves: leafRows(ofChild: group)))
    }
    return chunks
  }

  /// The rows one child of this node fills, as a transaction compares them: a group's leaves,
  /// a row delegate, a block's rows or a group of declarations' rows.
  /// - Complexity: O(*r*) in the child's rows.
  func leafRows(ofChild child: any CascadingTableDelegate) -> [LeafRow] {
    if let group = child as? PropagatingTableDelegate, group.mode == mode {
      var list = LeafRowList()
      group.appendLeafRows(to: &list)
      return list.rows
    }
    var rows: [LeafRow] = []
    if let node = child as? CascadingBareTableDelegate {
      node.appendLeafRows(to: &rows)
    } else {
      Self.appendLeafRows(of: child, span: child.span, to: &rows)
    }
    return rows
  }

  /// The rows a group fills, as ``leafRows(ofChild:)`` lists a group of its parent's mode, with
  /// the column of their identities and the positions of those that said they changed in
  /// place.
  /// - Complexity: O(*r*) in the group's rows.
  static func leafRowListWithIdentities(ofGroup group: PropagatingTableDelegate) -> LeafRowList {
    // The group's slot count is its number of rows: both lists are allocated once (up to a
    // bound, since a block may claim more rows than memory holds).
    let rowCount = min(max(group.slotCount, 0), 1 << 16)
    var list = LeafRowList(identities: [])
    list.rows.reserveCapacity(rowCount)
    list.identities?.reserveCapacity(rowCount)
    group.appendLeafRows(to: &list)
    return list
  }

  /// Records the section's rows as told in `state`: by child for a `.row`-mode section, as
  /// one list for a root of groups of sections; nothing for a group, whose section records
  /// its rows.
  func recordLeaves(in state: inout NodeUpdateState) {
    state.shownHeldGroups = holdsGroups
    state.recordedAsGroup = isGroupInParent
    guard state.shownHeldGroups && !state.recordedAsGroup else {
      state.shownLeaves = nil
      state.shownChunks = nil
      return
    }
    if mode == .row {
      state.shownChunks = leafChunks(reusing: state.shownChunks)
      state.shownLeaves = nil
    } else {
      state.shownLeaves = leafRows().rows
      state.shownChunks = nil
    }
  }

  /// The rows as told, listed from the record's chunks.
  /// - Complexity: O(*r*) in the rows.
  static func rows(of chunks: [LeafChunk]) -> [LeafRow] {
    var rows: [LeafRow] = []
    for chunk in chunks {
      rows.append(contentsOf: chunk.leaves)
    }
    return rows
  }
}
