import CascadingTableKit

/// What `CascadingTableDemo --tour` prints: the destination page used as a user would beyond
/// its rows (API.md §10), step by step on a ``HeadlessTableView``.
///
/// 1. A long press on Maya's review opens its context menu, drawn on the row as
///    `{Copy} {Report}`; choosing Copy puts the review on the pasteboard; opening it again and
///    choosing Report marks the review reported.
/// 2. Scrolling a phone-sized viewport down the page, the reviews section loads the remaining
///    reviews from `scrollViewDidScroll` as soon as the last review reaches the viewport.
///
/// With `trace`, each step is followed by the path of its menu calls through the tree, the
/// keyed follow-ups (`willDisplayContextMenu (from [4, 1]): …`) included, or of its
/// `scrollViewDidScroll`.
@MainActor
public enum DestinationTour {
  /// The review whose menu the tour opens: Maya's, the second review.
  public static let menuRow = TableIndexPath(row: 1, section: 4)

  /// The height of the viewport the tour scrolls, in points.
  public static let viewportHeight: Double = 600

  /// How far each scroll step moves the content, in points.
  public static let scrollStep: Double = 150

  /// Runs the tour on new pages and tables.
  /// - Parameters:
  ///   - columns: The width of the rows drawn, in characters.
  ///   - trace: Whether to print the path of each call a step made.
  /// - Returns: The tour's lines joined by newlines, with a final newline.
  public static func render(columns: Int, trace: Bool = false) -> String {
    var lines = [DestinationPage.title + ": beyond rows"]
    lines.append(String(repeating: "=", count: max(1, columns)))
    lines += contextMenu(columns: columns, trace: trace)
    lines.append("")
    lines += loadingNearTheEnd(trace: trace)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The context menu steps, on a table tall enough to show the whole page.
  private static func contextMenu(columns: Int, trace: Bool) -> [String] {
    let page = DestinationPage()
    let pasteboard = Pasteboard()
    for case let row as ReviewRow in page.reviews.reviewList.childDelegates {
      row.pasteboard = pasteboard
    }
    let table = HeadlessTableView(
      viewportSize: TableSize(width: page.metrics.width, height: PageSnapshot.wholePageHeight))
    let calls = TraceBuffer()
    let proxy = traced(page, on: table, into: calls)
    table.layoutIfNeeded()
    var lines: [String] = []
    func step(_ title: String, _ action: () -> Void) {
      calls.lines = []
      action()
      lines.append(title)
      lines.append(rowLine(of: table, columns: columns))
      if trace {
        lines += calls.lines.filter { $0.contains("ontextMenu") }.map { "    trace: " + $0 }
      }
    }
    step("Long-press Maya's review: its menu opens") {
      table.openContextMenu(forRowAt: menuRow)
    }
    step("Choose Copy: the menu closes, then the review is copied") {
      table.chooseContextMenuAction(at: 0)
    }
    lines.append("  pasteboard: \(pasteboard.string ?? "(empty)")")
    step("Long-press it again and choose Report: the row shows it is reported") {
      table.openContextMenu(forRowAt: menuRow)
      table.chooseContextMenuAction(at: 1)
    }
    step("Long-press it again: Report is disabled now") {
      table.openContextMenu(forRowAt: menuRow)
    }
    let titles = table.contextMenuConfiguration?.actions.map {
      $0.isDisabled ? "\($0.title) (disabled)" : $0.title
    }
    lines.append("  actions: \(titles?.joined(separator: ", ") ?? "none")")
    table.dismissContextMenu()
    withExtendedLifetime(proxy) {}
    return lines
  }

  /// The scrolling steps, on a phone-sized viewport.
  private static func loadingNearTheEnd(trace: Bool) -> [String] {
    let page = DestinationPage()
    let table = HeadlessTableView(
      viewportSize: TableSize(width: page.metrics.width, height: viewportHeight))
    let calls = TraceBuffer()
    let proxy = traced(page, on: table, into: calls)
    table.layoutIfNeeded()
    let section = page.reviews.index
    var lines = ["Scroll down the page, \(Int(scrollStep)) points at a time:"]
    var offset = 0.0
    while page.reviews.remainingCount > 0, offset < table.contentSize.height {
      offset += scrollStep
      calls.lines = []
      table.contentOffset = offset
      let visible = (table.indexPathsForVisibleRows ?? []).filter { $0.section == section }
      let shown = visible.map { "\($0.row)" }.joined(separator: ", ")
      var line = "  offset \(Int(table.contentOffset)): review rows on screen [\(shown)]"
      if page.reviews.remainingCount == 0 {
        line += ": the last one reached the viewport, so scrollViewDidScroll loaded the rest"
      }
      lines.append(line)
      if trace {
        lines += calls.lines.filter { $0.hasPrefix("scrollViewDidScroll") }.map {
          "    trace: " + $0
        }
      }
    }
    lines.append("  reviews now: \(table.numberOfRows(inSection: section))")
    withExtendedLifetime(proxy) {}
    return lines
  }

  /// Attaches the page and puts a tracing proxy, writing into `buffer`, in the root's place.
  private static func traced(
    _ page: DestinationPage, on table: HeadlessTableView, into buffer: TraceBuffer
  ) -> TracingTableProxy {
    page.attach(to: table)
    let proxy = TracingTableProxy(root: page.root) { buffer.lines.append($0) }
    table.dataSource = proxy
    table.delegate = proxy
    return proxy
  }

  /// The drawn line of the tour's review row.
  private static func rowLine(of table: HeadlessTableView, columns: Int) -> String {
    let author = "Maya"
    let lines = table.renderText(width: columns).split(separator: "\n")
    return lines.first { $0.dropFirst(2).hasPrefix(author) }.map(String.init) ?? ""
  }
}

/// The lines a tracing proxy wrote since a step began.
@MainActor
private final class TraceBuffer {
  var lines: [String] = []
}
