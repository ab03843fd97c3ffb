import CascadingTableKit
import Testing

/// Heights follow their rows: through deletes, inserts, moves within and across sections and
/// reloads, a kept or moved row keeps the height measured for it, an inserted or reloaded row
/// is measured again, and no row ever shows a height measured for another row.
@MainActor
struct HeadlessTableViewRowHeightTests {
  private static let height = HeightedRowsDataSource.height(of:)

  /// Checks that every row's rectangle stacks the rows' own exact heights under the headers,
  /// and that the content is exactly as tall.
  private static func expectEveryRowAtItsOwnHeight(
    _ table: HeadlessTableView, _ model: HeightedRowsDataSource,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var y = 0.0
    for (section, ids) in model.sections.enumerated() {
      y += model.headerHeight
      for (row, id) in ids.enumerated() {
        let indexPath = TableIndexPath(row: row, section: section)
        #expect(
          table.rect(forRow: indexPath)
            == TableRect(x: 0, y: y, width: table.viewportSize.width, height: height(id)),
          "row \(indexPath) shows id \(id)", sourceLocation: sourceLocation)
        y += height(id)
      }
    }
    #expect(table.contentSize.height == y, sourceLocation: sourceLocation)
  }

  /// Issue 14, item 3: section 0 shows ids 31…36, every row measured. The data source then
  /// deletes two of its rows, moves one of them to another section and brings row 18 in from
  /// section 3, while a section is inserted above and a row of another section is reloaded.
  private static func item3Table(kind: HeightedRowsDataSource.Kind) -> (
    HeadlessTableView, HeightedRowsDataSource
  ) {
    let model = HeightedRowsDataSource(
      kind: kind,
      sections: [
        [31, 32, 33, 34, 35, 36],
        [1, 2, 3],
        [4, 5],
        [10, 11, 12, 13, 14, 15, 18, 16],
        [20, 21],
      ])
    // Tall enough to show every row, so each is measured whatever the kind.
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 2_000))
    model.attach(to: table)
    table.layoutIfNeeded()
    expectEveryRowAtItsOwnHeight(table, model)
    return (table, model)
  }

  /// Makes item 3's change to the data source, telling the table all of it or all but the
  /// section insert (which makes the batch invalid).
  private static func makeItem3Change(
    _ table: HeadlessTableView, _ model: HeightedRowsDataSource, tellingSectionInsert: Bool
  ) throws(TableUpdateError) {
    try table.performBatchUpdatesChecked {
      model.sections = [
        [32, 34, 18, 36],
        [40, 41],
        [50, 2, 3],
        [4, 5],
        [10, 11, 12, 13, 14, 15, 16],
        [35, 20, 21],
      ]
      table.deleteRows(
        at: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 2, section: 0)],
        with: .automatic)
      table.moveRow(at: TableIndexPath(row: 4, section: 0), to: TableIndexPath(row: 0, section: 5))
      table.moveRow(at: TableIndexPath(row: 6, section: 3), to: TableIndexPath(row: 2, section: 0))
      if tellingSectionInsert {
        table.insertSections([1], with: .automatic)
      }
      table.reloadRows(at: [TableIndexPath(row: 0, section: 1)], with: .automatic)
    }
  }

  /// Item 3 as a valid batch: the kept and moved rows of section 0 keep their heights at once
  /// (row 36 its 25, not row 34's 50), and after a layout every row is at its own height.
  @Test(arguments: HeightedRowsDataSource.Kind.allCases)
  func heightsFollowRowsThroughDeletesAndMovesAcrossSections(
    kind: HeightedRowsDataSource.Kind
  ) throws {
    let (table, model) = Self.item3Table(kind: kind)
    try Self.makeItem3Change(table, model, tellingSectionInsert: true)

    #expect(table.rect(forRow: TableIndexPath(row: 3, section: 0)).height == 25)
    var y = 0.0
    for (row, id) in model.sections[0].enumerated() {
      #expect(
        table.rect(forRow: TableIndexPath(row: row, section: 0))
          == TableRect(x: 0, y: y, width: 100, height: Self.height(id)),
        "row \(row) shows id \(id)")
      y += Self.height(id)
    }
    table.layoutIfNeeded()
    Self.expectEveryRowAtItsOwnHeight(table, model)
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      #expect(
        HeightedRowsDataSource.id(shownBy: table.cellForRow(at: indexPath))
          == model.sections[indexPath.section][indexPath.row])
    }
  }

  /// Item 3's change described without its section insert: the table rejects the batch and
  /// reloads. Before the next layout no row has a height measured for another row (row 36 at
  /// [0, 3] does not get row 34's 50): each row is at its estimate or, where estimates are
  /// disabled, its own height; after the layout every row is at its own height.
  @Test(arguments: HeightedRowsDataSource.Kind.allCases)
  func aRejectedBatchGivesNoRowTheHeightMeasuredForAnother(
    kind: HeightedRowsDataSource.Kind
  ) {
    let (table, model) = Self.item3Table(kind: kind)
    #expect(throws: TableUpdateError.self) {
      try Self.makeItem3Change(table, model, tellingSectionInsert: false)
    }
    let unmeasured = kind == .exactHeights ? nil : HeightedRowsDataSource.estimate
    #expect(
      table.rect(forRow: TableIndexPath(row: 3, section: 0)).height == unmeasured ?? 25)
    for (section, ids) in model.sections.enumerated() {
      for (row, id) in ids.enumerated() {
        #expect(
          table.rect(forRow: TableIndexPath(row: row, section: section)).height
            == unmeasured ?? Self.height(id),
          "row \(TableIndexPath(row: row, section: section)) shows id \(id)")
      }
    }
    table.layoutIfNeeded()
    Self.expectEveryRowAtItsOwnHeight(table, model)
  }

  /// A delete and moves in and out of a huge section: few changes take the in-place path of
  /// the height index instead of a copy.
  @Test(arguments: HeightedRowsDataSource.Kind.allCases)
  func heightsFollowRowsThroughSmallBatchesOfAHugeSection(kind: HeightedRowsDataSource.Kind) throws
  {
    let ids = Array(0..<5_000)
    let model = HeightedRowsDataSource(kind: kind, sections: [ids, [9_000, 9_001]])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 600))
    model.attach(to: table)
    table.layoutIfNeeded()
    try table.performBatchUpdatesChecked {
      model.sections[0].remove(at: 3)
      let moved = model.sections[0].remove(at: 7)
      let arriving = model.sections[1].remove(at: 0)
      model.sections[1].insert(moved, at: 1)
      model.sections[0].insert(arriving, at: 2)
      table.deleteRows(at: [TableIndexPath(row: 3, section: 0)], with: .automatic)
      table.moveRow(at: TableIndexPath(row: 8, section: 0), to: TableIndexPath(row: 1, section: 1))
      table.moveRow(at: TableIndexPath(row: 0, section: 1), to: TableIndexPath(row: 2, section: 0))
    }
    table.layoutIfNeeded()
    for (row, id) in model.sections[0].prefix(12).enumerated() {
      let rect = table.rect(forRow: TableIndexPath(row: row, section: 0))
      #expect(rect.height == Self.height(id), "row \(row) shows id \(id)")
    }
    if kind == .exactHeights {
      Self.expectEveryRowAtItsOwnHeight(table, model)
    }
  }

  /// After an update the table rejects, it cannot know which row is where: it keeps no height
  /// it measured, so no row starts from a height measured for another row.
  @Test(arguments: [
    HeightedRowsDataSource.Kind.estimatedThenExactHeights,
    HeightedRowsDataSource.Kind.selfSizingCells,
  ])
  func aRejectedUpdateKeepsNoHeightMeasuredForAnotherRow(kind: HeightedRowsDataSource.Kind) {
    let model = HeightedRowsDataSource(kind: kind, sections: [Array(0..<30)])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    model.attach(to: table)
    // Measure every row.
    for row in 0..<30 {
      table.scrollToRow(at: TableIndexPath(row: row, section: 0), at: .top, animated: false)
    }
    table.contentOffset = 0
    #expect(table.rect(forRow: TableIndexPath(row: 20, section: 0)).height == Self.height(20))

    // Row 0 is gone, and the update says nothing of it: every row moved up by one.
    model.sections[0].remove(at: 0)
    #expect(throws: TableUpdateError.self) {
      try table.applyUpdatesChecked([])
    }
    table.layoutIfNeeded()
    #expect(table.contentOffset == 0)
    let visible = Set(table.indexPathsForVisibleRows ?? [])
    for (row, id) in model.sections[0].enumerated() {
      let indexPath = TableIndexPath(row: row, section: 0)
      let expected = visible.contains(indexPath) ? Self.height(id) : HeightedRowsDataSource.estimate
      #expect(table.rect(forRow: indexPath).height == expected, "row \(row) shows id \(id)")
    }
  }
}
