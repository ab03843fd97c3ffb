/// Which child of a node produced a value a row returned: a context menu's configuration (the
/// child whose `contextMenuConfigurationForRowAt` returned it) or a drag session (the child whose
/// `itemsForBeginning` began it), so that the calls carrying that value later reach the same
/// child (API.md §10, "Keyed by what a row returned").
///
/// It holds nothing strongly: both the value and the child are weak references, so the memory
/// keeps neither a closed menu's configuration, an ended session nor a removed child alive.
///
/// ## Invariants
/// - At most one entry per live value (remembering a value again replaces its producer).
/// - Entries whose value or child was freed are pruned on every ``remember(_:producing:)``, so
///   the entries are never more than the values alive when the last one was remembered, plus
///   one.
/// - Nothing here runs on the routing of any other member: a node touches its memory only when
///   a row returns a configuration or begins a drag, and when a keyed call arrives.
struct ProducerMemory {
  /// One remembered value and the child that produced it.
  private struct Entry {
    /// The configuration or session.
    weak var value: AnyObject?
    /// The child that produced it.
    weak var producer: AnyObject?
  }

  /// The entries, oldest first.
  private var entries: [Entry] = []

  /// How many entries are held (dead ones included until the next prune); for tests.
  /// - Complexity: O(1).
  var count: Int { entries.count }

  /// Remembers that `producer` produced `value`, replacing what was remembered for `value`,
  /// and forgets every entry whose value or producer is gone.
  /// - Complexity: O(*k*) in the entries held.
  mutating func remember(_ producer: AnyObject, producing value: AnyObject) {
    entries.removeAll { entry in
      guard let held = entry.value, entry.producer != nil else { return true }
      return held === value
    }
    entries.append(Entry(value: value, producer: producer))
  }

  /// The child remembered as the producer of `value`, or `nil` when none is (never remembered,
  /// or the child was freed).
  /// - Complexity: O(*k*) in the entries held.
  func producer(of value: AnyObject) -> AnyObject? {
    for entry in entries.reversed() where entry.value === value {
      return entry.producer
    }
    return nil
  }
}
