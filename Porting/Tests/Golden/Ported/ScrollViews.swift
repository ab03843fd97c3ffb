import CascadingTableKit

/// A section that loads more as it nears the end of the viewport, snaps a fling to a row
/// boundary and answers the zoom calls: the scroll-view members a table's delegate receives.
class FeedSection: CascadingSectionTableDelegate {
  var loadsMore = false
  var zoomedView: AnyObject?
  var scales: [Double] = []

  override func scrollViewDidScroll(_ scrollView: any TableHost) {
    if let last = scrollView.indexPathsForVisibleRows?.last, last.row >= childDelegates.count - 2 {
      loadsMore = true
    }
  }

  override func scrollViewWillEndDragging(_ scrollView: any TableHost, withVelocity velocity: TablePoint, targetContentOffset: inout TablePoint) {
    let rowHeight: Double = 44
    let row = (targetContentOffset.y / rowHeight).rounded()
    targetContentOffset.y = row * rowHeight
  }

  override func scrollViewDidEndDragging(_ scrollView: any TableHost, willDecelerate decelerate: Bool) {
    if !decelerate { loadsMore = false }
  }

  override func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool? {
    return !loadsMore
  }

  override func viewForZooming(in scrollView: any TableHost) -> AnyObject? {
    return nil
  }

  override func scrollViewWillBeginZooming(_ scrollView: any TableHost, with view: AnyObject?) {
    zoomedView = view
  }

  override func scrollViewDidEndZooming(_ scrollView: any TableHost, with view: AnyObject?, atScale scale: Double) {
    scales.append(scale)
  }

  override func scrollViewDidZoom(_ scrollView: any TableHost) {}
}

/// A hand-written delegate that is the scroll view's delegate too, as every UIKit table
/// delegate is.
final class PagingDelegate: TableDelegate {
  var pages = 0

  func scrollViewWillEndDragging(_ scrollView: any TableHost, withVelocity velocity: TablePoint, targetContentOffset: inout TablePoint) {
    targetContentOffset = TablePoint(x: 0, y: 0)
  }

  func scrollViewDidEndDecelerating(_ scrollView: any TableHost) {
    pages += 1
  }

  func scrollViewDidScrollToTop(_ scrollView: any TableHost) {
    pages = 0
  }
}
