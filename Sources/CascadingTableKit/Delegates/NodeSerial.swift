/// The serial numbers that name each ``PropagatingTableDelegate`` for as long as the process
/// runs, so that a child of one of the library's classes can remember, in a plain stored
/// integer, which node made itself its parent.
///
/// A node re-synchronising its children after a change compares a kept child's remembered
/// serial with its own instead of loading the child's weak `parentDelegate`, which costs atomic
/// operations on the parent's side table for every child. A node stamps the serial when it
/// writes or finds itself as the child's parent; any write of `parentDelegate` through the
/// child's class resets it to 0, so the next comparison loads the parent again. A serial is
/// never reused (unlike an address), so a match means the child's parent is that very node.
///
/// Invariants: ``next()`` never returns the same value twice, and never 0, which stands for
/// "unknown: compare the parent itself". It counts one a node, so its values stay below 2⁴⁸,
/// which a bare child's ``ChildBookkeeping`` keeps: creating a node takes tens of nanoseconds
/// at the least, so reaching it takes months of creating nothing else.
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
}
