import CascadingTableKit

/// One cell of the venue page, as plain data: the page's view state declares a list of these,
/// and a test compares the list without a table.
///
/// Each declaration is identified by what it shows (the outline, a header's title, a review's
/// id, a related venue's name), so when the state changes the data source diffs the lists:
/// a review whose likes changed is reconfigured in place, the rest inserted, deleted or moved.
public enum VenueCellDeclaration: Hashable, Identifiable, Sendable {
  /// The placeholder shown while the reviews load.
  case loading
  /// The venue's name, kind and address.
  case outline(Venue)
  /// A header cell, such as "Reviews" (DataSourceKit models headers as cells).
  case sectionHeader(String)
  /// A visitor's review.
  case review(VenueReview)
  /// A venue related to this one.
  case relatedVenue(Venue)

  /// The declaration's identity among the page's cells.
  public var id: String {
    switch self {
    case .loading: "loading"
    case .outline: "outline"
    case .sectionHeader(let title): "header \(title)"
    case .review(let review): "review \(review.id)"
    case .relatedVenue(let venue): "related \(venue.name)"
    }
  }

  /// The binder of the declaration's cell, from each cell type's ``BindableCell`` conformance.
  @MainActor
  public var binder: CellBinder {
    switch self {
    case .loading: VenueLoadingCell.makeBinder(value: ())
    case .outline(let venue): VenueOutlineCell.makeBinder(value: venue)
    case .sectionHeader(let title): VenueSectionHeaderCell.makeBinder(value: title)
    case .review(let review): VenueReviewCell.makeBinder(value: review)
    case .relatedVenue(let venue): VenueRelatedCell.makeBinder(value: venue)
    }
  }
}
