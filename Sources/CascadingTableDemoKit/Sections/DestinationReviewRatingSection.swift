import CascadingTableKit

/// The "REVIEW" section: a title header and the average rating, to which selecting adds the
/// visitor's own rating, one more star per selection.
///
/// Written by hand against ``CascadingTableDelegate``, like ``DestinationHeaderSection``.
@MainActor
public final class DestinationReviewRatingSection: CascadingTableDelegate {
  /// The title shown in the section's header.
  public static let title = "REVIEW"

  /// The section's position in the root. The root keeps it up to date.
  public var index: Int

  /// Always empty: this section answers for its row itself.
  public var childDelegates: [any CascadingTableDelegate] = []

  /// The root, once the section is in a tree. Held weakly.
  public weak var parentDelegate: (any CascadingTableDelegate)?

  /// The average rating, from 1 to 5 stars.
  public let averageRating: Int

  /// The visitor's own rating, or `nil` before the first selection.
  public private(set) var ownRating: Int?

  private let metrics: PageMetrics

  /// Creates the section for an average rating.
  /// - Parameters:
  ///   - averageRating: The average rating, from 1 to 5 stars.
  ///   - metrics: The sizes to lay it out with.
  public init(averageRating: Int, metrics: PageMetrics) {
    self.index = 0
    self.averageRating = averageRating
    self.metrics = metrics
  }

  /// Creates the section for the sample destination's rating; it takes no children, so
  /// `childDelegates` is ignored.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: Ignored.
  public convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(averageRating: Destination.underTheStars.averageRating, metrics: .phone)
    self.index = index
  }

  /// Registers the rating cell and the header and footer views.
  /// - Parameter tableView: The table the page is shown in.
  public func prepare(tableView: any TableHost) {
    tableView.register(PageCell.self, forCellReuseIdentifier: PageIdentifiers.rating)
    tableView.register(
      TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.sectionTitle)
    tableView.register(
      TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.spacer)
  }

  /// One row: the stars.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.
  public func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 1 }

  /// The stars of the average rating, and the visitor's own once given.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: PageIdentifiers.rating, for: indexPath)
    cell.text = "\(Stars.text(averageRating))  \(averageRating) of 5"
    cell.detailText = ownRating.map { "You rated it \(Stars.text($0))" }
    cell.fittingHeight = metrics.ratingHeight
    return cell
  }

  /// The row's fixed height.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: 39 points.
  public func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    metrics.ratingHeight
  }

  /// The "REVIEW" title.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The header view.
  public func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    let view =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: PageIdentifiers.sectionTitle)
      ?? TableHeaderFooterView(reuseIdentifier: PageIdentifiers.sectionTitle)
    view.text = Self.title
    view.fittingHeight = metrics.fitted(PageMetrics.titleHeaderHeight)
    return view
  }

  /// The title header's height.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 41 points.
  public func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.titleHeaderHeight)
  }

  /// A blank footer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The footer view.
  public func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    let view =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: PageIdentifiers.spacer)
      ?? TableHeaderFooterView(reuseIdentifier: PageIdentifiers.spacer)
    view.text = nil
    view.fittingHeight = metrics.fitted(PageMetrics.spacerHeight)
    return view
  }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.spacerHeight)
  }

  /// Gives the visitor's rating one more star (after five, back to one), and reloads the
  /// section at its own ``index``.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    ownRating = (ownRating ?? 0) % 5 + 1
    tableView.reloadSections([index], with: .automatic)
  }
}
