extension PropagatingTableDelegate {
  // MARK: - Saying a node changed in place

  /// Tells the next transaction (or this node's parent's reload mode) that this node changed in
  /// place: its content, or even its ``differenceIdentifier``, while it stayed the same
  /// instance at the same position.
  ///
  /// A transaction keeps a node instance that is still in place as the same row without asking
  /// its identifier or comparing its content, which keeps the cost of a transaction
  /// proportional to what changed. Call this after changing what the node shows: the row is
  /// then reconfigured (the same cell, asked again), or replaced (deleted and inserted) when
  /// `identifierChanged` is `true`. A section saying so is reloaded, or replaced.
  ///
  /// Outside a transaction, the parent applies its reload mode, as for a change of its
  /// children.
  /// - Parameter identifierChanged: Whether ``differenceIdentifier`` changed too.
  /// - Complexity: O(1), plus what the parent's reload mode does.
  public func setNeedsUpdate(identifierChanged: Bool = false) {
    if identifierChanged {
      updateState.mark = .identity
    } else if updateState.mark == .none {
      updateState.mark = .content
    }
    (parentDelegate as? PropagatingTableDelegate)?.childDidChangeInPlace(self)
  }

  // MARK: - Duplicates

  /// Whether a transaction looks for every duplicate a new row makes: it reads the identifier
  /// of every row of a section that gained rows, to report an inserted row that repeats the
  /// identifier of a row it otherwise keeps unseen (a row still the same instance at the
  /// section's start or end), and looks new rows up in the identifiers of untouched groups
  /// of the section and of every other section (read once while they stay the same); `true`
  /// in debug builds.
  ///
  /// Set it to `false` to keep transactions on large sections proportional to what changed,
  /// as in release builds, where it is `false`: a duplicate among the rows compared, and a
  /// row arriving with the identifier of a row of another section the transaction compared
  /// or reloaded, are always reported, and the batch is valid either way.
  public static var findsEveryDuplicateIdentifier: Bool = _isDebugAssertConfiguration()

  // MARK: - The record of what the table was told

  /// Records the current children as told to the table, and forgets what their marks said.
  /// The list of changed children stays until a transaction compared them (a table may read
  /// the section count without the sections' row counts).
  /// In `.section` mode the row counts are forgotten unless the children are unchanged.
  /// - Complexity: O(*m*) for *m* marked children; in `.section` mode O(*s*) in the sections
  ///   when they changed.
  func markShown() {
    // Nodes hidden as told and changed since the table was last told are recorded first: the
    // table is told something now.
    Self.recordQueuedHiddenNodes()
    // A record made while the node was a group holds none of its rows. Whether the node is a
    // group now is asked only when its place or a mode changed since the last check, or when
    // the record says group (its parent may be gone since, which tells nothing).
    var isRecordedAsOtherKind = false
    if updateState.shownVersion != nil
      && (updateState.recordedAsGroup || routing.mayHaveChangedKind)
    {
      isRecordedAsOtherKind = updateState.recordedAsGroup != isGroupInParent
      routing.setMayHaveChangedKind(false)
    }
    if updateState.shownVersion == updateState.version && updateState.markedChildren.isEmpty
      && (mode == .row || updateState.shownRowCounts.count == recordedChildren.count)
      && !isRecordedAsOtherKind
    {
      return
    }
    var state = updateState
    let recorded = recordedChildren
    var released: [PropagatingTableDelegate] = []
    if state.shownVersion != state.version && !state.changedChildren.isEmpty {
      // A child that left keeps nothing to compare: listing it would only keep it alive.
      state.changedChildren = keptChildren(of: state.changedChildren)
    }
    if state.shownVersion != state.version || state.shownRowCounts.count != recorded.count {
      // One pass from both ends serves the released nodes and the record alike.
      let kept = Self.keptAtEnds(from: state.shownChildren, to: recorded)
      released = Self.releasedNodes(from: state.shownChildren, to: recorded, keptAtEnds: kept)
      // The record's array is edited in place: the node's own copy lets go of it meanwhile.
      updateState.shownChildren = []
      Self.record(recorded, in: &state.shownChildren, keptAtEnds: kept)
      updateState.shownChildren = state.shownChildren
      state.shownEmptyState = routing.showsEmptyState
      if mode == .section {
        state.shownRowCounts = [Int](repeating: -1, count: recorded.count)
      }
    }
    if state.shownVersion != state.version || state.shownVersion == nil || isRecordedAsOtherKind {
      recordLeaves(in: &state)
    }
    state.shownVersion = state.version
    for child in state.markedChildren {
      Self.setMark(.none, of: child)
    }
    state.markedChildren = []
    updateState = state
    // A child the record lets go of that left the tree keeps no record either (a cycle).
    forgetRecordsOfDetached(released)
    forgetLeafMarks()
    // An empty state the record hides is never compared: it records what it holds now, whatever
    // its mode, before its groups (see markGroupsShown) forget what they list.
    recordHiddenEmptyState()
    // A node with an empty state records the groups it hides too (see markGroupsShown).
    if state.shownHeldGroups || !emptyStates.isEmpty {
      markGroupsShown()
    }
  }

  /// Makes `shown` hold `recorded`, in an array of its own: the rows shared at both ends stay
  /// where they are (the shorter end shifted), only the ones between are released and
  /// retained.
  ///
  /// The record never shares the children's storage, so an edit of the children in place
  /// (`childDelegates.insert(_:at:)`) changes their array without copying it first, and the
  /// record moving on releases only what changed; sharing it made every first edit after a
  /// batch copy and retain every child, and the record moving on release them all.
  ///
  /// The record retains every node it holds, so a node that is in both by address is the same
  /// node (an address is never reused while a node is alive).
  /// - Parameters:
  ///   - recorded: The children to record, in order.
  ///   - shown: The record; its array should be referenced only here, or it is copied.
  ///   - kept: How many children `shown` and `recorded` share at the front and at the back
  ///     (see ``keptAtEnds(from:to:)``, an O(*n*) comparison of addresses the caller makes).
  /// - Complexity: a move of the elements after the change, plus O(*k*) retains and releases
  ///   for *k* nodes changed; O(*n*) retains the first time.
  private static func record(
    _ recorded: [any CascadingTableDelegate], in shown: inout [any CascadingTableDelegate],
    keptAtEnds kept: (prefix: Int, suffix: Int)
  ) {
    guard !shown.isEmpty else {
      // Copied element by element into an array of its own, not sharing `recorded`'s.
      shown.reserveCapacity(recorded.count)
      shown.append(contentsOf: recorded)
      return
    }
    if kept.prefix == shown.count && shown.count == recorded.count { return }
    shown.replaceSubrange(
      kept.prefix..<(shown.count - kept.suffix),
      with: recorded[kept.prefix..<(recorded.count - kept.suffix)])
  }

  /// The nodes of `listed` that are still children of this node; the others are no longer
  /// listed in it.
  /// - Complexity: O(*m*) for *m* nodes listed.
  private func keptChildren(of listed: [any CascadingTableDelegate])
    -> [any CascadingTableDelegate]
  {
    let children = childDelegatesForDifference
    var kept: [any CascadingTableDelegate] = []
    for child in listed {
      let position = child.index
      if child.parentDelegate === self, children.indices.contains(position),
        children[position] === child
      {
        kept.append(child)
      } else {
        Self.setListedInParent(false, child)
      }
    }
    return kept
  }

  /// Records, for a `.section`-mode node, the row count a section told the table.
  func noteShownRowCount(_ count: Int, ofSectionAt position: Int) {
    guard position >= 0, position < updateState.shownRowCounts.count,
      updateState.shownVersion == updateState.version
    else { return }
    updateState.shownRowCounts[position] = count
  }

  /// Moves one row from a section's recorded count to another's, for a `.section`-mode node
  /// whose table moved the row itself.
  func noteShownRowMove(from source: Int, to destination: Int) {
    let counts = updateState.shownRowCounts
    guard source != destination, counts.indices.contains(source),
      counts.indices.contains(destination), counts[source] > 0, counts[destination] >= 0
    else { return }
    updateState.shownRowCounts[source] -= 1
    updateState.shownRowCounts[destination] += 1
  }

  /// Reads the row count of each opaque section (see ``opaqueChildPositions()``) of the
  /// current children into the record, for a `.section`-mode node whose record is of them.
  /// - Parameter host: The table to pass to the sections.
  /// - Complexity: O(*o*) for *o* opaque sections.
  func readOpaqueRowCounts(host: any TableHost) {
    guard updateState.shownVersion == updateState.version else { return }
    let children = recordedChildren
    for position in opaqueChildPositions() where position < updateState.shownRowCounts.count {
      updateState.shownRowCounts[position] = children[position].tableView(
        host, numberOfRowsInSection: position)
    }
  }

  /// Reads the counts the record does not know, of the sections the table was told about
  /// whose rows cannot be identified, as they are now: for a table that never reads counts,
  /// the best knowledge of what it was told (a ``HeadlessTableView`` leaves none unknown).
  /// - Parameter host: The table to pass to the sections.
  /// - Complexity: O(*o*) for the *o* opaque sections when the children are the ones shown,
  ///   else O(*s*) in the sections the table was told about.
  func readUnknownShownRowCounts(host: any TableHost) {
    let shown = updateState.shownChildren
    guard updateState.shownRowCounts.count == shown.count else { return }
    if updateState.shownVersion == updateState.version {
      // The children are the ones shown: only the opaque ones need a count.
      for position in opaqueChildPositions() where updateState.shownRowCounts[position] < 0 {
        updateState.shownRowCounts[position] = shown[position].tableView(
          host, numberOfRowsInSection: position)
      }
      return
    }
    for position in shown.indices where updateState.shownRowCounts[position] < 0 {
      let section = shown[position]
      guard Self.isOpaque(section) else { continue }
      updateState.shownRowCounts[position] = section.tableView(
        host, numberOfRowsInSection: position)
    }
  }

  /// Forgets the changed children listed, once a transaction compared them all.
  func clearChangedChildren() {
    guard !updateState.changedChildren.isEmpty else { return }
    for child in updateState.changedChildren {
      Self.setListedInParent(false, child)
    }
    updateState.changedChildren = []
  }

  /// Forgets `node` if it is listed among the changed children and this node no longer holds
  /// it (a replaced hidden empty state): no transaction will compare it, and listing it would
  /// only keep it alive.
  /// - Complexity: O(1) when `node` is not listed; O(*m* + *n*) for *m* listed and *n*
  ///   children otherwise.
  func forgetChangedChild(_ node: any CascadingTableDelegate) {
    guard Self.isListedInParent(node),
      let position = updateState.changedChildren.firstIndex(where: { $0 === node }),
      !isChildOrEmptyState({ $0 === node })
    else { return }
    updateState.changedChildren.remove(at: position)
    Self.setListedInParent(false, node)
  }

  /// Whether a table's call is the table reading its counts, so that what the node answers is
  /// what the table now knows: for a table other than ``HeadlessTableView``, which cannot
  /// tell, always but while a transaction asks it its count; for a ``HeadlessTableView``,
  /// while it loads or checks a batch (its own ``HeadlessTableView/isLoading``).
  /// - Complexity: O(1): one comparison of types, no cast.
  @inline(__always)
  static func isReadingCounts(_ tableView: any TableHost) -> Bool {
    if let table = headlessTable(tableView) { return table.isLoading }
    return !TableTransaction.isAskingTableToLoad
  }

  /// `tableView` as a ``HeadlessTableView``, or `nil` when it is another table. The class is
  /// final, so comparing the object's type is the whole check: cheaper than a cast from an
  /// existential, asked on every count a table reads.
  /// - Complexity: O(1).
  @inline(__always)
  static func headlessTable(_ tableView: any TableHost) -> HeadlessTableView? {
    guard ObjectIdentifier(type(of: tableView)) == ObjectIdentifier(HeadlessTableView.self) else {
      return nil
    }
    return unsafeDowncast(tableView as AnyObject, to: HeadlessTableView.self)
  }

  // MARK: - Changes

  /// Called before the children change: a node the table was never told about keeps its
  /// children as they were when a transaction that covers it is running, as its record.
  func childrenWillChange() {
    routing.invalidate(.opaqueChildPositions)
    if updateState.shownVersion == nil, TableTransaction.running(for: self) != nil {
      let recorded = recordedChildren
      updateState.shownChildren = recorded
      updateState.shownEmptyState = routing.showsEmptyState
      var state = updateState
      recordLeaves(in: &state)
      updateState.shownLeaves = state.shownLeaves
      updateState.shownChunks = state.shownChunks
      updateState.shownHeldGroups = state.shownHeldGroups
      updateState.shownVersion = updateState.version
      if mode == .section {
        updateState.shownRowCounts = [Int](repeating: -1, count: recorded.count)
      }
    }
  }

  /// Called once the children changed and were re-indexed and re-parented: records the
  /// change, tells the parent, and applies the reload mode unless a transaction covering this
  /// node runs, or the table itself moved the rows; outside a transaction, a node hidden as
  /// told is queued to record its children before the table is next told anything (see
  /// ``queueRecordWhileHidden()``).
  func childrenDidChange() {
    // A node queued to be recorded while hidden counts as told (see queueRecordWhileHidden).
    updateState.wasToldBeforeLastChange =
      !updateState.hasUnshownChanges || updateState.isQueuedForHiddenRecord
    updateState.version &+= 1
    PropagatingTableDelegate.childListEdits &+= 1
    routing.invalidate(.opaqueChildPositions)
    layoutDidChange()
    childDelegatesDidChange()
    tellParentRowsChanged()
    guard !isRearrangingForMove else { return }
    if let running = TableTransaction.running(for: self) {
      // The transaction records the node at its end if it is hidden then.
      running.noteChanged(self)
      return
    }
    // Inside an empty state hidden as told, no transaction will compare the change: the
    // records are made anew before the table is next told anything (see
    // queueRecordWhileHidden).
    queueRecordWhileHidden()
    foldIntoLoadInProgress()
    reloadForChangedChildren()
  }

  /// Makes a load the table is in the middle of start over after an edit made outside any
  /// transaction from one of that load's calls (a height asked while the table reloads): the
  /// load read some counts before the edit and would keep a mix of two trees, which no batch
  /// could start from. Starting over reads the tree as it is, as for an edit a running
  /// transaction notes (see ``HeadlessTableView/reloadData()``).
  ///
  /// The table is the one the tree's top shows, not the one this node was prepared with: a
  /// node that joined the tree after ``prepare(tableView:)`` ran was never prepared, and its
  /// edit must fold into the load all the same.
  /// - Complexity: O(*d*) for a node *d* levels deep; the load that starts over costs O(*n*)
  ///   in rows and sections.
  private func foldIntoLoadInProgress() {
    guard let table = TableTransaction.table(of: self).flatMap({ Self.headlessTable($0) }),
      table.isLoadingAllSections
    else { return }
    table.reloadData()
  }

  /// Lists a child whose rows changed, once, and tells this node's own parent.
  func childRowsDidChange(_ child: any CascadingTableDelegate) {
    guard !Self.isListedInParent(child) else { return }
    Self.setListedInParent(true, child)
    updateState.changedChildren.append(child)
  }

  /// A child said it changed in place: lists it, and treats it as a change of the children.
  func childDidChangeInPlace(_ child: any CascadingTableDelegate) {
    updateState.markedChildren.append(child)
    childrenDidChange()
  }

  // MARK: - Marks on any node

  /// What a node said about itself, for the node kinds that can say it.
  static func mark(of node: any CascadingTableDelegate) -> UpdateMark {
    if let node = node as? PropagatingTableDelegate { return node.updateState.mark }
    if let node = node as? CascadingBareTableDelegate { return node.updateMark }
    return .none
  }

  private static func setMark(_ mark: UpdateMark, of node: any CascadingTableDelegate) {
    if let node = node as? PropagatingTableDelegate {
      node.updateState.mark = mark
    } else if let node = node as? CascadingBareTableDelegate {
      node.updateMark = mark
    }
  }

  static func isListedInParent(_ node: any CascadingTableDelegate) -> Bool {
    if let node = node as? PropagatingTableDelegate { return node.updateState.isListedInParent }
    if let node = node as? CascadingBareTableDelegate { return node.isListedInParent }
    return false
  }

  static func setListedInParent(_ listed: Bool, _ node: any CascadingTableDelegate) {
    if let node = node as? PropagatingTableDelegate {
      node.updateState.isListedInParent = listed
    } else if let node = node as? CascadingBareTableDelegate {
      node.isListedInParent = listed
    }
  }
}
