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

  @Test func aHandWrittenRowRemovingItsOwnSectionDuringACallFinishesTheCall() {
    let table = RecordingTableHost()
    let journal = Journal()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    weak var weakRow: HandWrittenRow?
    do {
      let row = HandWrittenRow(journal: journal)
      root.childDelegates = [CascadingSectionTableDelegate(index: 0, childDelegates: [row])]
      weakRow = row
    }
    root.tableView(table, didSelectRowAt: TableIndexPath(row: 0, section: 0))
    #expect(journal.entries == ["hand-written at 0 finished"])
    #expect(weakRow == nil)
  }

  @Test func aNestedCallAfterTheTreeChangedSeesTheNewTreeAndTheOuterCallFinishes() {
    let table = RecordingTableHost()
    let journal = Journal()
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    weak var weakRow: ReenteringRow?
    do {
      let row = ReenteringRow(journal: journal)
      root.childDelegates = [CascadingSectionTableDelegate(index: 0, childDelegates: [row])]
      weakRow = row
    }
    root.tableView(table, didSelectRowAt: TableIndexPath(row: 0, section: 0))
    #expect(journal.entries == ["height 60.0 then -1.0"])
    #expect(weakRow == nil)
  }

  @Test func routingDuringAnInPlaceEditSeesNoChildrenAndAfterItSeesTheEditedOnes() {
    let table = RecordingTableHost()
    let rows = (0..<3).map { _ in FixedHeightRow(height: 30) }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
    let path = TableIndexPath(row: 0, section: 0)
    #expect(section.tableView(table, heightForRowAt: path) == 30)
    var heightsDuringTheEdit: [Double?] = []
    section.childDelegates.removeAll { child in
      heightsDuringTheEdit.append(section.tableView(table, heightForRowAt: path))
      return child === rows[0]
    }
    #expect(heightsDuringTheEdit == [-1, -1, -1])
    #expect(section.childDelegates.count == 2)
    section.childDelegates.append(FixedHeightRow(height: 90))
    #expect(section.tableView(table, heightForRowAt: TableIndexPath(row: 2, section: 0)) == 90)
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

/// A row written by hand rather than by subclassing: routing reaches it through the retained
/// array. When selected, it drops its section from the root and keeps using its own state.
@MainActor
private final class HandWrittenRow: CascadingTableDelegate {
  var index = 0
  var childDelegates: [any CascadingTableDelegate] = []
  weak var parentDelegate: (any CascadingTableDelegate)?
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
  }

  init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = Journal()
    self.index = index
    self.childDelegates = childDelegates
  }

  func prepare(tableView: any TableHost) {}

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    TableCell()
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    parentDelegate?.parentDelegate?.childDelegates = []
    journal.entries.append("hand-written at \(index) finished")
  }
}

/// A row that, when selected, asks the tree for its own height (a nested routed call through
/// the same nodes), then drops its section, then asks again.
@MainActor
private final class ReenteringRow: CascadingBareTableDelegate {
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = Journal()
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    60
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    let root = parentDelegate?.parentDelegate
    let before = root?.tableView(tableView, heightForRowAt: indexPath)
    root?.childDelegates = []
    let after = root?.tableView(tableView, heightForRowAt: indexPath)
    journal.entries.append("height \(before ?? 0) then \(after ?? 0)")
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

/// A row with a fixed height.
@MainActor
private final class FixedHeightRow: CascadingBareTableDelegate {
  let height: Double

  init(height: Double) {
    self.height = height
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    height = 44
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    height
  }
}
