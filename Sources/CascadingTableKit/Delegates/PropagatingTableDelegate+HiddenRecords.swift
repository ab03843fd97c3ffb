extension PropagatingTableDelegate {
  // MARK: - Records of nodes the table shows nothing of

  // A node's record (see NodeUpdateState) is refreshed when the table is told the node: when
  // it reads the node's counts, or when a transaction hands it a batch that compares the node.
  // Neither ever happens to a node inside an empty state its holder hides as told (the
  // holder's record lists its children, not the empty state): the table shows none of its
  // rows, and learns them, when the empty state fills its holder's place, as new ones. Such a
  // record is never compared, but it still holds the nodes it lists, and would keep a node
  // replaced or removed since alive as long as the tree lives.
  //
  // Invariant: the record of a node hidden as told (an empty state whose holder's record
  // hides it, and every node below one) holds only nodes it holds now, and lists among its
  // changed children only nodes it holds now, once the table was told of the change: a change
  // of the children of such a node records it, and each node holding it up to the outermost
  // empty state hidden as told (``recordChangeWhileHidden()``), at the transaction's end inside
  // one (the tree's record made first, once per node); outside a transaction the change queues
  // those nodes instead (``queueRecordWhileHidden()``, ``HiddenRecordQueue``), and the queue is
  // recorded before the table is told anything again: as a transaction begins, and before any
  // node records what a table reads (``recordQueuedHiddenNodes()``). An empty state its
  // holder's new record hides is recorded anew with the holder (``recordHiddenEmptyState()``).
  // A node stays queued only while nothing was told: a queued node counts as told before its
  // next change (``wasToldBeforeLastChange``), as it would have been recorded at once.

  /// The nodes hidden as told whose records wait to be made anew (see ``HiddenRecordQueue``).
  static var hiddenRecordQueue = HiddenRecordQueue()

  /// Whether this node's record says its table was told `node`, this node's empty state, is
  /// hidden: the node was told, and not with its empty state filling its place.
  /// - Complexity: O(1).
  func recordHidesEmptyState(_ node: any CascadingTableDelegate) -> Bool {
    guard let emptyState = emptyStates.first, emptyState === node else { return false }
    return updateState.shownVersion != nil && !updateState.shownEmptyState
  }

  /// The outermost node, this one or one holding it, that is an empty state its holder's
  /// record hides; `nil` when there is none (the table may show this node's rows).
  /// - Complexity: O(*d*) for a node *d* levels deep.
  func outermostEmptyStateHiddenAsTold() -> PropagatingTableDelegate? {
    var found: PropagatingTableDelegate?
    var node = self
    while let parent = node.parentDelegate as? PropagatingTableDelegate {
      if parent.recordHidesEmptyState(node) {
        found = node
      }
      node = parent
    }
    return found
  }

  /// Called at the end of the transaction this node's children changed in, and for each node
  /// the queue lists (``recordQueuedHiddenNodes()``): when the node is hidden as told, records
  /// it, and each node holding it up to the outermost empty state hidden as told, as showing
  /// what they hold now. The table learns their rows only as new ones, so no older record is
  /// worth the nodes it would keep alive.
  /// - Complexity: O(*d*) for a node *d* levels deep; when hidden, plus what recording each
  ///   node costs (O(*n*) in the children of each node that changed).
  func recordChangeWhileHidden() {
    guard let hidden = outermostEmptyStateHiddenAsTold() else { return }
    var node = self
    while true {
      Self.recordHidden(node)
      guard node !== hidden, let parent = node.parentDelegate as? PropagatingTableDelegate else {
        return
      }
      node = parent
    }
  }

  /// Called once this node's children changed outside any transaction: when the node is hidden
  /// as told, queues it, and each node holding it up to the outermost empty state hidden as
  /// told, to be recorded before the table is told anything again (see
  /// ``recordQueuedHiddenNodes()``), rather than recording them at every change.
  /// - Complexity: O(*d*) for a node *d* levels deep.
  func queueRecordWhileHidden() {
    guard let hidden = outermostEmptyStateHiddenAsTold() else { return }
    var node = self
    while true {
      if !node.updateState.isQueuedForHiddenRecord {
        node.updateState.isQueuedForHiddenRecord = true
        Self.hiddenRecordQueue.append(node)
      }
      guard node !== hidden, let parent = node.parentDelegate as? PropagatingTableDelegate else {
        return
      }
      node = parent
    }
  }

  /// Records every node the queue lists (see ``queueRecordWhileHidden()``) that is still hidden
  /// as told, in the order queued (each changed node before the nodes holding it), and empties
  /// the queue. Called before the table is told anything: as a transaction begins, and before
  /// any node records what a table reads.
  /// - Complexity: O(1) when the queue is empty; else O(*k* · *d*) for *k* nodes queued *d*
  ///   levels deep, plus what recording each costs (O(*n*) in its children).
  @inline(__always)
  static func recordQueuedHiddenNodes() {
    guard !hiddenRecordQueue.isEmpty else { return }
    recordAllQueuedHiddenNodes()
  }

  /// ``recordQueuedHiddenNodes()`` once the queue holds a node.
  @inline(never)
  private static func recordAllQueuedHiddenNodes() {
    let queued = hiddenRecordQueue.takeAll()
    for node in queued {
      node.updateState.isQueuedForHiddenRecord = false
    }
    for node in queued where node.outermostEmptyStateHiddenAsTold() != nil {
      recordHidden(node)
    }
  }

  /// Records this node's empty state anew, whatever its mode, when this node's record (just
  /// made) hides it and the empty state's record may not be of what it holds now.
  /// - Complexity: O(1) when there is no hidden empty state, or one of rows whose record is
  ///   current; else what recording it costs.
  func recordHiddenEmptyState() {
    guard let emptyState = emptyStates.first, recordHidesEmptyState(emptyState) else { return }
    // A node of sections is walked whatever its own record says: a section it holds, or one
    // of its groups holds, may have changed without changing it.
    if let node = emptyState as? PropagatingTableDelegate, node.mode == .row {
      guard node.updateState.hasUnshownChanges else { return }
    }
    Self.recordHidden(emptyState)
  }

  /// Records `node`, hidden as told, as showing what it holds now, and, for a node of
  /// sections, every section it lists as changed and every group of sections it holds: no
  /// transaction compares any of them while hidden.
  /// - Complexity: O(*n*) in the node's children when they changed, plus the same for each
  ///   node below it whose children changed.
  static func recordHidden(_ node: any CascadingTableDelegate) {
    guard let node = node as? PropagatingTableDelegate else {
      (node as? any RowDifferencing)?.markShown()
      return
    }
    if node.mode == .section {
      let listed = node.updateState.changedChildren
      node.updateState.changedChildren = []
      for child in listed {
        setListedInParent(false, child)
        if child.parentDelegate === node {
          recordHidden(child)
        }
      }
      node.forEachChildAndEmptyState { child in
        if let group = child as? PropagatingTableDelegate, group.mode == .section {
          recordHidden(group)
        }
      }
    }
    node.markShown()
  }
}
