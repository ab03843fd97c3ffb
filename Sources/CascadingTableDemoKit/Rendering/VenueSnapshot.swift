import CascadingTableKit

/// The whole venue page as text: what `CascadingTableDemo --page venue --snapshot` prints and
/// what its golden test compares.
@MainActor
public enum VenueSnapshot {
  /// Lays the page out on a ``HeadlessTableView`` tall enough to show every row, and renders
  /// it under its title.
  /// - Parameters:
  ///   - page: The page; attached to a new table here.
  ///   - columns: The width of the text, in characters.
  /// - Returns: The page as lines joined by newlines, with a final newline.
  public static func render(_ page: VenuePage, columns: Int) -> String {
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 100_000))
    page.attach(to: table)
    let title = String(VenuePage.title.prefix(max(1, columns)))
    let rule = String(repeating: "=", count: max(1, columns))
    return title + "\n" + rule + "\n" + table.renderText(width: columns) + "\n"
  }
}
