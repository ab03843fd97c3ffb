extension HeadlessTableView {
  /// Forgets every measured height, starting each row, header and footer again from its
  /// estimate, and lays out again so the rows on screen are measured anew.
  ///
  /// For a tree that found it had answered the table while the table had not been told of an
  /// edit: heights measured in that time may be other rows', and a valid batch would carry
  /// them along with the rows the table thought they belonged to.
  /// - Complexity: O(*n*) estimate calls for *n* rows, plus a layout.
  func forgetMeasuredHeights() {
    guard !isLoading else {
      lifecycle.requestReloadWhileLoading()
      return
    }
    lifecycle.setLoading(true)
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(content.sectionCount)
    var totals: [Double] = []
    totals.reserveCapacity(content.sectionCount)
    for section in content.sections.indices {
      let built = estimatedGeometry(
        ofSection: section, rowCount: content.sections[section].rowCount)
      geometry.append(built)
      totals.append(built.totalHeight)
    }
    lifecycle.setLoading(false)
    if lifecycle.takePendingReload() {
      // An estimate call changed the data source: what was read may disagree with it.
      reloadData()
      return
    }
    content.replaceSections(geometry, totals: totals)
    invalidateWorkInProgress()
    lifecycle.setNeedsLayout()
  }

  /// Ends displaying every visible header and footer view, and lays out again so the ones
  /// still in the viewport are asked of the data source and delegate anew (their titles or
  /// views, then their heights), as a section reload asks them.
  ///
  /// For a tree that found it had answered the table while the table had not been told of an
  /// edit: a header or footer made in that time may show another section's title, and a
  /// valid batch would carry it along with the section the table thought it belonged to, as
  /// it would a row's cell (which the batch reconfigures).
  ///
  /// Everything is taken off display first and announced after, as a reload does; a
  /// `didEndDisplaying` call that changes the table finds no header or footer waiting. While
  /// the table loads, it asks for the reload that ends the load instead.
  /// - Complexity: O(*v*) in the number of visible items, plus a layout.
  func forgetHeaderAndFooterViews() {
    guard !isLoading else {
      // The reload that ends the load makes them again.
      lifecycle.requestReloadWhileLoading()
      return
    }
    let ended = window.removeHeadersAndFooters()
    guard !ended.isEmpty else { return }
    invalidateWorkInProgress()
    lifecycle.setNeedsLayout()
    for (item, view) in ended {
      switch item {
      case .header(let section):
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      case .footer(let section):
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      case .row:
        continue
      }
      enqueueReusable(view)
    }
  }
}
