/// What a table knows of one section's geometry: its header, row and footer heights, and which
/// of them are exact rather than estimated.
struct SectionGeometry {
  /// The height of the header, exact or estimated.
  var headerHeight: Double

  /// Whether ``headerHeight`` is exact.
  var headerIsExact: Bool

  /// The heights of the rows, exact or estimated.
  var rows: RowHeightIndex

  /// The height of the footer, exact or estimated.
  var footerHeight: Double

  /// Whether ``footerHeight`` is exact.
  var footerIsExact: Bool

  /// The number of rows.
  var rowCount: Int { rows.count }

  /// The section's full height: header, rows and footer.
  /// - Complexity: O(log *n*) in the number of rows.
  var totalHeight: Double { headerHeight + rows.total + footerHeight }
}
