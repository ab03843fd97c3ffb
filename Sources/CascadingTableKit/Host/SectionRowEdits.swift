/// The row changes of one update that land in one surviving section: rows removed from it
/// (deleted or moved away, by their rows before the update), rows added to it (inserted or
/// moved in, by their rows after the update) and rows reloaded in it (after the update).
///
/// A few changes are applied in place, each in O(``RowHeightIndex/blockSize`` + log *n*);
/// many are applied by copying the runs of rows between them into a new index, in O(*n* +
/// *u* log *u*) for *u* changes. Neither asks a mapping query per row.
struct SectionRowEdits {
  /// Rows removed, by their position before the update.
  var removed: [Int] = []
  /// Rows added, by their position after the update, with the height they arrive with
  /// (`nil`: a new row, to estimate).
  var added: [(row: Int, height: Double?, isExact: Bool)] = []
  /// Rows reloaded, by their position after the update.
  var reloaded: [Int] = []

  /// Applies the changes to a section's rows. `estimate` gives a new row's starting height,
  /// by its row after the update.
  func apply(
    to rows: inout RowHeightIndex, estimate: (Int) -> (height: Double, isExact: Bool)
  ) {
    let removedRows = Set(removed).sorted()
    let changeCount = removedRows.count + added.count
    if changeCount * 64 > rows.count {
      let rebuilt = applyByCopying(
        removedRows, to: rows.heights, isExact: rows.exactness, estimate: estimate)
      rows = RowHeightIndex(heights: rebuilt.heights, isExact: rebuilt.isExact)
    } else {
      for row in removedRows.reversed() {
        rows.remove(at: row)
      }
      for item in added.sorted(by: Self.byRow) {
        if let height = item.height {
          rows.insert(height, isExact: item.isExact, at: item.row)
        } else {
          let fresh = estimate(item.row)
          rows.insert(fresh.height, isExact: fresh.isExact, at: item.row)
        }
      }
    }
    for row in reloaded where row >= 0 && row < rows.count {
      let fresh = estimate(row)
      rows.setHeight(fresh.height, isExact: fresh.isExact, at: row)
    }
  }

  private func applyByCopying(
    _ removedRows: [Int], to heights: [Double], isExact: [Bool],
    estimate: (Int) -> (height: Double, isExact: Bool)
  ) -> (heights: [Double], isExact: [Bool]) {
    var survivingHeights: [Double] = []
    var survivingExact: [Bool] = []
    survivingHeights.reserveCapacity(heights.count)
    survivingExact.reserveCapacity(heights.count)
    var start = 0
    for row in removedRows where row >= start && row < heights.count {
      survivingHeights.append(contentsOf: heights[start..<row])
      survivingExact.append(contentsOf: isExact[start..<row])
      start = row + 1
    }
    survivingHeights.append(contentsOf: heights[start...])
    survivingExact.append(contentsOf: isExact[start...])

    var newHeights: [Double] = []
    var newExact: [Bool] = []
    let total = survivingHeights.count + added.count
    newHeights.reserveCapacity(total)
    newExact.reserveCapacity(total)
    var next = 0
    for item in added.sorted(by: Self.byRow) {
      let run = min(item.row - newHeights.count, survivingHeights.count - next)
      if run > 0 {
        newHeights.append(contentsOf: survivingHeights[next..<(next + run)])
        newExact.append(contentsOf: survivingExact[next..<(next + run)])
        next += run
      }
      if let height = item.height {
        newHeights.append(height)
        newExact.append(item.isExact)
      } else {
        let fresh = estimate(newHeights.count)
        newHeights.append(fresh.height)
        newExact.append(fresh.isExact)
      }
    }
    newHeights.append(contentsOf: survivingHeights[next...])
    newExact.append(contentsOf: survivingExact[next...])
    return (newHeights, newExact)
  }

  private static func byRow(
    _ lhs: (row: Int, height: Double?, isExact: Bool),
    _ rhs: (row: Int, height: Double?, isExact: Bool)
  ) -> Bool {
    lhs.row < rhs.row
  }
}
