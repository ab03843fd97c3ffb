import CascadingTableKit
import Testing

/// A transaction looks only at what changed: untouched sections and the untouched ends of a
/// changed section are never asked their identifiers or content (unless every identifier is
/// checked for duplicates, as debug builds do by default), and it keeps nothing alive.
@MainActor
struct TransactionCostTests {
  /// A row that counts how often a transaction asks its identity and content.
  @MainActor
  private final class CountingRow: CascadingBareTableDelegate {
    static var identifierReads = 0
    static var contentComparisons = 0

    override var differenceIdentifier: AnyHashable {
      Self.identifierReads += 1
      return ObjectIdentifier(self)
    }

    override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
      Self.contentComparisons += 1
      return source === self
    }
  }

  @Test func oneInsertIntoOneOfManySectionsAsksOnlyTheNewRowsIdentity() {
    let sections = (0..<100).map { _ in
      CascadingSectionTableDelegate(
        index: 0, childDelegates: (0..<100).map { _ in CountingRow() })
    }
    let root = CascadingRootTableDelegate(
      childDelegates: sections, tableView: RecordingTableHost())
    CountingRow.identifierReads = 0
    CountingRow.contentComparisons = 0
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let updates = root.performUpdates {
      sections[40].childDelegates.insert(CountingRow(), at: 50)
    }
    #expect(updates == [.insertRows([TableIndexPath(row: 50, section: 40)])])
    #expect(CountingRow.identifierReads == 1)
    #expect(CountingRow.contentComparisons == 0)
  }

  @Test func anAssignmentKeepingMostRowsAsksOnlyTheNewRowsIdentity() {
    let kept = (0..<50).map { _ in CountingRow() }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: kept)
    let root = CascadingRootTableDelegate(
      childDelegates: [section], tableView: RecordingTableHost())
    CountingRow.identifierReads = 0
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let updates = root.performUpdates {
      section.childDelegates = Array(kept[..<10]) + [CountingRow()] + Array(kept[10...])
    }
    #expect(updates == [.insertRows([TableIndexPath(row: 10, section: 0)])])
    #expect(CountingRow.identifierReads == 1)
  }

  @Test func aTransactionKeepsNoNodeAlive() {
    weak var weakRoot: CascadingRootTableDelegate?
    weak var weakRow: CascadingBareTableDelegate?
    let table = HeadlessTableView()
    do {
      let row = CountingRow()
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
      table.reloadData()
      root.performUpdates(
        { section.childDelegates.append(row) }, completion: { _ in _ = root.childDelegates })
      weakRoot = root
      weakRow = row
    }
    #expect(weakRoot == nil)
    #expect(weakRow == nil)
  }
}
