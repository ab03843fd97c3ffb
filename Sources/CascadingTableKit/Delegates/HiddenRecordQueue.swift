/// The nodes hidden as told whose records wait to be made anew: nodes whose children changed
/// outside any transaction while inside an empty state its holder's record hides, and the nodes
/// holding them up to that empty state (see `PropagatingTableDelegate+HiddenRecords.swift`).
///
/// No transaction compares such a node, so its record need only be made before the table is
/// told anything again (a transaction begins, or a table reads counts): once then, rather than
/// at every change, which made filling a hidden empty state row by row quadratic.
///
/// It holds nothing strongly: a node freed while queued needs no record.
///
/// ## Invariants
/// - A node is listed at most once while its ``NodeUpdateState/isQueuedForHiddenRecord`` is
///   `true`, which the queue sets when it lists the node and ``takeAll()``'s caller clears.
/// - Entries whose node was freed are pruned whenever the entries double since the last prune,
///   so the entries are never more than twice the nodes alive when they were last pruned, plus
///   ``pruneThreshold``.
struct HiddenRecordQueue {
  /// One queued node.
  private struct Entry {
    /// The node, or `nil` once it was freed.
    weak var node: PropagatingTableDelegate?
  }

  /// How many entries the queue holds before it first prunes the freed ones.
  static let pruneThreshold = 64

  /// The entries, oldest first.
  private var entries: [Entry] = []

  /// How many entries to hold before pruning the freed ones again.
  private var nextPrune = pruneThreshold

  /// Whether no node is queued.
  /// - Complexity: O(1).
  var isEmpty: Bool { entries.isEmpty }

  /// How many entries are held, freed nodes included until the next prune; for tests.
  /// - Complexity: O(1).
  var count: Int { entries.count }

  /// Lists `node`, and forgets the freed nodes once the entries doubled since they last were.
  /// - Complexity: O(1) amortised.
  mutating func append(_ node: PropagatingTableDelegate) {
    entries.append(Entry(node: node))
    guard entries.count >= nextPrune else { return }
    entries.removeAll { $0.node == nil }
    nextPrune = max(Self.pruneThreshold, 2 * entries.count)
  }

  /// The nodes listed and still alive, oldest first; the queue is empty afterwards.
  /// - Complexity: O(*k*) in the entries held.
  mutating func takeAll() -> [PropagatingTableDelegate] {
    let taken = entries.compactMap(\.node)
    entries = []
    nextPrune = Self.pruneThreshold
    return taken
  }
}
