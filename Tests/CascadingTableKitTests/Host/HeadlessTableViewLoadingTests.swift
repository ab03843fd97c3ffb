import CascadingTableKit
import Testing

@MainActor
struct HeadlessTableViewLoadingTests {
  @Test func reloadAsksEachCountExactlyOnceAndAnswersFromItsCache() {
    let model = HostRecordingDelegate(sectionCount: 3, rowsPerSection: 2)
    let table = HeadlessTableView()
    model.attach(to: table)
    table.reloadData()
    let countCalls = model.calls.filter { call in
      switch call {
      case .numberOfSections, .numberOfRows: return true
      default: return false
      }
    }
    #expect(
      countCalls == [.numberOfSections, .numberOfRows(0), .numberOfRows(1), .numberOfRows(2)])
    model.sections[1].append("extra")
    model.reset()
    #expect(table.numberOfSections == 3)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.numberOfRows(inSection: 7) == 0)
    #expect(model.calls.isEmpty)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 1) == 3)
  }

  @Test func aTableLoadsLazilyOnItsFirstQuery() {
    let model = HostRecordingDelegate(sectionCount: 2, rowsPerSection: 4)
    let table = HeadlessTableView()
    model.attach(to: table)
    #expect(model.calls.isEmpty)
    #expect(table.numberOfRows(inSection: 1) == 4)
    #expect(model.calls.first == .numberOfSections)
  }

  @Test func aTableWithoutDataSourceIsEmpty() {
    let table = HeadlessTableView()
    table.reloadData()
    #expect(table.numberOfSections == 0)
    #expect(table.indexPathsForVisibleRows == nil)
    #expect(table.contentSize == TableSize(width: 375, height: 0))
    #expect(table.renderText(width: 20) == "")
  }

  @Test func theTableHoldsItsDataSourceAndDelegateWeakly() {
    let table = HeadlessTableView()
    var model: HostRecordingDelegate? = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 1)
    model?.attach(to: table)
    weak let weakModel = model
    model = nil
    #expect(weakModel == nil)
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test func reloadEndsDisplayingTheVisibleRowsAndDisplaysFreshCells() {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 2)
    let table = HeadlessTableView()
    model.attach(to: table)
    table.layoutIfNeeded()
    table.selectRow(at: TableIndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    model.reset()
    table.reloadData()
    table.layoutIfNeeded()
    let first = TableIndexPath(row: 0, section: 0)
    let second = TableIndexPath(row: 1, section: 0)
    #expect(
      model.calls.filter(\.isDisplayNotification) == [
        .didEndDisplaying(first), .didEndDisplaying(second), .willDisplay(first),
        .willDisplay(second),
      ])
    #expect(model.calls.contains(.cellForRow(second)))
    #expect(table.indexPathsForSelectedRows == nil)
  }
}
