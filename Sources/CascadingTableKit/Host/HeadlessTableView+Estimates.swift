extension HeadlessTableView {
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
}
