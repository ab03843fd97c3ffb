/// How inserted, deleted or reloaded rows and sections animate (UIKit's
/// `UITableView.RowAnimation`).
///
/// A headless table has nothing to animate; it records the value so that tests can check it.
public enum TableRowAnimation: Sendable {
  /// Fade in or out.
  case fade
  /// Slide in from or out to the right.
  case right
  /// Slide in from or out to the left.
  case left
  /// Slide in from or out to the top.
  case top
  /// Slide in from or out to the bottom.
  case bottom
  /// No animation.
  case none
  /// Keep the row centred while it appears or disappears.
  case middle
  /// Let the table choose.
  case automatic
}
