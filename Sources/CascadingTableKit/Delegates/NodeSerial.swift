/// The serial numbers that name each ``PropagatingTableDelegate`` for as long as the process
/// runs, so that a child of one of the library's classes can remember which node last made
/// itself its parent in a plain stored integer.
///
/// A node re-synchronising its children after a change compares a kept child's remembered
/// serial with its own instead of loading the child's weak `parentDelegate`, which costs atomic
/// operations on the parent's side table for every child. A serial is never reused (unlike an
/// address), so a match means the child's parent is that very node.
///
/// Invariants: ``next()`` never returns the same value twice, and never 0, which stands for "no
/// node of this class" (a parent of another class, or none).
@MainActor
enum NodeSerial {
  /// The last serial handed out.
  private static var last: UInt64 = 0

  /// A serial no node had before.
  /// - Complexity: O(1).
  static func next() -> UInt64 {
    last &+= 1
    return last
  }

  /// The serial of `node` when it is a ``PropagatingTableDelegate``, else 0.
  /// - Complexity: O(1).
  static func of(_ node: (any CascadingTableDelegate)?) -> UInt64 {
    guard let node else { return 0 }
    return (node as? PropagatingTableDelegate)?.serial ?? 0
  }
}
