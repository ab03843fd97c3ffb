import CascadingTableKit

/// The row a ``ReviewListGroup`` shows while it has no review: "No reviews yet".
///
/// The group's ``PropagatingTableDelegate/emptyStateDelegate``: the group routes to it, and
/// counts its one row, only while it holds no review, so neither the group nor its section
/// tests for an empty list anywhere. A transaction that adds the first reviews deletes this
/// row and inserts theirs in one batch. It cannot be moved (it does not answer
/// `canMoveRowAt`).
@MainActor
public final class NoReviewsRow: CascadingBareTableDelegate {
  /// What the row shows.
  public static let text = "No reviews yet"

  private let metrics: PageMetrics

  /// Creates the row.
  /// - Parameter metrics: The sizes to lay it out with.
  public init(metrics: PageMetrics) {
    self.metrics = metrics
    super.init(index: 0, childDelegates: [])
  }

  /// Creates the row for a phone; a row delegate takes no children.
  /// - Parameters:
  ///   - index: The row's position.
  ///   - childDelegates: Ignored.
  public required convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(metrics: .phone)
    self.index = index
  }

  /// The row's cell, in the reviews' style, without a bottom border.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: PageIdentifiers.review, for: indexPath)
    cell.text = Self.text
    cell.detailText = nil
    cell.fittingHeight = metrics.reviewHeight("")
    (cell as? PageCell)?.showsBottomBorder = false
    return cell
  }

  /// The height of a review with no text.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height.
  public override func tableView(
    _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
  ) -> Double? { metrics.reviewHeight("") }
}
