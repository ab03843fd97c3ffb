/// Which rows a table has told its prefetch data source it expects to display soon, and which
/// way the viewport last moved.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; its
/// prefetch pass (`HeadlessTableView+Prefetching.swift`) makes the calls.
///
/// Invariants:
/// - ``prefetched`` holds each row once, in the order the rows were prefetched, and only rows
///   of the table's current counts that are not displayed between passes: a change of
///   positions goes through ``remap(rows:)``, a reload or disabling through ``forget()``, and
///   a row that becomes displayed leaves it at the next pass, without a cancel.
/// - A row enters ``prefetched`` only when it is named in a `prefetchRowsAt` call, and leaves
///   it only by being displayed, cancelled, or forgotten (deleted, reloaded, the table
///   reloaded): so each row is prefetched at most once until it is cancelled or displayed.
/// - ``window`` is scratch space for a pass, meaningless outside one; so are the two batches,
///   which are only ever handed to a call.
struct PrefetchWindow {
  /// The rows prefetched and neither cancelled nor displayed since, in the order prefetched.
  private(set) var prefetched: [TableIndexPath] = []

  /// The rows within the prefetch distance of the viewport, nearest first, as the running
  /// pass collects them; kept between passes so that a steady scroll allocates nothing.
  private(set) var window: [TableIndexPath] = []

  /// The rows of the last cancel call and of the last prefetch call: the arrays the calls
  /// receive, whose storage the next pass reuses when the receiver kept no copy, so that a
  /// steady scroll allocates nothing for them.
  private var cancelBatch: [TableIndexPath] = []
  private var prefetchBatch: [TableIndexPath] = []

  /// Whether the viewport last moved up (towards the first row); `false` at first.
  private(set) var isScrollingUp = false

  /// The offset the last pass saw, or `nil` before the first pass.
  private var lastOffset: Double?

  /// Whether a pass is running: a pass asked for from inside one of its calls is not run
  /// nested, it marks ``needsPass``.
  private(set) var isRunning = false

  /// Whether something changed the table or the viewport while a pass ran.
  private(set) var needsPass = false

  // MARK: Passes

  /// Starts a pass.
  mutating func begin() {
    isRunning = true
    needsPass = false
  }

  /// Ends a pass.
  mutating func end() {
    isRunning = false
    needsPass = false
  }

  /// Asks the running pass to look again once its call returns.
  mutating func setNeedsPass() {
    needsPass = true
  }

  /// Starts one look at the viewport: notes the direction it moved since the last look (an
  /// unchanged offset keeps the direction) and empties ``window``, keeping its storage.
  mutating func look(at offset: Double) {
    needsPass = false
    if let lastOffset, offset != lastOffset {
      isScrollingUp = offset < lastOffset
    }
    lastOffset = offset
    window.removeAll(keepingCapacity: true)
  }

  /// Adds the next row of the window, nearer ones first.
  mutating func appendToWindow(_ indexPath: TableIndexPath) {
    window.append(indexPath)
  }

  /// Removes the displayed rows from ``prefetched`` without a cancel, and the rows that left
  /// the window undisplayed, which it returns in table order for one cancel call.
  /// - Complexity: O(*w*) for a window of *w* rows when the rows staying prefetched are the
  ///   window's start, in order (a steady scroll), else O(*p* · *w*) for *p* prefetched rows,
  ///   both at most the prefetch distance; allocates nothing once its storage has grown,
  ///   unless the receiver of the last call kept its array.
  mutating func takeCancelled(isDisplayed: (TableIndexPath) -> Bool) -> [TableIndexPath] {
    cancelBatch.removeAll(keepingCapacity: true)
    // A steady scroll: the rows displayed since leave from the front, and what stays is the
    // start of the window, in the same order; nothing is cancelled (O(*w*)).
    var displayed = 0
    while displayed < prefetched.count && isDisplayed(prefetched[displayed]) {
      displayed += 1
    }
    let staying = prefetched.count - displayed
    if staying <= window.count
      && prefetched[displayed...].elementsEqual(window.prefix(staying))
    {
      prefetched.removeFirst(displayed)
      return cancelBatch
    }
    var kept = 0
    for position in prefetched.indices {
      let indexPath = prefetched[position]
      if isDisplayed(indexPath) {
        continue
      }
      if !window.contains(indexPath) {
        cancelBatch.append(indexPath)
        continue
      }
      prefetched[kept] = indexPath
      kept += 1
    }
    prefetched.removeLast(prefetched.count - kept)
    cancelBatch.sort()
    return cancelBatch
  }

  /// The rows of the window not prefetched yet, nearest first, now recorded as prefetched.
  /// - Complexity: O(*w*) when the prefetched rows are the window's start, else O(*p* · *w*),
  ///   as ``takeCancelled(isDisplayed:)``; allocates nothing once its storage has grown,
  ///   unless the receiver of the last call kept its array.
  mutating func takeNew() -> [TableIndexPath] {
    prefetchBatch.removeAll(keepingCapacity: true)
    if prefetched.count <= window.count && window.starts(with: prefetched) {
      // A steady scroll: the window's start is prefetched, its end is new (O(*w*)).
      prefetchBatch.append(contentsOf: window[prefetched.count...])
      prefetched.append(contentsOf: prefetchBatch)
      return prefetchBatch
    }
    for indexPath in window where !prefetched.contains(indexPath) {
      prefetchBatch.append(indexPath)
    }
    prefetched.append(contentsOf: prefetchBatch)
    return prefetchBatch
  }

  // MARK: Changes of the table

  /// Carries the prefetched rows across a change of positions. A row the map sends to `nil`
  /// (deleted, or reloaded) is forgotten without a cancel: its old path may now mean another
  /// row, and the data source learns of it from the update itself.
  /// - Complexity: O(*p*) calls of the map.
  mutating func remap(rows rowMap: (TableIndexPath) -> TableIndexPath?) {
    guard !prefetched.isEmpty else { return }
    var kept = 0
    for position in prefetched.indices {
      guard let moved = rowMap(prefetched[position]) else { continue }
      prefetched[kept] = moved
      kept += 1
    }
    prefetched.removeLast(prefetched.count - kept)
  }

  /// Forgets every prefetched row without a cancel, as a reload (every path may mean another
  /// row) or disabling prefetching does, and the direction.
  mutating func forget() {
    guard !prefetched.isEmpty || lastOffset != nil else { return }
    prefetched.removeAll()
    lastOffset = nil
    isScrollingUp = false
  }
}
