import CascadingTableKit

/// A visitor's review: stars and author over the text and its likes.
public final class VenueReviewCell: TableCell, BindableCell {
  /// The review's binder.
  /// - Parameter value: The review.
  /// - Returns: The binder.
  public static func makeBinder(value: VenueReview) -> CellBinder {
    CellBinder(
      cellType: VenueReviewCell.self, registrationMethod: .class(VenueReviewCell.self),
      reuseIdentifier: "VenueReview"
    ) { cell in
      cell.text = "\(Stars.text(value.rating))  \(value.author)  ♥ \(value.likes)"
      cell.detailText = value.text
    }
  }
}
