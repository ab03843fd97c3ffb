/// The view states the venue page's keys switch between.
public enum VenuePhase: CaseIterable, Sendable {
  /// The venue is known; its reviews and related venues are loading.
  case loading
  /// Everything has loaded.
  case withReviews
  /// Everything has loaded, and there are no related venues.
  case noRelatedVenues

  /// The phase's name, as the status line shows it.
  public var name: String {
    switch self {
    case .loading: "loading"
    case .withReviews: "with reviews"
    case .noRelatedVenues: "no related venues"
    }
  }

  /// The page's state in this phase for Kaminarimon, with the given reviews.
  /// - Parameter reviews: The reviews to show once loaded.
  /// - Returns: The state.
  @MainActor
  public func state(reviews: [VenueReview] = Venue.kaminarimonReviews) -> VenueViewState {
    switch self {
    case .loading:
      VenueViewState(venue: .kaminarimon, isLoading: true)
    case .withReviews:
      VenueViewState(
        venue: .kaminarimon, reviews: reviews, relatedVenues: Venue.kaminarimonRelated)
    case .noRelatedVenues:
      VenueViewState(venue: .kaminarimon, reviews: reviews)
    }
  }
}
