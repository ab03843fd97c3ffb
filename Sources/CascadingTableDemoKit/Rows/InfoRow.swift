import CascadingTableKit

/// A row of the information list: a title and a value, which the row "copies" when selected.
///
/// A ``CascadingBareTableDelegate`` subclass used as a row delegate: its section routes every
/// call about its row to it.
@MainActor
public final class InfoRow: CascadingBareTableDelegate {
  /// The information shown.
  public let item: InfoItem

  /// Whether the value was copied. Selecting the row sets it, and the cell shows a check mark.
  public private(set) var isCopied = false

  private let metrics: PageMetrics

  /// Creates the row for a line of information.
  /// - Parameters:
  ///   - item: The information to show.
  ///   - metrics: The sizes to lay it out with.
  public init(item: InfoItem, metrics: PageMetrics) {
    self.item = item
    self.metrics = metrics
    super.init(index: 0, childDelegates: [])
  }

  /// Creates an empty row; a row delegate takes no children.
  /// - Parameters:
  ///   - index: The row's position in its section.
  ///   - childDelegates: Ignored.
  public required convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(item: InfoItem(title: "", value: ""), metrics: .phone)
    self.index = index
  }

  /// The row's cell: the title, then the value.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: PageIdentifiers.info, for: indexPath)
    cell.text = item.title
    cell.detailText = isCopied ? "\(item.value)  (copied)" : item.value
    cell.accessoryType = isCopied ? .checkmark : .none
    cell.fittingHeight = metrics.infoRowHeight
    return cell
  }

  /// A title line, a value line and padding.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height.
  public override func tableView(
    _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
  )
    -> Double?
  { metrics.infoRowHeight }

  /// Copies the value, and reloads the row to show it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row, as the table knows it.
  public override func tableView(
    _ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath
  ) {
    isCopied = true
    tableView.reloadRows(at: [indexPath], with: .fade)
  }
}
