import Testing

@testable import CascadingTableKit

/// One test per rule of ``TableUpdatePlan``'s validation: each asserts the exact error kind
/// with the values that disagree, and that the description names the section and counts.
struct TableUpdateValidationTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func rejection(
    _ updates: [TableUpdate], before: [Int], after: [Int]
  ) -> TableUpdateError? {
    do {
      _ = try TableUpdatePlan(updates: updates, rowCountsBefore: before, rowCountsAfter: after)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Ranges

  @Test func deletingARowPastTheCountBeforeTheUpdateIsOutOfRange() throws {
    let error = try #require(rejection([.deleteRows([path(0, 3)])], before: [3], after: [2]))
    #expect(
      error.kind
        == .rowOutOfRange(
          indexPath: path(0, 3), rowCount: 3, coordinates: .beforeUpdate,
          update: .deleteRows([path(0, 3)])))
    #expect(
      error.description
        == "Invalid update: row out of range: the delete of row [0, 3] names row 3 of section "
        + "0, but section 0 only contains 3 rows before the update.")
  }

  @Test func reloadingANegativeRowIsOutOfRange() throws {
    let error = try #require(rejection([.reloadRows([path(0, -1)])], before: [3], after: [3]))
    #expect(
      error.kind
        == .rowOutOfRange(
          indexPath: path(0, -1), rowCount: 3, coordinates: .beforeUpdate,
          update: .reloadRows([path(0, -1)])))
  }

  @Test func insertingARowPastTheCountAfterTheUpdateSuggestsAStaleDataSource() throws {
    let error = try #require(rejection([.insertRows([path(0, 3)])], before: [3], after: [3]))
    #expect(
      error.kind
        == .rowOutOfRange(
          indexPath: path(0, 3), rowCount: 3, coordinates: .afterUpdate,
          update: .insertRows([path(0, 3)])))
    #expect(error.description.contains("section 0 only contains 3 rows after the update"))
    #expect(error.description.contains("Did the data source add the row"))
  }

  @Test func movingARowPastTheCountAfterTheUpdateIsOutOfRangeAtItsDestination() throws {
    let move = TableUpdate.moveRow(path(0, 0), to: path(1, 2))
    let error = try #require(rejection([move], before: [2, 1], after: [1, 2]))
    #expect(
      error.kind
        == .rowOutOfRange(
          indexPath: path(1, 2), rowCount: 2, coordinates: .afterUpdate, update: move))
  }

  @Test func deletingARowOfAMissingSectionNamesTheSectionCount() throws {
    let error = try #require(
      rejection([.deleteRows([path(2, 0)])], before: [1, 1], after: [1, 1]))
    #expect(
      error.kind
        == .rowSectionOutOfRange(
          indexPath: path(2, 0), sectionCount: 2, coordinates: .beforeUpdate,
          update: .deleteRows([path(2, 0)])))
    #expect(
      error.description
        == "Invalid update: section out of range: the delete of row [2, 0] names row 0 of "
        + "section 2, but there are only 2 sections before the update.")
  }

  @Test func insertingASectionPastTheCountAfterTheUpdateIsOutOfRange() throws {
    let error = try #require(
      rejection([.insertSections([4])], before: [1, 1, 1], after: [1, 1, 1, 0]))
    #expect(
      error.kind
        == .sectionOutOfRange(
          section: 4, sectionCount: 4, coordinates: .afterUpdate, update: .insertSections([4])))
    #expect(
      error.description
        == "Invalid update: section out of range: the insert of section 4 names section 4, but "
        + "there are only 4 sections after the update. Did the data source add the section "
        + "before the update was committed?")
  }

  @Test func deletingANegativeSectionIsOutOfRange() throws {
    let error = try #require(rejection([.deleteSections([-1])], before: [1], after: []))
    #expect(
      error.kind
        == .sectionOutOfRange(
          section: -1, sectionCount: 1, coordinates: .beforeUpdate,
          update: .deleteSections([-1])))
    #expect(error.description.contains("there is only 1 section before the update"))
  }

  @Test func movingASectionPastTheCountAfterTheUpdateIsOutOfRangeAtItsDestination() throws {
    let error = try #require(rejection([.moveSection(0, to: 5)], before: [1, 1], after: [1, 1]))
    #expect(
      error.kind
        == .sectionOutOfRange(
          section: 5, sectionCount: 2, coordinates: .afterUpdate,
          update: .moveSection(0, to: 5)))
  }

  @Test func rangesAreCheckedInTheOrderTheChangesAreListed() throws {
    let rowFirst = try #require(
      rejection([.deleteRows([path(0, 9)]), .insertSections([9])], before: [1], after: [1]))
    #expect(
      rowFirst.kind
        == .rowOutOfRange(
          indexPath: path(0, 9), rowCount: 1, coordinates: .beforeUpdate,
          update: .deleteRows([path(0, 9)])))
    let sectionFirst = try #require(
      rejection([.insertSections([9]), .deleteRows([path(0, 9)])], before: [1], after: [1]))
    #expect(
      sectionFirst.kind
        == .sectionOutOfRange(
          section: 9, sectionCount: 1, coordinates: .afterUpdate, update: .insertSections([9])))
  }

  // MARK: - Section conflicts and count

  @Test func deletingAndReloadingTheSameSectionConflicts() throws {
    let error = try #require(
      rejection([.deleteSections([1]), .reloadSections([1])], before: [1, 1], after: [1]))
    #expect(
      error.kind
        == .conflictingSectionChanges(
          section: 1, coordinates: .beforeUpdate, first: .deleteSections([1]),
          second: .reloadSections([1])))
    #expect(
      error.description
        == "Invalid update: section 1 before the update is named by two changes that "
        + "conflict: the delete of section 1 and the reload of section 1.")
  }

  @Test func deletingASectionTwiceConflicts() throws {
    let error = try #require(rejection([.deleteSections([0, 0])], before: [1, 1], after: [1]))
    #expect(
      error.kind
        == .conflictingSectionChanges(
          section: 0, coordinates: .beforeUpdate, first: .deleteSections([0]),
          second: .deleteSections([0])))
  }

  @Test func movingADeletedSectionConflicts() throws {
    let error = try #require(
      rejection([.deleteSections([0]), .moveSection(0, to: 1)], before: [1, 1], after: [1, 1]))
    #expect(
      error.kind
        == .conflictingSectionChanges(
          section: 0, coordinates: .beforeUpdate, first: .deleteSections([0]),
          second: .moveSection(0, to: 1)))
  }

  @Test func movingASectionToAnInsertedSectionsPositionConflicts() throws {
    let error = try #require(
      rejection(
        [.insertSections([1]), .moveSection(0, to: 1)], before: [1, 1], after: [1, 1, 1]))
    #expect(
      error.kind
        == .conflictingSectionChanges(
          section: 1, coordinates: .afterUpdate, first: .insertSections([1]),
          second: .moveSection(0, to: 1)))
    #expect(error.description.contains("section 1 after the update"))
  }

  @Test func reloadingASectionTwiceIsNotAConflict() throws {
    let plan = try TableUpdatePlan(
      updates: [.reloadSections([0]), .reloadSections([0])], rowCountsBefore: [2],
      rowCountsAfter: [5])
    #expect(plan.insertedOrReloadedSectionsAfterUpdate == [0])
  }

  @Test func aSectionCountThatDisagreesWithTheChangesIsRejected() throws {
    let error = try #require(rejection([.insertSections([0])], before: [1, 1], after: [1, 1]))
    #expect(
      error.kind == .invalidNumberOfSections(before: 2, after: 2, inserted: 1, deleted: 0))
    #expect(
      error.description
        == "Invalid update: invalid number of sections. The number of sections contained in "
        + "the table after the update (2) must be equal to the number of sections contained "
        + "in the table before the update (2), plus or minus the number of sections inserted "
        + "or deleted (1 inserted, 0 deleted). The data source reports 2; the updates account "
        + "for 3.")
  }

  @Test func theSectionCountIsCheckedBeforeAnyRowChange() throws {
    let error = try #require(
      rejection([.deleteRows([path(0, 0), path(0, 0)])], before: [1, 1], after: [1]))
    #expect(
      error.kind == .invalidNumberOfSections(before: 2, after: 1, inserted: 0, deleted: 0))
  }

  // MARK: - Rows of changed sections

  @Test func reloadingARowOfADeletedSectionIsRejected() throws {
    let error = try #require(
      rejection([.deleteSections([0]), .reloadRows([path(0, 0)])], before: [1, 1], after: [1]))
    #expect(
      error.kind
        == .rowChangeInChangedSection(
          rowChange: .reloadRows([path(0, 0)]), sectionChange: .deleteSections([0])))
    #expect(
      error.description.hasPrefix(
        "Invalid update: cannot reload a row of a section being replaced (0): the reload of "
          + "row [0, 0] and the delete of section 0."))
  }

  @Test func movingARowOutOfAReloadedSectionIsRejected() throws {
    let move = TableUpdate.moveRow(path(0, 0), to: path(1, 0))
    let error = try #require(
      rejection([.reloadSections([0]), move], before: [1, 1], after: [1, 2]))
    #expect(
      error.kind
        == .rowChangeInChangedSection(rowChange: move, sectionChange: .reloadSections([0])))
    #expect(error.description.contains("cannot move a row out of a section being reloaded (0)"))
  }

  @Test func movingARowIntoAnInsertedSectionIsRejectedAsUIKitDoes() throws {
    let move = TableUpdate.moveRow(path(0, 0), to: path(1, 0))
    let error = try #require(
      rejection([.insertSections([1]), move], before: [2], after: [1, 1]))
    #expect(
      error.kind
        == .rowChangeInChangedSection(rowChange: move, sectionChange: .insertSections([1])))
    #expect(
      error.description
        == "Invalid update: cannot move a row into a newly inserted section (1): the move of "
        + "row [0, 0] to [1, 0] and the insert of section 1. All rows of a deleted, inserted or "
        + "reloaded section are replaced, so none of them can be reloaded, moved out or moved "
        + "in.")
  }

  @Test func movingARowIntoAReloadedSectionIsRejectedByItsPositionAfterTheUpdate() throws {
    let move = TableUpdate.moveRow(path(2, 0), to: path(0, 0))
    let error = try #require(
      rejection(
        [.deleteSections([0]), .reloadSections([1]), move], before: [1, 1, 1], after: [1, 0]))
    #expect(
      error.kind
        == .rowChangeInChangedSection(rowChange: move, sectionChange: .reloadSections([1])))
    #expect(
      error.description.contains(
        "cannot move a row into a section being reloaded (0 after the update)"))
  }

  @Test func deletingRowsOfADeletedSectionIsAllowedAndCoveredByTheSectionDelete() throws {
    let plan = try TableUpdatePlan(
      updates: [.deleteRows([path(0, 1)]), .deleteSections([0])], rowCountsBefore: [2, 3],
      rowCountsAfter: [3])
    #expect(plan.sectionAfterUpdate(for: 1) == 0)
    #expect(plan.indexPathAfterUpdate(for: path(1, 2)) == path(0, 2))
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == nil)
  }

  @Test func insertingRowsIntoAnInsertedSectionIsAllowedAndNotListedAsRowInserts() throws {
    let plan = try TableUpdatePlan(
      updates: [.insertSections([0]), .insertRows([path(0, 0)])], rowCountsBefore: [1],
      rowCountsAfter: [2, 1])
    #expect(plan.insertedIndexPathsAfterUpdate.isEmpty)
    #expect(plan.insertedOrReloadedSectionsAfterUpdate == [0])
    #expect(plan.indexPathBeforeUpdate(for: path(1, 0)) == path(0, 0))
  }

  // MARK: - Row conflicts

  @Test func deletingAndReloadingTheSameRowConflicts() throws {
    let error = try #require(
      rejection([.deleteRows([path(0, 1)]), .reloadRows([path(0, 1)])], before: [3], after: [2]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 1), coordinates: .beforeUpdate, first: .deleteRows([path(0, 1)]),
          second: .reloadRows([path(0, 1)])))
    #expect(
      error.description
        == "Invalid update: row 1 of section 0 before the update is named by two changes "
        + "that conflict: the delete of row [0, 1] and the reload of row [0, 1].")
  }

  @Test func deletingARowTwiceConflicts() throws {
    let error = try #require(
      rejection([.deleteRows([path(0, 1)]), .deleteRows([path(0, 1)])], before: [3], after: [1]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 1), coordinates: .beforeUpdate, first: .deleteRows([path(0, 1)]),
          second: .deleteRows([path(0, 1)])))
  }

  @Test func insertingTwiceAtTheSamePathConflicts() throws {
    let error = try #require(
      rejection([.insertRows([path(0, 0), path(0, 0)])], before: [1], after: [3]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 0), coordinates: .afterUpdate, first: .insertRows([path(0, 0)]),
          second: .insertRows([path(0, 0)])))
    #expect(error.description.contains("row 0 of section 0 after the update"))
  }

  @Test func movingADeletedRowConflicts() throws {
    let move = TableUpdate.moveRow(path(0, 1), to: path(0, 0))
    let error = try #require(
      rejection([.deleteRows([path(0, 1)]), move], before: [3], after: [2]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 1), coordinates: .beforeUpdate, first: .deleteRows([path(0, 1)]),
          second: move))
  }

  @Test func movingAReloadedRowConflicts() throws {
    let move = TableUpdate.moveRow(path(0, 1), to: path(0, 0))
    let error = try #require(
      rejection([move, .reloadRows([path(0, 1)])], before: [3], after: [3]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 1), coordinates: .beforeUpdate, first: move,
          second: .reloadRows([path(0, 1)])))
  }

  @Test func movingARowTwiceConflicts() throws {
    let first = TableUpdate.moveRow(path(0, 0), to: path(0, 1))
    let second = TableUpdate.moveRow(path(0, 0), to: path(0, 2))
    let error = try #require(rejection([first, second], before: [3], after: [3]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 0), coordinates: .beforeUpdate, first: first, second: second))
  }

  @Test func movingARowToAnInsertedRowsPathConflicts() throws {
    let move = TableUpdate.moveRow(path(0, 2), to: path(0, 1))
    let error = try #require(
      rejection([.insertRows([path(0, 1)]), move], before: [3], after: [4]))
    #expect(
      error.kind
        == .conflictingRowChanges(
          indexPath: path(0, 1), coordinates: .afterUpdate, first: .insertRows([path(0, 1)]),
          second: move))
  }

  @Test func reloadingARowTwiceIsNotAConflict() throws {
    let plan = try TableUpdatePlan(
      updates: [.reloadRows([path(0, 1), path(0, 1)])], rowCountsBefore: [3],
      rowCountsAfter: [3])
    #expect(plan.reloadedIndexPathsAfterUpdate == [path(0, 1)])
  }

  // MARK: - Row counts

  @Test func aRowCountThatDisagreesWithTheChangesIsRejectedInUIKitsWords() throws {
    let error = try #require(rejection([.insertRows([path(0, 0)])], before: [3], after: [5]))
    #expect(
      error.kind
        == .invalidNumberOfRows(
          section: 0, sectionAfterUpdate: 0, before: 3, after: 5, inserted: 1, deleted: 0,
          movedIn: 0, movedOut: 0))
    #expect(
      error.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (5) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out). The "
        + "data source reports 5; the updates account for 4.")
  }

  @Test func rowsMovedToAnotherSectionCountAsMovedOutAndIn() throws {
    let error = try #require(
      rejection([.moveRow(path(0, 0), to: path(1, 0))], before: [2, 2], after: [2, 2]))
    #expect(
      error.kind
        == .invalidNumberOfRows(
          section: 0, sectionAfterUpdate: 0, before: 2, after: 2, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 1))
  }

  @Test func rowsMovedWithinASectionCountAsNeitherMovedInNorOut() throws {
    let error = try #require(
      rejection([.moveRow(path(0, 0), to: path(0, 1))], before: [2], after: [3]))
    #expect(
      error.kind
        == .invalidNumberOfRows(
          section: 0, sectionAfterUpdate: 0, before: 2, after: 3, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0))
  }

  @Test func aMovedSectionsRowCountIsCheckedAtItsNewPosition() throws {
    let error = try #require(rejection([.moveSection(0, to: 1)], before: [1, 2], after: [2, 3]))
    #expect(
      error.kind
        == .invalidNumberOfRows(
          section: 0, sectionAfterUpdate: 1, before: 1, after: 3, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0))
    #expect(error.description.contains("in section 0 (section 1 after the update)."))
  }

  @Test func aReloadedSectionMayChangeItsRowCount() throws {
    let plan = try TableUpdatePlan(
      updates: [.reloadSections([0])], rowCountsBefore: [2], rowCountsAfter: [5])
    #expect(plan.sectionAfterUpdate(for: 0) == 0)
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == nil)
  }

  @Test func negativeRowCountsAreAnsweredWithoutTrapping() throws {
    let error = try #require(rejection([.deleteRows([path(0, 0)])], before: [-2], after: [-3]))
    #expect(
      error.kind
        == .rowOutOfRange(
          indexPath: path(0, 0), rowCount: -2, coordinates: .beforeUpdate,
          update: .deleteRows([path(0, 0)])))
    let plan = try TableUpdatePlan(updates: [], rowCountsBefore: [-1], rowCountsAfter: [-1])
    #expect(plan.indexPathAfterUpdate(for: path(0, 0)) == nil)
    #expect(plan.indexPathBeforeUpdate(for: path(0, -1)) == nil)
  }

  @Test func theFirstSectionWithAWrongRowCountIsReported() throws {
    let error = try #require(rejection([], before: [1, 2, 3], after: [1, 3, 4]))
    #expect(
      error.kind
        == .invalidNumberOfRows(
          section: 1, sectionAfterUpdate: 1, before: 2, after: 3, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0))
  }
}
