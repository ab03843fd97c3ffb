import CascadingTableKit

/// A table tall enough to show every row of the small trees of the shape tests, with the
/// reuse identifiers their rows use registered.
@MainActor
func makeShapeTable() -> HeadlessTableView {
  let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
  table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
  table.register(TableCell.self, forCellReuseIdentifier: "item")
  return table
}

/// What a table shows, section by section, as cell texts (`nil` for a cell without text),
/// after laying it out.
@MainActor
func shownTexts(_ table: HeadlessTableView) -> [[String?]] {
  table.layoutIfNeeded()
  return (0..<table.numberOfSections).map { section in
    (0..<table.numberOfRows(inSection: section)).map {
      table.cellForRow(at: TableIndexPath(row: $0, section: section))?.text
    }
  }
}
