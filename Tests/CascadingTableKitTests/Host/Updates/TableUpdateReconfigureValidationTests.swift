import CascadingTableKit
import Testing

/// Reconfigures are judged like reloads (positions before the update, no second change of
/// the same row, none in a replaced section) but keep their row.
@MainActor
struct TableUpdateReconfigureValidationTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// The error a checked batch throws on a table of the given row counts whose data source
  /// then reports `after`.
  private func rejection(_ updates: [TableUpdate], before: [Int], after: [Int])
    -> TableUpdateError?
  {
    let model = HostRecordingDelegate(
      sections: before.map { count in (0..<count).map { "r\($0)" } })
    let table = HeadlessTableView()
    model.attach(to: table)
    table.layoutIfNeeded()
    model.sections = after.map { count in (0..<count).map { "r\($0)" } }
    do {
      try table.applyUpdatesChecked(updates)
      return nil
    } catch {
      return error
    }
  }

  @Test func aReconfigureAndADeleteOfTheSameRowConflict() {
    #expect(
      rejection(
        [.deleteRows([path(0, 1)]), .reconfigureRows([path(0, 1)])], before: [3], after: [2])
        == TableUpdateError(
          kind: .conflictingRowChanges(
            indexPath: path(0, 1), coordinates: .beforeUpdate, first: .deleteRows([path(0, 1)]),
            second: .reconfigureRows([path(0, 1)]))))
  }

  @Test func aReconfigureAndAReloadOfTheSameRowConflict() {
    #expect(
      rejection(
        [.reloadRows([path(0, 0)]), .reconfigureRows([path(0, 0)])], before: [1], after: [1])
        != nil)
  }

  @Test func aReconfigureInADeletedSectionIsRejectedWithItsReason() throws {
    let error = try #require(
      rejection(
        [.deleteSections([0]), .reconfigureRows([path(0, 0)])], before: [1, 1], after: [1]))
    #expect(
      error.kind
        == .rowChangeInChangedSection(
          rowChange: .reconfigureRows([path(0, 0)]), sectionChange: .deleteSections([0])))
    #expect(error.description.contains("cannot reconfigure a row of a section being replaced (0)"))
  }

  @Test func aReconfigureOutOfRangeIsJudgedBeforeTheUpdate() {
    #expect(
      rejection([.reconfigureRows([path(0, 3)])], before: [3], after: [4])
        == TableUpdateError(
          kind: .rowOutOfRange(
            indexPath: path(0, 3), rowCount: 3, coordinates: .beforeUpdate,
            update: .reconfigureRows([path(0, 3)]))))
  }

  @Test func reconfiguringARowTwiceOrAlongsideAMoveOfAnotherIsValid() {
    #expect(
      rejection(
        [.reconfigureRows([path(0, 0), path(0, 0)]), .moveRow(path(0, 1), to: path(0, 2))],
        before: [3], after: [3]) == nil)
  }

  @Test func aReconfigureChangesNoRowCount() {
    #expect(
      rejection([.reconfigureRows([path(0, 0)])], before: [2], after: [3])?.kind
        == .invalidNumberOfRows(
          section: 0, sectionAfterUpdate: 0, before: 2, after: 3, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0))
  }
}
