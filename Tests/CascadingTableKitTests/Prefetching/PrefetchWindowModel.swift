import CascadingTableKit

/// A plain model of the headless table's prefetch window (API.md §10, HeadlessTableView.md),
/// for rows of one height with no headers or footers: written from the rules, not from the
/// library. It predicts the calls of each layout pass.
struct PrefetchWindowModel {
  var counts: [Int]
  let rowHeight: Double
  let viewportHeight: Double
  let distance: Int
  /// The prefetched rows, neither cancelled nor displayed since.
  private(set) var prefetched: [TableIndexPath] = []
  /// The offset the last pass saw; `nil` at first and after a reload.
  private var lastOffset: Double?
  private var isScrollingUp = false
  /// The clamped offset the table is at.
  private(set) var offset = 0.0

  init(counts: [Int], rowHeight: Double, viewportHeight: Double, distance: Int) {
    self.counts = counts
    self.rowHeight = rowHeight
    self.viewportHeight = viewportHeight
    self.distance = distance
  }

  /// Every row, in table order.
  var rows: [TableIndexPath] {
    counts.indices.flatMap { section in
      (0..<counts[section]).map { TableIndexPath(row: $0, section: section) }
    }
  }

  /// The rows overlapping the viewport at the current offset.
  var visible: [TableIndexPath] {
    let top = offset
    let bottom = offset + viewportHeight
    return rows.enumerated().filter { position, _ in
      let y = Double(position) * rowHeight
      return y < bottom && y + rowHeight > top
    }.map(\.element)
  }

  /// Scrolls to `requested` (clamped as a table clamps) and returns the pass's calls.
  mutating func scroll(to requested: Double) -> [PrefetchRecorder.Event] {
    offset = requested
    return pass()
  }

  /// One pass at the current offset (clamped first): cancels, then prefetches.
  mutating func pass() -> [PrefetchRecorder.Event] {
    let rows = self.rows
    let maximum = max(0, Double(rows.count) * rowHeight - viewportHeight)
    offset = min(max(0, offset), maximum)
    if let lastOffset, lastOffset != offset {
      isScrollingUp = offset < lastOffset
    }
    lastOffset = offset
    let shown = visible
    var window: [TableIndexPath] = []
    if let first = shown.first, let last = shown.last, distance > 0 {
      let firstPosition = rows.firstIndex(of: first)!
      let lastPosition = rows.firstIndex(of: last)!
      if isScrollingUp {
        window = (max(0, firstPosition - distance)..<firstPosition).reversed().map { rows[$0] }
      } else {
        window = ((lastPosition + 1)..<min(rows.count, lastPosition + 1 + distance)).map {
          rows[$0]
        }
      }
    }
    var events: [PrefetchRecorder.Event] = []
    let cancelled = prefetched.filter { !shown.contains($0) && !window.contains($0) }.sorted()
    prefetched.removeAll { shown.contains($0) || !window.contains($0) }
    if !cancelled.isEmpty { events.append(.cancel(cancelled)) }
    let new = window.filter { !prefetched.contains($0) }
    prefetched += new
    if !new.isEmpty { events.append(.prefetch(new)) }
    return events
  }

  /// Inserts a row, carries the prefetched rows along, and returns the pass's calls.
  mutating func insert(_ path: TableIndexPath) -> [PrefetchRecorder.Event] {
    counts[path.section] += 1
    prefetched = prefetched.map {
      $0.section == path.section && $0.row >= path.row
        ? TableIndexPath(row: $0.row + 1, section: $0.section) : $0
    }
    return pass()
  }

  /// Deletes a row (a prefetched one is forgotten, not cancelled), and returns the pass's
  /// calls.
  mutating func delete(_ path: TableIndexPath) -> [PrefetchRecorder.Event] {
    counts[path.section] -= 1
    prefetched = prefetched.compactMap {
      guard $0.section == path.section, $0.row >= path.row else { return $0 }
      return $0.row == path.row ? nil : TableIndexPath(row: $0.row - 1, section: $0.section)
    }
    return pass()
  }

  /// Reloads a row (a prefetched one is forgotten, not cancelled: it is new to the table),
  /// and returns the pass's calls.
  mutating func reload(_ path: TableIndexPath) -> [PrefetchRecorder.Event] {
    prefetched.removeAll { $0 == path }
    return pass()
  }

  /// Reloads the table: everything is forgotten, the direction too.
  mutating func reloadAll() -> [PrefetchRecorder.Event] {
    prefetched = []
    lastOffset = nil
    isScrollingUp = false
    return pass()
  }
}
