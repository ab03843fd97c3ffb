import CascadingTableKit

/// What the venue page shows, as a value: DataSourceKit's "advanced" demo state, declared
/// with ``CellsBuilder``.
///
/// The cells come out in display order: the outline; while loading, a placeholder; then a
/// "Reviews" header and the reviews, and a "Related Venues" header and the venues, each pair
/// only when it has something to show.
public struct VenueViewState: CellsBuilderDeclarator, Sendable {
  /// The page declares its cells as ``VenueCellDeclaration``s.
  public typealias CellDeclaration = VenueCellDeclaration

  /// The venue, or `nil` before it is known.
  public var venue: Venue?
  /// Whether the reviews and related venues are still loading.
  public var isLoading: Bool
  /// The reviews, in order.
  public var reviews: [VenueReview]
  /// The related venues, in order.
  public var relatedVenues: [Venue]

  /// Creates a state.
  public init(
    venue: Venue?, isLoading: Bool = false, reviews: [VenueReview] = [],
    relatedVenues: [Venue] = []
  ) {
    self.venue = venue
    self.isLoading = isLoading
    self.reviews = reviews
    self.relatedVenues = relatedVenues
  }

  /// The page's cells, in display order.
  public var cells: [VenueCellDeclaration] {
    if let venue {
      VenueCellDeclaration.outline(venue)
    }
    if isLoading {
      VenueCellDeclaration.loading
    } else {
      if !reviews.isEmpty {
        VenueCellDeclaration.sectionHeader("Reviews")
        for review in reviews {
          VenueCellDeclaration.review(review)
        }
      }
      if !relatedVenues.isEmpty {
        VenueCellDeclaration.sectionHeader("Related Venues")
        relatedVenues.map(VenueCellDeclaration.relatedVenue)
      }
    }
  }
}
