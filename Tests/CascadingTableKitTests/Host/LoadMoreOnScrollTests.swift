import CascadingTableKit
import Testing

/// A section that loads more rows from `scrollViewDidScroll` as it nears the bottom of the
/// viewport (issue 25's "load more"), checked step by step against a model: rows of 20 points
/// in a 100-point viewport, no headers or footers.
@MainActor
struct LoadMoreOnScrollTests {
  @Test func aSectionLoadsMoreAsItNearsTheBottomAndTheTableFollows() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    let section = LoadingMoreSection(index: 0, childDelegates: [])
    section.appendPage()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.layoutIfNeeded()

    // The model: row count, offset, loads.
    var rows = 10
    var offset = 0.0
    var loads = 0
    for step in 1...40 {
      table.contentOffset += 50
      let highest = max(0, Double(rows * 20) - 100)
      let moved = min(offset + 50, highest)
      if moved != offset {
        offset = moved
        // The last row any part of which is in [offset, offset + 100).
        let last = min(rows - 1, Int(((offset + 100) / 20).rounded(.up)) - 1)
        if last >= rows - 3, rows < 60 {
          rows = min(rows + 10, 60)
          loads += 1
        }
      }
      #expect(table.contentOffset == offset, "step \(step)")
      #expect(section.loads == loads, "step \(step)")
      #expect(table.numberOfRows(inSection: 0) == rows, "step \(step)")
      #expect(section.childDelegates.count == rows, "step \(step)")
      let first = Int(offset / 20)
      let end = min(rows, Int(((offset + 100) / 20).rounded(.up)))
      let shown = (first..<end).map { "row \($0) v0" }
      #expect(table.visibleCells.map(\.text) == shown, "step \(step)")
    }
    #expect(rows == 60)
    #expect(table.contentOffset == 1_100)
    #expect(table.problems.isEmpty)
  }
}
