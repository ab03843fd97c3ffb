/// The rows of a section holding groups, as a transaction compares them: its leaves, and the
/// positions of those whose node said it changed in place.
///
/// Invariant: ``identities``, when not `nil`, holds one ``LeafIdentity`` per row of ``rows``,
/// in order.
@MainActor
struct LeafRowList {
  /// The leaves, in order.
  var rows: [LeafRow] = []
  /// The positions in ``rows`` of the leaves whose node said it changed in place, ascending.
  var markedPositions: [Int] = []
  /// The column of the rows' identities, or `nil` when the listing was not asked for it
  /// (see ``LeafIdentity``).
  var identities: [LeafIdentity]? = nil
}
