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
}
