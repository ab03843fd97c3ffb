import CascadingTableKit

/// A row delegate that dequeues a real cell, answers 44-point heights and estimates, and counts
/// the rows it is asked to prefetch and to stop prefetching: the leaf of the prefetching
/// scenarios.
final class PrefetchingRow: CascadingBareTableDelegate {
  /// The reuse identifier of the rows' cells.
  static let reuseIdentifier = "row"

  private let counter: PrefetchCounter

  /// Creates a row counting into `counter`.
  init(counter: PrefetchCounter) {
    self.counter = counter
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a row counting into a counter of its own.
  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    counter = PrefetchCounter()
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.text = "Row"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { 44 }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? { 44 }

  override func tableView(
    _ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]
  ) {
    counter.calls &+= 1
    counter.prefetched &+= indexPaths.count
  }

  override func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {
    counter.cancelled &+= indexPaths.count
  }
}
