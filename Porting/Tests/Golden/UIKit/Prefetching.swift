import UIKit

/// A feed section that prefetches its images, and a prefetcher of its own for a second
/// table: UIKit's `UITableViewDataSourcePrefetching` on a node and on a plain object.
class ImageFeedSection: CascadingSectionTableDelegate, UITableViewDataSourcePrefetching {
  var requested: [IndexPath] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    requested += indexPaths
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    requested.removeAll { indexPaths.contains($0) }
  }
}

final class ThumbnailPrefetcher: NSObject, UITableViewDataSourcePrefetching {
  var loading: Set<IndexPath> = []

  func attach(to tableView: UITableView) {
    tableView.prefetchDataSource = self
    tableView.isPrefetchingEnabled = true
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    loading.formUnion(indexPaths)
  }
}
