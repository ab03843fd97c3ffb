import CascadingTableKit

/// The placeholder shown while the reviews load.
public final class VenueLoadingCell: TableCell, BindableCell {
  /// The placeholder's binder.
  /// - Parameter value: Nothing: the placeholder shows the same text always.
  /// - Returns: The binder.
  public static func makeBinder(value: Void) -> CellBinder {
    CellBinder(
      cellType: VenueLoadingCell.self, registrationMethod: .class(VenueLoadingCell.self),
      reuseIdentifier: "VenueLoading"
    ) { cell in
      cell.text = "Loading reviews…"
    }
    .unselectable()
  }
}
