/// How a table groups its sections (UIKit's `UITableView.Style`).
///
/// A headless table has no pixels: the style changes only how ``HeadlessTableView/renderText(width:)``
/// draws the viewport (see there), never a row's geometry, the calls the table makes, or what
/// it displays. A port keeps the style it was written with, and a golden test shows it.
public enum TableViewStyle: Sendable, Hashable, CaseIterable {
  /// Sections follow one another without a gap, as in a plain `UITableView`. The default.
  case plain
  /// Sections stand apart, each its own group.
  case grouped
  /// Sections stand apart and are inset from the table's edges (iOS 13's `.insetGrouped`).
  case insetGrouped
}
