extension HeadlessTableView {
  /// Reconfigures rows: each keeps its cell, which the data source configures again.
  ///
  /// As UIKit's `reconfigureRows(at:)` (iOS 15): the table asks `cellForRowAt` again for each
  /// visible row, and the data source's ``dequeueReusableCell(withIdentifier:for:)`` hands back
  /// the row's own cell (without `prepareForReuse()`), so nothing ends or begins displaying;
  /// the row's height is asked again at the next layout. An off-screen row only gets its
  /// height asked again when it becomes visible. Unlike a reload, the row keeps its selection.
  /// Outside a batch the change is applied at once as a batch of its own; see
  /// ``reloadSections(_:with:)`` for batching and error handling.
  /// - Parameter indexPaths: The rows, as they are before the update.
  /// - Complexity: O(*r*) for *r* rows, plus one `cellForRowAt` per visible row and a layout.
  public func reconfigureRows(at indexPaths: [TableIndexPath]) {
    enqueueUpdate(.reconfigureRows(indexPaths))
  }

  /// Asks the reconfigured rows of an applied update for their cells again and marks their
  /// heights to be asked again.
  ///
  /// A data source that changes the table while one of them is asked (a transaction started
  /// from `cellForRowAt`) leaves the update's plan unable to say where the others are now:
  /// every visible row is then asked again, as many times as that keeps happening, up to a
  /// few, after which the table reloads.
  /// - Parameters:
  ///   - rows: The reconfigured rows, as they were before the update.
  ///   - plan: The update, to find where they are after it; `nil` when the table changed
  ///     again since (a batch applied while this one was laid out), which asks every visible
  ///     row again.
  func reconfigure(_ rows: [TableIndexPath], through plan: TableUpdatePlan?) {
    var finished =
      plan.map { plan in reconfigure(rows) { plan.indexPathAfterUpdate(for: $0) } }
      ?? reconfigure(window.cells.keys.sorted()) { $0 }
    var attempts = 0
    while !finished {
      attempts += 1
      guard attempts <= Self.maximumReconfigureRestarts else {
        reloadData()
        break
      }
      finished = reconfigure(window.cells.keys.sorted()) { $0 }
    }
    lifecycle.setNeedsLayout()
    layoutVisibleItems()
  }

  /// How many times the visible rows are asked again after the data source changed the table
  /// while a reconfigured row was asked, before the table reloads instead.
  private static let maximumReconfigureRestarts = 3

  /// Asks rows for their cells again, at the positions `position` finds for them.
  /// - Returns: `false` when the data source changed the table while a row was asked, and
  ///   the rest were left.
  private func reconfigure(
    _ rows: [TableIndexPath], at position: (TableIndexPath) -> TableIndexPath?
  ) -> Bool {
    let pass = lifecycle.generation
    for before in rows {
      guard let indexPath = position(before), contains(indexPath) else {
        continue
      }
      let height = content.sections[indexPath.section].rows.height(at: indexPath.row)
      content.setRowHeight(height, at: indexPath, isExact: false)
      guard let cell = window.cells[indexPath] else { continue }
      reusePool.beginReconfiguring(cell, at: indexPath)
      let made = makeCell(for: indexPath)
      reusePool.endReconfiguring()
      guard lifecycle.generation == pass else {
        // The data source changed the table while asked: the cell may be for another row.
        if made !== cell {
          enqueueReusable(made)
        }
        return false
      }
      if made !== cell {
        replaceDisplayedCell(cell, with: made, at: indexPath)
      }
    }
    return true
  }

  /// Shows a different cell for a visible row, when the data source did not dequeue the row's
  /// own cell while it was reconfigured.
  private func replaceDisplayedCell(
    _ old: TableCell, with new: TableCell, at indexPath: TableIndexPath
  ) {
    new.isSelected = old.isSelected
    new.isHighlighted = old.isHighlighted
    new.isEditing = old.isEditing
    window.replaceCell(at: indexPath, with: new)
    delegate?.tableView(self, didEndDisplaying: old, forRowAt: indexPath)
    enqueueReusable(old)
    delegate?.tableView(self, willDisplay: new, forRowAt: indexPath)
  }
}
