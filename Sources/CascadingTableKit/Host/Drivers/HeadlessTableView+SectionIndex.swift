extension HeadlessTableView {
  // MARK: Section index

  /// The section index titles the data source gave at the last load (or the last update
  /// that changed sections), or `nil` for no index.
  /// - Complexity: O(1) once loaded.
  public var sectionIndexTitles: [String]? {
    loadIfNeeded()
    return content.indexTitles
  }

  /// Taps a title of the section index as a user would: the data source's
  /// `sectionForSectionIndexTitle` picks the section (unanswered: the title's position), and
  /// the table scrolls that section to the top.
  /// - Parameter position: The title's position in ``sectionIndexTitles``.
  /// - Returns: The section scrolled to, or `nil` for a position out of range or a section the
  ///   table does not have.
  @discardableResult
  public func tapSectionIndexTitle(at position: Int) -> Int? {
    layoutIfNeeded()
    guard let titles = content.indexTitles, position >= 0, position < titles.count else {
      return nil
    }
    let section =
      dataSource?.tableView(self, sectionForSectionIndexTitle: titles[position], at: position)
      ?? position
    guard content.contains(section: section) else { return nil }
    scrollToSection(section)
    return section
  }
}
