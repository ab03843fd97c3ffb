import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewLifetimeTests {
  @Test func droppingTheTableReleasesItAndItsCells() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 30)
    var table: HeadlessTableView? = HeadlessTableView(
      viewportSize: TableSize(width: 100, height: 100))
    model.attach(to: table!)
    table?.contentOffset = 300
    weak let weakTable = table
    weak let weakCell = table?.visibleCells.first
    #expect(weakCell != nil)
    table = nil
    #expect(weakTable == nil)
    #expect(weakCell == nil)
  }

  @Test func aFooterThatLoadsMoreWhenItAppearsLeavesTheTableConsistent() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 3)
    model.footerTitles[0] = "load more"
    model.footerHeight = 20
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 30
    model.attach(to: table)
    var loads = 0
    model.onDisplayNotification = { [unowned table, unowned model] call in
      guard call == .willDisplayFooter(0), loads < 2 else { return }
      loads += 1
      let start = model.sections[0].count
      model.sections[0] += ["more \(loads)a", "more \(loads)b"]
      table.insertRows(
        at: [TableIndexPath(row: start, section: 0), TableIndexPath(row: start + 1, section: 0)],
        with: .automatic)
    }
    table.layoutIfNeeded()
    table.contentOffset = 1_000
    #expect(loads == 2)
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 0) == 7)
    let texts = table.visibleCells.map(\.text)
    var expected: [String?] = []
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      expected.append(model.sections[0][indexPath.row])
    }
    #expect(texts == expected)
    #expect(table.footerView(forSection: 0) == nil)
    #expect(table.contentOffset == 70)
    var displayed = Set<TableIndexPath>()
    for call in model.calls {
      if case .willDisplay(let indexPath) = call { displayed.insert(indexPath) }
    }
    #expect(displayed.isSuperset(of: table.indexPathsForVisibleRows ?? []))
  }
}
