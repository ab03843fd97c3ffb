import CascadingTableKit
import Testing

/// A release build looks a row arriving in a section up among the rows of the changed groups
/// of another section it compares by the hash values of their identifiers first: a row whose
/// hash value matches is asked its identifier, so identifiers that share a hash value are
/// still told apart.
@MainActor
struct DuplicateLookupHashCollisionTests {
  /// An identifier whose hash value is the same for every value.
  private struct CollidingIdentifier: Hashable {
    var value: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(0)
    }
  }

  /// A row identified by a ``CollidingIdentifier``.
  private final class CollidingRow: CascadingBareTableDelegate {
    var value = 0

    convenience init(value: Int) {
      self.init(index: 0, childDelegates: [])
      self.value = value
    }

    override var differenceIdentifier: AnyHashable {
      CollidingIdentifier(value: value)
    }
  }

  @Test func aRowSharingOnlyAHashValueIsNotReportedAndOneSharingItsIdentifierIs() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 100))
    // Section 0: two groups of 20 rows (0–19, 20–39); section 1: one group of 20 (100–119).
    let groups = [0, 20, 100].map { first in
      CascadingSectionTableDelegate(
        index: 0, childDelegates: (first..<(first + 20)).map { CollidingRow(value: $0) })
    }
    let root = CascadingRootTableDelegate(
      index: 0,
      childDelegates: [
        CascadingSectionTableDelegate(index: 0, childDelegates: [groups[0], groups[1]]),
        CascadingSectionTableDelegate(index: 0, childDelegates: [groups[2]]),
      ])
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    // Two round trips list group 1 in transactions: its record keeps its hash values, which
    // the next listing derives.
    for _ in 0..<2 {
      let there = root.performUpdates {
        groups[2].childDelegates.insert(groups[1].childDelegates.remove(at: 5), at: 3)
      }
      let back = root.performUpdates {
        groups[1].childDelegates.insert(groups[2].childDelegates.remove(at: 3), at: 5)
      }
      #expect(
        there == [
          .moveRow(TableIndexPath(row: 25, section: 0), to: TableIndexPath(row: 3, section: 1))
        ])
      #expect(
        back == [
          .moveRow(TableIndexPath(row: 3, section: 1), to: TableIndexPath(row: 25, section: 0))
        ])
    }
    #expect(table.problems.isEmpty)
    // Group 1 loses its first row (20); 500 (held by no row, but of the same hash value as
    // every row) and 25 (row 4 of group 1, which it keeps: row 24 of section 0 after the
    // removal) arrive at the end of section 1.
    root.performUpdates {
      groups[1].childDelegates.remove(at: 0)
      groups[2].childDelegates += [500, 25].map { CollidingRow(value: $0) }
    }
    let errors = table.problems.compactMap(\.differenceError)
    #expect(errors.map(\.identifier) == ["\(CollidingIdentifier(value: 25))"])
    #expect(
      errors.first?.kind
        == .rowInSeveralSections(rows: [
          TableIndexPath(row: 24, section: 0), TableIndexPath(row: 21, section: 1),
        ]))
  }
}
