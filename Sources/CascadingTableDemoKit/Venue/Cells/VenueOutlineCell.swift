import CascadingTableKit

/// The venue's name, kind and address. Made from a nib, as in DataSourceKit's demo: the
/// nib's name is registered with ``TableNib`` by ``VenuePage``.
public final class VenueOutlineCell: TableCell, BindableCell {
  /// The nib the cell is registered with.
  public static let nib = TableNib(nibName: "VenueOutlineCell", bundle: nil)

  /// The outline's binder: from the nib, showing the venue's name over its kind and address.
  /// - Parameter value: The venue.
  /// - Returns: The binder.
  public static func makeBinder(value: Venue) -> CellBinder {
    CellBinder(
      cellType: VenueOutlineCell.self, registrationMethod: .nib(nib),
      reuseIdentifier: "VenueOutline"
    ) { cell in
      cell.text = value.name
      cell.detailText = "\(value.category) · \(value.address)"
    }
    .unselectable()
  }
}
