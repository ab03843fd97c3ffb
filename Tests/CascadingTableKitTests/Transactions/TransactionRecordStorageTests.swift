import Testing

@testable import CascadingTableKit

/// The record of what the table was told keeps the children in an array of its own, updated
/// where the children changed: it holds the same nodes, in order, as the children told, never
/// shares their storage (so an edit in place does not copy it), and lets go of a removed node
/// once a transaction told the table.
@MainActor
struct TransactionRecordStorageTests {
  /// A root over one section of `count` bare rows, on a loaded table.
  private func loadedSection(count: Int) -> (
    HeadlessTableView, CascadingRootTableDelegate, CascadingSectionTableDelegate
  ) {
    let table = HeadlessTableView()
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: (0..<count).map { _ in CascadingBareTableDelegate() })
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
    return (table, root, section)
  }

  /// Expects the record to hold exactly the section's children, in storage of its own.
  private func expectRecordMatches(_ section: CascadingSectionTableDelegate) {
    let shown = section.updateState.shownChildren
    let children = section.childDelegates
    #expect(shown.count == children.count)
    #expect(zip(shown, children).allSatisfy { $0 === $1 })
    let shownStorage = shown.withUnsafeBufferPointer { $0.baseAddress }
    let childrenStorage = children.withUnsafeBufferPointer { $0.baseAddress }
    #expect(shownStorage != childrenStorage)
  }

  private func path(_ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: 0) }

  @Test func editsInPlaceAreToldAndRecordedPositionByPosition() {
    let (table, root, section) = loadedSection(count: 20)
    expectRecordMatches(section)

    var updates = root.performUpdates {
      section.childDelegates.insert(CascadingBareTableDelegate(), at: 0)
    }
    #expect(updates == [.insertRows([path(0)])])
    expectRecordMatches(section)

    updates = root.performUpdates { section.childDelegates.remove(at: 10) }
    #expect(updates == [.deleteRows([path(10)])])
    expectRecordMatches(section)

    updates = root.performUpdates { section.childDelegates.append(CascadingBareTableDelegate()) }
    #expect(updates == [.insertRows([path(20)])])
    expectRecordMatches(section)

    // Replacing two in the middle: two deleted and two inserted at the same rows.
    updates = root.performUpdates {
      section.childDelegates.replaceSubrange(
        5..<7, with: [CascadingBareTableDelegate(), CascadingBareTableDelegate()])
    }
    #expect(Set(updates) == [.deleteRows([path(5), path(6)]), .insertRows([path(5), path(6)])])
    expectRecordMatches(section)

    // Everything removed, then some back.
    updates = root.performUpdates { section.childDelegates.removeAll() }
    #expect(updates == [.deleteRows((0..<21).map(path))])
    expectRecordMatches(section)
    updates = root.performUpdates {
      section.childDelegates = [CascadingBareTableDelegate(), CascadingBareTableDelegate()]
    }
    #expect(updates == [.insertRows([path(0), path(1)])])
    expectRecordMatches(section)
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func aRemovedNodeIsHeldUntilTheTableIsToldAndThenLetGo() {
    let (table, root, section) = loadedSection(count: 8)
    weak let removed = section.childDelegates[3]
    // Outside a transaction, under the `.none` reload mode: the table is not told, so the
    // record keeps the node to diff against.
    section.childDelegates.remove(at: 3)
    #expect(removed != nil)
    let updates = root.performUpdates {}
    // The rows on screen of a section edited untold are reconfigured too (the table may have
    // asked for them meanwhile); the one deletion is the removed node's.
    #expect(updates.contains(.deleteRows([path(3)])))
    #expect(!updates.contains { if case .insertRows = $0 { true } else { false } })
    #expect(removed == nil)
    expectRecordMatches(section)
    #expect(table.lastUpdateError == nil)
  }
}
