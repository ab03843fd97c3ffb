/// The editing control a row shows in editing mode (UIKit's `UITableViewCell.EditingStyle`).
public enum TableCellEditingStyle: Sendable {
  /// No editing control.
  case none
  /// A delete control.
  case delete
  /// An insert control.
  case insert
}
