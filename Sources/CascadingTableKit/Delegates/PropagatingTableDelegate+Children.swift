extension PropagatingTableDelegate {
  // MARK: - Keeping the children in step

  /// Makes every child's `index` its position and its `parentDelegate` this node, as
  /// ``CascadingTableDelegate/validateChildDelegates()`` does, writing less where it can.
  ///
  /// Every `index` is written, as the original does: a write costs what a comparison does, and
  /// an edit usually shifts the indices it touches. A weak reference costs more to assign than
  /// to compare, so the parent of a child that was already a child is compared first and
  /// written only if it differs (so one another node took over is still reclaimed). A new
  /// child's parent is written at once: comparing would only add a call.
  ///
  /// A kept child of the library's classes is compared by the serial this node stamped on it
  /// when it last wrote or found itself as its parent (see ``NodeSerial``), a plain integer,
  /// rather than by loading its weak `parentDelegate`, whose every load takes atomic operations
  /// on this node's side table; a child whose parent was written since (serial 0), and a child
  /// of another class, is compared by loading its parent, as before. So a subclass's override
  /// of the `parentDelegate` setter is called when its node is new to this parent or was given
  /// another parent since, not at every change of its siblings.
  ///
  /// The children are read in place from their array's storage (see ``ChildStorageReader``):
  /// a child of the library's classes is written through its class, unretained, and cast once
  /// per class met rather than once per child, so a visit costs no atomic operation on a kept
  /// child. A child of exactly the class ``CascadingBareTableDelegate`` (not a subclass: no
  /// override of its accessors can exist) has its `index` and parent written to their storage
  /// directly, so a new child costs no call and no retain and release of this node; every
  /// other child is written through its accessors, so an override sees every write.
  ///
  /// A run of kept children of exactly that class which this node already stamped (after an
  /// edit in place, usually every child) is written in a loop of its own (see
  /// ``ChildStorageReader/stampedExactlyBare(at:serial:)``): its `index` and, when reading the
  /// layout, its entry, with no cast and no call (the class's own `span` is 1, and it is no
  /// group of rows). Insert at the front of 10⁵ such children: 49 instructions a child to 12.
  ///
  /// A child that joins from another parent, listed there among the changed children (see
  /// ``childRowsDidChange(_:)``), is no longer listed anywhere it can be compared: it is marked
  /// unlisted, so that this node lists it at its next change, even if the parent that listed
  /// it never compares its list again (it left the tree in the same transaction).
  /// A group child whose parent was already this node keeps the clock of its chain of groups
  /// in step (see ``GroupBoundsClock``).
  ///
  /// With `readingLayout`, it also reads what the routing table needs (see
  /// ``RoutingTable/Layout``) in the same pass, while every child is a
  /// ``CascadingBareTableDelegate`` filling one slot by its class's own span: an edit of such
  /// children then costs one pass over them, not a second one at the next routed call. The
  /// layout's entries are written into an array allocated once at its full size, without a
  /// check of its uniqueness and capacity per child; `isRowGroup` is asked only of a child
  /// whose class can override it (see ``RowGroupOverriding``).
  ///
  /// Nothing here checks for a child that is this node or holds it: callers leave those out
  /// first (``leaveOutNodesHoldingSelf(of:in:)``), before any child is written, so that no
  /// observer of a child's `index` or parent ever sees a cycle among this node's children.
  /// - Parameters:
  ///   - keptAtEnds: How many children at the front and at the back were children before the
  ///     change.
  ///   - readingLayout: Whether to read the layout (a node with a table routes soon).
  /// - Returns: The layout read, or `nil` when not asked for or a child is of another kind.
  /// - Complexity: O(*n*) in the number of children.
  @discardableResult
  func synchronizeChildren(
    keptAtEnds: (prefix: Int, suffix: Int), readingLayout: Bool = false
  ) -> RoutingTable.Layout? {
    let children = self.children
    let newStart = keptAtEnds.prefix
    let newEnd = children.count - keptAtEnds.suffix
    let serial = self.serial
    let isRowMode = mode == .row
    var readsLayout = readingLayout && !children.isEmpty
    // Allocated once at its full size and written in place: no uniqueness or capacity check
    // per child. Entries are plain values, so a layout given up part way leaves nothing to
    // destroy.
    let entries = [UnretainedChild](unsafeUninitializedCapacity: readsLayout ? children.count : 0) {
      slots, written in
      // Read in place: no retain and release per child, one cast per class (see
      // ChildStorageReader). `children` retains every child while the loop runs, even if a
      // child's observer edits this node's children meanwhile.
      ChildStorageReader.read(children) { reader in
        var position = 0
        while position < children.count {
          let isKept = position < newStart || newEnd <= position
          if isKept {
            // A run of kept children of exactly the bare class that this node already stamped
            // (after an edit in place, usually all of them): only the index and the layout's
            // entry to write, so a tight loop, no call, no cast.
            let runEnd = position < newStart ? newStart : children.count
            while position < runEnd,
              let unretained = reader.stampedExactlyBare(at: position, serial: serial)
            {
              UnretainedChild.borrow(unretained) { node in
                node.storedIndex = position
                if readsLayout {
                  // What the class's own `span` answers (one slot) and notes; the class is no
                  // group of rows.
                  node.answeredDefaultSpan = true
                  (slots.baseAddress! + position).initialize(to: .bare(unretained))
                  written = position + 1
                }
              }
              position += 1
            }
            if position == runEnd { continue }
          }
          defer { position += 1 }
          switch reader.child(at: position, of: children) {
          case .bare(let unretained):
            let isExactlyBare = reader.isExactlyBare
            let mayBeRowGroup = reader.mayBeRowGroup
            UnretainedChild.borrow(unretained) { node in
              // No override can see a write into a node of exactly the bare class.
              if isExactlyBare {
                node.storedIndex = position
              } else {
                node.index = position
              }
              if readsLayout {
                // What RoutingTable.Layout reads, kept only while every child fills one slot
                // by its class's own span and is no group of rows.
                node.answeredDefaultSpan = false
                assert(
                  mayBeRowGroup || !node.isRowGroup, "a class overriding isRowGroup is unmarked")
                if node.span == 1 && node.answeredDefaultSpan
                  && !(isRowMode && mayBeRowGroup && node.isRowGroup)
                {
                  (slots.baseAddress! + position).initialize(to: .bare(unretained))
                  written = position + 1
                } else {
                  readsLayout = false
                }
              }
              if isExactlyBare {
                becomeParent(ofExactlyBare: node, isKept: isKept, serial: serial)
              } else {
                becomeParent(of: node, isKept: isKept, serial: serial)
              }
            }
          case .propagating(let unretained):
            readsLayout = false
            UnretainedChild.borrow(unretained) { node in
              node.index = position
              becomeParent(of: node, isKept: isKept, serial: serial)
            }
          case .other:
            // Only the library's classes are ever listed.
            let child = children[position]
            child.index = position
            readsLayout = false
            if !isKept || child.parentDelegate !== self {
              child.parentDelegate = self
            }
          }
        }
      }
    }
    shareBoundsClockWithChildren()
    return readsLayout ? RoutingTable.Layout(childrenFillingOneSlotEach: entries) : nil
  }

  /// Makes this node the parent of `node`, writing its parent only when it is not already
  /// this node (compared by serial first, then by a weak load), and stamping this node's
  /// serial on it.
  /// - Parameters:
  ///   - node: A child of one of the library's classes.
  ///   - isKept: Whether it was a child at the same end before the change.
  ///   - serial: This node's serial.
  /// - Complexity: O(1).
  @inline(__always)
  private func becomeParent<Child: SynchronizedChild>(
    of node: Child, isKept: Bool, serial: UInt64
  ) {
    if isKept {
      if node.isStamped(with: serial) { return }
      if node.parentDelegate === self {
        node.parentSerial = serial
        return
      }
      node.isListedInParent = false
    } else if node.isListedInParent && node.parentDelegate !== self {
      // The parent is compared only for a child some parent listed.
      node.isListedInParent = false
    }
    node.parentDelegate = self
    node.parentSerial = serial
  }

  /// ``becomeParent(of:isKept:serial:)`` for a node of exactly the class
  /// ``CascadingBareTableDelegate``, whose accessors no override can reach: it reads and writes
  /// the parent's storage directly, so the write takes no retain and release of this node
  /// around a setter call, and stamps the serial the setter would have reset.
  /// - Complexity: O(1).
  @inline(__always)
  private func becomeParent(
    ofExactlyBare node: CascadingBareTableDelegate, isKept: Bool, serial: UInt64
  ) {
    if isKept {
      if node.isStamped(with: serial) { return }
      if node.storedParent === self {
        node.parentSerial = serial
        return
      }
      node.isListedInParent = false
    } else if node.isListedInParent && node.storedParent !== self {
      node.isListedInParent = false
    }
    node.storedParent = self
    node.parentSerial = serial
  }

  /// Installs the layout read while re-synchronising the children, unless something built the
  /// routing table, or changed the children or the mode, since.
  /// - Parameters:
  ///   - layout: The layout read, or `nil`.
  ///   - version: The ``NodeUpdateState/version`` the change made.
  ///   - mode: The mode the layout was read in.
  /// - Complexity: O(1), plus a weak load to know whether the node is a group.
  func installLayoutRead(
    _ layout: RoutingTable.Layout?, atVersion version: Int, mode: PropagationMode
  ) {
    guard let layout, routing.childRouting == .unbuilt, updateState.version == version,
      self.mode == mode, layout.entries.count == children.count
    else { return }
    routing.install(layout, isGroup: isGroupInParent, mode: mode)
  }

  /// Leaves out of `candidates[range]` every node that is this node or holds it (an ancestor),
  /// which would make the tree a cycle, and reports each to the table.
  /// - Returns: Whether it left any out.
  /// - Complexity: O(*k*) for *k* nodes in the range, one comparison each, plus O(*d*) for
  ///   each whose address lies between the lowest and highest of the *d* holders' (a node *d*
  ///   levels deep).
  @discardableResult
  func leaveOutNodesHoldingSelf(
    of candidates: inout [any CascadingTableDelegate], in range: Range<Int>
  ) -> Bool {
    guard !range.isEmpty else { return false }
    // An object identifier of a class instance is its address.
    let holders = nodesHoldingSelf().map { UInt(bitPattern: $0) }
    // Any address outside the holders' span is no holder.
    let lowest = holders.min() ?? .max
    let highest = holders.max() ?? 0
    // Compared by address, read in place: no retain and release per candidate.
    let refused = ChildStorageReader.read(candidates) { reader in
      var refused: [Int] = []
      // One unsigned comparison per candidate (an address below `lowest` wraps past the
      // span), and no range iteration's checks: a tight loop over every child of an edit.
      let span = highest &- lowest
      var position = range.lowerBound
      while position < range.upperBound {
        let address = UInt(bitPattern: reader.objectAddress(at: position))
        if _slowPath(address &- lowest <= span) && holders.contains(address) {
          refused.append(position)
        }
        position &+= 1
      }
      return refused
    }
    guard !refused.isEmpty else { return false }
    let table = TableTransaction.table(of: self)
    for position in refused.reversed() {
      let node = candidates.remove(at: position)
      let diagnostic = TableDiagnostic.childWouldContainItself(
        nodeType: String(describing: type(of: node)),
        parentType: String(describing: type(of: self)), parentIndex: index)
      table?.reportProblem(TableProblem(kind: .diagnostic(diagnostic), about: self))
    }
    return true
  }

  /// This node and every node holding it, up to the top of its tree: a parent counts only while
  /// it still holds the node (a node removed from its parent keeps `parentDelegate`).
  /// - Complexity: O(*d*) for a node *d* levels deep, O(*n*) more at a level whose `index` is
  ///   not the node's position.
  private func nodesHoldingSelf() -> [ObjectIdentifier] {
    var holders = [ObjectIdentifier(self)]
    var node: any CascadingTableDelegate = self
    while let parent = node.parentDelegate, Self.holds(parent, node) {
      let identifier = ObjectIdentifier(parent)
      // A cycle made some other way (a hand-written node): stop rather than loop.
      guard !holders.contains(identifier) else { break }
      holders.append(identifier)
      node = parent
    }
    return holders
  }

  /// Whether `parent` has `node` among its children now, or as its empty state, shown or
  /// hidden (a hidden one is shown once the children fill no slot).
  private static func holds(
    _ parent: any CascadingTableDelegate, _ node: any CascadingTableDelegate
  ) -> Bool {
    if let parent = parent as? PropagatingTableDelegate, parent.emptyStates.first === node {
      return true
    }
    let siblings =
      (parent as? PropagatingTableDelegate)?.childDelegatesForDifference ?? parent.childDelegates
    let position = node.index
    if siblings.indices.contains(position) && siblings[position] === node { return true }
    return siblings.contains { $0 === node }
  }

  /// How many children two lists share at the front, and then at the back, by identity.
  /// - Complexity: O(*n*) in the length of the shorter list.
  static func keptAtEnds(
    from previous: [any CascadingTableDelegate], to current: [any CascadingTableDelegate]
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(previous.count, current.count)
    // Compared by address, read in place: no retain and release per child.
    return ChildStorageReader.read(previous) { before in
      ChildStorageReader.read(current) { after in
        var prefix = 0
        while prefix < shorter
          && before.objectAddress(at: prefix) == after.objectAddress(at: prefix)
        {
          prefix += 1
        }
        var suffix = 0
        while prefix + suffix < shorter
          && before.objectAddress(at: previous.count - 1 - suffix)
            == after.objectAddress(at: current.count - 1 - suffix)
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// Keeps the children array alive while a routed call runs, when it is about to be replaced
  /// or edited.
  func retireIfRouting(_ array: [any CascadingTableDelegate]) {
    routedCalls.retire(array)
  }

  /// Releases the retired children arrays, once no routed call through this node runs.
  @inline(never)
  func releaseRetiredChildren() {
    // Emptied before the arrays go, so that a child's deinit routing back in finds this node
    // consistent.
    let released = routedCalls.takeRetired()
    withExtendedLifetime(released) {}
  }
}
