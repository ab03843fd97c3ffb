import CascadingTableKit
import Testing

/// The spring-loading driver.
@MainActor
struct SpringLoadingDriverTests {
  private func makeTable() -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 3)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 20
    model.attach(to: table)
    table.layoutIfNeeded()
    model.reset()
    return (table, model)
  }

  @Test func aHoverAsksThenSelectsTheRowByDefault() throws {
    let (table, model) = makeTable()
    let row = TableIndexPath(row: 2, section: 0)
    #expect(table.springLoadRow(at: row) == row)
    #expect(model.calls.count == 3)
    guard case .shouldSpringLoad(row, _) = model.calls[0] else {
      Issue.record("expected shouldSpringLoad first")
      return
    }
    #expect(Array(model.calls.dropFirst()) == [.willSelect(row), .didSelect(row)])
    #expect(table.indexPathsForSelectedRows == [row])
  }

  @Test func aRefusedHoverSelectsNothingAndAMissingRowReachesNobody() {
    let (table, model) = makeTable()
    model.shouldSpringLoad = false
    #expect(table.springLoadRow(at: TableIndexPath(row: 0, section: 0)) == nil)
    #expect(model.calls.count == 1)
    #expect(table.indexPathsForSelectedRows == nil)
    model.reset()
    let missing = TableIndexPath(row: 3, section: 0)
    #expect(table.springLoadRow(at: missing) == nil)
    #expect(model.calls.isEmpty)
    #expect(
      table.problems.map(\.diagnostic) == [
        .indexPathOutOfRange(call: "springLoadRow(at:point:)", indexPath: missing)
      ])
  }
}
