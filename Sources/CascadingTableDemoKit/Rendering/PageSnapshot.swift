import CascadingTableKit

/// The whole sample page as text: what `CascadingTableDemo --snapshot` prints and what the
/// golden test compares.
@MainActor
public enum PageSnapshot {
  /// Lays a page out on a ``HeadlessTableView`` tall enough to show every row, and renders it.
  ///
  /// The text is the page's title, a rule, and the table's
  /// ``HeadlessTableView/renderText(width:)``, so it is deterministic: it depends only on the
  /// page and the width.
  /// - Parameters:
  ///   - page: The page; attached to a new table here.
  ///   - columns: The width of the text, in characters.
  ///   - trace: Receives the route of every call the table makes, or `nil` not to trace.
  /// - Returns: The page as lines joined by newlines, with a final newline.
  public static func render(
    _ page: DestinationPage, columns: Int, trace: (@MainActor (String) -> Void)? = nil
  ) -> String {
    let table = HeadlessTableView(
      viewportSize: TableSize(width: page.metrics.width, height: wholePageHeight))
    page.attach(to: table)
    let proxy = trace.map { TracingTableProxy(root: page.root, log: $0) }
    if let proxy {
      table.dataSource = proxy
      table.delegate = proxy
    }
    let body = withExtendedLifetime(proxy) { table.renderText(width: columns) }
    return title(columns: columns) + body + "\n"
  }

  /// The page's title over a rule, cut to the width.
  /// - Parameter columns: The width, in characters.
  /// - Returns: Two lines, each ending with a newline.
  public static func title(columns: Int) -> String {
    let title = String(DestinationPage.title.prefix(max(1, columns)))
    return title + "\n" + String(repeating: "=", count: max(1, columns)) + "\n"
  }

  /// A viewport height, in points, far taller than the page, so that every row is visible.
  static let wholePageHeight: Double = 100_000
}
