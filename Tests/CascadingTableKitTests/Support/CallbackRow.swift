import CascadingTableKit

/// A row delegate built on the library's own ``CascadingBareTableDelegate`` that answers a
/// height and a text, and runs a test's closure from inside the calls real delegates change
/// the table from: heights, cells, display, selection and commits.
///
/// Each closure gets the table and the index path the call was about. Cells are dequeued with
/// ``reuseIdentifier`` when it is set (register it on the table first), else made new.
@MainActor
final class CallbackRow: CascadingBareTableDelegate {
  /// The text the row's cell shows.
  var text: String
  /// The exact height answered, or `nil` to leave `heightForRowAt` unanswered.
  var height: Double?
  /// The estimate answered, or `nil` to leave `estimatedHeightForRowAt` unanswered.
  var estimate: Double?
  /// The cell's fitting height (what ``TableDimension/automatic`` sizes the row to).
  var fittingHeight = 44.0
  /// The identifier cells are dequeued with, or `nil` to make a new cell per call.
  var reuseIdentifier: String?

  var onHeight: ((any TableHost, TableIndexPath) -> Void)?
  var onEstimate: ((any TableHost, TableIndexPath) -> Void)?
  var onCell: ((any TableHost, TableIndexPath) -> Void)?
  var onWillDisplay: ((any TableHost, TableCell, TableIndexPath) -> Void)?
  var onDidEndDisplaying: ((any TableHost, TableCell, TableIndexPath) -> Void)?
  var onSelect: ((any TableHost, TableIndexPath) -> Void)?
  var onCommit: ((any TableHost, TableCellEditingStyle, TableIndexPath) -> Void)?

  init(_ text: String, height: Double? = nil, estimate: Double? = nil) {
    self.text = text
    self.height = height
    self.estimate = estimate
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    text = ""
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    onHeight?(tableView, indexPath)
    return height
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? {
    onEstimate?(tableView, indexPath)
    return estimate
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    onCell?(tableView, indexPath)
    let cell: TableCell
    if let reuseIdentifier {
      cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    } else {
      cell = TableCell()
    }
    cell.text = text
    cell.fittingHeight = fittingHeight
    return cell
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    onWillDisplay?(tableView, cell, indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell,
    forRowAt indexPath: TableIndexPath
  ) {
    onDidEndDisplaying?(tableView, cell, indexPath)
  }

  /// Editable, so editing mode shows a delete control and a tap on it commits.
  override func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }

  override func tableView(
    _ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath
  ) -> TableCellEditingStyle? {
    .delete
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    onSelect?(tableView, indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    onCommit?(tableView, editingStyle, indexPath)
  }
}
