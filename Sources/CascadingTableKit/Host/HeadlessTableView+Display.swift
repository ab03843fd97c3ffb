extension HeadlessTableView {
  // MARK: Display

  /// Ends displaying what left the viewport (in position order), then displays what entered:
  /// the window's ``VisibleWindow/items`` and ``VisibleWindow/passItems`` are both in position
  /// order, so one merge walk over them finds both, without building sets.
  ///
  /// A display callback may change the table (a "load more" footer reloading its section):
  /// the change ends displaying what it removes itself, and this pass stops at once, leaving
  /// only items that did get their `willDisplay` in the window's ``VisibleWindow/items``.
  /// - Returns: `false` when a delegate call changed the table.
  func applyDisplay(generation pass: Int) -> Bool {
    let outgoing = window.items
    let incoming = window.passItems
    var next = 0
    for item in outgoing {
      while next < incoming.count && incoming[next] < item {
        next += 1
      }
      if next < incoming.count && incoming[next] == item {
        continue
      }
      endDisplaying(item)
      guard lifecycle.generation == pass else {
        window.dropItemsNotDisplayed()
        return false
      }
    }
    window.commitPass()
    var previous = 0
    for item in incoming {
      while previous < outgoing.count && outgoing[previous] < item {
        previous += 1
      }
      if previous < outgoing.count && outgoing[previous] == item {
        continue
      }
      guard beginDisplaying(item, generation: pass) else {
        window.dropItemsNotDisplayed()
        return false
      }
    }
    recycleMeasuredViews()
    return true
  }

  /// Ends displaying everything the viewport shows, as a reload does.
  ///
  /// Everything is taken off display first and announced after, so a delegate call made
  /// while announcing finds nothing on display that still waits for its `didEndDisplaying`.
  func endDisplayingEverything() {
    recycleMeasuredViews()
    guard !window.items.isEmpty else { return }
    let (outgoing, cells, headers, footers) = window.removeEverything()
    for item in outgoing {
      switch item {
      case .row(let indexPath):
        guard let cell = cells[indexPath] else { continue }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueueReusable(cell)
      case .header(let section):
        guard let view = headers[section] else { continue }
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        enqueueReusable(view)
      case .footer(let section):
        guard let view = footers[section] else { continue }
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        enqueueReusable(view)
      }
    }
  }

  /// Makes (or takes the measured) cell or view of an item, stores it as displayed and
  /// announces it.
  ///
  /// The cell is stored and announced only if making it changed nothing: a cell made during a
  /// call that reshaped the table was made for a position that may mean another row now, so
  /// it goes back to the reuse pool, unannounced. Once announced, whatever the `willDisplay`
  /// call does, the item is on display, and a change it makes ends displaying it.
  /// - Returns: `false` when a delegate call changed the table.
  private func beginDisplaying(_ item: VisibleItem, generation pass: Int) -> Bool {
    switch item {
    case .row(let indexPath):
      let cell: TableCell
      if let measuredCell = measured.takeCell(at: indexPath) {
        cell = measuredCell
      } else {
        cell = makeCell(for: indexPath)
        guard lifecycle.generation == pass else {
          enqueueReusable(cell)
          return false
        }
      }
      var style: TableCellEditingStyle?
      if editingState.isEditing {
        style = resolvedEditingStyle(at: indexPath)
        guard lifecycle.generation == pass else {
          enqueueReusable(cell)
          return false
        }
      }
      cell.isSelected = selection.selectedRows.contains(indexPath)
      cell.isHighlighted = selection.highlightedRow == indexPath
      cell.isEditing = editingState.isEditing
      window.display(cell, at: indexPath, style: style)
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    case .header(let section):
      guard let view = headerFooterViewToDisplay(section: section, isHeader: true, generation: pass)
      else { return false }
      window.display(view, section: section, isHeader: true)
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    case .footer(let section):
      guard
        let view = headerFooterViewToDisplay(section: section, isHeader: false, generation: pass)
      else { return false }
      window.display(view, section: section, isHeader: false)
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
    return lifecycle.generation == pass
  }

  /// The header or footer view to display for a section: the one measured for it, or a new
  /// one. `nil` when making it changed the table: the view made goes back to the reuse pool,
  /// unannounced, as a cell does.
  private func headerFooterViewToDisplay(section: Int, isHeader: Bool, generation pass: Int)
    -> TableHeaderFooterView?
  {
    if let measuredView = measured.takeView(section: section, isHeader: isHeader) {
      return measuredView
    }
    let made = makeHeaderFooterView(section: section, isHeader: isHeader)
    guard lifecycle.generation == pass else {
      if let made {
        enqueueReusable(made)
      }
      return nil
    }
    return made ?? TableHeaderFooterView()
  }

  private func endDisplaying(_ item: VisibleItem) {
    switch item {
    case .row(let indexPath):
      guard let cell = window.removeCell(at: indexPath) else { return }
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      enqueueReusable(cell)
    case .header(let section):
      guard let view = window.removeView(section: section, isHeader: true) else { return }
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      enqueueReusable(view)
    case .footer(let section):
      guard let view = window.removeView(section: section, isHeader: false) else { return }
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      enqueueReusable(view)
    }
  }

  /// Returns cells and views made for measuring that did not end up visible to the reuse
  /// pools, without display callbacks (they were never displayed).
  func recycleMeasuredViews() {
    guard !measured.isEmpty else { return }
    for cell in measured.cells.values {
      enqueueReusable(cell)
    }
    for view in measured.headers.values {
      enqueueReusable(view)
    }
    for view in measured.footers.values {
      enqueueReusable(view)
    }
    measured.removeAll()
  }
}
