import CascadingTableKit
import Testing

@MainActor
struct CascadingRootTableDelegateTests {
  @Test func preparingARootMakesItTheTablesDataSourceAndDelegate() {
    let table = RecordingTableHost()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    root.prepare(tableView: table)
    #expect(table.dataSource === root)
    #expect(table.delegate === root)
    #expect(root.currentTableView === table)
  }

  @Test func reloadOnChildDelegatesChangedReloadsThePreparedTable() {
    let table = RecordingTableHost()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    root.prepare(tableView: table)
    root.childDelegates = [CascadingBareTableDelegate()]
    #expect(table.calls.isEmpty)
    root.reloadOnChildDelegatesChanged = true
    root.childDelegates.append(CascadingBareTableDelegate())
    #expect(table.calls == [.reloadData])
  }
}
