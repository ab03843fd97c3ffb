extension HeadlessTableView {
  /// Carries the row state (displayed cells, selection, highlight, focus, open swipe,
  /// prefetched rows) and the displayed headers and footers across a change of positions. A
  /// row or section the maps send to `nil` is gone: its cell or view ends displaying under its
  /// old position, its selection or focus is dropped, and it is no longer prefetched (without
  /// a cancel); an open swipe on it stays open, marked gone, until it closes. The caller lays
  /// out afterwards.
  func remapState(
    rows rowMap: (TableIndexPath) -> TableIndexPath?, sections sectionMap: (Int) -> Int?
  ) {
    invalidateWorkInProgress()
    let ended = window.remap(rows: rowMap, sections: sectionMap)
    selection.remap(rows: rowMap)
    editingState.remap(rows: rowMap)
    interactions.remap(rows: rowMap)
    prefetching.remap(rows: rowMap)

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
    content.moveRow(from: source, to: destination)
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
