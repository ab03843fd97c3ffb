import CascadingTableKit

/// The "INFORMATION" section: a title header and one map row, which zooms in when selected.
///
/// A ``CascadingBareTableDelegate`` subclass, the second of the three ways the original sample
/// builds a section: it overrides only what it answers.
@MainActor
public final class DestinationInfoMapSection: CascadingBareTableDelegate {
  /// The title shown in the section's header.
  public static let title = "INFORMATION"

  /// The radius of the map's region, in metres. Selecting the map halves it, down to a
  /// quarter of the destination's, then starts over.
  public private(set) var radius: Int

  private let destination: Destination
  private let metrics: PageMetrics

  /// Creates the section for a destination.
  /// - Parameters:
  ///   - destination: The destination whose surroundings the map shows.
  ///   - metrics: The sizes to lay it out with.
  public init(destination: Destination, metrics: PageMetrics) {
    self.destination = destination
    self.metrics = metrics
    self.radius = destination.mapRadius
    super.init(index: 0, childDelegates: [])
  }

  /// Creates the section for the sample destination.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: Ignored: the section answers for its row itself.
  public required convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(destination: .underTheStars, metrics: .phone)
    self.index = index
  }

  /// Registers the map cell and the title header.
  /// - Parameter tableView: The table the page is shown in.
  public override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(PageCell.self, forCellReuseIdentifier: PageIdentifiers.map)
    tableView.register(
      TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.sectionTitle)
  }

  /// One row: the map.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.
  public override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int)
    -> Int
  { 1 }

  /// The map, as a placeholder naming its centre and radius.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The map cell.
  public override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: PageIdentifiers.map, for: indexPath)
    let latitude = Self.degrees(destination.latitude)
    let longitude = Self.degrees(destination.longitude)
    cell.text = "[ map: \(latitude), \(longitude) within \(radius) m ]"
    cell.fittingHeight = metrics.mapHeight
    return cell
  }

  /// The map keeps its aspect ratio.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The map's height.
  public override func tableView(
    _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
  )
    -> Double?
  { metrics.mapHeight }

  /// The "INFORMATION" title.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The header view.
  public override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    let view =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: PageIdentifiers.sectionTitle)
      ?? TableHeaderFooterView(reuseIdentifier: PageIdentifiers.sectionTitle)
    view.text = Self.title
    view.fittingHeight = metrics.fitted(PageMetrics.titleHeaderHeight)
    return view
  }

  /// The title header's height.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 41 points.
  public override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  { metrics.fitted(PageMetrics.titleHeaderHeight) }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  { metrics.fitted(PageMetrics.spacerHeight) }

  /// Zooms the map in, and reloads its row at the section's own ``index``.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  public override func tableView(
    _ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath
  ) {
    radius = radius > destination.mapRadius / 4 ? radius / 2 : destination.mapRadius
    tableView.reloadRows(at: [TableIndexPath(row: 0, section: index)], with: .automatic)
  }

  /// A coordinate with four decimals, without Foundation's formatting.
  private static func degrees(_ value: Double) -> String {
    let scaled = Int((abs(value) * 10_000).rounded())
    let fraction = String(scaled % 10_000)
    let padded = String(repeating: "0", count: 4 - fraction.count) + fraction
    return "\(value < 0 ? "-" : "")\(scaled / 10_000).\(padded)"
  }
}
