import CascadingTableKit

/// A row of the review list: a visitor's review, which can be marked helpful by selecting it.
///
/// A ``CascadingBareTableDelegate`` subclass used as a row delegate. It hides its cell's bottom
/// border when it is the last row of its section, which it finds out from its ``index`` and its
/// ``parentDelegate``: the showcase of the tree's links.
@MainActor
public final class ReviewRow: CascadingBareTableDelegate {
  /// The review shown.
  public let review: Review

  /// Whether the visitor marked the review helpful. Selecting the row toggles it.
  public private(set) var isMarkedHelpful = false

  private let metrics: PageMetrics

  /// Creates the row for a review.
  /// - Parameters:
  ///   - review: The review to show.
  ///   - metrics: The sizes to lay it out with.
  public init(review: Review, metrics: PageMetrics) {
    self.review = review
    self.metrics = metrics
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a row with an empty review; a row delegate takes no children.
  /// - Parameters:
  ///   - index: The row's position in its section.
  ///   - childDelegates: Ignored.
  public required convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(review: Review(author: "", rating: 0, text: ""), metrics: .phone)
    self.index = index
  }

  /// Whether this row is the last of its section: its ``index`` is the last position of its
  /// parent's children.
  public var isLastInSection: Bool {
    index + 1 == parentDelegate?.childDelegates.count
  }

  /// The row's cell: the author and stars, then the text.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: PageIdentifiers.review, for: indexPath)
    let helpful = isMarkedHelpful ? "  (helpful)" : ""
    cell.text = "\(review.author)  \(Stars.text(review.rating))\(helpful)"
    cell.detailText = review.text
    cell.fittingHeight = metrics.reviewHeight(review.text)
    return cell
  }

  /// Hides the cell's bottom border when this is the last review.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  public override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    (cell as? PageCell)?.showsBottomBorder = !isLastInSection
  }

  /// The author line, the wrapped text and padding.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height.
  public override func tableView(
    _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
  )
    -> Double?
  { metrics.reviewHeight(review.text) }

  /// The height of a review with no text, as the original sample estimated it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  public override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? { metrics.reviewHeight("") }

  /// Marks or unmarks the review as helpful, and reloads the row to show it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row, as the table knows it.
  public override func tableView(
    _ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath
  ) {
    isMarkedHelpful.toggle()
    tableView.reloadRows(at: [indexPath], with: .fade)
  }
}
