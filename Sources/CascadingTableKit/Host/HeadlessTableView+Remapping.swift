extension HeadlessTableView {
  /// Carries the row state (displayed cells, selection, highlight, focus, open swipe) and the
  /// displayed headers and footers across a change of positions. A row or section the maps
  /// send to `nil` is gone: its cell or view ends displaying under its old position, and its
  /// selection or focus is dropped; an open swipe on it stays open, marked gone, until it
  /// closes. The caller lays out afterwards.
  func remapState(
    rows rowMap: (TableIndexPath) -> TableIndexPath?, sections sectionMap: (Int) -> Int?
  ) {
    invalidateWorkInProgress()
    var items: [VisibleItem] = []
    var cells: [TableIndexPath: TableCell] = [:]
    var styles: [TableIndexPath: TableCellEditingStyle] = [:]
    var headers: [Int: TableHeaderFooterView] = [:]
    var footers: [Int: TableHeaderFooterView] = [:]
    var ended: [(VisibleItem, AnyObject)] = []
    for item in displayedItems {
      switch item {
      case .row(let indexPath):
        guard let cell = displayedCells[indexPath] else { continue }
        if let moved = rowMap(indexPath) {
          items.append(.row(moved))
          cells[moved] = cell
          styles[moved] = displayedEditingStyles[indexPath]
        } else {
          ended.append((item, cell))
        }
      case .header(let section):
        guard let view = displayedHeaders[section] else { continue }
        if let moved = sectionMap(section) {
          items.append(.header(moved))
          headers[moved] = view
        } else {
          ended.append((item, view))
        }
      case .footer(let section):
        guard let view = displayedFooters[section] else { continue }
        if let moved = sectionMap(section) {
          items.append(.footer(moved))
          footers[moved] = view
        } else {
          ended.append((item, view))
        }
      }
    }
    // A move can change the order of what stays on screen; layout passes rely on the order.
    items.sort()
    displayedItems = items
    displayedCells = cells
    displayedEditingStyles = styles
    displayedHeaders = headers
    displayedFooters = footers

    var selection = Set<TableIndexPath>()
    for indexPath in selectedRows {
      if let moved = rowMap(indexPath) {
        selection.insert(moved)
      }
    }
    selectedRows = selection
    highlightedRow = highlightedRow.flatMap(rowMap)
    storedFocusedIndexPath = storedFocusedIndexPath.flatMap(rowMap)
    if let swipe = openSwipe, !swipe.isRowGone {
      if let moved = rowMap(swipe.indexPath) {
        openSwipe?.indexPath = moved
      } else {
        openSwipe?.isRowGone = true
      }
    }

    for (item, view) in ended {
      switch item {
      case .row(let indexPath):
        guard let cell = view as? TableCell else { continue }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueueReusable(cell)
      case .header(let section):
        guard let view = view as? TableHeaderFooterView else { continue }
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        enqueueReusable(view)
      case .footer(let section):
        guard let view = view as? TableHeaderFooterView else { continue }
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        enqueueReusable(view)
      }
    }
  }

  /// Moves one row within the table's own state, as a user's reorder does: heights, cells,
  /// selection; then lays out. Both positions must be valid for the table's current counts.
  func moveRowLocally(from source: TableIndexPath, to destination: TableIndexPath) {
    let height = sectionGeometry[source.section].rows.height(at: source.row)
    let isExact = sectionGeometry[source.section].rows.isExact(at: source.row)
    sectionGeometry[source.section].rows.remove(at: source.row)
    sectionGeometry[destination.section].rows.insert(height, isExact: isExact, at: destination.row)
    sectionHeights.setValue(sectionGeometry[source.section].totalHeight, at: source.section)
    sectionHeights.setValue(
      sectionGeometry[destination.section].totalHeight, at: destination.section)
    remapState(
      rows: { Self.position(of: $0, afterMoving: source, to: destination) },
      sections: { $0 })
    layoutVisibleItems()
  }

  /// Where a row is after another row moved from `source` to `destination`.
  static func position(
    of indexPath: TableIndexPath, afterMoving source: TableIndexPath,
    to destination: TableIndexPath
  ) -> TableIndexPath {
    if indexPath == source {
      return destination
    }
    var moved = indexPath
    if moved.section == source.section && moved.row > source.row {
      moved.row -= 1
    }
    if moved.section == destination.section && moved.row >= destination.row {
      moved.row += 1
    }
    return moved
  }
}
