import CascadingTableKit

/// A feed section that prefetches its images, and a prefetcher of its own for a second
/// table: UIKit's `UITableViewDataSourcePrefetching` on a node and on a plain object.
class ImageFeedSection: CascadingSectionTableDelegate {
  var requested: [TableIndexPath] = []

  override func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    requested += indexPaths
  }

  override func tableView(_ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {
    requested.removeAll { indexPaths.contains($0) }
  }
}

final class ThumbnailPrefetcher: TableDataSourcePrefetching {
  var loading: Set<TableIndexPath> = []

  func attach(to tableView: any TableHost) {
    tableView.prefetchDataSource = self
    tableView.isPrefetchingEnabled = true
  }

  func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    loading.formUnion(indexPaths)
  }
}
