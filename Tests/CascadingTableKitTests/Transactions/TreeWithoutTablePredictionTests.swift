import CascadingTableKit
import Testing

/// Issue 23, item 2: a tree without a table returns, from a transaction, exactly what the same
/// tree with a table applies (API.md §6).
@MainActor
struct TreeWithoutTablePredictionTests {
  private func threeSections() -> CascadingRootTableDelegate {
    CascadingRootTableDelegate(
      index: 0,
      childDelegates: (0..<3).map {
        IdentifiedSection(id: $0, rows: [IdentifiedRow(id: $0 * 10)])
      })
  }

  @Test func aTreeWithoutATableReturnsNothingForAClosureThatChangesNothing() {
    let detached = threeSections()
    let attached = threeSections()
    let table = makeShapeTable()
    attached.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(attached.performUpdates {} == [])
    #expect(detached.performUpdates {} == [])
    #expect(detached.performUpdates {} == [])
  }

  @Test func aTreeWithoutATableReturnsTheInsertTheTableWouldApply() {
    let detached = threeSections()
    let attached = threeSections()
    let table = makeShapeTable()
    attached.prepare(tableView: table)
    table.layoutIfNeeded()
    let applied = attached.performUpdates {
      attached.childDelegates.insert(IdentifiedSection(id: 9, rows: [IdentifiedRow(id: 90)]), at: 1)
    }
    #expect(applied == [.insertSections([1])])
    let predicted = detached.performUpdates {
      detached.childDelegates.insert(IdentifiedSection(id: 9, rows: [IdentifiedRow(id: 90)]), at: 1)
    }
    #expect(predicted == applied)
  }

  @Test func aTreeWithoutATableWhoseSectionsChangedBeforeItsFirstTransactionReturnsNothing() {
    let detached = threeSections()
    for section in detached.childDelegates {
      section.childDelegates.append(IdentifiedRow(id: 100 + section.index))
    }
    #expect(detached.performUpdates {} == [])
  }

  @Test func aTreeOfGroupsOfSectionsWithoutATableReturnsTheRowInsertTheTableWouldApply() {
    func makeTree() -> (CascadingRootTableDelegate, IdentifiedSection) {
      let section = IdentifiedSection(id: 2, rows: [IdentifiedRow(id: 20)])
      let group = CascadingRootTableDelegate(
        index: 0, childDelegates: [IdentifiedSection(id: 1, rows: []), section])
      let root = CascadingRootTableDelegate(
        index: 0, childDelegates: [IdentifiedSection(id: 0, rows: [IdentifiedRow(id: 1)]), group])
      return (root, section)
    }
    let (detached, detachedSection) = makeTree()
    let (attached, attachedSection) = makeTree()
    let table = makeShapeTable()
    attached.prepare(tableView: table)
    table.layoutIfNeeded()
    let applied = attached.performUpdates {
      attachedSection.childDelegates.append(IdentifiedRow(id: 21))
    }
    #expect(applied == [.insertRows([TableIndexPath(row: 1, section: 2)])])
    let predicted = detached.performUpdates {
      detachedSection.childDelegates.append(IdentifiedRow(id: 21))
    }
    #expect(predicted == applied)
  }
}
