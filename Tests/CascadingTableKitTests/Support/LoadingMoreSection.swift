import CascadingTableKit

/// A section that loads a page of ``IdentifiedRow``s (ids counting from 0) from
/// `scrollViewDidScroll` when one of its last three rows is on screen, as a feed loads more
/// near the bottom of the viewport, until it holds ``limit`` rows.
@MainActor
final class LoadingMoreSection: CascadingSectionTableDelegate {
  /// Rows per page.
  var pageSize = 10
  /// The most rows it loads.
  var limit = 60
  /// How many pages it loaded from scrolling.
  private(set) var loads = 0

  /// Appends the next page in one transaction.
  func appendPage() {
    let start = childDelegates.count
    let count = min(pageSize, limit - start)
    guard count > 0 else { return }
    performUpdates {
      childDelegates.append(contentsOf: (start..<start + count).map { IdentifiedRow(id: $0) })
    }
  }

  override func scrollViewDidScroll(_ scrollView: any TableHost) {
    super.scrollViewDidScroll(scrollView)
    guard let last = scrollView.indexPathsForVisibleRows?.last, last.section == index,
      last.row >= childDelegates.count - 3, childDelegates.count < limit
    else { return }
    loads += 1
    appendPage()
  }
}
