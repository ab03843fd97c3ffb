import CascadingTableKit

/// What a user can see of a table: its counts, and the cell at every row after scrolling the
/// whole table past the viewport.
///
/// Invariant: `rows[s].count` is what the table answers for section `s`; a row never seen on
/// screen is "<unseen>".
@MainActor
struct TableObservation {
  var rows: [[String]] = []
  /// The detail text of each visible cell, by the cell's text.
  var details: [String: String] = [:]
  /// The laid-out height of each row, by the cell's text.
  var heights: [String: Double] = [:]

  init(_ table: HeadlessTableView) {
    rows = (0..<table.numberOfSections).map {
      Array(repeating: "<unseen>", count: table.numberOfRows(inSection: $0))
    }
    let step = max(table.viewportSize.height / 2, 1)
    var offset = 0.0
    table.contentOffset = 0
    table.layoutIfNeeded()
    while true {
      for path in table.indexPathsForVisibleRows ?? [] {
        guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row),
          let cell = table.cellForRow(at: path)
        else { continue }
        let text = cell.text ?? "<nil>"
        rows[path.section][path.row] = text
        details[text] = cell.detailText
        heights[text] = table.rect(forRow: path).height
      }
      offset += step
      if offset >= table.contentSize.height { break }
      table.contentOffset = offset
      table.layoutIfNeeded()
    }
    table.contentOffset = 0
    table.layoutIfNeeded()
  }
}
