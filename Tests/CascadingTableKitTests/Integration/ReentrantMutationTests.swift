import CascadingTableKit
import Testing

/// A "load more" row: when selected, it replaces its section's rows (dropping itself) and then
/// keeps working, as real row delegates do.
@MainActor
private final class LoadMoreRow: CascadingBareTableDelegate {
  let journal: CallJournal

  init(journal: CallJournal) {
    self.journal = journal
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = CallJournal()
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    parentDelegate?.childDelegates = [CompleteDelegateStub(), CompleteDelegateStub()]
    journal.append("load more", .didSelect(tableID(tableView), indexPath))
  }
}

/// Delegates that change the tree while the tree is routing a call to them.
@MainActor
struct ReentrantMutationTests {
  @Test func aRowReplacingItsSectionsRowsDuringACallFinishesTheCallAndIsThenFreed() {
    let table = RecordingTableHost()
    let journal = CallJournal()
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    weak var weakRow: LoadMoreRow?
    do {
      let row = LoadMoreRow(journal: journal)
      section.childDelegates = [row]
      weakRow = row
    }
    table.resetCalls()
    let path = TableIndexPath(row: 0, section: 0)
    root.tableView(table, didSelectRowAt: path)
    #expect(journal.entries == [.init(node: "load more", call: .didSelect(tableID(table), path))])
    #expect(weakRow == nil)
    #expect(root.tableView(table, numberOfRowsInSection: 0) == 2)
    #expect(table.calls == [.reloadSections([0], .fade)])
  }
}
