import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewTextRenderingTests {
  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sections: [["Apple", "Banana", "Cherry"], ["Kale"]])
    model.headerTitles = [0: "Fruits", 1: "Vegetables"]
    model.footerTitles = [0: "3 fruits"]
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 400))
    table.rowHeight = 40
    model.attach(to: table)
    table.layoutIfNeeded()
    return (table, model)
  }

  @Test func rendersHeadersRowsFootersSelectionAndAccessories() throws {
    let (table, model) = makeTable()
    try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0))).accessoryType =
      .disclosureIndicator
    let banana = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
    banana.accessoryType = .checkmark
    banana.detailText = "yellow"
    try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 1))).indentationLevel = 1
    table.selectRow(at: TableIndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let expected = """
      == Fruits
        Apple              >
      * Banana | yellow  [x]
        Cherry
      -- 3 fruits
      == Vegetables
          Kale
      """
    #expect(table.renderText(width: 22) == expected)
    #expect(model.sections.count == 2)
  }

  @Test func rendersEditingControlsAndCutsLongLines() {
    let (table, model) = makeTable()
    model.editingStyle = .insert
    table.setEditing(true, animated: false)
    let lines = table.renderText(width: 11).split(separator: "\n")
    #expect(lines[1] == "  (+) Apple")
    #expect(lines[2] == "  (+) Bana~")
    #expect(lines.allSatisfy { $0.count <= 11 })
  }

  @Test func rendersTheOpenSwipesActions() {
    let (table, model) = makeTable()
    model.deleteConfirmationTitle = "Remove"
    table.swipeRow(at: TableIndexPath(row: 2, section: 0))
    let lines = table.renderText(width: 20).split(separator: "\n")
    #expect(lines[3] == "  Cherry    [Remove]")
  }
}
