extension HeadlessTableView {
  // MARK: Geometry

  /// The rectangle of a row in the content, with its current height (exact once the row has
  /// been visible, estimated before), or ``TableRect/zero`` for a row the table does not have.
  /// - Parameter indexPath: The row.
  /// - Returns: The row's rectangle.
  /// - Complexity: O(log *n*).
  public func rect(forRow indexPath: TableIndexPath) -> TableRect {
    loadIfNeeded()
    guard contains(indexPath) else { return .zero }
    let geometry = content.sections[indexPath.section]
    let span = geometry.rows.span(of: indexPath.row)
    let y = content.offset(ofSection: indexPath.section) + geometry.headerHeight + span.offset
    return TableRect(x: 0, y: y, width: viewportSize.width, height: span.height)
  }

  /// The rectangle of a section's header, or ``TableRect/zero`` for a section the table does
  /// not have.
  /// - Parameter section: The section.
  /// - Returns: The header's rectangle (its height may be 0).
  /// - Complexity: O(log *s*) in the number of sections.
  public func rectForHeader(inSection section: Int) -> TableRect {
    loadIfNeeded()
    guard content.contains(section: section) else { return .zero }
    return TableRect(
      x: 0, y: content.offset(ofSection: section), width: viewportSize.width,
      height: content.sections[section].headerHeight)
  }

  /// The rectangle of a section's footer, or ``TableRect/zero`` for a section the table does
  /// not have.
  /// - Parameter section: The section.
  /// - Returns: The footer's rectangle (its height may be 0).
  /// - Complexity: O(log *n*).
  public func rectForFooter(inSection section: Int) -> TableRect {
    loadIfNeeded()
    guard content.contains(section: section) else { return .zero }
    let geometry = content.sections[section]
    let y = content.offset(ofSection: section) + geometry.headerHeight + geometry.rows.total
    return TableRect(x: 0, y: y, width: viewportSize.width, height: geometry.footerHeight)
  }

  /// The rectangle of a whole section: header, rows and footer.
  /// - Parameter section: The section.
  /// - Returns: The section's rectangle, or ``TableRect/zero`` for a section the table does
  ///   not have.
  /// - Complexity: O(log *n*).
  public func rect(forSection section: Int) -> TableRect {
    loadIfNeeded()
    guard content.contains(section: section) else { return .zero }
    return TableRect(
      x: 0, y: content.offset(ofSection: section), width: viewportSize.width,
      height: content.sections[section].totalHeight)
  }

  /// The row at a point of the content, or `nil` when the point is on a header, a footer or
  /// outside the content. Only the point's `y` matters: rows span the table's width.
  /// - Parameter point: A point in content coordinates.
  /// - Returns: The row whose rectangle contains the point, or `nil`.
  /// - Complexity: O(log *n*).
  public func indexPathForRow(at point: TablePoint) -> TableIndexPath? {
    loadIfNeeded()
    guard point.y >= 0, point.y < content.totalHeight,
      let section = content.section(containing: point.y)
    else { return nil }
    let geometry = content.sections[section]
    let local = point.y - content.offset(ofSection: section) - geometry.headerHeight
    guard local >= 0, local < geometry.rows.total,
      let row = geometry.rows.row(containing: local)
    else { return nil }
    return TableIndexPath(row: row, section: section)
  }
}
