/// The rows one child of a section holding groups showed when the table was last told: a
/// group's leaves with the group's version then, or the rows of any other child.
///
/// A section's record keeps one chunk per child, so that a transaction compares only the
/// groups that changed since, and recording a section again re-lists only those.
@MainActor
struct LeafChunk {
  /// The group the chunk lists, or `nil` for a row delegate, a block or a group of
  /// declarations (whose rows are listed anew each time).
  var group: PropagatingTableDelegate?
  /// The group's ``NodeUpdateState/version`` when the chunk was listed.
  var version: Int
  /// The rows, in order.
  var leaves: [LeafRow]
}
