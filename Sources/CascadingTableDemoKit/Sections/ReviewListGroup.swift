import CascadingTableKit

/// The reviews of ``DestinationReviewUserSection``, as a group: one ``ReviewRow`` per review,
/// filling as many rows of the section as there are reviews.
///
/// A ``CascadingSectionTableDelegate`` inside another one is a group (see
/// <doc:ComposingSectionsFromGroups>): calls about its rows reach it with the table's own
/// index paths, and it hands each to the review whose ``CascadingTableDelegate/tableRange``
/// holds the row. Appending reviews in a transaction inserts their rows where the group ends.
/// While it holds no review it shows a ``NoReviewsRow``, its
/// ``PropagatingTableDelegate/emptyStateDelegate`` (see <doc:EmptyStates>).
@MainActor
public final class ReviewListGroup: CascadingSectionTableDelegate {
  /// Creates the group of the given reviews' rows.
  /// - Parameters:
  ///   - reviews: The reviews, in order.
  ///   - metrics: The sizes to lay the rows out with.
  public init(reviews: [Review], metrics: PageMetrics) {
    super.init(index: 0, childDelegates: reviews.map { ReviewRow(review: $0, metrics: metrics) })
    reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    emptyStateDelegate = NoReviewsRow(metrics: metrics)
  }

  /// Creates the group with the given row delegates.
  /// - Parameters:
  ///   - index: The group's position in its section.
  ///   - childDelegates: The row delegates.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates)
    reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
    emptyStateDelegate = NoReviewsRow(metrics: .phone)
  }
}
