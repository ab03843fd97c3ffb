import CascadingTableKit

/// A data source of `counts` rows (the table gives them their heights) that records what the
/// table tells its prefetch data source and which rows it displays, and may run a change from
/// inside `prefetchRowsAt`.
@MainActor
final class PrefetchRecorder: TableDataSource, TableDelegate, TableDataSourcePrefetching {
  /// One call of the prefetching protocol.
  enum Event: Equatable, CustomStringConvertible {
    case prefetch([TableIndexPath])
    case cancel([TableIndexPath])

    var description: String {
      switch self {
      case .prefetch(let paths): "prefetch \(paths)"
      case .cancel(let paths): "cancel \(paths)"
      }
    }
  }

  /// The rows of each section.
  var counts: [Int]
  /// Every prefetching call, in order.
  private(set) var events: [Event] = []
  /// Called after a `prefetchRowsAt` call is recorded, with its paths.
  var onPrefetch: (([TableIndexPath]) -> Void)?

  init(counts: [Int]) {
    self.counts = counts
  }

  /// Forgets the recorded calls.
  func reset() { events.removeAll() }

  func numberOfSections(in tableView: any TableHost) -> Int { counts.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    TableCell(reuseIdentifier: "row")
  }

  func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    events.append(.prefetch(indexPaths))
    onPrefetch?(indexPaths)
  }

  func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {
    events.append(.cancel(indexPaths))
  }
}
