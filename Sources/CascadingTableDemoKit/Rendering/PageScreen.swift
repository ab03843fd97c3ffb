import CascadingTableKit

/// Draws what a ``HeadlessTableView``'s viewport shows as terminal lines: each header, row and
/// footer at the lines its rectangle covers, one line standing for ``pointsPerLine`` points,
/// so scrolling the table scrolls the screen.
///
/// Section titles are bold, a selected row has a bar down its left edge, a row whose
/// ``PageCell/showsBottomBorder`` is on ends with a rule, and a focused "N more" button is
/// shown in reverse video.
@MainActor
public struct PageScreen {
  /// The points of the page one terminal line stands for.
  public static let pointsPerLine: Double = 20

  private let table: HeadlessTableView
  private let columns: Int
  private let styled: Bool
  private var canvas: [String]

  /// Draws the table's viewport.
  /// - Parameters:
  ///   - table: The table, with a viewport `rows` × ``pointsPerLine`` points tall, or one
  ///     line less to show all of it wherever it is scrolled.
  ///   - rows: The number of lines to draw.
  ///   - columns: The width of a line.
  ///   - styled: Whether to use ANSI styles (bold, dim, reverse video). Defaults to `true`.
  /// - Returns: Exactly `rows` lines, each at most `columns` wide once styles are removed.
  /// - Complexity: O(*s* + *v* × `columns`) for *s* sections and *v* visible items.
  public static func draw(
    _ table: HeadlessTableView, rows: Int, columns: Int, styled: Bool = true
  ) -> [String] {
    var screen = PageScreen(
      table: table, columns: columns, styled: styled, canvas: Array(repeating: "", count: rows))
    screen.drawViewport()
    return screen.canvas
  }

  /// Where the drawing starts: the content offset rounded down to a whole line, so that an
  /// item covers the same number of lines wherever the page is scrolled, and content moves by
  /// whole lines. A drawing one line taller than the viewport shows all of it.
  private var top: Double {
    (table.contentOffset / Self.pointsPerLine).rounded(.down) * Self.pointsPerLine
  }

  private mutating func drawViewport() {
    let top = self.top
    let bottom = top + Double(canvas.count) * Self.pointsPerLine
    for section in 0..<table.numberOfSections {
      let bounds = table.rect(forSection: section)
      guard bounds.maxY > top, bounds.minY < bottom else { continue }
      if let header = table.headerView(forSection: section) {
        drawHeader(header, in: table.rectForHeader(inSection: section))
      }
      for row in 0..<table.numberOfRows(inSection: section) {
        let indexPath = TableIndexPath(row: row, section: section)
        if let cell = table.cellForRow(at: indexPath) {
          drawRow(cell, in: table.rect(forRow: indexPath))
        }
      }
      if let footer = table.footerView(forSection: section) {
        drawFooter(footer, in: table.rectForFooter(inSection: section))
      }
    }
  }

  // MARK: - Items

  private mutating func drawHeader(_ view: TableHeaderFooterView, in rect: TableRect) {
    guard let text = view.text, !text.isEmpty else { return }
    put([style(.bold, "  " + fit(text, columns - 2))], in: rect)
  }

  private mutating func drawFooter(_ view: TableHeaderFooterView, in rect: TableRect) {
    guard let text = view.text, !text.isEmpty else { return }
    let focused = (view as? LoadMoreFooterView)?.isFocused == true
    let button = "[ \(text) ]"
    let padding = String(repeating: " ", count: max(0, (columns - button.count) / 2))
    put([focused ? padding + style(.reverse, button) : padding + button], in: rect)
  }

  private mutating func drawRow(_ cell: TableCell, in rect: TableRect) {
    let span = lineSpan(of: rect)
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
    put(drawn, in: rect)
  }

  // MARK: - Helpers

  private func style(_ style: TerminalStyle, _ text: String) -> String {
    styled ? style.apply(to: text) : text
  }

  /// The canvas lines a rectangle covers.
  private func lineSpan(of rect: TableRect) -> Range<Int> {
    let first = Int(((rect.minY - top) / Self.pointsPerLine).rounded())
    let last = Int(((rect.maxY - top) / Self.pointsPerLine).rounded())
    return first..<max(first + 1, last)
  }

  private mutating func put(_ lines: [String], in rect: TableRect) {
    for (offset, line) in zip(lineSpan(of: rect), lines) where canvas.indices.contains(offset) {
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
