import CascadingTableKit

/// One already-dequeued cell per row kind, handed out again and again, so that the routing
/// benchmark measures routing, not cell creation.
@MainActor
final class ReusedCells {
  /// The cell of title rows.
  let title = TableCell(reuseIdentifier: "title")
  /// The cell of detail rows.
  let detail = TableCell(reuseIdentifier: "detail")
  /// The cell of review rows.
  let review = TableCell(reuseIdentifier: "review")
  /// The cell of related rows.
  let related = TableCell(reuseIdentifier: "related")

  /// The cell of a kind of row.
  /// - Parameter kind: The row kind.
  /// - Returns: Its reused cell.
  func cell(for kind: RowKind) -> TableCell {
    switch kind {
    case .title: title
    case .detail: detail
    case .review: review
    case .related: related
    }
  }
}
