/// Where a row ends up in the viewport when the table scrolls to it (UIKit's
/// `UITableView.ScrollPosition`).
public enum TableScrollPosition: Sendable {
  /// Scroll as little as needed to make the row fully visible.
  case none
  /// Put the row at the top of the viewport.
  case top
  /// Put the row in the middle of the viewport.
  case middle
  /// Put the row at the bottom of the viewport.
  case bottom
}
