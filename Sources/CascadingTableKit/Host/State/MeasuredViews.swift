/// The cells and header and footer views a table made while measuring heights during a layout,
/// not yet displayed: a pass that then displays the item takes its view from here rather than
/// asking for another.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods.
///
/// Invariants: a row, header or footer has at most one measured view; a view here is on
/// display nowhere and in no reuse pool. Everything here was made for a position as it was
/// when measured, so a change that may move rows empties it (into the reuse pools).
struct MeasuredViews {
  /// The cell made for each measured row.
  private(set) var cells: [TableIndexPath: TableCell] = [:]

  /// The view made for each measured header.
  private(set) var headers: [Int: TableHeaderFooterView] = [:]

  /// The view made for each measured footer.
  private(set) var footers: [Int: TableHeaderFooterView] = [:]

  /// Whether nothing is kept.
  @inline(__always)
  var isEmpty: Bool { cells.isEmpty && headers.isEmpty && footers.isEmpty }

  /// The header or footer view measured for a section, if any.
  func view(section: Int, isHeader: Bool) -> TableHeaderFooterView? {
    isHeader ? headers[section] : footers[section]
  }

  /// Keeps the cell measured for a row.
  mutating func keep(_ cell: TableCell, at indexPath: TableIndexPath) {
    cells[indexPath] = cell
  }

  /// Keeps the view measured for a header or footer (`nil` when it has none).
  mutating func keep(_ view: TableHeaderFooterView?, section: Int, isHeader: Bool) {
    if isHeader {
      headers[section] = view
    } else {
      footers[section] = view
    }
  }

  /// Takes the cell measured for a row, to display it.
  @inline(__always)
  mutating func takeCell(at indexPath: TableIndexPath) -> TableCell? {
    cells.removeValue(forKey: indexPath)
  }

  /// Takes the view measured for a header or footer, to display it.
  @inline(__always)
  mutating func takeView(section: Int, isHeader: Bool) -> TableHeaderFooterView? {
    isHeader ? headers.removeValue(forKey: section) : footers.removeValue(forKey: section)
  }

  /// Forgets everything, keeping the storage; the caller has returned it to the reuse pools.
  mutating func removeAll() {
    cells.removeAll(keepingCapacity: true)
    headers.removeAll(keepingCapacity: true)
    footers.removeAll(keepingCapacity: true)
  }
}
