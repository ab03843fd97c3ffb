/// The routing engine of a delegate tree: answers every table call by handing it to one of its
/// ``childDelegates``, chosen by section or by row.
///
/// ## How a call is routed
/// The routing rule, which every table method below follows unless its documentation says
/// otherwise:
///
/// - In `.section` mode a call about row `(s, r)` or section `s` goes to the child whose
///   ``CascadingTableDelegate/tableRange`` holds `s`; in `.row` mode a call about row `(s, r)`
///   goes to the child whose range holds `r`, and calls about a whole section go to no child.
///   With every child filling one slot (the original's rule) that is `childDelegates[s]` or
///   `childDelegates[r]`.
/// - The child receives the table, the index path and every other argument unchanged, so a row
///   delegate three levels down still sees the table's own index path.
/// - When no child fills the position (including negative positions and a child of span 0), or
///   the child does not answer, the call returns the cascading default listed in
///   `Documentation/DefaultReturnValues.md`; routing never traps.
/// - Finding the child costs O(1) while every child fills one slot, O(log *n*) otherwise (the
///   child the last call went to is tried first).
///
/// A node in the same mode as its parent is a *group*: it fills its children's slots (see
/// <doc:ComposingSectionsFromGroups>). ``CascadingRootTableDelegate`` is this class locked to
/// `.section`, and ``CascadingSectionTableDelegate`` this class locked to `.row`; use those.
/// Assigning ``childDelegates`` (or mutating it in place) re-indexes the children `0..<count`
/// and makes this node their parent.
///
/// ## Transactions
/// ``performUpdates(animation:_:completion:)`` changes the tree and animates the table with
/// the minimal batch, computed from the children's
/// ``CascadingTableDelegate/differenceIdentifier``s; see <doc:AnimatingChanges>.
///
/// ## Subclassing
/// Every table method is an `open` member: override one to answer it here, and call `super` to
/// fall back to routing. Calls are routed from the stored children, not through the
/// ``childDelegates`` getter, so overriding that getter changes what callers read, not where
/// calls go. The class body holds the state the `open` members need and the members; each
/// concern lives in its own file: children (`+Children`), routing (`+Routing`, `+Groups`),
/// changes of place (`+PlaceChanges`), counts, the section index, estimates, focus, moves,
/// transactions and the record they diff from (`+UpdateState`). The routing caches are owned
/// by a `RoutingTable` value and the running routed calls by a `RoutedCalls` value, which
/// alone write their state (see `Documentation/Architecture.md`).
@MainActor
open class PropagatingTableDelegate: CascadingTableDelegate, TableDataSourcePrefetching {
  /// How a ``PropagatingTableDelegate`` picks the child that receives a call.
  public enum PropagationMode: Hashable, Sendable {
    /// By `indexPath.section` or `section`: the children are sections.
    case section
    /// By `indexPath.row`: the children are rows. Calls about a whole section reach no child.
    case row
  }

  /// The node's position in its parent's ``childDelegates``.
  ///
  /// A group's first slot depends on it: setting another value makes every group find its
  /// first slot again.
  @exclusivity(unchecked) open var index: Int {
    didSet { indexDidChange(from: oldValue) }
  }

  /// The node holding this one, or `nil`. Held weakly.
  ///
  /// Whether the node is a group depends on it: setting it makes the node route again by
  /// what it is in its new parent.
  open weak var parentDelegate: (any CascadingTableDelegate)? {
    willSet { parentSerial = 0 }
    didSet { parentDidChange() }
  }

  /// This node's serial (see ``NodeSerial``): what its children remember it by.
  let serial = NodeSerial.next()

  /// The serial of the ``PropagatingTableDelegate`` that last made itself this node's parent,
  /// or 0 once ``parentDelegate`` was written since (see ``NodeSerial``).
  var parentSerial: UInt64 = 0

  /// The children calls are routed to, in order. Held strongly.
  ///
  /// Assigning it, or mutating it in place, sets each child's `index` to its position and its
  /// `parentDelegate` to this node. A child that is this node, or holds it, would make the tree
  /// a cycle: it is left out, stays where it was, and the table receives
  /// ``TableDiagnostic/childWouldContainItself(nodeType:parentType:parentIndex:)``. An in-place mutation (`append`, `insert`, `remove`, …)
  /// edits the stored array without copying it; while it runs, routing sees no children.
  /// - Complexity: Setting is O(*n*) in the number of children, plus O(*k* *d*) for *k* new
  ///   children of a node *d* levels deep.
  open var childDelegates: [any CascadingTableDelegate] {
    get { children }
    set {
      let previous = children
      var newValue = newValue
      var kept = Self.keptAtEnds(from: previous, to: newValue)
      if leaveOutNodesHoldingSelf(
        of: &newValue, in: kept.prefix..<(newValue.count - kept.suffix))
      {
        kept = Self.keptAtEnds(from: previous, to: newValue)
        // Nothing else changed: the tree stays as it was.
        if kept.prefix == previous.count && previous.count == newValue.count { return }
      }
      retireIfRouting(previous)
      childrenWillChange()
      children = newValue
      routing.invalidate(.layout)
      let mode = self.mode
      let layout = synchronizeChildren(keptAtEnds: kept, readingLayout: preparedTable != nil)
      let version = updateState.version &+ 1
      childrenDidChange()
      installLayoutRead(layout, atVersion: version, mode: mode)
    }
    // Without a modify accessor, `childDelegates.insert(_:at:)` would get a copy that shares
    // its buffer with `children`, so the edit would copy (and retain) every child first.
    // Moving the array out leaves the edit a uniquely referenced buffer to change in place.
    // During a routed call, the array is first retired, so the edit copies it instead.
    _modify {
      retireIfRouting(children)
      childrenWillChange()
      routing.invalidate(.layout)
      var edited = children
      children = []
      defer {
        // A child that is this node or holds it is left out before any child is written, so
        // that no observer of a child's `index` or parent sees the cycle it would make.
        leaveOutNodesHoldingSelf(of: &edited, in: edited.indices)
        children = edited
        edited = []
        // Something routed during the edit may have built a table of no children.
        routing.invalidate(.layout)
        // An in-place edit keeps most children (an insert, a removal, a swap): compare all.
        let mode = self.mode
        let layout = synchronizeChildren(
          keptAtEnds: (children.count, 0), readingLayout: preparedTable != nil)
        let version = updateState.version &+ 1
        childrenDidChange()
        installLayoutRead(layout, atVersion: version, mode: mode)
      }
      yield &edited
    }
  }

  /// The node that fills this node's place while its children fill no slot (there are none,
  /// or every span is 0), as if it were the only child; `nil` (the default) for none.
  ///
  /// While shown, the empty state is routed to like a child at position 0: a section shows its
  /// rows, a root its sections, a group its rows; counts, ``span``, every
  /// ``CascadingTableDelegate/tableRange`` and every kind of routed call (index paths, several
  /// paths, keyed producers, table-wide calls, section calls) follow it. As soon as a child
  /// fills a slot, the empty state is hidden: it receives no call and fills nothing. Shown or
  /// hidden, its `parentDelegate` is this node and its `index` 0, set when it is assigned (a
  /// replaced empty state keeps them, as a removed child does); it is never one of
  /// ``childDelegates``. It is prepared for a table after the children.
  ///
  /// It is a node like any other: a transaction that empties this node or fills it deletes or
  /// inserts the empty state's rows (sections for a root) in the same batch as the children's,
  /// by identity, and an unchanged empty state costs nothing. Assigning another one tells the
  /// table as a change of ``childDelegates`` does, under the node's reload mode. A node that
  /// is this node or holds it is refused, as for ``childDelegates``.
  ///
  /// Override to compute the empty state; call `super` to store it, so that routing sees it.
  /// - Complexity: Setting is O(1), plus what the reload mode does; a node *d* levels deep
  ///   costs O(*d*) more to check for a cycle.
  open var emptyStateDelegate: (any CascadingTableDelegate)? {
    get { emptyStates.first }
    set { replaceEmptyState(with: newValue) }
  }

  /// The empty state (see ``emptyStateDelegate``) as a list of none or one, so that routing
  /// hands it out as it hands out the children: without making an array per call.
  var emptyStates: [any CascadingTableDelegate] = []

  /// How calls pick a child. Defaults to `.section`.
  ///
  /// The root and section classes lock it: assigning another mode leaves theirs unchanged.
  open var propagationMode: PropagationMode {
    get { mode }
    set { mode = lockedMode ?? newValue }
  }

  /// The children, in order. Routing reads this stored array directly, never the overridable
  /// `childDelegates` accessor, which keeps a routed call to a handful of instructions.
  var children: [any CascadingTableDelegate]

  /// The routing caches: what the node derived from its children to route calls, and the
  /// caches kept beside it. Only ``RoutingTable`` writes its fields; stored inline and mutated
  /// in place, so that a routed call reads it without a copy.
  ///
  /// Unchecked: whole-module optimisation cannot drop the exclusivity checks of a value with
  /// mutating methods (it did for the separate stored caches this replaces), and a check costs
  /// a routed call several nanoseconds per level. No access overlaps another: the table's
  /// mutating methods call out to no node (see ``RoutingTable``).
  @exclusivity(unchecked) var routing = RoutingTable()

  /// Whether a row (or section) number is a child's position.
  var routesByPosition: Bool {
    routing.childRouting == .bySection || routing.childRouting == .byRow
  }

  /// Whether a child's span may change with its own data; see ``RoutingTable/mayChangeSpans``.
  var mayChangeSpans: Bool {
    @inline(__always) get { routing.mayChangeSpans }
  }

  /// Whether the span of a child that is not a group may change with its own data, so that a
  /// cell call checks it; see ``RoutingTable/mayChangeSpansOutsideGroups``. A section of
  /// groups of rows has none, and pays one byte for the check.
  var mayChangeSpansOutsideGroups: Bool {
    @inline(__always) get { routing.mayChangeSpansOutsideGroups }
  }

  /// The routed calls running through this node, and the children arrays kept alive for them.
  /// Unchecked for the same reason as ``routing``: its mutating methods call out to nothing.
  @exclusivity(unchecked) var routedCalls = RoutedCalls()

  /// Whether the node's class is exactly ``PropagatingTableDelegate``,
  /// ``CascadingRootTableDelegate`` or ``CascadingSectionTableDelegate``, not a subclass: none
  /// of its members is overridden, so a parent may route a row call through it without calling
  /// it (see ``RoutedSkip``). Set once, at the end of initialisation, and never changed: a
  /// node's class does not change. Unchecked for the same reason as ``routing``.
  @exclusivity(unchecked) private(set) var isLibraryClassExactly = false

  private(set) var mode: PropagationMode {
    didSet { modeDidChange(from: oldValue) }
  }

  /// The children calls are routed to and transactions compare, read without the overridable
  /// accessor: the stored children, or the empty state alone while it fills the node's place
  /// (see ``emptyStateDelegate``).
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  var childDelegatesForDifference: [any CascadingTableDelegate] {
    ensureRoutingTable()
    return routing.showsEmptyState ? emptyStates : children
  }

  /// The table the node was prepared for, which its transactions update. Held weakly.
  weak var preparedTable: (any TableHost)?

  /// What the table was last told about the children, and what changed since.
  var updateState = NodeUpdateState()

  /// Which child produced each context menu configuration and drag session alive, for the
  /// calls keyed by them (`PropagatingTableDelegate+Producers.swift`).
  var producers = ProducerMemory()

  /// The error of the most recent transaction on this node, or `nil` when it diffed cleanly.
  ///
  /// A transaction that meets identifiers it cannot diff (equal identifiers among siblings,
  /// or a row identifier in two sections) reloads what it cannot diff, so the table still
  /// matches the tree, and records why here.
  public internal(set) var lastDifferenceError: TableDifferenceError?

  /// The problems transactions met on this tree while it had no table, kept on the top of the
  /// tree (the node the transactions started from) in the order met, and handed to the
  /// table's channel (``TableHost/reportProblem(_:)``) when this node is next prepared for a
  /// table. A tree with a table reports its problems to the table at once; see
  /// <doc:ReportingProblems>.
  public internal(set) var problemsWithoutTable: [TableProblem] = []

  /// Called with the error of each transaction made with
  /// ``performUpdates(animation:_:completion:)`` that met identifiers it could not diff,
  /// after the table was brought back in line with the tree. ``performUpdatesChecked(animation:_:)``
  /// throws instead. `nil` by default.
  public var differenceErrorHandler: ((TableDifferenceError) -> Void)?

  private let lockedMode: PropagationMode?

  /// Set while a row move rearranges children, so that the rearrangement does not also ask the
  /// table to reload.
  var isRearrangingForMove = false

  /// Creates a node in `.section` mode holding the given children, and makes it their parent.
  ///
  /// A designated initialiser, so that a subclass in another module inherits it (a required
  /// convenience initialiser could not be provided by such a subclass).
  /// - Parameters:
  ///   - index: The node's position in its parent.
  ///   - childDelegates: The children; they are re-indexed `0..<count`.
  /// - Complexity: O(*n*) in the number of children.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.children = childDelegates
    self.lockedMode = nil
    self.mode = .section
    // What validateChildDelegates() does, stamping each child with this node's serial.
    synchronizeChildren(keptAtEnds: (0, 0))
    isLibraryClassExactly = Self.isLibraryClass(type(of: self))
  }

  /// Creates a node with a propagation mode, holding the given children, and makes it their
  /// parent. Subclasses do not inherit it: the root and section classes lock their own mode,
  /// and a subclass of this class sets ``propagationMode`` after initialisation.
  /// - Parameters:
  ///   - index: The node's position in its parent. Defaults to 0.
  ///   - childDelegates: The children; they are re-indexed `0..<count`. Defaults to none.
  ///   - propagationMode: How calls pick a child.
  /// - Complexity: O(*n*) in the number of children.
  public convenience init(
    index: Int = 0, childDelegates: [any CascadingTableDelegate] = [],
    propagationMode: PropagationMode
  ) {
    self.init(
      index: index, childDelegates: childDelegates, mode: propagationMode, lockedMode: nil)
  }

  /// The designated initialiser, for the root and section classes, which lock the mode.
  init(
    index: Int, childDelegates: [any CascadingTableDelegate], mode: PropagationMode,
    lockedMode: PropagationMode?
  ) {
    self.index = index
    self.children = childDelegates
    self.lockedMode = lockedMode
    self.mode = lockedMode ?? mode
    synchronizeChildren(keptAtEnds: (0, 0))
    isLibraryClassExactly = Self.isLibraryClass(type(of: self))
  }

  /// Whether `type` is exactly one of the library's node classes, whose members nobody
  /// overrode.
  /// - Complexity: O(1).
  private static func isLibraryClass(_ type: PropagatingTableDelegate.Type) -> Bool {
    let type = ObjectIdentifier(type)
    return type == ObjectIdentifier(PropagatingTableDelegate.self)
      || type == ObjectIdentifier(CascadingRootTableDelegate.self)
      || type == ObjectIdentifier(CascadingSectionTableDelegate.self)
  }

  /// Prepares every child for the table, in order, then the ``emptyStateDelegate`` (shown or
  /// hidden, so that it is ready when it fills the node's place), and remembers the table
  /// (weakly) as the one this node's transactions update.
  ///
  /// Override to register cells or keep the table; call `super` so the children are prepared
  /// and transactions reach the table.
  /// - Complexity: O(*n*) in the number of children, plus their own preparation.
  open func prepare(tableView: any TableHost) {
    for child in children {
      child.prepare(tableView: tableView)
    }
    emptyStates.first?.prepare(tableView: tableView)
    preparedTable = tableView
    if updateState.shownVersion == nil {
      markShown()
    }
    if !problemsWithoutTable.isEmpty {
      let pending = problemsWithoutTable
      problemsWithoutTable = []
      for problem in pending {
        tableView.reportProblem(problem)
      }
    }
  }

  // MARK: - Span

  /// How many consecutive slots of its parent the node fills: a group (a node whose parent
  /// propagates in the same mode) fills its children's, the sum of their spans; any other
  /// node fills one (a section under a root, a root with no parent). See
  /// <doc:ComposingSectionsFromGroups>.
  ///
  /// Override only to answer for rows the node routes itself. Calling `super` is not
  /// required.
  /// - Complexity: O(1), or O(*n*) in the number of children after they changed.
  open var span: Int { isGroupInParent ? slotCount : 1 }

  // MARK: - Identity

  /// What makes this node the same row or section across a change of the tree.
  ///
  /// Returns `ObjectIdentifier(self)`: the instance is its own identity. Override to identify
  /// the node by its model, so that a new node for the same model is kept rather than deleted
  /// and inserted. Calling `super` is not required.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open var differenceIdentifier: AnyHashable { ObjectIdentifier(self) }

  /// Whether this node shows the same content as `source`, the node it replaces under the same
  /// identifier.
  ///
  /// Returns `source === self`. Override to compare models. Calling `super` is not required.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    source === self
  }

  // MARK: - Transactions

  /// Changes the tree in `updates` and animates the table from what it was last told to what
  /// the tree now answers, as one batch of inserts, deletes, moves, reloads and reconfigures
  /// computed from the children's ``CascadingTableDelegate/differenceIdentifier``s.
  ///
  /// The difference is taken from the top of the tree this node is in, against what its table
  /// was last told (see <doc:AnimatingChanges>): the root's sections and the rows of every kept
  /// `.row`-mode section, including rows moved between sections. On a section whose only
  /// change is its own rows, that is those rows, in section ``index``; anything else the table
  /// must hear of for the batch to be valid (a sibling changed in the closure, an edit the
  /// table was never told about) is in the same batch. While `updates` runs, no node of the
  /// tree reloads by itself, whatever its reload mode; a transaction started inside it on a
  /// node of the same tree joins it and returns `[]` (its completion runs with this one's);
  /// one on another tree runs on its own. A node below a row whose children changed reloads
  /// afterwards as its own reload mode says. Nothing changed: returns `[]` and calls no table
  /// method. Without a table (before ``prepare(tableView:)`` anywhere in the tree), runs
  /// `updates` and returns the updates it would have applied.
  ///
  /// Identifiers it cannot diff (equal identifiers among siblings, a row identifier in two
  /// sections) never trap: the section, or the whole table, is reloaded instead, and the
  /// error is recorded in ``lastDifferenceError`` and passed to ``differenceErrorHandler``.
  /// A node instance still in place is kept without asking its identifier; one changed in
  /// place says so with ``setNeedsUpdate(identifierChanged:)``.
  ///
  /// Override to observe transactions; call `super` to perform them.
  /// - Complexity: O(*c* + *o*) for *c* changed and *o* opaque sections (O(*s*) in the
  ///   sections when the root's children changed), plus O(*r*) expected in the rows of the
  ///   sections whose rows changed; an untouched section costs O(1) however many rows it has.
  @discardableResult
  open func performUpdates(
    animation: TableRowAnimation = .automatic, _ updates: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) -> [TableUpdate] {
    let (applied, error) = runTransaction(
      animation: animation, updates, completion: completion)
    if let error {
      differenceErrorHandler?(error)
    }
    return applied
  }

  /// Changes the tree in `updates` and animates the table as
  /// ``performUpdates(animation:_:completion:)`` does, throwing when identifiers could not be
  /// diffed.
  ///
  /// The error is thrown after the table was made to match the tree (the section, or the
  /// table, reloaded); ``differenceErrorHandler`` is not called.
  ///
  /// Override to observe transactions; call `super` to perform them.
  /// - Throws: ``TableDifferenceError`` naming the identifier, the node and the positions.
  /// - Complexity: As ``performUpdates(animation:_:completion:)``.
  @discardableResult
  open func performUpdatesChecked(
    animation: TableRowAnimation = .automatic, _ updates: () -> Void
  ) throws(TableDifferenceError) -> [TableUpdate] {
    let (applied, error) = runTransaction(animation: animation, updates, completion: nil)
    if let error {
      throw error
    }
    return applied
  }

  /// Called once the children changed and were re-indexed and re-parented: forgets the
  /// section index built from the old children.
  func childDelegatesDidChange() {
    routing.invalidate(.sectionIndexOwners)
  }

  /// Applies what this node's reload mode asks for after its children changed outside a
  /// transaction: nothing here; the root and section classes override it. A transaction whose
  /// difference does not cover the node calls it once the transaction is applied.
  func reloadForChangedChildren() {}

  // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)

  // MARK: Data source

  /// The number of rows in a section.
  ///
  /// In `.section` mode, asks the first child whose `index` equals `section` (the original's
  /// rule: a match on the child's `index`, not its array position) and returns 0 when there
  /// is none. In `.row` mode, returns the number of children and calls no child.
  ///
  /// Asked by its table while it reads counts, the node also records the answer as what the
  /// table was told, the record transactions diff from.
  ///
  /// Override to answer here instead; calling `super` behaves as described (an override that
  /// does not call it answers for rows no transaction can diff).
  /// - Complexity: O(1) when children are indexed by position, as this class keeps them;
  ///   otherwise O(*n*) in the number of children.
  open func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowCount(in: tableView, section: section)
  }

  /// The cell for a row.
  ///
  /// Routed by row; returns a new, empty ``TableCell`` when that position holds no child.
  /// Override to answer here; call `super` to route.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    if mayChangeSpansOutsideGroups {
      return cellAfterReportingUntoldSpanChange(tableView, at: indexPath)
    }
    return routeCachedRowCall(indexPath, skipping: .exactNodesCheckingNoSpans) { child in
      child.tableView(tableView, cellForRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, cellForRowAt: indexPath)
    }
  }

  /// The number of sections: the number of children in `.section` mode, 0 in `.row` mode. No
  /// child is called. Asked by its table while it reads counts, the node records its children
  /// as what the table was told.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func numberOfSections(in tableView: any TableHost) -> Int {
    sectionCount(in: tableView)
  }

  /// The title of a section's header. Routed by section; `nil` in `.row` mode or when no child
  /// holds the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    sectionChild(section)?.tableView(tableView, titleForHeaderInSection: section)
  }

  /// The title of a section's footer. Routed by section; `nil` in `.row` mode or when no child
  /// holds the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String? {
    sectionChild(section)?.tableView(tableView, titleForFooterInSection: section)
  }

  /// Whether a row can be edited. Routed by row; `false` when no child holds the row or answers.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, canEditRowAt: indexPath) ?? false
  }

  /// Whether a row can be moved. Routed by row; `false` when no child holds the row or answers.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, canMoveRowAt: indexPath) ?? false
  }

  /// Commits the insertion or deletion of a row the user asked for. Routed by row; calls nothing
  /// when no child holds the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    routedChild(for: indexPath)?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  /// The titles of the section index: in `.section` mode, every child's titles in child order
  /// (a child answering `nil` adds none), or `nil` when no child answers; `nil` in `.row` mode.
  ///
  /// Remembers which child owns each title, for ``tableView(_:sectionForSectionIndexTitle:at:)``.
  /// A child that changes this node's children from inside its answer makes the node ask the
  /// children again, as they are then (up to 4 passes).
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(*n* + *t*) for *n* children and *t* titles, per pass.
  open func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    collectSectionIndexTitles(for: tableView)
  }

  /// The section a section-index title leads to.
  ///
  /// In `.section` mode, asks the child that contributed the title at `index`, passing the
  /// title's position among *that child's own* titles, so each child reads the index it
  /// answered. When the child answers `nil`, returns the child's `index` (its section).
  /// Returns `nil` in `.row` mode and when no child owns the position.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1) after ``sectionIndexTitles(for:)``; otherwise it asks for the titles
  ///   first.
  open func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    section(forSectionIndexTitle: title, at: index, in: tableView)
  }

  /// Tells the tree that the user moved a row, and keeps the tree in step with the table.
  ///
  /// - In `.section` mode, a move within one section goes to that section's child. A move
  ///   between sections takes the row child at `sourceIndexPath.row` out of the source
  ///   section's child, inserts it into the destination section's child at
  ///   `destinationIndexPath.row`, and then tells the moved row child. When the source section
  ///   has no row child there (a hand-written section keeping rows of its own), the source
  ///   section's child is told, then the destination's.
  /// - In `.row` mode, a move within the section reorders ``childDelegates`` (re-indexing
  ///   them, without reloading the table) and then tells the moved child. A move out of the
  ///   section (when `sourceIndexPath.section` is the node's section) is passed to the child
  ///   at `sourceIndexPath.row`; a move into it from another section, or within another
  ///   section, tells no child. The node's section is the one its place in the tree gives it;
  ///   a node with no parent (or a parent not of this class) takes ``index`` as its section
  ///   for a move between sections, and any section for a move within one.
  /// - A section is found through groups of sections. In a section holding groups or blocks,
  ///   the row delegate leaves its group and joins the one the landing rule of
  ///   <doc:ComposingSectionsFromGroups> chooses (its own group when that borders the place,
  ///   else the group of the row above, else the group of the row below); a row of a block or
  ///   of a data source's declarations is not moved: its node is told, and answers for it. A
  ///   drop the tree cannot take is reported as ``TableDiagnostic/moveNotTaken(from:to:)``
  ///   and the sections are reloaded.
  ///
  /// Out-of-range positions move nothing and call no child. Override to handle moves
  /// yourself; calling `super` behaves as described.
  /// - Complexity: O(*n*) in the number of children of the sections involved.
  open func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    if mode == .section {
      moveBetweenSections(tableView, from: sourceIndexPath, to: destinationIndexPath)
    } else {
      moveWithinSection(tableView, from: sourceIndexPath, to: destinationIndexPath)
    }
  }

  // MARK: Display

  /// Tells that a row's cell is about to enter the viewport. Routed by row; calls nothing when no
  /// child holds the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    routeCachedRowCall(indexPath, skipping: .exactNodes) { child in
      child.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, willDisplay: cell, forRowAt: indexPath)
    }
  }

  /// Tells that a section's header view is about to enter the viewport. Routed by section; calls
  /// nothing in `.row` mode or when no child holds the section. Override to answer here; `super`
  /// routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    sectionChild(section)?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Tells that a section's footer view is about to enter the viewport. Routed by section; calls
  /// nothing in `.row` mode or when no child holds the section. Override to answer here; `super`
  /// routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    sectionChild(section)?.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Tells that a row's cell left the viewport. Routed by row; calls nothing when no child holds
  /// the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    routeCachedRowCall(indexPath, skipping: .exactNodes) { child in
      child.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  /// Tells that a section's header view left the viewport. Routed by section; calls nothing in
  /// `.row` mode or when no child holds the section. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    sectionChild(section)?.tableView(
      tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  /// Tells that a section's footer view left the viewport. Routed by section; calls nothing in
  /// `.row` mode or when no child holds the section. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    sectionChild(section)?.tableView(
      tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  // MARK: Heights

  /// The height of a row. Routed by row; ``TableDimension/automatic`` when no child holds the row
  /// or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    routeCachedRowCall(indexPath, skipping: .exactNodes) { child in
      child.tableView(tableView, heightForRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, heightForRowAt: indexPath)
    } ?? TableDimension.automatic
  }

  /// The height of a section's header. Routed by section; `0` in `.row` mode or when no child holds
  /// the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double?
  {
    guard let child = sectionChild(section) else { return 0 }
    return child.tableView(tableView, heightForHeaderInSection: section) ?? 0
  }

  /// The height of a section's footer. Routed by section; `0` in `.row` mode or when no child holds
  /// the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double?
  {
    guard let child = sectionChild(section) else { return 0 }
    return child.tableView(tableView, heightForFooterInSection: section) ?? 0
  }

  /// The estimated height of a row: the routed child's estimate, else the child's exact
  /// height, else ``TableDimension/automatic`` (which a table reads as "no estimate").
  ///
  /// The child is chosen as for every row call; every argument reaches it unchanged. Returns
  /// ``TableDimension/automatic`` when that position holds no child.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    routeRowCall(indexPath, else: TableDimension.automatic, skipping: .exactNodes) { child in
      child.tableView(tableView, estimatedHeightForRowAt: indexPath)
        ?? child.tableView(tableView, heightForRowAt: indexPath)
        ?? TableDimension.automatic
    }
  }

  /// The estimated height of a section's header: in `.section` mode, the child's estimate,
  /// else the child's exact header height, else 0. In `.row` mode no child owns the header, so
  /// the estimate is this node's own `heightForHeaderInSection` (0 unless a subclass overrides
  /// it), and no child is called.
  ///
  /// The original answered 0 in `.row` mode even when a section subclass gave its header a
  /// height, so an estimating table placed a tall header as if it were empty.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    estimatedHeaderHeight(in: tableView, section: section)
  }

  /// The estimated height of a section's footer: in `.section` mode, the child's estimate,
  /// else the child's exact footer height, else 0. In `.row` mode no child owns the footer, so
  /// the estimate is this node's own `heightForFooterInSection` (0 unless a subclass overrides
  /// it), and no child is called.
  ///
  /// The original answered 0 in `.row` mode even when a section subclass gave its footer a
  /// height, so an estimating table placed a tall footer as if it were empty.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  {
    estimatedFooterHeight(in: tableView, section: section)
  }

  // MARK: Header and footer views

  /// The view of a section's header. Routed by section; `nil` in `.row` mode or when no child holds
  /// the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    sectionChild(section)?.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The view of a section's footer. Routed by section; `nil` in `.row` mode or when no child holds
  /// the section or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    sectionChild(section)?.tableView(tableView, viewForFooterInSection: section)
  }

  // MARK: Selection

  /// Tells that the user tapped a row's accessory button. Routed by row; calls nothing when no
  /// child holds the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    routedChild(for: indexPath)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  /// Whether a row highlights when touched. Routed by row; `true` when no child holds the row or
  /// answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    guard let child = routedChild(for: indexPath) else { return true }
    return child.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
  }

  /// Tells that a row was highlighted. Routed by row; calls nothing when no child holds the row.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    routedChild(for: indexPath)?.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// Tells that a row lost its highlight. Routed by row; calls nothing when no child holds the row.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {
    routedChild(for: indexPath)?.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// The row to select instead of the tapped one, or `nil` to veto. Routed by row; `indexPath` when
  /// no child holds the row; a child's `nil` is a veto. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    routeCachedRowCall(indexPath, skipping: .exactNodes) { child in
      child.tableView(tableView, willSelectRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, willSelectRowAt: indexPath)
    }
  }

  /// The row to deselect instead of the given one, or `nil` to veto. Routed by row; `indexPath`
  /// when no child holds the row; a child's `nil` is a veto. Override to answer here; `super`
  /// routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    guard let child = routedChild(for: indexPath) else { return indexPath }
    return child.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// Tells that a row was selected. Routed by row; calls nothing when no child holds the row.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    routeCachedRowCall(indexPath, skipping: .exactNodes) { child in
      child.tableView(tableView, didSelectRowAt: indexPath)
    } outOfLine: {
      routedOutOfLine(tableView, didSelectRowAt: indexPath)
    }
  }

  /// Tells that a row was deselected. Routed by row; calls nothing when no child holds the row.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {
    routedChild(for: indexPath)?.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// Whether selecting a row performs its primary action. Routed by row; `!tableView.isEditing`
  /// when no child holds the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, canPerformPrimaryActionForRowAt indexPath: TableIndexPath
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return !tableView.isEditing }
    return child.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath) ?? !tableView
      .isEditing
  }

  /// Tells a row to perform its primary action. Routed by row; calls nothing when no child holds
  /// the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, performPrimaryActionForRowAt indexPath: TableIndexPath
  ) {
    routedChild(for: indexPath)?.tableView(tableView, performPrimaryActionForRowAt: indexPath)
  }

  // MARK: Editing

  /// The editing control of a row. Routed by row; `.none` when no child holds the row or answers.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  {
    guard let child = routedChild(for: indexPath) else { return TableCellEditingStyle.none }
    return child.tableView(tableView, editingStyleForRowAt: indexPath) ?? TableCellEditingStyle.none
  }

  /// The title of a row's delete confirmation button. Routed by row; `nil` when no child holds the
  /// row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? {
    routedChild(for: indexPath)?.tableView(
      tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  /// The legacy swipe actions of a row. Routed by row; `nil` when no child holds the row or
  /// answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  {
    routedChild(for: indexPath)?.tableView(tableView, editActionsForRowAt: indexPath)
  }

  /// The actions shown when a row is swiped from its leading edge. Routed by row; `nil` when no
  /// child holds the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    routedChild(for: indexPath)?.tableView(
      tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The actions shown when a row is swiped from its trailing edge. Routed by row; `nil` when no
  /// child holds the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    routedChild(for: indexPath)?.tableView(
      tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Whether a row's content indents in editing mode. Routed by row; `false` when no child holds
  /// the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? false
  }

  /// Tells that the user is about to edit a row by swiping it. Routed by row; calls nothing when no
  /// child holds the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath) {
    routedChild(for: indexPath)?.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  /// Tells that swipe editing of a row ended.
  ///
  /// Routes to the row's child, passing every argument unchanged. Calls nothing when
  /// `indexPath` is `nil` (the original trapped) or its position holds no child.
  ///
  /// Override to handle it here; calling `super` routes as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {
    guard let indexPath else { return }
    routedChild(for: indexPath)?.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  // MARK: Moving and indentation

  /// Where a row being moved will go.
  ///
  /// Routes to the child owning the source row (by `sourceIndexPath.section` in `.section`
  /// mode, `sourceIndexPath.row` in `.row` mode), passing every argument unchanged. Returns
  /// `proposedDestinationIndexPath` when that position holds no child, or, in `.row` mode,
  /// when the source row is in another section than the node's; a child that does not answer
  /// returns it too.
  ///
  /// The node the table asks (one without a ``PropagatingTableDelegate`` parent) then moves
  /// that answer to the nearest place the tree can take: never between two rows of a block
  /// or of a data source's declarations, and a row of those never out of them (see
  /// <doc:ComposingSectionsFromGroups>).
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each,
  ///   and O(*d* log *n*) through *d* groups at the node the table asks.
  open func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    var target = proposedDestinationIndexPath
    if let child = ownerChild(for: sourceIndexPath) {
      target = child.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedDestinationIndexPath)
    }
    guard !(parentDelegate is PropagatingTableDelegate) else { return target }
    return admissibleMoveDestination(from: sourceIndexPath, to: target)
  }

  /// The indentation level of a row. Routed by row; `0` when no child holds the row or answers.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath
  ) -> Int? {
    guard let child = routedChild(for: indexPath) else { return 0 }
    return child.tableView(tableView, indentationLevelForRowAt: indexPath) ?? 0
  }

  // MARK: Copy and paste

  /// Whether a row shows the edit menu. Routed by row; `false` when no child holds the row or
  /// answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, shouldShowMenuForRowAt: indexPath) ?? false
  }

  /// Whether a row can perform an edit-menu action. Routed by row; `false` when no child holds the
  /// row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(
      tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) ?? false
  }

  /// Tells a row to perform an edit-menu action. Routed by row; calls nothing when no child holds
  /// the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {
    routedChild(for: indexPath)?.tableView(
      tableView, performAction: action, forRowAt: indexPath, withSender: sender)
  }

  // MARK: Focus

  /// Whether a row can take focus. Routed by row; `false` when no child holds the row or answers.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool?
  {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, canFocusRowAt: indexPath) ?? false
  }

  /// Whether focus may move as described.
  ///
  /// Routes to the child owning `context.nextFocusedIndexPath`, passing the context
  /// unchanged. Returns `true` when there is no next row, no child owns it (in `.row` mode,
  /// a row of another section than the node's is owned by none), or the child does not
  /// answer.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(
    _ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext
  ) -> Bool? {
    shouldUpdateFocus(in: tableView, context: context)
  }

  /// Tells that focus moved as described.
  ///
  /// Tells the child owning the previously focused row, then the child owning the next one,
  /// each once (once in all when they are the same child), passing the context unchanged. In
  /// `.row` mode a row of another section than the node's is owned by none of its children,
  /// so focus moving between two sections reaches one row of each.
  ///
  /// Override to handle it here; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext)
  {
    tellFocusUpdated(in: tableView, context: context)
  }

  /// Tells that focus moved as described, with a coordinator to animate alongside the move
  /// (UIKit's signature; the one without a coordinator stays).
  ///
  /// Tells the child owning the previously focused row, then the child owning the next one,
  /// each once (once in all when they are the same child), passing the context and the
  /// coordinator unchanged, exactly as ``tableView(_:didUpdateFocusIn:)`` routes.
  ///
  /// Override to handle it here; calling `super` behaves as described.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  open func tableView(
    _ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext,
    with coordinator: TableFocusAnimationCoordinator
  ) {
    tellFocusUpdated(in: tableView, context: context, coordinator: coordinator)
  }

  /// Whether moving focus to a row selects it. Routed by row; the table's
  /// ``TableHost/selectionFollowsFocus`` when no child holds the row or answers. Override to answer
  /// here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, selectionFollowsFocusForRowAt indexPath: TableIndexPath
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return tableView.selectionFollowsFocus }
    return child.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
      ?? tableView.selectionFollowsFocus
  }

  /// The row that should take focus first: the first non-`nil` answer of the children, asked
  /// in order, or `nil`.
  ///
  /// Override to answer here instead; calling `super` behaves as described.
  /// - Complexity: O(*n*) in the number of children.
  open func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    firstPreferredFocusedIndexPath(in: tableView)
  }

  // MARK: Spring loading

  /// Whether a drag hovering over a row springs it open. Routed by row; `true` when no child holds
  /// the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, shouldSpringLoadRowAt indexPath: TableIndexPath,
    with context: any TableSpringLoadedInteractionContext
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return true }
    return child.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context) ?? true
  }

  // MARK: Multiple selection

  /// Whether a two-finger pan starting at a row begins selecting several rows. Routed by row;
  /// `false` when no child holds the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) -> Bool? {
    guard let child = routedChild(for: indexPath) else { return false }
    return child.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
  }

  /// Tells that selecting several rows began at a row. Routed by row; calls nothing when no child
  /// holds the row. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) {
    routedChild(for: indexPath)?.tableView(
      tableView, didBeginMultipleSelectionInteractionAt: indexPath)
  }

  // MARK: Context menus

  /// The context menu of a row, asked when the user presses it long. Routed by row; `nil` (no menu)
  /// when no child holds the row or answers. A configuration answered is remembered, weakly, with
  /// the child that answered it, so that the calls keyed by it reach that child (see *How Calls Are
  /// Routed*). Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? {
    routeContextMenuConfiguration(tableView, at: indexPath, point: point)
  }

  // MARK: Drag

  /// The items a drag starting at a row carries. Routed by row; `[]` (no drag) when no child holds
  /// the row or answers. A child giving items is remembered, weakly, as the session's producer, so
  /// that the calls keyed by the session reach it (see *How Calls Are Routed*). Override to answer
  /// here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    routeItemsForBeginning(tableView, session: session, at: indexPath)
  }

  /// The items a row adds to a drag in progress when the user taps it. Routed by row; `[]` (nothing
  /// added) when no child holds the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, itemsForAddingTo session: any TableDragSession,
    at indexPath: TableIndexPath, point: TablePoint
  ) -> [TableDragItem]? {
    guard let child = routedChild(for: indexPath) else { return [] }
    return child.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point) ?? []
  }

  /// How the preview of a row being dragged is drawn. Routed by row; `nil` when no child holds the
  /// row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, dragPreviewParametersForRowAt indexPath: TableIndexPath
  ) -> TableDragPreviewParameters? {
    routedChild(for: indexPath)?.tableView(tableView, dragPreviewParametersForRowAt: indexPath)
  }

  // MARK: Drop

  /// How the preview of items dropped into a row is drawn. Routed by row; `nil` when no child holds
  /// the row or answers. Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, dropPreviewParametersForRowAt indexPath: TableIndexPath
  ) -> TableDragPreviewParameters? {
    routedChild(for: indexPath)?.tableView(tableView, dropPreviewParametersForRowAt: indexPath)
  }

  /// What a drop at the place a drag moved to would do. Routed by the row of
  /// `destinationIndexPath`; `nil` when it is `nil`, or no child holds its row or answers. Override
  /// to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? {
    destinationIndexPath.flatMap(routedChild(for:))?.tableView(
      tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
  }

  /// Tells the delegate to incorporate the dropped items. Routed by the row of
  /// `coordinator.destinationIndexPath`; calls nothing when it is `nil` or no child holds its row.
  /// Override to answer here; `super` routes.
  /// - Complexity: O(1); O(log *n*) when children fill several slots.
  open func tableView(
    _ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator
  ) {
    coordinator.destinationIndexPath.flatMap(routedChild(for:))?.tableView(
      tableView, performDropWith: coordinator)
  }

  // MARK: Context menu interaction

  /// Routed to the child that produced it (the child whose `contextMenuConfigurationForRowAt`
  /// returned `configuration`); answers `nil` when no child did, or that child has left this node
  /// or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost,
    previewForHighlightingContextMenuWithConfiguration configuration: TableContextMenuConfiguration
  ) -> TableTargetedPreview? {
    producer(ofConfiguration: configuration)?.tableView(
      tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
  }

  /// Routed to the child that produced it (the child whose `contextMenuConfigurationForRowAt`
  /// returned `configuration`); answers `nil` when no child did, or that child has left this node
  /// or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost,
    previewForDismissingContextMenuWithConfiguration configuration: TableContextMenuConfiguration
  ) -> TableTargetedPreview? {
    producer(ofConfiguration: configuration)?.tableView(
      tableView, previewForDismissingContextMenuWithConfiguration: configuration)
  }

  /// Routed to the child that produced it (the child whose `contextMenuConfigurationForRowAt`
  /// returned `configuration`); calls nothing when no child did, or that child has left this node
  /// or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost, willDisplayContextMenu configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    producer(ofConfiguration: configuration)?.tableView(
      tableView, willDisplayContextMenu: configuration, animator: animator)
  }

  /// Routed to the child that produced it (the child whose `contextMenuConfigurationForRowAt`
  /// returned `configuration`); calls nothing when no child did, or that child has left this node
  /// or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost,
    willEndContextMenuInteraction configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    producer(ofConfiguration: configuration)?.tableView(
      tableView, willEndContextMenuInteraction: configuration, animator: animator)
  }

  /// Routed to the child that produced it (the child whose `contextMenuConfigurationForRowAt`
  /// returned `configuration`); calls nothing when no child did, or that child has left this node
  /// or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost,
    willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration,
    animator: any TableContextMenuInteractionAnimating
  ) {
    producer(ofConfiguration: configuration)?.tableView(
      tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  // MARK: Drag session

  /// Routed to the child that produced it (the child whose `itemsForBeginning` began `session`);
  /// calls nothing when no child did, or that child has left this node or was freed. Override to
  /// answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost, dragSessionWillBegin session: any TableDragSession
  ) {
    producer(ofDrag: session)?.tableView(tableView, dragSessionWillBegin: session)
  }

  /// Routed to the child that produced it (the child whose `itemsForBeginning` began `session`);
  /// calls nothing when no child did, or that child has left this node or was freed. Override to
  /// answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(_ tableView: any TableHost, dragSessionDidEnd session: any TableDragSession) {
    producer(ofDrag: session)?.tableView(tableView, dragSessionDidEnd: session)
  }

  /// Routed to the child that produced it (the child whose `itemsForBeginning` began `session`);
  /// answers `nil` when no child did, or that child has left this node or was freed. Override to
  /// answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost, dragSessionAllowsMoveOperation session: any TableDragSession
  ) -> Bool? {
    producer(ofDrag: session)?.tableView(tableView, dragSessionAllowsMoveOperation: session)
  }

  /// Routed to the child that produced it (the child whose `itemsForBeginning` began `session`);
  /// answers `nil` when no child did, or that child has left this node or was freed. Override to
  /// answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(
    _ tableView: any TableHost,
    dragSessionIsRestrictedToDraggingApplication session: any TableDragSession
  ) -> Bool? {
    producer(ofDrag: session)?.tableView(
      tableView, dragSessionIsRestrictedToDraggingApplication: session)
  }

  // MARK: Drop session

  /// Routed to the child that produced it (for a drop of a drag begun in this table, the child
  /// whose `itemsForBeginning` began it); answers `nil` when no child did, or that child has left
  /// this node or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(_ tableView: any TableHost, canHandle session: any TableDropSession) -> Bool?
  {
    producer(ofDrop: session)?.tableView(tableView, canHandle: session)
  }

  /// Routed to the child that produced it (for a drop of a drag begun in this table, the child
  /// whose `itemsForBeginning` began it); calls nothing when no child did, or that child has left
  /// this node or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(_ tableView: any TableHost, dropSessionDidEnter session: any TableDropSession)
  {
    producer(ofDrop: session)?.tableView(tableView, dropSessionDidEnter: session)
  }

  /// Routed to the child that produced it (for a drop of a drag begun in this table, the child
  /// whose `itemsForBeginning` began it); calls nothing when no child did, or that child has left
  /// this node or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(_ tableView: any TableHost, dropSessionDidExit session: any TableDropSession)
  {
    producer(ofDrop: session)?.tableView(tableView, dropSessionDidExit: session)
  }

  /// Routed to the child that produced it (for a drop of a drag begun in this table, the child
  /// whose `itemsForBeginning` began it); calls nothing when no child did, or that child has left
  /// this node or was freed. Override to answer here; `super` routes. See *How Calls Are Routed*.
  /// - Complexity: O(*k* + *c*) in the configurations and sessions alive that this node remembers
  ///   and its children.
  open func tableView(_ tableView: any TableHost, dropSessionDidEnd session: any TableDropSession) {
    producer(ofDrop: session)?.tableView(tableView, dropSessionDidEnd: session)
  }

  // MARK: Table-wide: scroll view

  /// Tells that the content moved: a drag, a deceleration, an animation or a new `contentOffset`.
  /// Passed to the children on screen (with at least one visible row), in order; calls nothing when
  /// none is. Override to answer here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidScroll(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidScroll(scrollView) }
  }

  /// Tells that the zoom scale changed. Passed to the children on screen (with at least one visible
  /// row), in order; calls nothing when none is. Override to answer here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidZoom(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidZoom(scrollView) }
  }

  /// Tells that the user began dragging the content. Passed to the children on screen (with at
  /// least one visible row), in order; calls nothing when none is. Override to answer here; `super`
  /// passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewWillBeginDragging(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewWillBeginDragging(scrollView) }
  }

  /// Tells that the user lifted the finger, and lets the delegate choose where the content stops.
  /// Passed to the children on screen (with at least one visible row), in order, each seeing
  /// `targetContentOffset` as the one before it left it. Override to answer here; `super` passes it
  /// on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewWillEndDragging(
    _ scrollView: any TableHost, withVelocity velocity: TablePoint,
    targetContentOffset: inout TablePoint
  ) {
    tableWide(scrollView) {
      $0.scrollViewWillEndDragging(
        scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }
  }

  /// Tells that the user ended dragging the content. Passed to the children on screen (with at
  /// least one visible row), in order; calls nothing when none is. Override to answer here; `super`
  /// passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidEndDragging(_ scrollView: any TableHost, willDecelerate decelerate: Bool) {
    tableWide(scrollView) { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
  }

  /// Tells that the content begins slowing down after a drag. Passed to the children on screen
  /// (with at least one visible row), in order; calls nothing when none is. Override to answer
  /// here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewWillBeginDecelerating(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewWillBeginDecelerating(scrollView) }
  }

  /// Tells that the content stopped after slowing down. Passed to the children on screen (with at
  /// least one visible row), in order; calls nothing when none is. Override to answer here; `super`
  /// passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidEndDecelerating(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidEndDecelerating(scrollView) }
  }

  /// Tells that an animated scroll the program asked for ended. Passed to the children on screen
  /// (with at least one visible row), in order; calls nothing when none is. Override to answer
  /// here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
  }

  /// The view to scale when the user zooms. Asked of the children on screen (with at least one
  /// visible row), in order, until one answers: its answer, or `nil` when none does. Override to
  /// answer here; `super` asks them.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func viewForZooming(in scrollView: any TableHost) -> AnyObject? {
    firstTableWideAnswer(scrollView) { $0.viewForZooming(in: scrollView) }
  }

  /// Tells that zooming the content is about to begin. Passed to the children on screen (with at
  /// least one visible row), in order; calls nothing when none is. Override to answer here; `super`
  /// passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewWillBeginZooming(_ scrollView: any TableHost, with view: AnyObject?) {
    tableWide(scrollView) { $0.scrollViewWillBeginZooming(scrollView, with: view) }
  }

  /// Tells that zooming the content ended. Passed to the children on screen (with at least one
  /// visible row), in order; calls nothing when none is. Override to answer here; `super` passes it
  /// on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidEndZooming(
    _ scrollView: any TableHost, with view: AnyObject?, atScale scale: Double
  ) {
    tableWide(scrollView) { $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale) }
  }

  /// Whether a tap on the status bar scrolls the content to the top. Asked of the children on
  /// screen (with at least one visible row), in order, until one answers: its answer, or `nil` when
  /// none does. Override to answer here; `super` asks them.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool? {
    firstTableWideAnswer(scrollView) { $0.scrollViewShouldScrollToTop(scrollView) }
  }

  /// Tells that the content scrolled to the top after a tap on the status bar. Passed to the
  /// children on screen (with at least one visible row), in order; calls nothing when none is.
  /// Override to answer here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidScrollToTop(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidScrollToTop(scrollView) }
  }

  /// Tells that the insets around the content changed. Passed to the children on screen (with at
  /// least one visible row), in order; calls nothing when none is. Override to answer here; `super`
  /// passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: any TableHost) {
    tableWide(scrollView) { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }
  }

  // MARK: Table-wide: multiple selection

  /// Tells that the user stopped selecting several rows with a two-finger pan. Passed to the
  /// children on screen (with at least one visible row), in order; calls nothing when none is.
  /// Override to answer here; `super` passes it on.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array of
  ///   the children on screen per call, none per row.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableHost) {
    tableWide(tableView) { $0.tableViewDidEndMultipleSelectionInteraction(tableView) }
  }

  // MARK: Prefetching

  /// Tells that the table expects to display these rows soon, so their data can start loading. The
  /// paths are split by owning child: each child that owns at least one and adopts
  /// ``TableDataSourcePrefetching`` is called once, with its own paths in the order given, the
  /// children in the order of their first path; a path no child owns (out of range, negative, or of
  /// another section than a `.row`-mode node's own) reaches nobody. Override to answer here;
  /// `super` passes them on.
  /// - Complexity: O(*k* log *n*) for *k* paths and *n* children (O(*k*) when each child fills one
  ///   slot), allocating the children's lists, none proportional to *n*.
  open func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    splitByOwner(indexPaths) { $0.tableView(tableView, prefetchRowsAt: $1) }
  }

  /// Tells that the table no longer expects to display these rows soon, so loading their data can
  /// stop. The paths are split by owning child: each child that owns at least one and adopts
  /// ``TableDataSourcePrefetching`` is called once, with its own paths in the order given, the
  /// children in the order of their first path; a path no child owns (out of range, negative, or of
  /// another section than a `.row`-mode node's own) reaches nobody. Override to answer here;
  /// `super` passes them on.
  /// - Complexity: O(*k* log *n*) for *k* paths and *n* children (O(*k*) when each child fills one
  ///   slot), allocating the children's lists, none proportional to *n*.
  open func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {
    splitByOwner(indexPaths) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }
  }

  // End of the generated table members.

  // MARK: - Estimating many rows

  /// Answers the estimated heights of many rows at once, an extension beyond UIKit (see
  /// ``TableRowEstimating``): in `.section` mode, by forwarding the call to the child owning
  /// `section` when that child adopts ``TableRowEstimating`` (declining otherwise, so the table
  /// asks row by row); in `.row` mode, by asking this node's own
  /// ``tableView(_:estimatedHeightForRowAt:)`` for each row, so the rows skip the routing
  /// above this node. A block longer than the node's rows (or wider than `Int.max`) is
  /// declined: it cannot be rows of the section, and nothing traps or loops over it.
  ///
  /// ## Subclassing
  /// Override it in a section to answer its rows' estimates in one go (a uniform estimate, or
  /// heights the section already holds), appending exactly `rows.count` heights. A subclass in
  /// `.section` mode (a root) that overrides ``tableView(_:estimatedHeightForRowAt:)`` must
  /// override this method too, answering the same heights or returning `false`, since the
  /// default forwards past that override to the sections.
  /// - Complexity: O(*k*) calls for *k* rows, each O(1), or O(log *n*) when the children fill
  ///   other than one row each.
  open func tableView(
    _ tableView: any TableHost, estimatedHeightsForRows rows: Range<Int>, inSection section: Int,
    into heights: inout [Double]
  ) -> Bool {
    estimatedHeights(in: tableView, rows: rows, section: section, into: &heights)
  }
}
