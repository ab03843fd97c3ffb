/// One thing a table shows in its viewport: a section's header or footer, or a row.
enum VisibleItem: Hashable {
  /// The header of a section.
  case header(Int)
  /// A row.
  case row(TableIndexPath)
  /// The footer of a section.
  case footer(Int)
}
