import CascadingTableKit
import Testing

/// Where a row's calls are recorded: outside the row, which may be gone when they are read.
@MainActor
private final class Journal {
  var entries: [String] = []
}

/// A row that, when selected, removes its whole section from the root (dropping the last owner
/// of the section and of itself) and then keeps using its own state.
@MainActor
private final class SectionRemovingRow: CascadingBareTableDelegate {
  let journal: Journal
  let name: String

  init(journal: Journal, name: String) {
    self.journal = journal
    self.name = name
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = Journal()
    name = "row"
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    parentDelegate?.parentDelegate?.childDelegates = []
    journal.entries.append("\(name) at \(index) finished")
  }
}

/// Routing keeps every node it passes through alive until the call returns, whatever the
/// callee does to the tree: the guarantee any faster routing must keep.
@MainActor
struct RoutingLifetimeTests {
  @Test func aRowRemovingItsOwnSectionDuringACallFinishesTheCallAndIsThenFreed() {
    let table = RecordingTableHost()
    let journal = Journal()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    weak var weakSection: CascadingSectionTableDelegate?
    weak var weakRow: SectionRemovingRow?
    do {
      let row = SectionRemovingRow(journal: journal, name: "load more")
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [row])
      root.childDelegates = [section]
      weakSection = section
      weakRow = row
    }
    #expect(weakRow != nil)
    root.tableView(table, didSelectRowAt: TableIndexPath(row: 0, section: 0))
    #expect(journal.entries == ["load more at 0 finished"])
    #expect(weakRow == nil)
    #expect(weakSection == nil)
    #expect(root.numberOfSections(in: table) == 0)
  }

  @Test func aRowEmptyingItsSectionInPlaceDuringACallFinishesTheCall() {
    let table = RecordingTableHost()
    let journal = Journal()
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    weak var weakRow: SectionRemovingRow?
    do {
      let row = SectionRemovingRow(journal: journal, name: "first")
      section.childDelegates.append(row)
      weakRow = row
    }
    let emptying = EmptyingRow(journal: journal)
    section.childDelegates.append(emptying)
    root.tableView(table, didSelectRowAt: TableIndexPath(row: 1, section: 0))
    #expect(journal.entries == ["emptying at 1 finished"])
    #expect(weakRow == nil)
    #expect(section.childDelegates.isEmpty)
  }
}

/// A row that, when selected, removes every row of its section in place, itself included.
@MainActor
private final class EmptyingRow: CascadingBareTableDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = Journal()
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    parentDelegate?.childDelegates.removeAll()
    journal.entries.append("emptying at \(index) finished")
  }
}
