/// A row of the hand-written baseline for tree maintenance: it knows its position and, weakly,
/// the list holding it, as a row delegate knows its `index` and `parentDelegate`.
@MainActor
final class RowModel {
  /// The row's position in its list.
  var index = 0
  /// The list holding the row.
  weak var parent: HandWrittenRowList?
}
