/// The routed calls running through one ``PropagatingTableDelegate``, and the children arrays
/// it keeps alive for them.
///
/// A routed call borrows its child from the node's children array without retaining it (see
/// ``UnretainedChild``). An array replaced or edited while such a call runs is retired here
/// rather than released, and released once the outermost call returns, so that no child a
/// call borrowed is freed under it.
///
/// Invariants:
/// - ``depth`` counts the routed calls running (more than one when a child calls back into the
///   tree) and is never negative: each ``enter()`` is paired with one ``leave()``.
/// - Arrays are retired only while ``depth`` is positive, and ``hasRetired`` is `true` exactly
///   while some are.
/// - Only this value writes its fields.
struct RoutedCalls {
  /// How many routed calls through the node are running.
  private(set) var depth = 0

  /// Children arrays replaced or edited while a routed call was running.
  private var retired: [[any CascadingTableDelegate]] = []

  /// Whether some array is retired: a flag the routing path can test without the exclusivity
  /// check an array mutated in place needs.
  private(set) var hasRetired = false

  /// Notes that a routed call starts.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func enter() {
    // Wrapping: no overflow check on the routing path (the depth is bounded by the stack).
    depth &+= 1
  }

  /// Notes that a routed call returned.
  /// - Returns: Whether it was the outermost and arrays are retired: the node then releases
  ///   them with ``takeRetired()``.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func leave() -> Bool {
    depth &-= 1
    return depth == 0 && hasRetired
  }

  /// Keeps `array` alive until the outermost routed call returns, if one runs.
  /// - Complexity: O(1) amortized.
  mutating func retire(_ array: [any CascadingTableDelegate]) {
    guard depth > 0 else { return }
    retired.append(array)
    hasRetired = true
  }

  /// Hands the retired arrays over, emptying this value first, so that a child's `deinit`
  /// routing back in when the caller releases them finds the node consistent.
  /// - Complexity: O(1).
  mutating func takeRetired() -> [[any CascadingTableDelegate]] {
    let arrays = retired
    retired = []
    hasRetired = false
    return arrays
  }
}
