import CascadingTableKit

/// A row delegate as an app writes one: it answers its cell, its heights and its selection
/// from what it was built with.
final class RoutingRow: CascadingBareTableDelegate {
  private let cell: TableCell
  private let height: Double
  private let estimatedHeight: Double
  private let isSelectable: Bool
  private let selections: SelectionCounter

  /// Creates a row of a kind.
  /// - Parameters:
  ///   - kind: What the row shows.
  ///   - cells: The reused cells; the row answers with its kind's.
  ///   - selections: Where the row records that it was selected.
  init(kind: RowKind, cells: ReusedCells, selections: SelectionCounter) {
    cell = cells.cell(for: kind)
    height = kind.height
    estimatedHeight = kind.estimatedHeight
    isSelectable = kind.isSelectable
    self.selections = selections
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a detail row with a cell and a counter of its own.
  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    cell = TableCell(reuseIdentifier: "detail")
    height = RowKind.detail.height
    estimatedHeight = RowKind.detail.estimatedHeight
    isSelectable = true
    selections = SelectionCounter()
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    height
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? {
    estimatedHeight
  }

  override func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    isSelectable ? indexPath : nil
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    selections.count &+= 1
  }
}
