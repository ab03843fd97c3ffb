/// The sizes of the sample page's rows, headers and footers for a screen width, computed the
/// way the original sample computed them, with text measured at a fixed average glyph width so
/// that every height is deterministic.
///
/// On a terminal (``pointsPerLine`` set), every height is rounded to whole lines once, where it
/// is computed, so that a row covers the same number of lines wherever it is on the screen.
public struct PageMetrics: Hashable, Sendable {
  /// The width of the screen the page is laid out for, in points.
  public var width: Double

  /// The height of a terminal line the page is drawn with, in points, or `nil` (a phone) to
  /// keep the original's heights.
  public var pointsPerLine: Double?

  /// The average width of a glyph of 14-point body text, in points.
  public static let glyphWidth: Double = 7

  /// The height of a line of 14-point body text, in points.
  public static let lineHeight: Double = 17

  /// The height of the thin spacers between sections, as in the original sample.
  public static let spacerHeight: Double = 1.1

  /// The height of a section title header such as "INFORMATION".
  public static let titleHeaderHeight: Double = 41

  /// The height of the "N more" footer.
  public static let loadMoreFooterHeight: Double = 46

  /// Creates metrics for a screen width.
  /// - Parameters:
  ///   - width: The screen width in points; at least 100.
  ///   - pointsPerLine: The height of a terminal line in points, to round every height to whole
  ///     lines, or `nil` (the default) to keep the original's heights.
  public init(width: Double, pointsPerLine: Double? = nil) {
    precondition(width >= 100, "PageMetrics needs a width of at least 100 points, not \(width).")
    precondition(
      pointsPerLine.map { $0 > 0 } ?? true,
      "PageMetrics needs a positive line height, not \(pointsPerLine ?? 0).")
    self.width = width
    self.pointsPerLine = pointsPerLine
  }

  /// The metrics of a 375-point-wide phone, the width the original sample was designed for.
  public static let phone = PageMetrics(width: 375)

  /// A height as the page answers it: as is on a phone; on a terminal, rounded to the nearest
  /// whole number of lines, so a thin spacer becomes 0 and a 52-point row 3 lines (60 points).
  /// - Parameter height: A height computed the original's way, in points.
  /// - Returns: The height to answer, in points.
  public func fitted(_ height: Double) -> Double {
    guard let pointsPerLine else { return height }
    return (height / pointsPerLine).rounded() * pointsPerLine
  }

  /// How many glyphs of body text fit on a line of the given width.
  /// - Parameter lineWidth: The width of the line, in points.
  /// - Returns: At least 1.
  public func glyphsPerLine(_ lineWidth: Double) -> Int {
    max(1, Int(lineWidth / Self.glyphWidth))
  }

  /// The height of a text once wrapped to a line width.
  /// - Parameters:
  ///   - text: The text.
  ///   - lineWidth: The width of a line, in points.
  /// - Returns: The number of lines times the line height; 0 for an empty text.
  public func textHeight(_ text: String, lineWidth: Double) -> Double {
    let perLine = glyphsPerLine(lineWidth)
    let lines = (text.count + perLine - 1) / perLine
    return Double(lines) * Self.lineHeight
  }

  /// The height of the photo row: the photo keeps its 375 × 262 aspect ratio.
  public var photoHeight: Double { fitted((width * 262 / 375).rounded()) }

  /// The height of the name-and-location row.
  public var nameHeight: Double { fitted(52) }

  /// The height of the description row for a text.
  /// - Parameter text: The text the row shows.
  /// - Returns: The text's height with 15-point margins, plus 22 points of padding.
  public func descriptionHeight(_ text: String) -> Double {
    fitted(textHeight(text, lineWidth: width - 30) + 22)
  }

  /// The height of the map row: the map keeps its 355 × 109 aspect ratio inside 10-point margins.
  public var mapHeight: Double { fitted(((width - 20) * 109 / 355).rounded()) }

  /// The height of an information row: a bold title line, a value line, and 10 points of
  /// padding above and below.
  public var infoRowHeight: Double { fitted(2 * Self.lineHeight + 20) }

  /// The height of the rating row.
  public var ratingHeight: Double { fitted(39) }

  /// The height of a review row for a review's text.
  /// - Parameter text: The review's text.
  /// - Returns: 39 points for the author and stars, the text's height, and 20 of padding.
  public func reviewHeight(_ text: String) -> Double {
    fitted(39 + textHeight(text, lineWidth: width - 40) + 20)
  }
}
