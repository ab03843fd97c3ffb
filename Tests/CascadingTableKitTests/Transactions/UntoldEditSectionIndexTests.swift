import CascadingTableKit
import Testing

/// A section index the table asked while the tree held an edit it was never told about: the
/// transaction that tells the table leaves the index of the tree, as it leaves every visible
/// header and footer showing the title of its section (`UntoldEditHeaderTests`), even when the
/// edit was undone before and the batch changes no section, so that the table has no reason of
/// its own to ask its index again.
@MainActor
struct UntoldEditSectionIndexTests {
  let first = IndexTitledSection(title: "1")
  let second = IndexTitledSection(title: "2")
  let group = CascadingRootTableDelegate(index: 0, childDelegates: [])
  let root: CascadingRootTableDelegate
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))

  init() {
    root = CascadingRootTableDelegate(index: 0, childDelegates: [first, group, second])
    root.prepare(tableView: table)
    table.layoutIfNeeded()
  }

  /// Whether an update makes the table ask its index again by itself: it reloads the table,
  /// or inserts, deletes, reloads or moves a section.
  private func asksTheIndex(_ update: TableUpdate) -> Bool {
    switch update {
    case .reloadData, .insertSections, .deleteSections, .reloadSections, .moveSection: true
    default: false
    }
  }

  /// Inserts a section at the top in a transaction; while the table asks its index after that
  /// batch, the first section fills the group of sections untold, so the index the table keeps
  /// lists a section it does not have.
  private func askTheIndexWhileAnUntoldSectionStands() {
    first.whenAsked = { [self] in
      group.childDelegates = [IndexTitledSection(title: "9")]
    }
    root.performUpdates {
      root.childDelegates.insert(IndexTitledSection(title: "0"), at: 0)
    }
    #expect(table.numberOfSections == 3)
    // Asked as the tree was (its answer is the data source's, not the table's sections).
    #expect(table.sectionIndexTitles == ["0", "1", "9", "2"])
  }

  /// Walk seed 17,500,297 of the P5 walk whose index titles edit groups of sections, reduced:
  /// a section inserted untold into a group of sections while the table asked its index, then
  /// removed in a transaction whose batch changes only rows. The table kept the index it asked
  /// then, with the title of a section it never had.
  @Test func aTransactionUndoingAnUntoldSectionAsksTheIndexAgain() {
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    askTheIndexWhileAnUntoldSectionStands()
    let updates = root.performUpdates {
      group.childDelegates = []
      second.childDelegates.append(CascadingBareTableDelegate())
    }
    // The row, and the visible rows asked again after an untold edit; no section, no
    // reload.
    #expect(updates.contains(.insertRows([TableIndexPath(row: 1, section: 2)])))
    #expect(!updates.contains { asksTheIndex($0) }, "\(updates)")
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.numberOfSections == 3)
    #expect(table.sectionIndexTitles == ["0", "1", "2"])
    #expect(table.tapSectionIndexTitle(at: 2) == 2)
  }

  /// The same untold section removed untold before a transaction that changes nothing: its
  /// batch only asks the visible rows again, and the table is still left the index of the tree.
  @Test func anEmptyTransactionAfterAnUntoldSectionWasUndoneAsksTheIndexAgain() {
    askTheIndexWhileAnUntoldSectionStands()
    group.childDelegates = []
    let updates = root.performUpdates {}
    #expect(!updates.contains { asksTheIndex($0) }, "\(updates)")
    #expect(table.numberOfSections == 3)
    #expect(table.sectionIndexTitles == ["0", "1", "2"])
  }
}
