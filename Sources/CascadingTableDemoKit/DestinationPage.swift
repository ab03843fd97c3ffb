import CascadingTableKit

/// The original library's sample page, a destination's detail page, as a delegate tree: a
/// ``CascadingRootTableDelegate`` whose five children are the page's sections.
///
/// The page is just the order of the root's children: ``showReviewsFirst(_:)`` reorders them,
/// and the root moves the sections in the table (its reload mode is `.difference`).
///
/// ```swift
/// let table = HeadlessTableView()
/// let page = DestinationPage()
/// page.attach(to: table)
/// ```
@MainActor
public final class DestinationPage {
  /// The page's title, as the original sample showed it once loaded.
  public static let title = "Outdoor Adventures"

  /// The root of the tree: the table's data source and delegate once attached.
  public let root: CascadingRootTableDelegate

  /// The destination's photo, name and location, and description.
  public let header: DestinationHeaderSection

  /// The "INFORMATION" title and the map.
  public let map: DestinationInfoMapSection

  /// The address, website and phone rows.
  public let infoList: DestinationInfoListSection

  /// The "REVIEW" title and the average rating.
  public let rating: DestinationReviewRatingSection

  /// The visitors' reviews and the "N more" footer.
  public let reviews: DestinationReviewUserSection

  /// The sizes the page is laid out with.
  public let metrics: PageMetrics

  /// Whether the review sections come first. See ``showReviewsFirst(_:)``.
  public private(set) var isShowingReviewsFirst = false

  /// Builds the page's tree for a destination.
  /// - Parameters:
  ///   - destination: The destination to show. Defaults to the original sample's.
  ///   - metrics: The sizes to lay the page out with. Defaults to a 375-point phone.
  ///   - loader: Loads the reviews behind the "N more" footer. Defaults to delivering the
  ///     destination's ``Destination/moreReviews`` at once.
  public init(
    destination: Destination = .underTheStars, metrics: PageMetrics = .phone,
    loader: ReviewLoader? = nil
  ) {
    self.metrics = metrics
    header = DestinationHeaderSection(destination: destination, metrics: metrics)
    map = DestinationInfoMapSection(destination: destination, metrics: metrics)
    infoList = DestinationInfoListSection(info: destination.info, metrics: metrics)
    rating = DestinationReviewRatingSection(
      averageRating: destination.averageRating, metrics: metrics)
    reviews = DestinationReviewUserSection(
      reviews: destination.reviews, remainingCount: destination.moreReviews.count,
      loader: loader ?? .immediate(destination.moreReviews), metrics: metrics)
    root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    root.childDelegates = standardOrder
    root.reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
  }

  /// Prepares the tree for a table (registering every cell and view) and makes the root its
  /// data source and delegate.
  /// - Parameter table: The table to show the page in. It holds the root weakly; keep the page.
  public func attach(to table: any TableHost) {
    root.prepare(tableView: table)
  }

  /// Puts the two review sections first, or back after the others, by reordering the root's
  /// children; the root, whose reload mode is `.difference`, moves the sections in its table.
  /// - Parameter reviewsFirst: Whether the review sections come first.
  public func showReviewsFirst(_ reviewsFirst: Bool) {
    isShowingReviewsFirst = reviewsFirst
    root.childDelegates = reviewsFirst ? [rating, reviews, header, map, infoList] : standardOrder
  }

  private var standardOrder: [any CascadingTableDelegate] {
    [header, map, infoList, rating, reviews]
  }
}
