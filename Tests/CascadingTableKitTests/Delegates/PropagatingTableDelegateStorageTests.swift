import CascadingTableKit
import Testing

/// How a node stores its children: edits in place and re-synchronisation after changes.
@MainActor
struct PropagatingTableDelegateStorageTests {
  @Test func editingChildrenInPlaceKeepsEveryChildInStepAndRoutesToTheEditedRows() {
    let table = RecordingTableHost()
    let rows = (0..<4).map { _ in CascadingBareTableDelegate() }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: Array(rows[0..<3]))
    section.childDelegates.insert(rows[3], at: 0)
    section.childDelegates.remove(at: 2)
    let expected = [rows[3], rows[0], rows[2]]
    #expect(section.childDelegates.count == expected.count)
    for (position, child) in section.childDelegates.enumerated() {
      #expect(child === expected[position])
      #expect(child.index == position)
      #expect(child.parentDelegate === section)
    }
    #expect(section.tableView(table, numberOfRowsInSection: 0) == 3)
  }

  @Test func anInPlaceEditReloadsTheTableOnce() {
    let table = RecordingTableHost()
    let section = CascadingSectionTableDelegate(index: 2, childDelegates: [])
    section.prepare(tableView: table)
    section.reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    section.childDelegates.append(CascadingBareTableDelegate())
    #expect(table.calls == [.reloadSections([2], .fade)])
  }

  @Test func editingChildrenInPlaceReclaimsAChildThatAnotherNodeTookOver() {
    let a = CascadingBareTableDelegate()
    let b = CascadingBareTableDelegate()
    let node = CascadingSectionTableDelegate(index: 0, childDelegates: [a, b])
    let other = CascadingSectionTableDelegate(index: 0, childDelegates: [b])
    #expect(b.parentDelegate === other && b.index == 0)
    node.childDelegates.append(CascadingBareTableDelegate())
    #expect(b.parentDelegate === node && b.index == 1)
    #expect(a.parentDelegate === node && a.index == 0)
  }

  @Test func assigningChildrenReclaimsKeptChildrenThatAnotherNodeTookOver() {
    let a = CascadingBareTableDelegate()
    let b = CascadingBareTableDelegate()
    let c = CascadingBareTableDelegate()
    let node = CascadingRootTableDelegate(index: 0, childDelegates: [a, b, c])
    _ = CascadingSectionTableDelegate(index: 0, childDelegates: [a, c])
    let inserted = CascadingBareTableDelegate()
    node.childDelegates = [a, inserted, b, c]
    for (position, child) in [a, inserted, b, c].enumerated() {
      #expect(child.parentDelegate === node)
      #expect(child.index == position)
    }
  }

  @Test func changingChildrenRestoresAnIndexChangedFromOutside() {
    let a = CascadingBareTableDelegate()
    let b = CascadingBareTableDelegate()
    let node = CascadingRootTableDelegate(index: 0, childDelegates: [a, b])
    b.index = 7
    node.childDelegates.append(CascadingBareTableDelegate())
    #expect(b.index == 1)
  }

  @Test func aThrowingInPlaceEditLeavesTheChildrenInStep() {
    struct Stop: Error {}
    let rows = (0..<3).map { _ in CascadingBareTableDelegate() }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
    #expect(throws: Stop.self) {
      try section.childDelegates.removeAll { child in
        if child === rows[1] { throw Stop() }
        return true
      }
    }
    for (position, child) in section.childDelegates.enumerated() {
      #expect(child.index == position)
      #expect(child.parentDelegate === section)
    }
    #expect(section.childDelegates.contains { $0 === rows[2] })
  }
}
