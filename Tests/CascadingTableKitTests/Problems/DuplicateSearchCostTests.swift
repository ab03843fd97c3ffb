import CascadingTableKit
import Testing

/// Debug builds look for every duplicate (§6) without reading an untouched group's rows again
/// at every transaction (§9): a group's identifiers are read once while it stays the same.
@MainActor
struct DuplicateSearchCostTests {
  /// A row that counts how often its identity is read.
  @MainActor
  private final class CountingRow: CascadingBareTableDelegate {
    static var identifierReads = 0
    let id: Int

    init(id: Int) {
      self.id = id
      super.init(index: 0, childDelegates: [])
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
      id = -1
      super.init(index: index, childDelegates: childDelegates)
    }

    override var differenceIdentifier: AnyHashable {
      Self.identifierReads += 1
      return id
    }
  }

  @Test func anInsertIntoOneGroupReadsNoIdentifierOfItsUntouchedSiblingGroupTwice() {
    #expect(PropagatingTableDelegate.findsEveryDuplicateIdentifier)
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 100))
    let small = CascadingSectionTableDelegate(
      index: 0, childDelegates: (0..<3).map { CountingRow(id: $0) })
    let large = CascadingSectionTableDelegate(
      index: 0, childDelegates: (1_000..<11_000).map { CountingRow(id: $0) })
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [small, large])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    var reads: [Int] = []
    for id in [3, 4, 5] {
      CountingRow.identifierReads = 0
      let updates = root.performUpdates { small.childDelegates.append(CountingRow(id: id)) }
      #expect(updates == [.insertRows([TableIndexPath(row: id, section: 0)])])
      reads.append(CountingRow.identifierReads)
    }
    // The first insert reads the large group's 2,000 identifiers once; later ones read only
    // the small group's rows.
    #expect(reads[0] >= 2_000)
    #expect(reads[1] < 20)
    #expect(reads[2] < 20)
    // Still found: a repeat of a row of the large group.
    root.performUpdates { small.childDelegates.append(CountingRow(id: 2_000)) }
    #expect(table.problems.map(\.differenceError?.identifier) == ["2000"])
    #expect(table.problems.first?.rows.map(\.row) == [6, 1_007])
  }
}
