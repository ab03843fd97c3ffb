extension HeadlessTableView {
  /// Lays out the viewport now if anything changed since the last layout: loads the table if
  /// needed, asks exact heights of the rows becoming visible, and gives cells and display
  /// callbacks to what enters and leaves the viewport.
  /// - Complexity: O(log *n* + *v*) for *v* visible items, plus their height and cell queries.
  public func layoutIfNeeded() {
    loadIfNeeded()
    if lifecycle.needsLayout {
      layoutVisibleItems()
    }
  }

  // MARK: Resolving exact heights

  /// Asks a row's exact height (making its cell when it sizes from the cell) and records it.
  /// - Returns: `false`, with nothing recorded, when a delegate call changed the table.
  private func resolveRowHeight(_ indexPath: TableIndexPath, generation pass: Int) -> Bool {
    var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard lifecycle.generation == pass else { return false }
    if height < 0 {
      let cell: TableCell
      if let measuredCell = measured.cells[indexPath] {
        cell = measuredCell
      } else {
        cell = makeCell(for: indexPath)
        guard lifecycle.generation == pass else {
          enqueueReusable(cell)
          return false
        }
        measured.keep(cell, at: indexPath)
      }
      height = max(0, cell.fittingHeight)
    }
    content.setRowHeight(height, at: indexPath, isExact: true)
    return true
  }

  /// Asks a header's or footer's exact height (making its view when it sizes from the view)
  /// and records it.
  /// - Returns: `false`, with nothing recorded, when a delegate call changed the table.
  private func resolveHeaderFooterHeight(_ section: Int, isHeader: Bool, generation pass: Int)
    -> Bool
  {
    let answer =
      isHeader
      ? delegate?.tableView(self, heightForHeaderInSection: section)
      : delegate?.tableView(self, heightForFooterInSection: section)
    guard lifecycle.generation == pass else { return false }
    var height = answer ?? (isHeader ? sectionHeaderHeight : sectionFooterHeight)
    if height < 0 {
      let measuredView = measured.view(section: section, isHeader: isHeader)
      let view = measuredView ?? makeHeaderFooterView(section: section, isHeader: isHeader)
      guard lifecycle.generation == pass else {
        if measuredView == nil, let view {
          enqueueReusable(view)
        }
        return false
      }
      measured.keep(view, section: section, isHeader: isHeader)
      height = max(0, view?.fittingHeight ?? 0)
    }
    content.setExactHeaderFooterHeight(height, section: section, isHeader: isHeader)
    return true
  }

  // MARK: Layout

  /// How many times a layout starts over because a delegate call changed the table (or asked
  /// for another layout) while it ran; after that, the table keeps what the last pass showed
  /// and lays out again at the next query.
  static let maximumLayoutPasses = 16

  /// Lays the viewport out now: clamps the offset, resolves the heights of what becomes
  /// visible, then ends displaying what left and displays what entered.
  ///
  /// Only one pass runs at a time. A layout requested from inside a delegate call the pass
  /// makes (a reload, an update, a scroll) is not run nested: it marks the table as needing
  /// layout, and the running pass, which abandons its work as soon as it sees that a call
  /// changed the table (see ``TableLifecycle/generation``), starts over. A layout requested while the table
  /// reloads or loads waits for it to end, which leaves the table needing layout.
  func layoutVisibleItems() {
    guard !lifecycle.isLayingOut && !isLoading && lifecycle.reloadDepth == 0 else {
      lifecycle.setNeedsLayout()
      return
    }
    lifecycle.setLayingOut(true)
    var passes = 0
    repeat {
      passes += 1
      lifecycle.setNeedsLayout(false)
      if !layOutOnce() {
        lifecycle.setNeedsLayout()
      }
    } while lifecycle.needsLayout && passes < Self.maximumLayoutPasses
    lifecycle.setLayingOut(false)
    prefetchIfEnabled()
  }

  /// One layout pass.
  ///
  /// Resolving heights can change the content's height, and so where the requested offset
  /// clamps to; the walk repeats until the offset is stable. Each walk near the end of the
  /// content can reveal one more item whose estimate was 0, so this may take a few walks; if
  /// it still moves after ``maximumWalksPerPass``, the pass keeps the offset it last walked at,
  /// so that what it displays always matches ``contentOffset``.
  /// - Returns: `false` when a delegate call changed the table and the pass was abandoned.
  private func layOutOnce() -> Bool {
    let pass = lifecycle.generation
    let requested = window.offset
    for _ in 0..<Self.maximumWalksPerPass {
      let offset = clampedOffset(requested)
      window.setOffset(offset)
      guard collectVisibleItems(generation: pass) else {
        // The next pass clamps the request against the new content, unless the call that
        // changed the table scrolled it somewhere else.
        if window.offset == offset {
          window.setOffset(requested)
        }
        return false
      }
      if clampedOffset(requested) == offset {
        break
      }
    }
    return applyDisplay(generation: pass)
  }

  /// How many times one layout pass walks the viewport at most while the clamped offset moves.
  static let maximumWalksPerPass = 32

  private func clampedOffset(_ offset: Double) -> Double {
    let maximum = max(0, content.totalHeight - viewportSize.height)
    return min(max(0, offset), maximum)
  }

  /// Walks the items that overlap the viewport, in position order, into the window's
  /// ``VisibleWindow/passItems``, resolving exact heights as it goes so that each item's
  /// position accounts for those above it.
  ///
  /// An item whose estimate is 0 and that sits exactly on the viewport's bottom edge is
  /// resolved too: it may well be taller, and would otherwise never be reached at the end of
  /// the content. A row whose estimate puts it wholly above the viewport is skipped, not
  /// resolved: the walk may start above the viewport's top (in a section's header, or in its
  /// footer when the offset lies there).
  ///
  /// Every count and position is read again after each delegate call; the walk stops with
  /// `false` as soon as a call changed the table.
  /// - Returns: `false` when a delegate call changed the table.
  private func collectVisibleItems(generation pass: Int) -> Bool {
    window.beginPass()
    let top = window.offset
    let bottom = top + viewportSize.height
    guard viewportSize.height > 0, let first = content.section(containing: top) else {
      return true
    }
    // Sections of height 0 right above the one found start at the same y: their headers and
    // footers may still resolve to something visible.
    var section = first
    while section > 0 && content.height(ofSection: section - 1) == 0 {
      section -= 1
    }
    var y = content.offset(ofSection: section)
    while section < content.sections.count && y <= bottom {
      if !content.sections[section].headerIsExact
        && Self.mayShow(y: y, height: content.sections[section].headerHeight, top, bottom)
      {
        guard resolveHeaderFooterHeight(section, isHeader: true, generation: pass) else {
          return false
        }
      }
      let headerHeight = content.sections[section].headerHeight
      if headerHeight > 0 && y + headerHeight > top && y < bottom {
        window.appendToPass(.header(section))
      }
      y += headerHeight
      var row = 0
      if y < top, var start = content.sections[section].rows.row(containing: top - y) {
        while start > 0 && content.sections[section].rows.height(at: start - 1) == 0 {
          start -= 1
        }
        row = start
        y += content.sections[section].rows.offset(of: start)
      }
      let rowCount = content.sections[section].rowCount
      while row < rowCount && y <= bottom {
        if !content.sections[section].rows.isExact(at: row) {
          let estimate = content.sections[section].rows.height(at: row)
          if Self.mayShow(y: y, height: estimate, top, bottom) {
            guard resolveRowHeight(TableIndexPath(row: row, section: section), generation: pass)
            else { return false }
          } else if y < bottom {
            // Wholly above the viewport by its estimate: it stays an estimate.
            y += estimate
            row += 1
            continue
          } else {
            break
          }
        }
        let height = content.sections[section].rows.height(at: row)
        guard y < bottom else { break }
        if y + height > top || (height == 0 && y >= top) {
          window.appendToPass(.row(TableIndexPath(row: row, section: section)))
        }
        y += height
        row += 1
      }
      if row < rowCount {
        break
      }
      if !content.sections[section].footerIsExact
        && Self.mayShow(y: y, height: content.sections[section].footerHeight, top, bottom)
      {
        guard resolveHeaderFooterHeight(section, isHeader: false, generation: pass) else {
          return false
        }
      }
      let footerHeight = content.sections[section].footerHeight
      if footerHeight > 0 && y + footerHeight > top && y < bottom {
        window.appendToPass(.footer(section))
      }
      y += footerHeight
      section += 1
    }
    return true
  }

  /// Whether an item with an estimated height may show in the viewport once resolved.
  private static func mayShow(y: Double, height: Double, _ top: Double, _ bottom: Double)
    -> Bool
  {
    if y < bottom {
      return y + height > top || y >= top
    }
    return y == bottom && height == 0
  }
}
