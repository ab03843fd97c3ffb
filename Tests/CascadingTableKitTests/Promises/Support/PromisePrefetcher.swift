import CascadingTableKit

/// The prefetch data source of a promise walk's table: hands every call to the tree's root,
/// so that the walks route prefetching through every kind of node while the tree changes,
/// and can run an action once from inside the next `prefetchRowsAt` (a transaction, an
/// edit). Records a call naming a row twice, which the table never does.
@MainActor
final class PromisePrefetcher: TableDataSourcePrefetching {
  private unowned let root: CascadingRootTableDelegate
  /// Runs once, from inside the next `prefetchRowsAt`, after the root received it.
  var action: (() -> Void)?
  /// The first call that named a row twice, or `nil`.
  private(set) var repeated: String?
  /// How many prefetch calls the table made.
  private(set) var prefetchCount = 0

  init(root: CascadingRootTableDelegate) {
    self.root = root
  }

  func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    prefetchCount += 1
    note(indexPaths, "prefetchRowsAt")
    root.tableView(tableView, prefetchRowsAt: indexPaths)
    let action = self.action
    self.action = nil
    action?()
  }

  func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {
    note(indexPaths, "cancelPrefetchingForRowsAt")
    root.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
  }

  private func note(_ indexPaths: [TableIndexPath], _ call: String) {
    if repeated == nil, Set(indexPaths).count != indexPaths.count {
      repeated = "\(call) named a row twice: \(indexPaths)"
    }
  }
}
