/// The epoch of the first slots of one chain of groups: a node that is not a group, and every
/// group below it, in which each group's first slot depends on the layouts and positions of
/// the nodes above it up to that node.
///
/// Every node of a chain holds the same clock, so a group's cached first slot is known to be
/// stale without walking the tree, and a change in one chain leaves the others' caches alone.
///
/// Invariants, kept by ``PropagatingTableDelegate``:
/// - A group holds its parent's clock (the chain's clock), as soon as it is a group.
/// - ``epoch`` changes whenever a layout in the chain, a position (`index`) in it, a parent or
///   a mode of one of its nodes changes.
/// - A node that leaves a chain keeps its clock (sharing it costs the chain a few more
///   recomputations, never a stale answer); a node that joins another chain bumps the clock it
///   leaves, so that a group still holding that clock (one left out of its parent's children)
///   computes its first slot again, and forgets its own cached first slot: epochs of two
///   clocks are unrelated.
@MainActor
final class GroupBoundsClock {
  /// Changes whenever a first slot in the chain may have changed; a group caching its first
  /// slot remembers the epoch it was computed at.
  private(set) var epoch = 0

  /// Makes every first slot cached in the chain stale.
  /// - Complexity: O(1).
  @inline(__always)
  func tick() {
    epoch &+= 1
  }
}
