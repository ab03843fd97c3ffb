import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewLayoutTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func withEstimatesAReloadAsksExactHeightsOfVisibleRowsOnly() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10_000)
    model.estimatedRowHeight = 50
    model.rowHeight = 50
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 667))
    model.attach(to: table)
    table.reloadData()
    table.layoutIfNeeded()
    var exact: [TableIndexPath] = []
    var estimated = 0
    for call in model.calls {
      if case .heightForRow(let indexPath) = call { exact.append(indexPath) }
      if case .estimatedHeightForRow = call { estimated += 1 }
    }
    let visible = (0...13).map { path($0) }
    #expect(exact == visible)
    #expect(estimated == 10_000)
    #expect(table.indexPathsForVisibleRows == visible)
    #expect(table.contentSize.height == 500_000)
  }

  @Test func withEstimatesDisabledAReloadAsksEveryRowsExactHeight() {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 50)
    model.rowHeight = 30
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 100))
    table.estimatedRowHeight = 0
    model.attach(to: table)
    table.reloadData()
    let exact = model.calls.filter { if case .heightForRow = $0 { true } else { false } }
    #expect(exact.count == 100)
    #expect(table.contentSize.height == 100 * 30)
  }

  @Test func anAutomaticEstimateFromTheDelegateMeansNoEstimate() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 50)
    model.estimatedRowHeight = TableDimension.automatic
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 100))
    table.estimatedRowHeight = 25
    model.attach(to: table)
    #expect(table.contentSize.height == 50 * 25)
    table.layoutIfNeeded()
    #expect(table.rect(forRow: path(0)).height == 44)
  }

  @Test func scrollingRefinesEstimatedHeightsAsRowsAppear() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 100)
    model.estimatedRowHeight = 50
    model.rowHeight = 100
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 300))
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == [path(0), path(1), path(2)])
    #expect(table.contentSize.height == 3 * 100 + 97 * 50)
    #expect(table.rect(forRow: path(3)) == TableRect(x: 0, y: 300, width: 320, height: 50))
    table.contentOffset = 250
    #expect(table.indexPathsForVisibleRows == [path(2), path(3), path(4), path(5)])
    #expect(table.rect(forRow: path(5)) == TableRect(x: 0, y: 500, width: 320, height: 100))
    #expect(table.contentSize.height == 6 * 100 + 94 * 50)
  }

  @Test func geometryAccountsForHeadersRowsAndFooters() {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 3)
    model.rowHeight = 44
    model.headerHeight = 20
    model.footerHeight = 10
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 1000))
    table.estimatedRowHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(table.contentSize == TableSize(width: 100, height: 324))
    #expect(table.rectForHeader(inSection: 1) == TableRect(x: 0, y: 162, width: 100, height: 20))
    #expect(table.rectForFooter(inSection: 0) == TableRect(x: 0, y: 152, width: 100, height: 10))
    #expect(table.rect(forRow: path(1, 1)) == TableRect(x: 0, y: 226, width: 100, height: 44))
    #expect(table.rect(forRow: path(3, 1)) == .zero)
    #expect(table.rect(forSection: 1).maxY == 324)
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: 226)) == path(1, 1))
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: 225.5)) == path(0, 1))
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: 167)) == nil)
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: 155)) == nil)
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: 324)) == nil)
    #expect(table.indexPathForRow(at: TablePoint(x: 5, y: -1)) == nil)
  }

  @Test func automaticHeightsComeFromTheCellsAndViewsFittingHeight() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 3)
    model.fittingHeights["0.1"] = 80
    model.headerTitles[0] = "Fruits"
    let table = HeadlessTableView()
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rect(forRow: path(1)) == TableRect(x: 0, y: 72, width: 375, height: 80))
    #expect(table.headerView(forSection: 0)?.text == "Fruits")
    #expect(table.rectForFooter(inSection: 0).height == 0)
    #expect(table.footerView(forSection: 0) == nil)
    let cellCalls = model.calls.filter { if case .cellForRow = $0 { true } else { false } }
    #expect(cellCalls.count == 3)
  }

  @Test func anEmptyTitledSectionAtTheTopShowsItsHeader() {
    let model = HostRecordingDelegate(sections: [[], ["a", "b"]])
    model.headerTitles = [0: "Empty", 1: "Full"]
    model.estimatedHeaderHeight = 0
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    model.attach(to: table)
    #expect(table.renderText(width: 20) == "== Empty\n== Full\n  a\n  b")
    #expect(table.rectForHeader(inSection: 1).minY == 28)
  }

  @Test func aDelegateHeightWinsOverTheTablesRowHeight() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 2)
    model.rowHeights[path(0)] = 70
    let table = HeadlessTableView()
    table.rowHeight = 30
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(table.rect(forRow: path(0)).height == 70)
    #expect(table.rect(forRow: path(1)).height == 30)
  }

  @Test func settingTheOffsetClampsItToTheContent() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 10)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 50
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.contentOffset = 10_000
    #expect(table.contentOffset == 400)
    #expect(table.indexPathsForVisibleRows == [path(8), path(9)])
    table.contentOffset = -30
    #expect(table.contentOffset == 0)
  }

  @Test func scrollToRowAlignsTheRowAsAsked() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 20)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.scrollToRow(at: path(10), at: .top, animated: false)
    #expect(table.contentOffset == 200)
    table.scrollToRow(at: path(10), at: .bottom, animated: false)
    #expect(table.contentOffset == 120)
    table.scrollToRow(at: path(10), at: .middle, animated: false)
    #expect(table.contentOffset == 160)
    table.scrollToRow(at: path(9), at: .none, animated: false)
    #expect(table.contentOffset == 160)
    table.scrollToRow(at: path(2), at: .none, animated: false)
    #expect(table.contentOffset == 40)
  }

  @Test func displayCallbacksFireOncePerAppearanceAsRowsEnterAndLeave() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 100)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 50
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(
      model.calls.filter(\.isDisplayNotification) == (0...3).map { .willDisplay(path($0)) })
    model.reset()
    table.contentOffset = 100
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplaying(path(0)), .didEndDisplaying(path(1)), .willDisplay(path(4)),
        .willDisplay(path(5)),
      ])
    model.reset()
    table.contentOffset = 100
    #expect(model.calls.isEmpty)
  }

  @Test func headersAndFootersGetDisplayCallbacksToo() {
    let model = HostRecordingDelegate(sectionCount: 3, rowsPerSection: 2)
    model.headerTitles = [0: "A", 1: "B", 2: "C"]
    model.footerHeight = 10
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 30
    model.attach(to: table)
    table.layoutIfNeeded()
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .willDisplayHeader(0), .willDisplay(path(0)), .willDisplay(path(1)),
        .willDisplayFooter(0), .willDisplayHeader(1),
      ])
    model.reset()
    table.contentOffset = 98
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplayingHeader(0), .didEndDisplaying(path(0)), .didEndDisplaying(path(1)),
        .didEndDisplayingFooter(0), .willDisplay(path(0, 1)), .willDisplay(path(1, 1)),
        .willDisplayFooter(1), .willDisplayHeader(2),
      ])
    #expect(table.headerView(forSection: 1)?.text == "B")
    #expect(table.headerView(forSection: 0) == nil)
  }
}
