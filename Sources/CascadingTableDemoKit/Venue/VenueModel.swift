/// What the venue page shows, held once: the phase and the reviews with their likes.
///
/// The page's two forms, ``VenuePage`` (one data source) and ``VenueSectionedPage`` (a root of
/// three), can share one model, so that a like given on one form is still there on the other.
@MainActor
public final class VenueModel {
  /// The phase the page shows.
  public var phase: VenuePhase

  /// The reviews, as loaded (their likes change with ``likeFirstReview()``).
  public private(set) var reviews = Venue.kaminarimonReviews

  /// The images both forms of the page loaded, by prefetching or displaying their rows.
  public let images = VenueImages()

  /// Creates a model in a phase, with Kaminarimon's reviews.
  /// - Parameter phase: The phase to start in.
  public init(phase: VenuePhase) {
    self.phase = phase
  }

  /// The page's state: the phase's cells with the reviews as they are now.
  public var state: VenueViewState { phase.state(reviews: reviews) }

  /// Adds a like to the first review.
  /// - Returns: Whether there was a review to like.
  @discardableResult
  public func likeFirstReview() -> Bool {
    guard !reviews.isEmpty else { return false }
    reviews[0].likes += 1
    return true
  }
}
