import CascadingTableKit

/// A venue related to the one shown.
public final class VenueRelatedCell: TableCell, BindableCell {
  /// The related venue's binder: its name and kind, with a disclosure indicator.
  /// - Parameter value: The venue.
  /// - Returns: The binder.
  public static func makeBinder(value: Venue) -> CellBinder {
    CellBinder(
      cellType: VenueRelatedCell.self, registrationMethod: .class(VenueRelatedCell.self),
      reuseIdentifier: "VenueRelated"
    ) { cell in
      cell.text = value.name
      cell.detailText = value.category
      cell.accessoryType = .disclosureIndicator
    }
  }
}
