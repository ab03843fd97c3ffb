/// The cell member's fallback: a new, empty ``TableCell`` for every row no child holds, made
/// only then.
///
/// Invariant: ``make()`` answers a cell no one else holds.
struct NewEmptyCell: RoutedFallback {
  /// A new, empty cell.
  /// - Complexity: O(1).
  @inline(__always)
  func make() -> TableCell { TableCell() }
}
