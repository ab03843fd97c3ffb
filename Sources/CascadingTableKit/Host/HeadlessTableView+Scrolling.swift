extension HeadlessTableView {
  // MARK: Scrolling

  /// The vertical scroll position: the content's y at the top of the viewport.
  ///
  /// Setting it scrolls as a user would: the value is clamped to
  /// `0...max(0, contentSize.height - viewportSize.height)`, the table lays out, and rows,
  /// headers and footers entering and leaving the viewport get their display callbacks.
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
  ///   - animated: Ignored: a headless table scrolls at once.
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
    for _ in 0..<2 {
      // Laying out asks the delegate, which may change the table: check the row each time.
      guard contains(indexPath) else { return }
      scroll(to: targetOffset(showing: rect(forRow: indexPath), at: scrollPosition))
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

  /// Moves the requested offset and lays out. Asked for from inside a layout pass's delegate
  /// call, the running pass is abandoned and starts over from the new offset.
  private func scroll(to offset: Double) {
    window.setOffset(offset)
    if lifecycle.isLayingOut {
      invalidateWorkInProgress()
    }
    layoutVisibleItems()
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
