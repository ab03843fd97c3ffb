extension HeadlessTableView {
  // MARK: Dragging the content, and scrolling to the top

  /// How far, in points, content flung at 1 point per millisecond travels before it stops:
  /// UIKit's normal deceleration rate (0.998 per millisecond) gives 0.998 / (1 − 0.998) = 499.
  static let flingDistancePerVelocity = 499.0

  /// Drags the content with one finger as a user would, then lifts it, in UIKit's order:
  /// `scrollViewWillBeginDragging`; the move by `distance` (the table lays out, then
  /// `scrollViewDidScroll` when the offset changed); `scrollViewWillEndDragging` with the
  /// velocity and the offset where the content would stop (the current one plus
  /// 499 × `velocity.y`, UIKit's normal deceleration, clamped to the content), which the delegate
  /// may change; `scrollViewDidEndDragging(willDecelerate:)`, `true` when that target differs
  /// from where the content is; then, when decelerating, `scrollViewWillBeginDecelerating`,
  /// the move to the target (laid out, `scrollViewDidScroll`) and
  /// `scrollViewDidEndDecelerating`.
  ///
  /// A positive `distance` moves the content up (towards the end, as a finger moving up);
  /// a changed target is honoured (clamped to the content). Any delegate call may change the
  /// table: the drag goes on from where the table then is. Nothing happens, and nobody is
  /// called, when the table has no delegate.
  /// - Parameters:
  ///   - distance: How far the finger moves the content, in points (positive: down the table).
  ///   - velocity: How fast the finger moved when it lifted, in points per millisecond
  ///     (positive: down the table); `0` for no fling.
  /// - Complexity: O(log *n* + *v*) per move for *v* visible items, plus the delegate calls
  ///   and the height and cell queries of the rows that appear.
  public func dragContent(by distance: Double, velocity: Double = 0) {
    layoutIfNeeded()
    guard let source = delegate else { return }
    source.scrollViewWillBeginDragging(self)
    scroll(to: contentOffset + distance)
    var target = TablePoint(
      x: 0, y: clampedOffset(contentOffset + velocity * Self.flingDistancePerVelocity))
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: TablePoint(x: 0, y: velocity), targetContentOffset: &target)
    let stop = clampedOffset(target.y)
    let decelerates = stop != contentOffset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    delegate?.scrollViewWillBeginDecelerating(self)
    scroll(to: stop)
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// Taps the status bar as a user would, in UIKit's order: `scrollViewShouldScrollToTop`
  /// (unanswered: `true`); when allowed, the move to the top (laid out, then
  /// `scrollViewDidScroll` when the offset changed) and `scrollViewDidScrollToTop`.
  /// - Returns: Whether the table scrolled to the top (`false` when the delegate refused;
  ///   `true` when allowed even if the table was already at the top).
  /// - Complexity: O(log *n* + *v*) for *v* visible items, plus the delegate calls.
  @discardableResult
  public func tapStatusBar() -> Bool {
    layoutIfNeeded()
    guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    scroll(to: 0)
    delegate?.scrollViewDidScrollToTop(self)
    return true
  }

  /// `offset` clamped to the offsets the content allows: `0...max(0, height − viewport)`.
  private func clampedOffset(_ offset: Double) -> Double {
    let highest = max(0, contentSize.height - viewportSize.height)
    return min(max(offset, 0), highest)
  }
}
