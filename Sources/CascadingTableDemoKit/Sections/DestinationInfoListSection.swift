import CascadingTableKit

/// The information list: one ``InfoRow`` per line (address, website, phone).
///
/// A ``CascadingSectionTableDelegate`` subclass with row delegates, the third of the three ways
/// the original sample builds a section. Its rows are its children; replacing them reloads the
/// section through ``CascadingSectionTableDelegate/reloadModeOnChildDelegatesChanged``.
@MainActor
public final class DestinationInfoListSection: CascadingSectionTableDelegate {
  /// The height of the blank header above a non-empty list.
  public static let headerHeight: Double = 10

  private let metrics: PageMetrics

  /// Creates the section with a row per line of information.
  /// - Parameters:
  ///   - info: The lines of information.
  ///   - metrics: The sizes to lay the rows out with.
  public init(info: [InfoItem], metrics: PageMetrics) {
    self.metrics = metrics
    super.init(
      index: 0, childDelegates: info.map { InfoRow(item: $0, metrics: metrics) })
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
  }

  /// Creates the section with the given row delegates.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: The row delegates.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.metrics = .phone
    super.init(index: index, childDelegates: childDelegates)
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
  }

  /// Shows new information: replaces the rows, which reloads the section.
  /// - Parameter info: The lines of information.
  public func update(info: [InfoItem]) {
    childDelegates = info.map { InfoRow(item: $0, metrics: metrics) }
  }

  /// Registers the rows' cell and the blank header, then prepares the rows.
  /// - Parameter tableView: The table the page is shown in.
  public override func prepare(tableView: any TableHost) {
    tableView.register(PageCell.self, forCellReuseIdentifier: PageIdentifiers.info)
    tableView.register(
      TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.spacer)
    super.prepare(tableView: tableView)
  }

  /// A blank header while there are rows, none otherwise.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The blank header, or `nil`.
  public override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    guard !childDelegates.isEmpty else { return nil }
    let view =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: PageIdentifiers.spacer)
      ?? TableHeaderFooterView(reuseIdentifier: PageIdentifiers.spacer)
    view.text = nil
    view.fittingHeight = metrics.fitted(Self.headerHeight)
    return view
  }

  /// 10 points above rows, a thin spacer when there are none.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The header's height.
  public override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    childDelegates.isEmpty
      ? metrics.fitted(PageMetrics.spacerHeight) : metrics.fitted(Self.headerHeight)
  }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.spacerHeight)
  }
}
