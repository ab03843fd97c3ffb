import CascadingTableKit

/// A delegate that records the table-wide calls a ``HeadlessTableView`` makes, each with the
/// table's `contentOffset` when it arrived, and answers only what a test configures.
@MainActor
final class ScrollCallRecorder: TableDelegate {
  /// A table-wide call and the offset it arrived at.
  enum Event: Equatable {
    case willBeginDragging(at: Double)
    case didScroll(at: Double)
    case willEndDragging(velocity: Double, target: Double, at: Double)
    case didEndDragging(decelerate: Bool, at: Double)
    case willBeginDecelerating(at: Double)
    case didEndDecelerating(at: Double)
    case didEndScrollingAnimation(at: Double)
    case shouldScrollToTop(at: Double)
    case didScrollToTop(at: Double)
    case didBeginMultipleSelection
    case didEndMultipleSelection
  }

  /// Every call, in order.
  var events: [Event] = []
  /// Where `scrollViewWillEndDragging` moves the target (`nil`: leaves it).
  var newTarget: Double?
  /// The answer to `scrollViewShouldScrollToTop`.
  var shouldScrollToTop: Bool?
  /// The answer to `shouldBeginMultipleSelectionInteractionAt`.
  var beginsMultipleSelection: Bool?
  /// Called after `scrollViewDidScroll` is recorded, to let a test react as an app would.
  var onDidScroll: ((HeadlessTableView) -> Void)?

  private func offset(_ host: any TableHost) -> Double {
    (host as? HeadlessTableView)?.contentOffset ?? .nan
  }

  func scrollViewWillBeginDragging(_ scrollView: any TableHost) {
    events.append(.willBeginDragging(at: offset(scrollView)))
  }

  func scrollViewDidScroll(_ scrollView: any TableHost) {
    events.append(.didScroll(at: offset(scrollView)))
    if let table = scrollView as? HeadlessTableView { onDidScroll?(table) }
  }

  func scrollViewWillEndDragging(
    _ scrollView: any TableHost, withVelocity velocity: TablePoint,
    targetContentOffset: inout TablePoint
  ) {
    events.append(
      .willEndDragging(velocity: velocity.y, target: targetContentOffset.y, at: offset(scrollView)))
    if let newTarget { targetContentOffset.y = newTarget }
  }

  func scrollViewDidEndDragging(_ scrollView: any TableHost, willDecelerate decelerate: Bool) {
    events.append(.didEndDragging(decelerate: decelerate, at: offset(scrollView)))
  }

  func scrollViewWillBeginDecelerating(_ scrollView: any TableHost) {
    events.append(.willBeginDecelerating(at: offset(scrollView)))
  }

  func scrollViewDidEndDecelerating(_ scrollView: any TableHost) {
    events.append(.didEndDecelerating(at: offset(scrollView)))
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: any TableHost) {
    events.append(.didEndScrollingAnimation(at: offset(scrollView)))
  }

  func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool? {
    events.append(.shouldScrollToTop(at: offset(scrollView)))
    return shouldScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: any TableHost) {
    events.append(.didScrollToTop(at: offset(scrollView)))
  }

  func tableView(
    _ tableView: any TableHost, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) -> Bool? {
    beginsMultipleSelection
  }

  func tableView(
    _ tableView: any TableHost, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) {
    events.append(.didBeginMultipleSelection)
  }

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableHost) {
    events.append(.didEndMultipleSelection)
  }
}
