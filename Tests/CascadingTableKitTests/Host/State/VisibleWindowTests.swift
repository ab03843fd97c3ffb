import Testing

@testable import CascadingTableKit

/// Checks ``VisibleWindow``'s own bookkeeping: a pass's items become the displayed ones, items
/// never announced are dropped, and a change of positions keeps the list sorted and hands back
/// what left, under its old position.
@MainActor
struct VisibleWindowTests {
  private static func row(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A window showing section 0's header, rows 0–3 of section 0 and section 0's footer, with
  /// an editing style on row 1.
  private static func filledWindow() -> (VisibleWindow, [TableIndexPath: TableCell]) {
    var window = VisibleWindow()
    window.beginPass()
    window.appendToPass(.header(0))
    var cells: [TableIndexPath: TableCell] = [:]
    for index in 0..<4 {
      window.appendToPass(.row(row(index, 0)))
      cells[row(index, 0)] = TableCell()
    }
    window.appendToPass(.footer(0))
    window.commitPass()
    window.display(TableHeaderFooterView(), section: 0, isHeader: true)
    for index in 0..<4 {
      window.display(
        cells[row(index, 0)]!, at: row(index, 0), style: index == 1 ? .delete : nil)
    }
    window.display(TableHeaderFooterView(), section: 0, isHeader: false)
    return (window, cells)
  }

  @Test func itemsNeverAnnouncedAreDropped() {
    var (window, _) = Self.filledWindow()
    _ = window.removeCell(at: Self.row(2, 0))
    _ = window.removeView(section: 0, isHeader: false)
    window.dropItemsNotDisplayed()
    #expect(
      window.items == [
        .header(0), .row(Self.row(0, 0)), .row(Self.row(1, 0)), .row(Self.row(3, 0)),
      ])
  }

  @Test func remappingKeepsOrderAndReturnsWhatLeft() {
    var (window, cells) = Self.filledWindow()
    // Row 0 moves below row 3, row 2 is deleted; the section stays.
    let map: [TableIndexPath: TableIndexPath] = [
      Self.row(0, 0): Self.row(2, 0), Self.row(1, 0): Self.row(0, 0),
      Self.row(3, 0): Self.row(1, 0),
    ]
    let ended = window.remap(rows: { map[$0] }, sections: { $0 })
    #expect(
      window.items == [
        .header(0), .row(Self.row(0, 0)), .row(Self.row(1, 0)), .row(Self.row(2, 0)), .footer(0),
      ])
    #expect(window.cells[Self.row(0, 0)] === cells[Self.row(1, 0)])
    #expect(window.cells[Self.row(1, 0)] === cells[Self.row(3, 0)])
    #expect(window.cells[Self.row(2, 0)] === cells[Self.row(0, 0)])
    #expect(window.editingStyles == [Self.row(0, 0): .delete])
    #expect(ended.count == 1)
    #expect(ended.first?.0 == .row(Self.row(2, 0)))
    #expect(ended.first?.1 === cells[Self.row(2, 0)])
  }

  @Test func removingEverythingEmptiesEveryMap() {
    var (window, _) = Self.filledWindow()
    let removed = window.removeEverything()
    #expect(removed.items.count == 6)
    #expect(removed.cells.count == 4)
    #expect(window.items.isEmpty && window.cells.isEmpty && window.headers.isEmpty)
    #expect(window.footers.isEmpty && window.editingStyles.isEmpty)
  }
}
