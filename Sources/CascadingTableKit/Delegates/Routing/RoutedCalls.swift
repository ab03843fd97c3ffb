/// The routed calls running through one ``PropagatingTableDelegate``, and the children arrays
/// it keeps alive for them.
///
/// A routed call borrows its child from the node's children array without retaining it (see
/// ``UnretainedChild``). An array replaced or edited while such a call runs is retired here
/// rather than released, and released once the outermost call returns, so that no child a
/// call borrowed is freed under it.
///
/// The depth and whether arrays are retired share one stored word, `state`: twice the depth,
/// plus 1 while *no* array is retired. The outermost call returning with arrays retired is then
/// exactly the subtraction that leaves 0, so ``leave()`` costs one subtraction from memory and
/// the branch on its zero flag (a separate depth and flag cost two loads and two tests on
/// every level of every routed call).
///
/// Invariants:
/// - ``depth`` (`state >> 1`) counts the routed calls running (more than one when a child
///   calls back into the tree) and is never negative: each ``enter()`` is paired with one
///   ``leave()``.
/// - Arrays are retired only while ``depth`` is positive, and ``hasRetired`` (the low bit of
///   `state` clear) is `true` exactly while some are.
/// - `state` is 0 only between the outermost ``leave()`` with arrays retired and the
///   ``takeRetired()`` that follows it.
/// - Only this value writes its fields.
struct RoutedCalls {
  /// Twice the depth, plus 1 while no array is retired.
  private var state = 1

  /// Children arrays replaced or edited while a routed call was running.
  private var retired: [[any CascadingTableDelegate]] = []

  /// How many routed calls through the node are running.
  var depth: Int { state >> 1 }

  /// Whether some array is retired.
  var hasRetired: Bool { state & 1 == 0 }

  /// Notes that a routed call starts.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func enter() {
    // Wrapping: no overflow check on the routing path (the depth is bounded by the stack).
    state &+= 2
  }

  /// Notes that a routed call returned.
  /// - Returns: Whether it was the outermost and arrays are retired: the node then releases
  ///   them with ``takeRetired()``.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func leave() -> Bool {
    state &-= 2
    return state == 0
  }

  /// Keeps `array` alive until the outermost routed call returns, if one runs.
  /// - Complexity: O(1) amortized.
  mutating func retire(_ array: [any CascadingTableDelegate]) {
    guard depth > 0 else { return }
    retired.append(array)
    state &= ~1
  }

  /// Hands the retired arrays over, emptying this value first, so that a child's `deinit`
  /// routing back in when the caller releases them finds the node consistent.
  /// - Complexity: O(1).
  mutating func takeRetired() -> [[any CascadingTableDelegate]] {
    let arrays = retired
    retired = []
    state |= 1
    return arrays
  }
}
