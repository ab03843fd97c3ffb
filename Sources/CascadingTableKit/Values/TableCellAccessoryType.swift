/// The standard accessory a cell shows at its trailing edge (UIKit's
/// `UITableViewCell.AccessoryType`).
public enum TableCellAccessoryType: Sendable {
  /// No accessory.
  case none
  /// A chevron: tapping the row leads somewhere.
  case disclosureIndicator
  /// An info button and a chevron.
  case detailDisclosureButton
  /// A checkmark.
  case checkmark
  /// An info button.
  case detailButton
}
