/// The routing caches of one ``PropagatingTableDelegate``, owned by this value: what the node
/// derived from its children to find the child a call goes to (each child unretained, where
/// each starts among the slots, which coordinate is a child's position), and the caches kept
/// beside it (the last child routed to, the group's first slot and its chain's clock, the
/// leaves of a section holding groups, the opaque children, the section index's owners, the
/// load whose spans were last read).
///
/// Only this value writes its fields. It is rebuilt in one place, ``install(_:isGroup:mode:)``
/// (from a ``Layout`` read from the children), and forgotten in one place,
/// ``invalidate(_:)``; the node stores it inline and mutates it in place, so that a routed call
/// reads its fields without a copy.
///
/// Invariants:
/// - ``childRouting`` is `.unbuilt` and ``entries`` is empty (stale: the next routed call
///   builds the table again), or ``entries`` holds one entry per child the node held when it
///   was built, or, when ``showsEmptyState`` is true,
///   one entry: the node's empty state, its children then filling no slot; ``spanLayout``,
///   ``holdsGroups``, ``mayChangeSpans``, ``mayChangeSpansOutsideGroups``,
///   ``showsEmptyState``, ``isGroup`` and
///   ``childRouting`` describe that same build and are meaningful only while ``childRouting``
///   is not `.unbuilt`.
/// - ``spanLayout`` is `nil` exactly when every child filled one slot; ``childRouting`` is a
///   `byLayout…` case when it is not, else a `byOffset…` case for a group, else the node's
///   mode; the case names the node's mode (rows or sections) and, by layout, whether it is a
///   group, as ``mode`` and ``isGroup`` were at ``install(_:isGroup:mode:)``.
/// - The last child routed to covers an empty range after every build, and otherwise the range
///   of that child in ``spanLayout``.
/// - The cached first slot of a group is answered only at the epoch of ``boundsClock`` it was
///   computed at, and is forgotten when the clock is replaced (see ``GroupBoundsClock``).
/// - The leaves listed are answered only at the ``NodeUpdateState/version`` they were listed at,
///   and are dropped with the layout (holding them would keep removed nodes alive).
/// - Methods that change this value call out to no node: a node's answer (a child's span) is
///   read before, into a ``Layout``, so that no access to the node's table is held meanwhile
///   (the node stores it with `@exclusivity(unchecked)`, which this makes safe).
/// - This value has no computed properties and no non-mutating methods: a caller reads its
///   stored fields one by one, since reading it through a method of its own would copy the
///   whole value (and its weak reference) on the routing path.
@MainActor
struct RoutingTable {
  /// The parts of the table ``invalidate(_:)`` forgets.
  struct Parts: OptionSet {
    let rawValue: UInt8

    /// The children's entries and spans: the next routed call builds them again.
    static let layout = Parts(rawValue: 1 << 0)
    /// The leaves of a section holding groups.
    static let leafRows = Parts(rawValue: 1 << 1)
    /// The positions of the children whose rows cannot be identified one by one.
    static let opaqueChildPositions = Parts(rawValue: 1 << 2)
    /// The owners of the section index's titles.
    static let sectionIndexOwners = Parts(rawValue: 1 << 3)
  }

  /// The node's children unretained, for routed calls; empty until the first routed call after
  /// the children (or a span) changed, which ``childRouting`` tells (`.unbuilt`). Not optional:
  /// a routed call tests a position against its count with no test for `nil` first, and an
  /// unbuilt table's count (0) sends every position to the path that builds it. See
  /// ``UnretainedChild`` for why each stays valid.
  private(set) var entries: [UnretainedChild] = []

  /// Where each child starts among the slots, when the children do not all fill one slot.
  private(set) var spanLayout: SpanLayout?

  /// Whether some child is a group.
  private(set) var holdsGroups = false

  /// Whether the node was a group in its parent when the table was built.
  private(set) var isGroup = false

  /// Which coordinate of an index path is a child's position, or that none is, or that the
  /// table is not built. One stored value, so the routing path reads no more than it did
  /// before groups.
  private(set) var childRouting = ChildRouting.unbuilt

  /// Whether a child's span may change with its own data (a block, a group, a hand-written
  /// node): only then does a reload read the spans again.
  private(set) var mayChangeSpans = false

  /// Whether the span of an entry that is not a group may change with its own data: only then
  /// does a cell call check the span of the child it goes to (a group checks its own).
  private(set) var mayChangeSpansOutsideGroups = false

  /// Whether ``entries`` hold the node's empty state in place of its children, which filled no
  /// slot when the table was built (see ``PropagatingTableDelegate/emptyStateDelegate``).
  private(set) var showsEmptyState = false

  /// The position of the child the last call through the layout went to, and the slots it
  /// fills relative to the node's first: calls about neighbouring rows usually follow one
  /// another. Read by the routed call's inline path.
  private(set) var lastRoutedPosition = 0
  private(set) var lastRoutedStart = 0
  private(set) var lastRoutedEnd = 0

  /// The clock of the chain of groups the node is in; `nil` until the node is a group or holds
  /// one.
  private(set) var boundsClock: GroupBoundsClock?

  /// The group's first slot, valid while ``lowerBoundEpoch`` is ``boundsClock``'s epoch.
  private(set) var lowerBound = 0
  /// The epoch of ``boundsClock`` at which ``lowerBound`` was computed.
  private(set) var lowerBoundEpoch = -1

  /// The load whose spans were last read: the table (held weakly, so that another table made
  /// at the same address is not taken for it) and its ``HeadlessTableView/loadGeneration``.
  private weak var spansReadForTable: HeadlessTableView?
  private var spansReadAtLoad = -1

  /// The leaves of a section holding groups, as of the version they were listed at.
  private(set) var leafRows: (version: Int, list: LeafRowList)?

  /// The positions of the children whose rows a transaction cannot identify one by one; `nil`
  /// until asked for.
  private(set) var opaqueChildPositions: [Int]?

  /// For each position of the last section index: the child owning it and the title's
  /// position among that child's own titles; `nil` until asked for.
  private(set) var sectionIndexOwners: [SectionIndexOwner]?

  /// Whether the node may have become, or stopped being, a group since its record's kind was
  /// last checked: set when its parent or a mode changes. Checking costs a weak load and a
  /// cast, which a table reading 1,000 sections' counts would pay at every batch.
  private(set) var mayHaveChangedKind = true

  // MARK: - Building and forgetting

  /// Stores a layout read from the children as the table, and derives how calls find a child.
  /// - Parameters:
  ///   - layout: What the children answered.
  ///   - isGroup: Whether the node is a group in its parent now.
  ///   - mode: The node's propagation mode.
  /// - Complexity: O(1).
  mutating func install(
    _ layout: Layout, isGroup: Bool, mode: PropagatingTableDelegate.PropagationMode
  ) {
    spanLayout = layout.spanLayout
    lastRoutedStart = 0
    lastRoutedEnd = 0
    holdsGroups = layout.holdsGroups
    mayChangeSpans = layout.mayChangeSpans
    mayChangeSpansOutsideGroups = layout.mayChangeSpansOutsideGroups
    showsEmptyState = layout.showsEmptyState
    self.isGroup = isGroup
    let inSections = mode == .section
    if layout.spanLayout != nil {
      childRouting =
        isGroup ? .byLayoutInGroup : inSections ? .byLayoutInSections : .byLayoutInRows
    } else if isGroup {
      childRouting = inSections ? .byOffsetInSections : .byOffsetInRows
    } else {
      childRouting = inSections ? .bySection : .byRow
    }
    entries = layout.entries
  }

  /// Forgets the given parts; each is built again when next needed.
  /// - Complexity: O(1), plus releasing what the parts held.
  @inline(__always)
  mutating func invalidate(_ parts: Parts) {
    if parts.contains(.layout) {
      entries = []
      childRouting = .unbuilt
    }
    if parts.contains(.leafRows) {
      leafRows = nil
    }
    if parts.contains(.opaqueChildPositions) {
      opaqueChildPositions = nil
    }
    if parts.contains(.sectionIndexOwners) {
      sectionIndexOwners = nil
    }
  }

  // MARK: - Finding a child by slot

  /// The position of the child filling `relative` (a slot relative to the node's first), or -1
  /// when none fills it; the child found is remembered, and tried first next time.
  /// - Complexity: O(1) for the child last found; O(log *n*) in the children otherwise.
  @inline(__always)
  mutating func childPosition(forRelativeSlot relative: Int) -> Int {
    if lastRoutedStart <= relative && relative < lastRoutedEnd {
      return lastRoutedPosition
    }
    guard let layout = spanLayout else { return relative }
    guard let position = layout.childPosition(containing: relative) else { return -1 }
    let range = layout.range(ofChildAt: position)
    lastRoutedPosition = position
    lastRoutedStart = range.lowerBound
    lastRoutedEnd = range.upperBound
    return position
  }

  // MARK: - The group's first slot

  /// Caches the group's first slot at its chain's current epoch; a node in no chain caches
  /// nothing.
  mutating func cacheLowerBound(_ value: Int) {
    lowerBound = value
    lowerBoundEpoch = boundsClock?.epoch ?? -1
  }

  /// The clock of the node's chain, made when the node is the first to need one.
  mutating func boundsClockMadeIfNeeded() -> GroupBoundsClock {
    if let clock = boundsClock { return clock }
    let clock = GroupBoundsClock()
    boundsClock = clock
    return clock
  }

  /// Makes `clock` the node's, ticking the clock it replaces and forgetting the first slot
  /// cached at that clock's epoch; nothing when it is the node's already.
  mutating func join(_ clock: GroupBoundsClock) {
    guard boundsClock !== clock else { return }
    boundsClock?.tick()
    boundsClock = clock
    // Epochs of different clocks are unrelated: the one cached may be the new clock's too.
    lowerBoundEpoch = -1
  }

  // MARK: - Other caches

  /// Records that the spans are read for a load of `table`.
  /// - Returns: Whether they were not read for that load yet.
  /// - Complexity: O(1); the weak reference is read only while `table` loads all its sections
  ///   (a batch's counts, one per section, keep the generation and compare one `Int`).
  mutating func startReadingSpans(forLoadOf table: HeadlessTableView) -> Bool {
    if spansReadAtLoad == table.loadGeneration {
      // The same generation: read for this load, unless another table with the same number
      // of loads read them. A batch starts no load, so it reads no span again either way.
      guard table.isLoadingAllSections, spansReadForTable !== table else { return false }
    }
    spansReadAtLoad = table.loadGeneration
    spansReadForTable = table
    return true
  }

  /// Caches the leaves listed at `version`.
  mutating func cacheLeafRows(_ list: LeafRowList, atVersion version: Int) {
    leafRows = (version, list)
  }

  /// Forgets the marks the cached leaves list, once the marks are cleared.
  mutating func forgetLeafMarks() {
    leafRows?.list.markedPositions = []
  }

  /// Caches the positions of the opaque children.
  mutating func cacheOpaqueChildPositions(_ positions: [Int]) {
    opaqueChildPositions = positions
  }

  /// Caches the owners of the section index's titles.
  mutating func cacheSectionIndexOwners(_ owners: [SectionIndexOwner]) {
    sectionIndexOwners = owners
  }

  /// Notes that the node's parent or a mode changed, or, with `false`, that its kind was
  /// checked.
  mutating func setMayHaveChangedKind(_ value: Bool) {
    mayHaveChangedKind = value
  }
}
