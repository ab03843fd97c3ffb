/// A delegate that can answer the estimated heights of many rows of a section in one call.
///
/// This is an extension beyond UIKit, which asks `estimatedHeightForRowAt` once per row. When a
/// table's delegate adopts it, ``HeadlessTableView`` asks it for a block of rows at a time
/// wherever it would otherwise ask each row's estimate (at load, and for the sections a reload
/// rebuilds), and asks row by row for any block the delegate declines. A delegate tree answers
/// through it without routing each row from the root: ``PropagatingTableDelegate`` adopts it,
/// forwarding the call to the section's delegate, which answers its rows in a loop (or at once,
/// if a subclass overrides the method).
///
/// The answer must be the one `tableView(_:estimatedHeightForRowAt:)` would give for each row:
/// the table treats the two as interchangeable.
@MainActor
public protocol TableRowEstimating: TableDelegate {
  /// Appends the estimated heights of `rows` of `section` to `heights`, one per row in order,
  /// and returns `true`; or appends nothing and returns `false`, to have the table ask each row's
  /// `tableView(_:estimatedHeightForRowAt:)` instead.
  ///
  /// A negative height (such as ``TableDimension/automatic``) means "no estimate for this row",
  /// as a `nil` answer to `tableView(_:estimatedHeightForRowAt:)` does: the table falls back to
  /// its `estimatedRowHeight`, or to the row's exact height when estimates are off. An answer of
  /// the wrong length is ignored, and the block asked row by row.
  ///
  /// Nothing may change the table's data during the call.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rows: The rows asked for, all within the section's row count.
  ///   - section: The section holding the rows.
  ///   - heights: The array to append the estimates to.
  /// - Returns: Whether the delegate answered.
  /// - Complexity: Expected O(*k*) for *k* rows.
  func tableView(
    _ tableView: any TableHost, estimatedHeightsForRows rows: Range<Int>, inSection section: Int,
    into heights: inout [Double]
  ) -> Bool
}
