import CascadingTableKit
import Testing

/// A table's style: carried as given, and drawn by `renderText(width:)` only.
@MainActor
struct HeadlessTableViewStyleTests {
  private func makeTable(_ style: TableViewStyle?) -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sections: [["Apple", "Banana", "Cherry"], ["Kale"]])
    model.headerTitles = [0: "Fruits", 1: "Vegetables"]
    model.footerTitles = [0: "3 fruits"]
    let size = TableSize(width: 200, height: 400)
    let table =
      style.map { HeadlessTableView(style: $0, viewportSize: size) }
      ?? HeadlessTableView(viewportSize: size)
    table.rowHeight = 40
    model.attach(to: table)
    table.layoutIfNeeded()
    return (table, model)
  }

  @Test func aTableIsPlainUnlessMadeWithAStyle() {
    #expect(HeadlessTableView().style == .plain)
    for style in TableViewStyle.allCases {
      #expect(HeadlessTableView(style: style).style == style)
      #expect(HeadlessTableView(style: style).viewportSize == TableSize(width: 375, height: 667))
    }
  }

  @Test func aPlainTableDrawsSectionsWithoutAGap() {
    let (table, model) = makeTable(.plain)
    let expected = """
      == Fruits
        Apple
        Banana
        Cherry
      -- 3 fruits
      == Vegetables
        Kale
      """
    #expect(table.renderText(width: 22) == expected)
    withExtendedLifetime(model) {}
  }

  @Test func aGroupedTableSetsItsSectionsApartWithAnEmptyLine() {
    let (table, model) = makeTable(.grouped)
    let expected = """
      == Fruits
        Apple
        Banana
        Cherry
      -- 3 fruits

      == Vegetables
        Kale
      """
    #expect(table.renderText(width: 22) == expected)
    withExtendedLifetime(model) {}
  }

  @Test func anInsetGroupedTableAlsoInsetsItsLinesOnBothSides() throws {
    let (table, model) = makeTable(.insetGrouped)
    try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0))).accessoryType =
      .disclosureIndicator
    let expected = """
        == Fruits
          Apple          >
          Banana
          Cherry
        -- 3 fruits

        == Vegetables
          Kale
      """
    let text = table.renderText(width: 22)
    #expect(text == expected)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 18 + 2 })
    withExtendedLifetime(model) {}
  }

  @Test func changingTheStyleChangesTheDrawingButNotTheGeometryOrTheCalls() {
    let (table, model) = makeTable(.plain)
    let rect = table.rect(forRow: TableIndexPath(row: 0, section: 1))
    let callCount = model.calls.count
    table.style = .grouped
    #expect(
      table.renderText(width: 22).split(separator: "\n", omittingEmptySubsequences: false)
        .count == 8)
    #expect(table.rect(forRow: TableIndexPath(row: 0, section: 1)) == rect)
    #expect(model.calls.count == callCount)
  }
}
