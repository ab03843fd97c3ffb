import CascadingTableKit

/// A row delegate that dequeues and configures a real cell, answers 44-point heights (and,
/// when asked to, 44-point estimates) and counts every call it gets.
final class CountingRow: CascadingBareTableDelegate {
  /// The reuse identifier of the rows' cells.
  static let reuseIdentifier = "row"

  private let counter: CallCounter
  private let answersEstimates: Bool

  /// Creates a row.
  /// - Parameters:
  ///   - counter: Where the row counts its calls.
  ///   - answersEstimates: Whether the row answers `estimatedHeightForRowAt`.
  init(counter: CallCounter, answersEstimates: Bool) {
    self.counter = counter
    self.answersEstimates = answersEstimates
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a row that answers estimates and counts into a counter of its own.
  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    counter = CallCounter()
    answersEstimates = true
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    counter.cells &+= 1
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.text = "Row"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    counter.exactHeights &+= 1
    return 44
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? {
    guard answersEstimates else { return nil }
    counter.estimates &+= 1
    return 44
  }
}
