/// The rows of a section holding groups, as a transaction compares them: its leaves, and the
/// positions of those whose node said it changed in place.
@MainActor
struct LeafRowList {
  /// The leaves, in order.
  var rows: [LeafRow] = []
  /// The positions in ``rows`` of the leaves whose node said it changed in place, ascending.
  var markedPositions: [Int] = []
}
