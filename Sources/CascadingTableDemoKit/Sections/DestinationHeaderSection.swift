import CascadingTableKit

/// The page's first section: the destination's photo, its name and location, and a
/// description that expands when selected.
///
/// Written by hand against ``CascadingTableDelegate``, with no base class, the first of the
/// three ways the original sample builds a section: it answers for its own three rows and has
/// no children.
@MainActor
public final class DestinationHeaderSection: CascadingTableDelegate {
  /// The section's rows, in order.
  public enum Row: Int, CaseIterable, Sendable {
    /// The photo placeholder.
    case photo
    /// The destination's name and location.
    case nameAndLocation
    /// The description, collapsed to two lines until selected.
    case summary
  }

  /// The section's position in the root. The root keeps it up to date.
  public var index: Int

  /// Always empty: this section answers for its rows itself.
  public var childDelegates: [any CascadingTableDelegate] = []

  /// The root, once the section is in a tree. Held weakly.
  public weak var parentDelegate: (any CascadingTableDelegate)?

  /// The destination shown.
  public let destination: Destination

  /// Whether the description shows in full. Selecting it toggles this.
  public private(set) var isSummaryExpanded = false

  private let metrics: PageMetrics

  /// Creates the section for a destination.
  /// - Parameters:
  ///   - destination: The destination to show.
  ///   - metrics: The sizes to lay it out with.
  public init(destination: Destination, metrics: PageMetrics) {
    self.index = 0
    self.destination = destination
    self.metrics = metrics
  }

  /// Creates the section for the sample destination; it takes no children, so
  /// `childDelegates` is ignored.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: Ignored.
  public convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(destination: .underTheStars, metrics: .phone)
    self.index = index
  }

  /// Registers the section's cells.
  /// - Parameter tableView: The table the page is shown in.
  public func prepare(tableView: any TableHost) {
    for identifier in [
      PageIdentifiers.photo, PageIdentifiers.nameAndLocation, PageIdentifiers.summary,
    ] {
      tableView.register(PageCell.self, forCellReuseIdentifier: identifier)
    }
  }

  /// The description as shown: in full when expanded, else cut to two lines.
  public var shownSummary: String {
    let limit = 2 * metrics.glyphsPerLine(metrics.width - 30)
    let summary = destination.summary
    guard !isSummaryExpanded, summary.count > limit else { return summary }
    return String(summary.prefix(limit - 7)) + "… more"
  }

  // MARK: - Data source

  /// Three rows: photo, name and location, description.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 3.
  public func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    Row.allCases.count
  }

  /// Dequeues the row's cell; it is filled in `willDisplay`, as the original sample did.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let identifier =
      switch Row(rawValue: indexPath.row) ?? .summary {
      case .photo: PageIdentifiers.photo
      case .nameAndLocation: PageIdentifiers.nameAndLocation
      case .summary: PageIdentifiers.summary
      }
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    configure(cell, row: indexPath.row)
    return cell
  }

  // MARK: - Delegate

  /// Fills the cell in with the destination.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    configure(cell, row: indexPath.row)
  }

  /// The photo keeps its aspect ratio, the name row is fixed, the description fits its text.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height.
  public func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    height(ofRow: indexPath.row)
  }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.spacerHeight)
  }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.spacerHeight)
  }

  /// Only the description reacts to a tap.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: Whether the row is the description.
  public func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    indexPath.row == Row.summary.rawValue
  }

  /// Expands or collapses the description, and reloads the section at its own ``index``.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    guard indexPath.row == Row.summary.rawValue else { return }
    isSummaryExpanded.toggle()
    tableView.reloadSections([index], with: .automatic)
  }

  private func configure(_ cell: TableCell, row: Int) {
    switch Row(rawValue: row) {
    case .photo:
      cell.text = "[ photo: \(destination.photoName) ]"
      cell.detailText = nil
    case .nameAndLocation:
      cell.text = destination.name
      cell.detailText = destination.location
    case .summary:
      cell.text = shownSummary
      cell.detailText = nil
    case nil:
      break
    }
    cell.fittingHeight = height(ofRow: row) ?? cell.fittingHeight
  }

  private func height(ofRow row: Int) -> Double? {
    switch Row(rawValue: row) {
    case .photo: metrics.photoHeight
    case .nameAndLocation: metrics.nameHeight
    case .summary: metrics.descriptionHeight(shownSummary)
    case nil: nil
    }
  }
}
