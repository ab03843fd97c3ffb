extension HeadlessTableView {
  // MARK: Scrolling

  /// The vertical scroll position: the content's y at the top of the viewport.
  ///
  /// Setting it scrolls as a user would: the value is clamped to
  /// `0...max(0, contentSize.height - viewportSize.height)`, the table lays out, and rows,
  /// headers and footers entering and leaving the viewport get their display callbacks.
  /// - Complexity: O(log *n* + *v*) for *v* visible items, plus their height and cell queries.
  public var contentOffset: Double {
    get {
      layoutIfNeeded()
      return storedContentOffset
    }
    set {
      loadIfNeeded()
      scroll(to: newValue)
    }
  }

  /// The size of the whole content: the viewport's width by the sum of all header, row and
  /// footer heights, estimated where a row has not been visible yet.
  /// - Complexity: O(1) once loaded.
  public var contentSize: TableSize {
    loadIfNeeded()
    return TableSize(width: viewportSize.width, height: sectionHeights.total)
  }

  /// Lays out the viewport now if anything changed since the last layout: loads the table if
  /// needed, asks exact heights of the rows becoming visible, and gives cells and display
  /// callbacks to what enters and leaves the viewport.
  /// - Complexity: O(log *n* + *v*) for *v* visible items, plus their height and cell queries.
  public func layoutIfNeeded() {
    loadIfNeeded()
    if needsLayout {
      layoutVisibleItems()
    }
  }

  // MARK: Geometry

  /// The rectangle of a row in the content, with its current height (exact once the row has
  /// been visible, estimated before), or ``TableRect/zero`` for a row the table does not have.
  /// - Parameter indexPath: The row.
  /// - Returns: The row's rectangle.
  /// - Complexity: O(log *n*).
  public func rect(forRow indexPath: TableIndexPath) -> TableRect {
    loadIfNeeded()
    guard contains(indexPath) else { return .zero }
    let geometry = sectionGeometry[indexPath.section]
    let span = geometry.rows.span(of: indexPath.row)
    let y = sectionHeights.prefixSum(indexPath.section) + geometry.headerHeight + span.offset
    return TableRect(x: 0, y: y, width: viewportSize.width, height: span.height)
  }

  /// The rectangle of a section's header, or ``TableRect/zero`` for a section the table does
  /// not have.
  /// - Parameter section: The section.
  /// - Returns: The header's rectangle (its height may be 0).
  /// - Complexity: O(log *s*) in the number of sections.
  public func rectForHeader(inSection section: Int) -> TableRect {
    loadIfNeeded()
    guard section >= 0 && section < sectionGeometry.count else { return .zero }
    return TableRect(
      x: 0, y: sectionHeights.prefixSum(section), width: viewportSize.width,
      height: sectionGeometry[section].headerHeight)
  }

  /// The rectangle of a section's footer, or ``TableRect/zero`` for a section the table does
  /// not have.
  /// - Parameter section: The section.
  /// - Returns: The footer's rectangle (its height may be 0).
  /// - Complexity: O(log *n*).
  public func rectForFooter(inSection section: Int) -> TableRect {
    loadIfNeeded()
    guard section >= 0 && section < sectionGeometry.count else { return .zero }
    let geometry = sectionGeometry[section]
    let y = sectionHeights.prefixSum(section) + geometry.headerHeight + geometry.rows.total
    return TableRect(x: 0, y: y, width: viewportSize.width, height: geometry.footerHeight)
  }

  /// The rectangle of a whole section: header, rows and footer.
  /// - Parameter section: The section.
  /// - Returns: The section's rectangle, or ``TableRect/zero`` for a section the table does
  ///   not have.
  /// - Complexity: O(log *n*).
  public func rect(forSection section: Int) -> TableRect {
    loadIfNeeded()
    guard section >= 0 && section < sectionGeometry.count else { return .zero }
    return TableRect(
      x: 0, y: sectionHeights.prefixSum(section), width: viewportSize.width,
      height: sectionGeometry[section].totalHeight)
  }

  /// The row at a point of the content, or `nil` when the point is on a header, a footer or
  /// outside the content. Only the point's `y` matters: rows span the table's width.
  /// - Parameter point: A point in content coordinates.
  /// - Returns: The row whose rectangle contains the point, or `nil`.
  /// - Complexity: O(log *n*).
  public func indexPathForRow(at point: TablePoint) -> TableIndexPath? {
    loadIfNeeded()
    guard point.y >= 0, point.y < sectionHeights.total,
      let section = sectionHeights.position(containing: point.y)
    else { return nil }
    let geometry = sectionGeometry[section]
    let local = point.y - sectionHeights.prefixSum(section) - geometry.headerHeight
    guard local >= 0, local < geometry.rows.total,
      let row = geometry.rows.row(containing: local)
    else { return nil }
    return TableIndexPath(row: row, section: section)
  }

  /// Scrolls so that a row stands at the given position of the viewport, resolving its exact
  /// height on the way: `.top`, `.middle` and `.bottom` align it there; `.none` scrolls as
  /// little as makes it fully visible (not at all when it already is). A row the table does
  /// not have is ignored.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up.
  ///   - animated: Ignored: a headless table scrolls at once.
  /// - Complexity: O(log *n* + *v*), plus the height and cell queries of rows that appear.
  public func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {
    loadIfNeeded()
    guard contains(indexPath) else {
      report(
        .indexPathOutOfRange(call: "scrollToRow(at:at:animated:)", indexPath: indexPath),
        rows: [indexPath])
      return
    }
    for _ in 0..<2 {
      // Laying out asks the delegate, which may change the table: check the row each time.
      guard contains(indexPath) else { return }
      scroll(to: targetOffset(showing: rect(forRow: indexPath), at: scrollPosition))
    }
  }

  /// Scrolls so that a section's header (or its first content, when it has no header) stands
  /// at the top of the viewport, as a section-index tap does.
  /// - Parameter section: The section; one the table does not have is ignored.
  /// - Complexity: O(log *n* + *v*).
  public func scrollToSection(_ section: Int) {
    loadIfNeeded()
    guard section >= 0 && section < sectionGeometry.count else { return }
    scroll(to: sectionHeights.prefixSum(section))
  }

  /// Moves the requested offset and lays out. Asked for from inside a layout pass's delegate
  /// call, the running pass is abandoned and starts over from the new offset.
  private func scroll(to offset: Double) {
    storedContentOffset = offset
    if isLayingOut {
      invalidateWorkInProgress()
    }
    layoutVisibleItems()
  }

  private func targetOffset(showing rect: TableRect, at position: TableScrollPosition) -> Double {
    let height = viewportSize.height
    switch position {
    case .top:
      return rect.minY
    case .middle:
      return rect.minY - (height - rect.height) / 2
    case .bottom:
      return rect.maxY - height
    case .none:
      let top = storedContentOffset
      if rect.minY < top {
        return rect.minY
      }
      if rect.maxY > top + height {
        return rect.maxY - height
      }
      return top
    }
  }

  // MARK: Loading geometry

  /// The geometry a section starts with at load: estimates wherever estimates are available,
  /// exact heights where they are disabled or where only a height is known.
  func estimatedGeometry(ofSection section: Int, rowCount: Int) -> SectionGeometry {
    let source = delegate
    let header = estimatedHeaderFooterHeight(section: section, isHeader: true, delegate: source)
    let footer = estimatedHeaderFooterHeight(section: section, isHeader: false, delegate: source)
    let rows = estimatedRows(section: section, rowCount: rowCount, delegate: source)
    return SectionGeometry(
      headerHeight: header.height, headerIsExact: header.isExact,
      rows: rows,
      footerHeight: footer.height, footerIsExact: footer.isExact)
  }

  /// The table's own row estimate, or `nil` when estimates are disabled.
  var fallbackRowEstimate: Double? {
    if estimatedRowHeight > 0 {
      return estimatedRowHeight
    }
    if estimatedRowHeight == 0 {
      return nil
    }
    return rowHeight >= 0 ? rowHeight : Self.standardRowHeight
  }

  /// The fitting height of a default cell, used as an estimate when nothing better is known.
  static let standardRowHeight = 44.0

  /// The rows of a section as they start at load, built block by block.
  func estimatedRows(section: Int, rowCount: Int, delegate source: (any TableDelegate)?)
    -> RowHeightIndex
  {
    // Without a delegate, the table's own row height is exact for every row.
    if source == nil && rowHeight >= 0 {
      return RowHeightIndex(repeating: rowHeight, isExact: true, count: rowCount)
    }
    let fallback = fallbackRowEstimate
    guard let source else {
      return RowHeightIndex(
        repeating: fallback ?? Self.standardRowHeight, isExact: false, count: rowCount)
    }
    let bulkSource = source as? any TableRowEstimating
    var index = RowHeightIndex()
    var start = 0
    while start < rowCount {
      let end = min(start + RowHeightIndex.blockSize, rowCount)
      var heights: [Double] = []
      var isExact: [Bool] = []
      heights.reserveCapacity(end - start)
      isExact.reserveCapacity(end - start)
      if let bulkSource,
        bulkEstimates(
          of: start..<end, section: section, from: bulkSource, fallback: fallback,
          heights: &heights, isExact: &isExact)
      {
        index.appendBlock(heights: heights, isExact: isExact)
        start = end
        continue
      }
      for row in start..<end {
        let estimate = estimatedRowHeight(
          at: TableIndexPath(row: row, section: section), delegate: source, fallback: fallback)
        heights.append(estimate.height)
        isExact.append(estimate.isExact)
      }
      index.appendBlock(heights: heights, isExact: isExact)
      start = end
    }
    index.finishAppendingBlocks()
    return index
  }

  /// Asks a delegate for a block of estimates in one call (see ``TableRowEstimating``) and
  /// completes rows without an estimate as ``estimatedRowHeight(at:delegate:)`` does.
  /// - Returns: `false`, with `heights` and `isExact` left empty, when the delegate declined or
  ///   answered the wrong number of rows.
  private func bulkEstimates(
    of rows: Range<Int>, section: Int, from source: any TableRowEstimating, fallback: Double?,
    heights: inout [Double], isExact: inout [Bool]
  ) -> Bool {
    guard
      source.tableView(self, estimatedHeightsForRows: rows, inSection: section, into: &heights),
      heights.count == rows.count
    else {
      heights.removeAll(keepingCapacity: true)
      return false
    }
    isExact.append(contentsOf: repeatElement(false, count: rows.count))
    for offset in heights.indices where heights[offset] < 0 {
      let indexPath = TableIndexPath(row: rows.lowerBound + offset, section: section)
      (heights[offset], isExact[offset]) = heightWithoutEstimate(
        at: indexPath, delegate: source, fallback: fallback)
    }
    return true
  }

  /// The height a row starts with: the delegate's estimate, else the table's, else (estimates
  /// disabled) its exact height when that needs no cell.
  func estimatedRowHeight(at indexPath: TableIndexPath, delegate source: (any TableDelegate)?)
    -> (height: Double, isExact: Bool)
  {
    guard let source else {
      return rowHeight >= 0
        ? (rowHeight, true) : (fallbackRowEstimate ?? Self.standardRowHeight, false)
    }
    return estimatedRowHeight(at: indexPath, delegate: source, fallback: fallbackRowEstimate)
  }

  @inline(__always)
  private func estimatedRowHeight(
    at indexPath: TableIndexPath, delegate source: any TableDelegate, fallback: Double?
  ) -> (height: Double, isExact: Bool) {
    if let estimate = source.tableView(self, estimatedHeightForRowAt: indexPath), estimate >= 0 {
      return (estimate, false)
    }
    return heightWithoutEstimate(at: indexPath, delegate: source, fallback: fallback)
  }

  /// The height a row without an estimate of its own starts with: the table's estimate, else
  /// (estimates disabled) its exact height when that needs no cell.
  private func heightWithoutEstimate(
    at indexPath: TableIndexPath, delegate source: any TableDelegate, fallback: Double?
  ) -> (height: Double, isExact: Bool) {
    if let fallback {
      return (fallback, false)
    }
    let exact = source.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return exact >= 0 ? (exact, true) : (Self.standardRowHeight, false)
  }

  func estimatedHeaderFooterHeight(
    section: Int, isHeader: Bool, delegate source: (any TableDelegate)?
  ) -> (height: Double, isExact: Bool) {
    let answer =
      isHeader
      ? source?.tableView(self, estimatedHeightForHeaderInSection: section)
      : source?.tableView(self, estimatedHeightForFooterInSection: section)
    if let answer, answer >= 0 {
      return (answer, false)
    }
    let property = isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    if property > 0 {
      return (property, false)
    }
    let height = isHeader ? sectionHeaderHeight : sectionFooterHeight
    if property == 0 {
      let exact =
        (isHeader
          ? source?.tableView(self, heightForHeaderInSection: section)
          : source?.tableView(self, heightForFooterInSection: section)) ?? height
      if exact >= 0 {
        return (exact, true)
      }
    }
    return (max(0, height), false)
  }

  // MARK: Resolving exact heights

  /// Asks a row's exact height (making its cell when it sizes from the cell) and records it.
  /// - Returns: `false`, with nothing recorded, when a delegate call changed the table.
  private func resolveRowHeight(_ indexPath: TableIndexPath, generation pass: Int) -> Bool {
    var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard generation == pass else { return false }
    if height < 0 {
      let cell: TableCell
      if let measured = measuredCells[indexPath] {
        cell = measured
      } else {
        cell = makeCell(for: indexPath)
        guard generation == pass else {
          enqueueReusable(cell)
          return false
        }
        measuredCells[indexPath] = cell
      }
      height = max(0, cell.fittingHeight)
    }
    setRowHeight(height, at: indexPath, isExact: true)
    return true
  }

  func setRowHeight(_ height: Double, at indexPath: TableIndexPath, isExact: Bool) {
    sectionGeometry[indexPath.section].rows.setHeight(height, isExact: isExact, at: indexPath.row)
    sectionHeights.setValue(
      sectionGeometry[indexPath.section].totalHeight, at: indexPath.section)
  }

  /// Asks a header's or footer's exact height (making its view when it sizes from the view)
  /// and records it.
  /// - Returns: `false`, with nothing recorded, when a delegate call changed the table.
  private func resolveHeaderFooterHeight(_ section: Int, isHeader: Bool, generation pass: Int)
    -> Bool
  {
    let answer =
      isHeader
      ? delegate?.tableView(self, heightForHeaderInSection: section)
      : delegate?.tableView(self, heightForFooterInSection: section)
    guard generation == pass else { return false }
    var height = answer ?? (isHeader ? sectionHeaderHeight : sectionFooterHeight)
    if height < 0 {
      let measured = isHeader ? measuredHeaders[section] : measuredFooters[section]
      let view = measured ?? makeHeaderFooterView(section: section, isHeader: isHeader)
      guard generation == pass else {
        if measured == nil, let view {
          enqueueReusable(view)
        }
        return false
      }
      if isHeader {
        measuredHeaders[section] = view
      } else {
        measuredFooters[section] = view
      }
      height = max(0, view?.fittingHeight ?? 0)
    }
    if isHeader {
      sectionGeometry[section].headerHeight = height
      sectionGeometry[section].headerIsExact = true
    } else {
      sectionGeometry[section].footerHeight = height
      sectionGeometry[section].footerIsExact = true
    }
    sectionHeights.setValue(sectionGeometry[section].totalHeight, at: section)
    return true
  }

  // MARK: Layout

  /// How many times a layout starts over because a delegate call changed the table (or asked
  /// for another layout) while it ran; after that, the table keeps what the last pass showed
  /// and lays out again at the next query.
  static let maximumLayoutPasses = 16

  /// Lays the viewport out now: clamps the offset, resolves the heights of what becomes
  /// visible, then ends displaying what left and displays what entered.
  ///
  /// Only one pass runs at a time. A layout requested from inside a delegate call the pass
  /// makes (a reload, an update, a scroll) is not run nested: it marks the table as needing
  /// layout, and the running pass, which abandons its work as soon as it sees that a call
  /// changed the table (see ``generation``), starts over. A layout requested while the table
  /// reloads or loads waits for it to end, which leaves the table needing layout.
  func layoutVisibleItems() {
    guard !isLayingOut && !isLoading && reloadDepth == 0 else {
      needsLayout = true
      return
    }
    isLayingOut = true
    var passes = 0
    repeat {
      passes += 1
      needsLayout = false
      if !layOutOnce() {
        needsLayout = true
      }
    } while needsLayout && passes < Self.maximumLayoutPasses
    isLayingOut = false
  }

  /// One layout pass.
  ///
  /// Resolving heights can change the content's height, and so where the requested offset
  /// clamps to; the walk repeats until the offset is stable. Each walk near the end of the
  /// content can reveal one more item whose estimate was 0, so this may take a few walks; if
  /// it still moves after ``maximumWalksPerPass``, the pass keeps the offset it last walked at,
  /// so that what it displays always matches ``contentOffset``.
  /// - Returns: `false` when a delegate call changed the table and the pass was abandoned.
  private func layOutOnce() -> Bool {
    let pass = generation
    let requested = storedContentOffset
    for _ in 0..<Self.maximumWalksPerPass {
      let offset = clampedOffset(requested)
      storedContentOffset = offset
      guard collectVisibleItems(generation: pass) else {
        // The next pass clamps the request against the new content, unless the call that
        // changed the table scrolled it somewhere else.
        if storedContentOffset == offset {
          storedContentOffset = requested
        }
        return false
      }
      if clampedOffset(requested) == offset {
        break
      }
    }
    return applyDisplay(generation: pass)
  }

  /// How many times one layout pass walks the viewport at most while the clamped offset moves.
  static let maximumWalksPerPass = 32

  private func clampedOffset(_ offset: Double) -> Double {
    let maximum = max(0, sectionHeights.total - viewportSize.height)
    return min(max(0, offset), maximum)
  }

  /// Walks the items that overlap the viewport, in position order, into ``passItems``,
  /// resolving exact heights as it goes so that each item's position accounts for those above
  /// it.
  ///
  /// An item whose estimate is 0 and that sits exactly on the viewport's bottom edge is
  /// resolved too: it may well be taller, and would otherwise never be reached at the end of
  /// the content. A row whose estimate puts it wholly above the viewport is skipped, not
  /// resolved: the walk may start above the viewport's top (in a section's header, or in its
  /// footer when the offset lies there).
  ///
  /// Every count and position is read again after each delegate call; the walk stops with
  /// `false` as soon as a call changed the table.
  /// - Returns: `false` when a delegate call changed the table.
  private func collectVisibleItems(generation pass: Int) -> Bool {
    passItems.removeAll(keepingCapacity: true)
    let top = storedContentOffset
    let bottom = top + viewportSize.height
    guard viewportSize.height > 0, let first = sectionHeights.position(containing: top) else {
      return true
    }
    // Sections of height 0 right above the one found start at the same y: their headers and
    // footers may still resolve to something visible.
    var section = first
    while section > 0 && sectionHeights.values[section - 1] == 0 {
      section -= 1
    }
    var y = sectionHeights.prefixSum(section)
    while section < sectionGeometry.count && y <= bottom {
      if !sectionGeometry[section].headerIsExact
        && Self.mayShow(y: y, height: sectionGeometry[section].headerHeight, top, bottom)
      {
        guard resolveHeaderFooterHeight(section, isHeader: true, generation: pass) else {
          return false
        }
      }
      let headerHeight = sectionGeometry[section].headerHeight
      if headerHeight > 0 && y + headerHeight > top && y < bottom {
        passItems.append(.header(section))
      }
      y += headerHeight
      var row = 0
      if y < top, var start = sectionGeometry[section].rows.row(containing: top - y) {
        while start > 0 && sectionGeometry[section].rows.height(at: start - 1) == 0 {
          start -= 1
        }
        row = start
        y += sectionGeometry[section].rows.offset(of: start)
      }
      let rowCount = sectionGeometry[section].rowCount
      while row < rowCount && y <= bottom {
        if !sectionGeometry[section].rows.isExact(at: row) {
          let estimate = sectionGeometry[section].rows.height(at: row)
          if Self.mayShow(y: y, height: estimate, top, bottom) {
            guard resolveRowHeight(TableIndexPath(row: row, section: section), generation: pass)
            else { return false }
          } else if y < bottom {
            // Wholly above the viewport by its estimate: it stays an estimate.
            y += estimate
            row += 1
            continue
          } else {
            break
          }
        }
        let height = sectionGeometry[section].rows.height(at: row)
        guard y < bottom else { break }
        if y + height > top || (height == 0 && y >= top) {
          passItems.append(.row(TableIndexPath(row: row, section: section)))
        }
        y += height
        row += 1
      }
      if row < rowCount {
        break
      }
      if !sectionGeometry[section].footerIsExact
        && Self.mayShow(y: y, height: sectionGeometry[section].footerHeight, top, bottom)
      {
        guard resolveHeaderFooterHeight(section, isHeader: false, generation: pass) else {
          return false
        }
      }
      let footerHeight = sectionGeometry[section].footerHeight
      if footerHeight > 0 && y + footerHeight > top && y < bottom {
        passItems.append(.footer(section))
      }
      y += footerHeight
      section += 1
    }
    return true
  }

  /// Whether an item with an estimated height may show in the viewport once resolved.
  private static func mayShow(y: Double, height: Double, _ top: Double, _ bottom: Double)
    -> Bool
  {
    if y < bottom {
      return y + height > top || y >= top
    }
    return y == bottom && height == 0
  }

  /// Ends displaying what left the viewport (in position order), then displays what entered:
  /// ``displayedItems`` and ``passItems`` are both in position order, so one merge walk over
  /// them finds both, without building sets.
  ///
  /// A display callback may change the table (a "load more" footer reloading its section):
  /// the change ends displaying what it removes itself, and this pass stops at once, leaving
  /// only items that did get their `willDisplay` in ``displayedItems``.
  /// - Returns: `false` when a delegate call changed the table.
  private func applyDisplay(generation pass: Int) -> Bool {
    let outgoing = displayedItems
    let incoming = passItems
    var next = 0
    for item in outgoing {
      while next < incoming.count && incoming[next] < item {
        next += 1
      }
      if next < incoming.count && incoming[next] == item {
        continue
      }
      endDisplaying(item)
      guard generation == pass else {
        dropItemsNotDisplayed()
        return false
      }
    }
    // The old list's storage becomes the next pass's scratch space.
    swap(&displayedItems, &passItems)
    var previous = 0
    for item in incoming {
      while previous < outgoing.count && outgoing[previous] < item {
        previous += 1
      }
      if previous < outgoing.count && outgoing[previous] == item {
        continue
      }
      guard beginDisplaying(item, generation: pass) else {
        dropItemsNotDisplayed()
        return false
      }
    }
    recycleMeasuredViews()
    return true
  }

  /// Removes from ``displayedItems`` the items that have no cell or view on display: those a
  /// display pass listed but abandoned before announcing them.
  private func dropItemsNotDisplayed() {
    var kept = 0
    for position in displayedItems.indices {
      let item = displayedItems[position]
      let isDisplayed: Bool
      switch item {
      case .row(let indexPath): isDisplayed = displayedCells[indexPath] != nil
      case .header(let section): isDisplayed = displayedHeaders[section] != nil
      case .footer(let section): isDisplayed = displayedFooters[section] != nil
      }
      if isDisplayed {
        displayedItems[kept] = item
        kept += 1
      }
    }
    displayedItems.removeLast(displayedItems.count - kept)
  }

  /// Ends displaying everything the viewport shows, as a reload does.
  ///
  /// Everything is taken off display first and announced after, so a delegate call made
  /// while announcing finds nothing on display that still waits for its `didEndDisplaying`.
  func endDisplayingEverything() {
    recycleMeasuredViews()
    guard !displayedItems.isEmpty else { return }
    let outgoing = displayedItems
    let cells = displayedCells
    let headers = displayedHeaders
    let footers = displayedFooters
    displayedItems = []
    displayedCells = [:]
    displayedHeaders = [:]
    displayedFooters = [:]
    displayedEditingStyles = [:]
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
      if let measured = measuredCells.removeValue(forKey: indexPath) {
        cell = measured
      } else {
        cell = makeCell(for: indexPath)
        guard generation == pass else {
          enqueueReusable(cell)
          return false
        }
      }
      var style: TableCellEditingStyle?
      if editing {
        style = resolvedEditingStyle(at: indexPath)
        guard generation == pass else {
          enqueueReusable(cell)
          return false
        }
      }
      cell.isSelected = selectedRows.contains(indexPath)
      cell.isHighlighted = highlightedRow == indexPath
      cell.isEditing = editing
      displayedCells[indexPath] = cell
      if let style {
        displayedEditingStyles[indexPath] = style
      }
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    case .header(let section):
      guard let view = headerFooterViewToDisplay(section: section, isHeader: true, generation: pass)
      else { return false }
      displayedHeaders[section] = view
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    case .footer(let section):
      guard
        let view = headerFooterViewToDisplay(section: section, isHeader: false, generation: pass)
      else { return false }
      displayedFooters[section] = view
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
    return generation == pass
  }

  /// The header or footer view to display for a section: the one measured for it, or a new
  /// one. `nil` when making it changed the table: the view made goes back to the reuse pool,
  /// unannounced, as a cell does.
  private func headerFooterViewToDisplay(section: Int, isHeader: Bool, generation pass: Int)
    -> TableHeaderFooterView?
  {
    let measured =
      isHeader
      ? measuredHeaders.removeValue(forKey: section) : measuredFooters.removeValue(forKey: section)
    if let measured {
      return measured
    }
    let made = makeHeaderFooterView(section: section, isHeader: isHeader)
    guard generation == pass else {
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
      guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
      displayedEditingStyles[indexPath] = nil
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      enqueueReusable(cell)
    case .header(let section):
      guard let view = displayedHeaders.removeValue(forKey: section) else { return }
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      enqueueReusable(view)
    case .footer(let section):
      guard let view = displayedFooters.removeValue(forKey: section) else { return }
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      enqueueReusable(view)
    }
  }

  /// Returns cells and views made for measuring that did not end up visible to the reuse
  /// pools, without display callbacks (they were never displayed).
  func recycleMeasuredViews() {
    guard !measuredCells.isEmpty || !measuredHeaders.isEmpty || !measuredFooters.isEmpty else {
      return
    }
    for cell in measuredCells.values {
      enqueueReusable(cell)
    }
    for view in measuredHeaders.values {
      enqueueReusable(view)
    }
    for view in measuredFooters.values {
      enqueueReusable(view)
    }
    measuredCells.removeAll(keepingCapacity: true)
    measuredHeaders.removeAll(keepingCapacity: true)
    measuredFooters.removeAll(keepingCapacity: true)
  }
}
