import Testing

@testable import CascadingTableKit

/// Hand-computed mappings of ``TableUpdatePlan``: each case works out on paper where every row
/// and section goes, as UIKit defines a batch (deletes first, then inserts, survivors in order).
struct TableUpdatePlanMappingTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func deletesInsertsAndAMoveInOneSectionMapEverySurvivor() throws {
    // Before: a b c d e f. Delete b and e, move a to 3, insert at 1.
    // Removed first: c d f remain; then the insert takes 1 and a takes 3: c new d a f.
    let plan = try TableUpdatePlan(
      updates: [
        .deleteRows([path(0, 4), path(0, 1)]), .moveRow(path(0, 0), to: path(0, 3)),
        .insertRows([path(0, 1)]),
      ],
      rowCountsBefore: [6], rowCountsAfter: [5])
    let after = (0..<6).map { plan.indexPathAfterUpdate(for: path(0, $0)) }
    #expect(after == [path(0, 3), nil, path(0, 0), path(0, 2), nil, path(0, 4)])
    let before = (0..<5).map { plan.indexPathBeforeUpdate(for: path(0, $0)) }
    #expect(before == [path(0, 2), nil, path(0, 3), path(0, 0), path(0, 5)])
    #expect(plan.insertedIndexPathsAfterUpdate == [path(0, 1)])
    #expect(plan.reloadedIndexPathsAfterUpdate.isEmpty)
    #expect(plan.insertedOrReloadedSectionsAfterUpdate.isEmpty)
  }

  @Test func sectionMovesDeletesAndInsertsMapSectionsAndTheirRows() throws {
    // Before: A B C D. Move A to 2, delete D, insert at 0.
    // Removed first: B C remain; the insert takes 0 and A takes 2: new B A C.
    let plan = try TableUpdatePlan(
      updates: [.moveSection(0, to: 2), .deleteSections([3]), .insertSections([0])],
      rowCountsBefore: [1, 2, 3, 4], rowCountsAfter: [7, 2, 1, 3])
    #expect((0..<4).map(plan.sectionAfterUpdate(for:)) == [2, 1, 3, nil])
    #expect((0..<4).map(plan.sectionBeforeUpdate(for:)) == [nil, 1, 0, 2])
    #expect(plan.indexPathAfterUpdate(for: path(2, 1)) == path(3, 1))
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == path(2, 0))
    #expect(plan.indexPathAfterUpdate(for: path(3, 0)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(0, 6)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(1, 1)) == path(1, 1))
    #expect(plan.insertedOrReloadedSectionsAfterUpdate == [0])
  }

  @Test func reloadedRowsAndSectionsAreNewAtThePlaceTheyKeep() throws {
    // Section 0 before: x y z; delete x, reload y, insert at 2: y' z new.
    // Section 1 is deleted; section 2 is reloaded and becomes section 1.
    let plan = try TableUpdatePlan(
      updates: [
        .reloadRows([path(0, 1)]), .deleteRows([path(0, 0)]), .insertRows([path(0, 2)]),
        .reloadSections([2]), .deleteSections([1]),
      ],
      rowCountsBefore: [3, 2, 2], rowCountsAfter: [3, 4])
    #expect((0..<3).map { plan.indexPathAfterUpdate(for: path(0, $0)) } == [nil, nil, path(0, 1)])
    #expect(
      (0..<3).map { plan.indexPathBeforeUpdate(for: path(0, $0)) } == [nil, path(0, 2), nil])
    #expect(plan.reloadedIndexPathsAfterUpdate == [path(0, 0)])
    #expect(plan.insertedIndexPathsAfterUpdate == [path(0, 2)])
    #expect(plan.sectionAfterUpdate(for: 2) == 1)
    #expect(plan.sectionBeforeUpdate(for: 1) == 2)
    #expect(plan.insertedOrReloadedSectionsAfterUpdate == [1])
    #expect(plan.indexPathAfterUpdate(for: path(2, 0)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(1, 3)) == nil)
  }

  @Test func rowChangesInAMovedSectionUseItsPositionOnEachSide() throws {
    // Before: A (2 rows), B (b0 b1 b2). B moves to 0; b0 is deleted by B's position before (1),
    // a row is inserted by B's position after (0): B is b1 b2 new, then A.
    let plan = try TableUpdatePlan(
      updates: [.moveSection(1, to: 0), .deleteRows([path(1, 0)]), .insertRows([path(0, 2)])],
      rowCountsBefore: [2, 3], rowCountsAfter: [3, 2])
    #expect(
      (0..<3).map { plan.indexPathAfterUpdate(for: path(1, $0)) } == [nil, path(0, 0), path(0, 1)])
    #expect(plan.indexPathAfterUpdate(for: path(0, 1)) == path(1, 1))
    #expect(plan.indexPathBeforeUpdate(for: path(0, 2)) == nil)
    #expect(plan.insertedIndexPathsAfterUpdate == [path(0, 2)])
  }

  @Test func aRowMovedToAnotherSectionShiftsTheRowsOfBoth() throws {
    let plan = try TableUpdatePlan(
      updates: [.moveRow(path(0, 0), to: path(1, 1))], rowCountsBefore: [2, 2],
      rowCountsAfter: [1, 3])
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == path(1, 1))
    #expect(plan.indexPathAfterUpdate(for: path(0, 1)) == path(0, 0))
    #expect(plan.indexPathAfterUpdate(for: path(1, 0)) == path(1, 0))
    #expect(plan.indexPathAfterUpdate(for: path(1, 1)) == path(1, 2))
    #expect(plan.indexPathBeforeUpdate(for: path(1, 1)) == path(0, 0))
    #expect(plan.indexPathBeforeUpdate(for: path(1, 2)) == path(1, 1))
  }

  @Test func positionsOutsideTheTableMapToNil() throws {
    let plan = try TableUpdatePlan(updates: [], rowCountsBefore: [2], rowCountsAfter: [2])
    #expect(plan.indexPathAfterUpdate(for: path(0, 2)) == nil)
    #expect(plan.indexPathAfterUpdate(for: path(0, -1)) == nil)
    #expect(plan.indexPathAfterUpdate(for: path(1, 0)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(-1, 0)) == nil)
    #expect(plan.sectionAfterUpdate(for: 1) == nil)
    #expect(plan.sectionBeforeUpdate(for: -1) == nil)
    #expect(plan.indexPathAfterUpdate(for: path(0, 1)) == path(0, 1))
  }

  @Test func aMillionRowSectionWithThreeChangesMapsByItsChangesAlone() throws {
    // Insert at 0 and 500_000 (after), delete the last row (before).
    let plan = try TableUpdatePlan(
      updates: [.insertRows([path(0, 0), path(0, 500_000)]), .deleteRows([path(0, 999_999)])],
      rowCountsBefore: [1_000_000], rowCountsAfter: [1_000_001])
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == path(0, 1))
    #expect(plan.indexPathAfterUpdate(for: path(0, 499_998)) == path(0, 499_999))
    #expect(plan.indexPathAfterUpdate(for: path(0, 499_999)) == path(0, 500_001))
    #expect(plan.indexPathAfterUpdate(for: path(0, 999_998)) == path(0, 1_000_000))
    #expect(plan.indexPathAfterUpdate(for: path(0, 999_999)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(0, 500_000)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(0, 500_001)) == path(0, 499_999))
    #expect(plan.insertedIndexPathsAfterUpdate == [path(0, 0), path(0, 500_000)])
  }
}
