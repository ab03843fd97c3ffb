import CascadingTableKit

/// Draws what a ``HeadlessTableView``'s viewport shows as terminal lines, one line standing for
/// ``pointsPerLine`` points, so scrolling the table scrolls the screen.
///
/// Each header, row and footer covers its height in lines, rounded once from its height and
/// never from where it is (see ``lineCount(ofHeight:isRow:)``), and the items follow each
/// other line after line from the first one the viewport shows: a row keeps its number of
/// lines wherever it is scrolled and whatever moved above it. Give the table heights in whole
/// lines (``PageMetrics/pointsPerLine``, ``makeTable(lines:)``) and the drawing matches the
/// table's geometry line for line.
///
/// Section titles are bold, a selected row has a bar down its left edge, a row whose
/// ``PageCell/showsBottomBorder`` is on ends with a rule, and a focused "N more" button is
/// shown in reverse video.
@MainActor
public struct PageScreen {
  /// The points of the page one terminal line stands for.
  public static let pointsPerLine: Double = 20

  /// The destination page's metrics on a terminal: a phone's width, every height in whole
  /// lines.
  public static let metrics = PageMetrics(width: 375, pointsPerLine: pointsPerLine)

  /// A header, row or footer of the table and the canvas lines it covers.
  public struct Placement: Hashable, Sendable {
    /// What a placement draws.
    public enum Item: Hashable, Sendable {
      /// The header of a section.
      case header(section: Int)
      /// A row.
      case row(TableIndexPath)
      /// The footer of a section.
      case footer(section: Int)
    }

    /// The item.
    public var item: Item
    /// Its lines on the canvas; they may start above line 0 or end past the last line.
    public var lines: Range<Int>
  }

  private let table: HeadlessTableView
  private let columns: Int
  private let styled: Bool
  private var canvas: [String]

  /// Draws the table's viewport.
  /// - Parameters:
  ///   - table: The table, with a viewport `rows` × ``pointsPerLine`` points tall.
  ///   - rows: The number of lines to draw.
  ///   - columns: The width of a line.
  ///   - styled: Whether to use ANSI styles (bold, dim, reverse video). Defaults to `true`.
  /// - Returns: Exactly `rows` lines, each at most `columns` wide once styles are removed.
  /// - Complexity: O(*s* + *r* + *v* × `columns`) for *s* sections, *r* rows in the sections
  ///   shown and *v* visible items.
  public static func draw(
    _ table: HeadlessTableView, rows: Int, columns: Int, styled: Bool = true
  ) -> [String] {
    var screen = PageScreen(
      table: table, columns: columns, styled: styled, canvas: Array(repeating: "", count: rows))
    for placement in layout(table, rows: rows) {
      screen.draw(placement)
    }
    return screen.canvas
  }

  /// Where the drawing of the viewport puts each item that reaches its lines.
  /// - Parameters:
  ///   - table: The table.
  ///   - rows: The number of lines of the drawing.
  /// - Returns: The placements, top to bottom, each starting where the one before ends.
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows in the sections shown.
  public static func layout(_ table: HeadlessTableView, rows: Int) -> [Placement] {
    // The drawing starts at the content offset rounded down to a whole line, so content moves
    // by whole lines; the first item it reaches sets where the items start.
    let top = (table.contentOffset / pointsPerLine).rounded(.down) * pointsPerLine
    var placements: [Placement] = []
    var next: Int?
    func place(_ item: Placement.Item, _ rect: TableRect, isRow: Bool = false) {
      guard rect.maxY > top else { return }
      let start = next ?? Int(((rect.minY - top) / pointsPerLine).rounded())
      let end = start + lineCount(ofHeight: rect.height, isRow: isRow)
      placements.append(Placement(item: item, lines: start..<end))
      next = end
    }
    for section in 0..<table.numberOfSections {
      if let next, next >= rows { break }
      guard table.rect(forSection: section).maxY > top else { continue }
      place(.header(section: section), table.rectForHeader(inSection: section))
      for row in 0..<table.numberOfRows(inSection: section) {
        if let next, next >= rows { break }
        let indexPath = TableIndexPath(row: row, section: section)
        place(.row(indexPath), table.rect(forRow: indexPath), isRow: true)
      }
      place(.footer(section: section), table.rectForFooter(inSection: section))
    }
    return placements.filter { $0.lines.overlaps(0..<rows) }
  }

  /// The number of lines an item of a height covers: its height in lines, rounded to the
  /// nearest, and at least one for a row.
  /// - Parameters:
  ///   - height: The item's height, in points.
  ///   - isRow: Whether the item is a row rather than a header or footer.
  /// - Returns: The number of lines.
  public static func lineCount(ofHeight height: Double, isRow: Bool) -> Int {
    let lines = Int((height / pointsPerLine).rounded())
    return isRow ? max(1, lines) : max(0, lines)
  }

  /// A table to draw a page on: a phone's width, `lines` lines tall, and rows whose delegate
  /// gives no height two lines tall (rather than UIKit's 44 points, 2.2 lines).
  /// - Parameter lines: The height of the viewport, in lines.
  /// - Returns: The table.
  public static func makeTable(lines: Int) -> HeadlessTableView {
    let table = HeadlessTableView(
      viewportSize: TableSize(width: 375, height: Double(lines) * pointsPerLine))
    table.rowHeight = 2 * pointsPerLine
    return table
  }

  // MARK: - Items

  private mutating func draw(_ placement: Placement) {
    switch placement.item {
    case .header(let section):
      if let header = table.headerView(forSection: section) {
        drawHeader(header, in: placement.lines)
      }
    case .row(let indexPath):
      if let cell = table.cellForRow(at: indexPath) {
        drawRow(cell, in: placement.lines)
      }
    case .footer(let section):
      if let footer = table.footerView(forSection: section) {
        drawFooter(footer, in: placement.lines)
      }
    }
  }

  private mutating func drawHeader(_ view: TableHeaderFooterView, in span: Range<Int>) {
    guard let text = view.text, !text.isEmpty else { return }
    put([style(.bold, "  " + fit(text, columns - 2))], in: span)
  }

  private mutating func drawFooter(_ view: TableHeaderFooterView, in span: Range<Int>) {
    guard let text = view.text, !text.isEmpty else { return }
    let focused = (view as? LoadMoreFooterView)?.isFocused == true
    let button = "[ \(text) ]"
    let padding = String(repeating: " ", count: max(0, (columns - button.count) / 2))
    put([focused ? padding + style(.reverse, button) : padding + button], in: span)
  }

  private mutating func drawRow(_ cell: TableCell, in span: Range<Int>) {
    let height = max(1, span.count)
    let marker = cell.isSelected ? style(.bold, "┃ ") : "  "
    let width = max(4, columns - 4)
    var lines: [String]
    switch cell.reuseIdentifier {
    case PageIdentifiers.photo?:
      lines = picture(cell.text ?? "", fill: "░", height: height, width: width)
    case PageIdentifiers.map?:
      lines = picture(cell.text ?? "", fill: "·", height: height, width: width)
    default:
      let accessory = Self.accessory(cell.accessoryType)
      lines = wrap(cell.text ?? "", width: width - accessory.count)
      if lines.isEmpty { lines = [""] }
      lines[0] += accessory
      if let detail = cell.detailText {
        lines += wrap(detail, width: width)
      }
    }
    let border = (cell as? PageCell)?.showsBottomBorder ?? true
    let room = border && height > 1 ? height - 1 : height
    if lines.count > room, let detail = cell.detailText {
      lines = wrap((cell.text ?? "") + " · " + detail, width: width)
    }
    lines = Array(lines.prefix(room))
    var drawn = lines.map { marker + $0 }
    if border, height > 1 {
      drawn += Array(repeating: "", count: max(0, height - 1 - drawn.count))
      drawn.append(style(.dim, "  " + String(repeating: "─", count: width)))
    }
    put(drawn, in: span)
  }

  // MARK: - Helpers

  private func style(_ style: TerminalStyle, _ text: String) -> String {
    styled ? style.apply(to: text) : text
  }

  private mutating func put(_ lines: [String], in span: Range<Int>) {
    for (offset, line) in zip(span, lines) where canvas.indices.contains(offset) {
      canvas[offset] = line
    }
  }

  private func picture(_ caption: String, fill: Character, height: Int, width: Int) -> [String] {
    let band = String(repeating: fill, count: width)
    let label = " \(fit(caption, width - 2)) "
    let side = max(0, (width - label.count) / 2)
    let middle =
      String(repeating: fill, count: side) + label
      + String(repeating: fill, count: max(0, width - side - label.count))
    return (0..<max(1, height - 1)).map { $0 == (height - 1) / 2 ? middle : band }
  }

  private func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { fit($0, width) }
  }

  private func fit(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "~"
  }

  private static func accessory(_ type: TableCellAccessoryType) -> String {
    type == .checkmark ? "  ✓" : ""
  }
}
