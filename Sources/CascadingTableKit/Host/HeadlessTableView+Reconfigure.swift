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
  /// Where every row is now is found, and every height marked, before any row is asked: a
  /// delegate call made while one is asked (`cellForRowAt`, or the display callbacks of a cell
  /// the data source did not hand back) may change the table, after which the plan no longer
  /// says where the others are. Every visible row is then asked again, as many times as that
  /// keeps happening, up to a few, after which the table reloads.
  /// - Parameters:
  ///   - rows: The reconfigured rows, as they were before the update.
  ///   - plan: The update, to find where they are after it; `nil` when the table changed
  ///     again since (a batch applied while this one was laid out), which asks every visible
  ///     row again.
  func reconfigure(_ rows: [TableIndexPath], through plan: TableUpdatePlan?) {
    var finished: Bool
    if let plan {
      var current: [TableIndexPath] = []
      current.reserveCapacity(rows.count)
      for before in rows {
        if let indexPath = plan.indexPathAfterUpdate(for: before), contains(indexPath) {
          current.append(indexPath)
        }
      }
      finished = reconfigure(current)
    } else {
      finished = reconfigure(window.cells.keys.sorted())
    }
    var attempts = 0
    while !finished {
      attempts += 1
      guard attempts <= Self.maximumReconfigureRestarts else {
        reloadData()
        break
      }
      finished = reconfigure(window.cells.keys.sorted())
    }
    lifecycle.setNeedsLayout()
    layoutVisibleItems()
  }

  /// Marks the heights of an update's reconfigured rows that have no cell on display to be
  /// asked again when they are shown.
  ///
  /// Called as the update is applied, before any delegate call: a batch applied from a
  /// callback while this one is laid out leaves its plan unable to say where they are.
  /// - Parameter plan: The update, whose rows are still displayed under their positions
  ///   before it.
  /// - Complexity: O(*r*) for *r* reconfigured rows.
  func markOffScreenReconfiguredRows(of plan: TableUpdatePlan) {
    for before in plan.reconfiguredIndexPathsBeforeUpdate where window.cells[before] == nil {
      guard let indexPath = plan.indexPathAfterUpdate(for: before), contains(indexPath) else {
        continue
      }
      let height = content.sections[indexPath.section].rows.height(at: indexPath.row)
      content.setRowHeight(height, at: indexPath, isExact: false)
    }
  }

  /// How many times the visible rows are asked again after the data source changed the table
  /// while a reconfigured row was asked, before the table reloads instead.
  private static let maximumReconfigureRestarts = 3

  /// Marks the heights of rows to be asked again, then asks those on display for their cells
  /// again.
  /// - Parameter rows: The rows, at their positions now.
  /// - Returns: `false` when a delegate call changed the table while a row was asked, and
  ///   the rest were left.
  private func reconfigure(_ rows: [TableIndexPath]) -> Bool {
    for indexPath in rows {
      let height = content.sections[indexPath.section].rows.height(at: indexPath.row)
      content.setRowHeight(height, at: indexPath, isExact: false)
    }
    let pass = lifecycle.generation
    for indexPath in rows {
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
        guard replaceDisplayedCell(cell, with: made, at: indexPath, generation: pass) else {
          return false
        }
      }
    }
    return true
  }

  /// Shows a different cell for a visible row, when the data source did not dequeue the row's
  /// own cell while it was reconfigured.
  ///
  /// The old cell leaves the display and is announced first; the row is listed without a cell
  /// meanwhile. The new cell is shown and announced only if that announcement left the table as
  /// it was and the row on display: otherwise it goes back to the reuse pool unannounced, as a
  /// cell made during a change does, and the next layout gives the row, wherever the change
  /// put it, a cell of its own.
  /// - Returns: `false` when a display callback changed the table (or took the row off
  ///   display).
  private func replaceDisplayedCell(
    _ old: TableCell, with new: TableCell, at indexPath: TableIndexPath, generation pass: Int
  ) -> Bool {
    new.isSelected = old.isSelected
    new.isHighlighted = old.isHighlighted
    new.isEditing = old.isEditing
    let style = window.editingStyles[indexPath]
    _ = window.removeCell(at: indexPath)
    delegate?.tableView(self, didEndDisplaying: old, forRowAt: indexPath)
    enqueueReusable(old)
    guard lifecycle.generation == pass, window.lists(.row(indexPath)) else {
      enqueueReusable(new)
      window.dropItemsNotDisplayed()
      return false
    }
    window.display(new, at: indexPath, style: style)
    delegate?.tableView(self, willDisplay: new, forRowAt: indexPath)
    return lifecycle.generation == pass
  }
}
