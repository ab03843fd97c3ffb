/// Where a table is in its cycle of loading and laying out: whether it must load or lay out
/// again, whether a reload or a layout is running, and the generation that tells work in
/// progress whether a delegate call changed the table.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods.
///
/// Invariants: ``reloadDepth`` is never negative, and ``isLayingOut`` holds only while a
/// layout runs, so layouts never nest; ``generation`` only grows (wrapping), once per change
/// that invalidates work in progress; ``pendingReload`` is set only while the table loads and
/// cleared before the load ends; ``loadGeneration`` only grows (wrapping), once per load of all
/// sections; ``isLoadingAllSections`` holds only while ``isLoading`` does.
struct TableLifecycle {
  /// Counts the changes that invalidate work in progress: reloads, updates, moves, and
  /// scrolls or resizes requested while a layout pass runs. A pass or a user interaction reads
  /// it before each delegate call and abandons its work when the call changed it, so nothing
  /// holds an index, a count or a storage position across a call that may reshape the table.
  private(set) var generation = 0

  /// Whether the table must load (again) at its next query or layout.
  private(set) var needsReload = true

  /// Whether a data source was set and not unset: a load that then finds none reports
  /// ``TableDiagnostic/dataSourceReleased``.
  private(set) var hadDataSource = false

  /// Whether a reload was requested while loading; the load starts over when it is set.
  private(set) var pendingReload = false

  /// How many ``HeadlessTableView/reloadData()`` calls are running (a delegate call may
  /// reload again); a layout asked for meanwhile waits until they are done.
  private(set) var reloadDepth = 0

  /// Whether the table is asking its data source for counts and estimates to build new
  /// storage: a reload or update requested meanwhile only sets ``pendingReload``. While it is
  /// `false`, a count a tree answers to the table is not one the table keeps, so the tree
  /// records nothing.
  private(set) var isLoading = false

  /// How many loads of all sections the table started: a tree re-reads the spans of its
  /// blocks once per load (it remembers the table and this number).
  private(set) var loadGeneration = 0

  /// Whether the load running is one of all sections (not the counts of a batch): only such a
  /// load starts a new ``loadGeneration``, so only its counts may need to re-read spans.
  private(set) var isLoadingAllSections = false

  /// Whether the viewport must be laid out again.
  private(set) var needsLayout = true

  /// Whether a layout pass is running: a layout requested meanwhile (from a delegate call) is
  /// left to the running pass, which starts over once its own work is done or abandoned.
  private(set) var isLayingOut = false

  // MARK: Work in progress

  /// Marks every piece of work in progress as stale.
  @inline(__always)
  mutating func invalidateWork() {
    generation &+= 1
  }

  // MARK: Loading

  /// Records a new data source (or its removal): the table loads at its next query.
  mutating func dataSourceChanged(isSet: Bool) {
    needsReload = true
    hadDataSource = isSet
  }

  /// Asks for a load at the next query or layout.
  mutating func setNeedsReload() {
    needsReload = true
  }

  /// Starts loading all sections.
  /// - Parameter hasDataSource: Whether the table has a data source now.
  /// - Returns: Whether the data source set earlier was released since (reported once).
  mutating func beginLoad(hasDataSource: Bool) -> Bool {
    needsReload = false
    guard hadDataSource && !hasDataSource else { return false }
    hadDataSource = false
    return true
  }

  /// Records that the table starts or stops asking its data source for what it stores.
  @inline(__always)
  mutating func setLoading(_ loading: Bool) {
    isLoading = loading
    isLoadingAllSections = loading && isLoadingAllSections
  }

  /// Records that the table starts a load of all its sections: a new load generation.
  mutating func beginLoadingAllSections() {
    isLoading = true
    isLoadingAllSections = true
    loadGeneration &+= 1
  }

  /// Records a reload requested while the table loads: the load starts over.
  mutating func requestReloadWhileLoading() {
    pendingReload = true
  }

  /// Takes the reload requested while loading, if any.
  /// - Returns: Whether one was requested.
  mutating func takePendingReload() -> Bool {
    defer { pendingReload = false }
    return pendingReload
  }

  /// Turns a reload still requested after the last attempt of a load into a load at the next
  /// query or layout.
  mutating func deferPendingReload() {
    if takePendingReload() {
      needsReload = true
    }
  }

  /// Records that a ``HeadlessTableView/reloadData()`` call starts.
  mutating func beginReload() {
    reloadDepth += 1
  }

  /// Records that a ``HeadlessTableView/reloadData()`` call ends.
  mutating func endReload() {
    reloadDepth -= 1
  }

  // MARK: Layout

  /// Marks the viewport as needing layout, or as laid out.
  @inline(__always)
  mutating func setNeedsLayout(_ needed: Bool = true) {
    needsLayout = needed
  }

  /// Records that a layout starts or ends.
  @inline(__always)
  mutating func setLayingOut(_ running: Bool) {
    isLayingOut = running
  }
}
