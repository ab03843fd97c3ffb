import UIKit

/// A section that loads more as it nears the end of the viewport, snaps a fling to a row
/// boundary and answers the zoom calls: the scroll-view members a table's delegate receives.
class FeedSection: CascadingSectionTableDelegate {
  var loadsMore = false
  var zoomedView: AnyObject?
  var scales: [CGFloat] = []

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if let last = scrollView.indexPathsForVisibleRows?.last, last.row >= childDelegates.count - 2 {
      loadsMore = true
    }
  }

  override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
    let rowHeight: CGFloat = 44
    let row = (targetContentOffset.pointee.y / rowHeight).rounded()
    targetContentOffset.pointee.y = row * rowHeight
  }

  override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { loadsMore = false }
  }

  override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    return !loadsMore
  }

  override func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    return nil
  }

  override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    zoomedView = view
  }

  override func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    scales.append(scale)
  }

  override func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A hand-written delegate that is the scroll view's delegate too, as every UIKit table
/// delegate is.
final class PagingDelegate: NSObject, UITableViewDelegate {
  var pages = 0

  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
    targetContentOffset.pointee = CGPoint(x: 0, y: 0)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    pages += 1
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    pages = 0
  }
}
