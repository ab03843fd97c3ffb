extension HeadlessTableView {
  // MARK: Scrolling

  /// The vertical scroll position: the content's y at the top of the viewport.
  ///
  /// Setting it scrolls as a user would: the value is clamped to
  /// `0...max(0, contentSize.height - viewportSize.height)`, the table lays out, rows,
  /// headers and footers entering and leaving the viewport get their display callbacks, then
  /// the delegate's `scrollViewDidScroll` is called once when the offset changed.
  /// - Complexity: O(log *n* + *v*) for *v* visible items, plus their height and cell queries.
  public var contentOffset: Double {
    get {
      layoutIfNeeded()
      return window.offset
    }
    set {
      loadIfNeeded()
      scroll(to: newValue)
    }
  }

  /// The size of the whole content: the viewport's width by the sum of all header, row and
  /// footer heights, estimated where a row has not been visible yet.
  /// - Complexity: O(1) once loaded.
  public var contentSize: TableSize {
    loadIfNeeded()
    return TableSize(width: viewportSize.width, height: content.totalHeight)
  }

  /// Scrolls so that a row stands at the given position of the viewport, resolving its exact
  /// height on the way: `.top`, `.middle` and `.bottom` align it there; `.none` scrolls as
  /// little as makes it fully visible (not at all when it already is). A row the table does
  /// not have is ignored.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up.
  ///   - animated: Whether UIKit would animate: a headless table scrolls at once, but when
  ///     `true` and the offset changed it then calls `scrollViewDidEndScrollingAnimation`,
  ///     after the `scrollViewDidScroll` of the move.
  /// - Complexity: O(log *n* + *v*), plus the height and cell queries of rows that appear.
  public func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {
    loadIfNeeded()
    guard contains(indexPath) else {
      report(
        .indexPathOutOfRange(call: "scrollToRow(at:at:animated:)", indexPath: indexPath),
        rows: [indexPath])
      return
    }
    var moved = false
    for _ in 0..<2 {
      // Laying out asks the delegate, which may change the table: check the row each time.
      guard contains(indexPath) else { break }
      moved =
        scroll(to: targetOffset(showing: rect(forRow: indexPath), at: scrollPosition)) || moved
    }
    if animated, moved {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Scrolls so that a section's header (or its first content, when it has no header) stands
  /// at the top of the viewport, as a section-index tap does.
  /// - Parameter section: The section; one the table does not have is ignored.
  /// - Complexity: O(log *n* + *v*).
  public func scrollToSection(_ section: Int) {
    loadIfNeeded()
    guard content.contains(section: section) else { return }
    scroll(to: content.offset(ofSection: section))
  }

  /// Moves the requested offset and lays out, then tells the delegate `scrollViewDidScroll`
  /// when the offset changed (once per move, never per row). Asked for from inside a layout
  /// pass's delegate call, the running pass is abandoned and starts over from the new offset.
  /// - Returns: Whether the offset changed.
  @discardableResult
  func scroll(to offset: Double) -> Bool {
    let before = window.offset
    window.setOffset(offset)
    if lifecycle.isLayingOut {
      invalidateWorkInProgress()
    }
    layoutVisibleItems()
    guard window.offset != before else { return false }
    delegate?.scrollViewDidScroll(self)
    return true
  }

  private func targetOffset(showing rect: TableRect, at position: TableScrollPosition) -> Double {
    let height = viewportSize.height
    switch position {
    case .top:
      return rect.minY
    case .middle:
      return rect.minY - (height - rect.height) / 2
    case .bottom:
      return rect.maxY - height
    case .none:
      let top = window.offset
      if rect.minY < top {
        return rect.minY
      }
      if rect.maxY > top + height {
        return rect.maxY - height
      }
      return top
    }
  }
}
