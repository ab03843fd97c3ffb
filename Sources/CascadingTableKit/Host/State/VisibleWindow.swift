/// What a table's viewport shows: the scroll position, the items on display in position
/// order, their cells and views, and the editing style of each displayed row.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; the
/// delegate calls that announce what enters and leaves stay with the table.
///
/// Invariants:
/// - ``items`` is sorted by position (see ``VisibleItem``'s ordering) and holds each item once.
/// - Between layout passes, every item of ``items`` has its cell or view in ``cells``,
///   ``headers`` or ``footers``, and those hold nothing else; during a pass an item may be
///   listed before its cell is announced, and while a reconfigured row's cell is replaced a
///   row is listed between its old cell's `didEndDisplaying` and its new cell's display;
///   ``dropItemsNotDisplayed()`` restores the rule when either is abandoned.
/// - ``editingStyles`` has keys only among ``cells``' keys.
/// - ``passItems`` is scratch space for a layout pass: sorted by position once the pass has
///   collected it, meaningless outside a pass.
struct VisibleWindow {
  /// The requested scroll position: the content's y at the top of the viewport, clamped by
  /// each layout pass.
  private(set) var offset = 0.0

  /// What the viewport shows, in position order.
  private(set) var items: [VisibleItem] = []

  /// The items a layout pass collects, kept between passes (with ``items``, whose storage it
  /// swaps with) so that a steady scroll allocates nothing.
  private(set) var passItems: [VisibleItem] = []

  /// The cell of each displayed row.
  private(set) var cells: [TableIndexPath: TableCell] = [:]

  /// The view of each displayed header.
  private(set) var headers: [Int: TableHeaderFooterView] = [:]

  /// The view of each displayed footer.
  private(set) var footers: [Int: TableHeaderFooterView] = [:]

  /// The editing style of each displayed row, asked when it appears in editing mode.
  private(set) var editingStyles: [TableIndexPath: TableCellEditingStyle] = [:]

  // MARK: Scrolling

  /// Moves the scroll position.
  @inline(__always)
  mutating func setOffset(_ offset: Double) {
    self.offset = offset
  }

  // MARK: Layout passes

  /// Empties ``passItems``, keeping its storage, for a new walk.
  @inline(__always)
  mutating func beginPass() {
    passItems.removeAll(keepingCapacity: true)
  }

  /// Adds the next item, in position order, to what the running pass shows.
  @inline(__always)
  mutating func appendToPass(_ item: VisibleItem) {
    passItems.append(item)
  }

  /// Makes what the pass collected the displayed list; the old list's storage becomes the
  /// next pass's scratch space.
  @inline(__always)
  mutating func commitPass() {
    swap(&items, &passItems)
  }

  /// Removes from ``items`` the items that have no cell or view on display: those a display
  /// pass listed but abandoned before announcing them.
  /// - Complexity: O(*v*).
  mutating func dropItemsNotDisplayed() {
    var kept = 0
    for position in items.indices {
      let item = items[position]
      let isDisplayed: Bool
      switch item {
      case .row(let indexPath): isDisplayed = cells[indexPath] != nil
      case .header(let section): isDisplayed = headers[section] != nil
      case .footer(let section): isDisplayed = footers[section] != nil
      }
      if isDisplayed {
        items[kept] = item
        kept += 1
      }
    }
    items.removeLast(items.count - kept)
  }

  /// Whether ``items`` lists an item, with or without its cell or view.
  /// - Complexity: O(log *v*).
  func lists(_ item: VisibleItem) -> Bool {
    let index = items.lowerBound(of: item)
    return index < items.count && items[index] == item
  }

  // MARK: Displaying

  /// Shows a cell for a row, with its editing style when the table is editing.
  @inline(__always)
  mutating func display(
    _ cell: TableCell, at indexPath: TableIndexPath, style: TableCellEditingStyle?
  ) {
    cells[indexPath] = cell
    if let style {
      editingStyles[indexPath] = style
    }
  }

  /// Shows a section's header or footer view.
  @inline(__always)
  mutating func display(_ view: TableHeaderFooterView, section: Int, isHeader: Bool) {
    if isHeader {
      headers[section] = view
    } else {
      footers[section] = view
    }
  }

  /// Takes a row's cell off display, with its editing style.
  /// - Returns: The cell, or `nil` when the row had none.
  @inline(__always)
  mutating func removeCell(at indexPath: TableIndexPath) -> TableCell? {
    guard let cell = cells.removeValue(forKey: indexPath) else { return nil }
    editingStyles[indexPath] = nil
    return cell
  }

  /// Takes a section's header or footer view off display.
  /// - Returns: The view, or `nil` when it had none.
  @inline(__always)
  mutating func removeView(section: Int, isHeader: Bool) -> TableHeaderFooterView? {
    isHeader ? headers.removeValue(forKey: section) : footers.removeValue(forKey: section)
  }

  /// Takes every header and footer off display at once, keeping the rows: the next layout
  /// pass finds them missing and makes them again.
  /// - Returns: What was displayed, in position order, for the caller to announce.
  /// - Complexity: O(*v*) in the number of visible items.
  mutating func removeHeadersAndFooters() -> [(item: VisibleItem, view: TableHeaderFooterView)] {
    guard !headers.isEmpty || !footers.isEmpty else { return [] }
    var removed: [(item: VisibleItem, view: TableHeaderFooterView)] = []
    var kept = 0
    for position in items.indices {
      let item = items[position]
      switch item {
      case .row:
        items[kept] = item
        kept += 1
      case .header(let section):
        if let view = headers.removeValue(forKey: section) {
          removed.append((item, view))
        }
      case .footer(let section):
        if let view = footers.removeValue(forKey: section) {
          removed.append((item, view))
        }
      }
    }
    items.removeLast(items.count - kept)
    return removed
  }

  /// Takes everything off display at once, as a reload does.
  /// - Returns: What was displayed, for the caller to announce.
  mutating func removeEverything() -> (
    items: [VisibleItem], cells: [TableIndexPath: TableCell],
    headers: [Int: TableHeaderFooterView], footers: [Int: TableHeaderFooterView]
  ) {
    let removed = (items, cells, headers, footers)
    items = []
    cells = [:]
    headers = [:]
    footers = [:]
    editingStyles = [:]
    return removed
  }

  // MARK: Editing styles

  /// Records a displayed row's editing style.
  mutating func setEditingStyle(_ style: TableCellEditingStyle, at indexPath: TableIndexPath) {
    editingStyles[indexPath] = style
  }

  /// Forgets every editing style, as entering or leaving editing mode does.
  mutating func removeAllEditingStyles() {
    editingStyles.removeAll()
  }

  // MARK: Moving rows

  /// Carries what is displayed across a change of positions. A row or section the maps send
  /// to `nil` is gone: it leaves the display, and is returned under its old position for the
  /// caller to announce.
  /// - Complexity: O(*v* log *v*).
  mutating func remap(
    rows rowMap: (TableIndexPath) -> TableIndexPath?, sections sectionMap: (Int) -> Int?
  ) -> [(VisibleItem, AnyObject)] {
    var movedItems: [VisibleItem] = []
    var movedCells: [TableIndexPath: TableCell] = [:]
    var movedStyles: [TableIndexPath: TableCellEditingStyle] = [:]
    var movedHeaders: [Int: TableHeaderFooterView] = [:]
    var movedFooters: [Int: TableHeaderFooterView] = [:]
    var ended: [(VisibleItem, AnyObject)] = []
    for item in items {
      switch item {
      case .row(let indexPath):
        guard let cell = cells[indexPath] else { continue }
        if let moved = rowMap(indexPath) {
          movedItems.append(.row(moved))
          movedCells[moved] = cell
          movedStyles[moved] = editingStyles[indexPath]
        } else {
          ended.append((item, cell))
        }
      case .header(let section):
        guard let view = headers[section] else { continue }
        if let moved = sectionMap(section) {
          movedItems.append(.header(moved))
          movedHeaders[moved] = view
        } else {
          ended.append((item, view))
        }
      case .footer(let section):
        guard let view = footers[section] else { continue }
        if let moved = sectionMap(section) {
          movedItems.append(.footer(moved))
          movedFooters[moved] = view
        } else {
          ended.append((item, view))
        }
      }
    }
    // A move can change the order of what stays on screen; layout passes rely on the order.
    movedItems.sort()
    items = movedItems
    cells = movedCells
    editingStyles = movedStyles
    headers = movedHeaders
    footers = movedFooters
    return ended
  }
}
