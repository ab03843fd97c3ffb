import CascadingTableKit
import Testing

/// Debug builds look for every duplicate (§6) without reading an untouched group's rows again
/// at every transaction (§9): a group's identifiers are read once while it stays the same.
@MainActor
struct DuplicateSearchCostTests {
  @Test func anInsertIntoOneGroupReadsNoIdentifierOfItsUntouchedSiblingGroupTwice() {
    #expect(PropagatingTableDelegate.findsEveryDuplicateIdentifier)
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 100))
    let small = CascadingSectionTableDelegate(
      index: 0, childDelegates: (0..<3).map { IdentifierCountingRow(id: $0) })
    let large = CascadingSectionTableDelegate(
      index: 0, childDelegates: (1_000..<11_000).map { IdentifierCountingRow(id: $0) })
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [small, large])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    var reads: [Int] = []
    for id in [3, 4, 5] {
      IdentifierCountingRow.reads = 0
      let updates = root.performUpdates {
        small.childDelegates.append(IdentifierCountingRow(id: id))
      }
      #expect(updates == [.insertRows([TableIndexPath(row: id, section: 0)])])
      reads.append(IdentifierCountingRow.reads)
    }
    // The first insert reads the large group's 2,000 identifiers once; later ones read only
    // the small group's rows.
    #expect(reads[0] >= 2_000)
    #expect(reads[1] < 20)
    #expect(reads[2] < 20)
    // Still found: a repeat of a row of the large group.
    root.performUpdates { small.childDelegates.append(IdentifierCountingRow(id: 2_000)) }
    #expect(table.problems.map(\.differenceError?.identifier) == ["2000"])
    #expect(table.problems.first?.rows.map(\.row) == [6, 1_007])
  }

  /// Two sections of four groups of 50 rows (section `s`, group `g`, row `r` identified by
  /// `1000 s + 100 g + r`), the first with one row of its own (999) after its groups, loaded.
  private func sectionsOfGroups() -> (
    table: HeadlessTableView, root: CascadingRootTableDelegate,
    groups: [[CascadingSectionTableDelegate]]
  ) {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 100))
    let groups = (0..<2).map { section in
      (0..<4).map { group in
        CascadingSectionTableDelegate(
          index: 0,
          childDelegates: (0..<50).map {
            IdentifierCountingRow(id: 1_000 * section + 100 * group + $0)
          })
      }
    }
    let sections = [
      CascadingSectionTableDelegate(
        index: 0, childDelegates: groups[0] + [IdentifierCountingRow(id: 999)]),
      CascadingSectionTableDelegate(index: 0, childDelegates: groups[1]),
    ]
    let root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    return (table, root, groups)
  }

  /// Moves row 10 of group 1 of section 0 to position 5 of group 3 of section 1 and back,
  /// three times, each by a transaction on `root`; appends the identifiers read by each
  /// transaction to `reads`.
  /// - Returns: The batches of each round trip, there and back.
  private func movesBackAndForth(
    root: CascadingRootTableDelegate, groups: [[CascadingSectionTableDelegate]],
    reads: inout [Int]
  ) -> [(there: [TableUpdate], back: [TableUpdate])] {
    let source = groups[0][1]
    let destination = groups[1][3]
    var batches: [(there: [TableUpdate], back: [TableUpdate])] = []
    for _ in 0..<3 {
      IdentifierCountingRow.reads = 0
      let there = root.performUpdates {
        destination.childDelegates.insert(source.childDelegates.remove(at: 10), at: 5)
      }
      reads.append(IdentifierCountingRow.reads)
      IdentifierCountingRow.reads = 0
      let back = root.performUpdates {
        source.childDelegates.insert(destination.childDelegates.remove(at: 5), at: 10)
      }
      reads.append(IdentifierCountingRow.reads)
      batches.append((there, back))
    }
    return batches
  }

  @Test func aMoveBetweenSectionsOfGroupsReadsOnlyTheChangedGroupsAgainInReleaseBuilds() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let (table, root, groups) = sectionsOfGroups()
    var reads: [Int] = []
    for (there, back) in movesBackAndForth(root: root, groups: groups, reads: &reads) {
      #expect(there == [.moveRow(path(60, 0), to: path(155, 1))])
      #expect(back == [.moveRow(path(155, 1), to: path(60, 0))])
    }
    #expect(table.problems.isEmpty)
    // Each transaction looks the arriving row up in the section it left, of 201 rows. Once
    // the untouched groups' identifiers are remembered, it reads only the changed group's
    // (about 50) and the section's own row again, not the section's 201.
    #expect(reads[0] >= 200)
    for count in reads.dropFirst(2) {
      #expect(count < 100)
    }
  }

  @Test func aMoveBetweenSectionsOfGroupsAsksOnlyTheRowsItChangesOnceTheGroupsWereListed() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let (table, root, groups) = sectionsOfGroups()
    var reads: [Int] = []
    _ = movesBackAndForth(root: root, groups: groups, reads: &reads)
    #expect(table.problems.isEmpty)
    // Once each changed group was listed by a transaction, the identifiers of the rows it
    // keeps come from the record: each transaction asks the moved row (in both sections'
    // comparisons and in the group it joins) and the first section's own row, not the 50 of
    // the group the row left.
    for count in reads.dropFirst(2) {
      #expect(count < 10)
    }
  }

  @Test func aRowArrivingWithTheNewIdentifierOfARowOfAChangedGroupIsReportedInReleaseBuilds() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let (table, root, groups) = sectionsOfGroups()
    // A round trip lists group 1 of section 0 in two transactions: its record keeps the
    // identifiers of its rows.
    root.performUpdates {
      groups[1][3].childDelegates.append(groups[0][1].childDelegates.remove(at: 0))
    }
    root.performUpdates {
      groups[0][1].childDelegates.insert(groups[1][3].childDelegates.removeLast(), at: 0)
    }
    #expect(table.problems.isEmpty)
    // The group loses its first row, and its row 40 (140) takes the identifier 7_000 and says
    // so, while 7_000, 140 and 120 (row 20 of the group, which it keeps) arrive at the end of
    // section 1: 7_000 and 120 are shared, 140 is not any more.
    let renamed = groups[0][1].childDelegates[40] as! IdentifierCountingRow
    root.performUpdates {
      groups[0][1].childDelegates.remove(at: 0)
      renamed.id = 7_000
      renamed.setNeedsUpdate(identifierChanged: true)
      groups[1][3].childDelegates += [120, 7_000, 140].map { IdentifierCountingRow(id: $0) }
    }
    let errors = table.problems.compactMap(\.differenceError)
    #expect(Set(errors.map(\.identifier)) == ["7000", "120"])
    let rows = Dictionary(errors.map { ($0.identifier, $0.kind) }, uniquingKeysWith: { a, _ in a })
    #expect(rows["7000"] == .rowInSeveralSections(rows: [path(89, 0), path(201, 1)]))
    #expect(rows["120"] == .rowInSeveralSections(rows: [path(69, 0), path(200, 1)]))
  }

  @Test(arguments: [(234, 133), (105, 54), (999, 199)])
  func aRowArrivingWithTheIdentifierOfARowOfAnotherChangedSectionIsReportedInReleaseBuilds(
    repeated: Int, rowInFirstSection: Int
  ) {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    let (table, root, groups) = sectionsOfGroups()
    // Section 0 changes (so the transaction compares it); a row repeating the identifier of a
    // row of its untouched group 2 (234, row 34 of the group: 50 + 49 + 34 after the removal),
    // of its changed group 1 (105, row 5 of the group: 50 + 4) or of its own row (999, its
    // last) arrives at the end of section 1.
    root.performUpdates {
      groups[0][1].childDelegates.remove(at: 0)
      groups[1][3].childDelegates.append(IdentifierCountingRow(id: repeated))
    }
    let errors = table.problems.compactMap(\.differenceError)
    #expect(errors.map(\.identifier) == ["\(repeated)"])
    #expect(
      errors.first?.kind
        == .rowInSeveralSections(rows: [path(rowInFirstSection, 0), path(200, 1)]))
  }

  private func path(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }
}
