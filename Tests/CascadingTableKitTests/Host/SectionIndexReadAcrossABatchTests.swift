import CascadingTableKit
import Testing

/// A table asking for the section index after a batch that changed sections, whose data
/// source applies another batch from inside that call (a section's child editing a group of
/// sections before it by a transaction): the table keeps the index the inner batch read, of
/// the tree as it is, not the answer read before it (issue 27, found by the P5 walk on headers
/// and the section index, walk seed 5,100,316).
@MainActor
struct SectionIndexReadAcrossABatchTests {
  @Test func anIndexReadBeforeABatchAppliedFromInsideTheCallIsNotKept() {
    let group = CascadingRootTableDelegate(index: 0, childDelegates: [])
    let last = IndexTitledSection(title: "9")
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [group, last])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(table.sectionIndexTitles == ["9"])
    // The group before the section gains a titled section from inside the section's answer.
    last.whenAsked = {
      group.performUpdates { group.childDelegates = [IndexTitledSection(title: "1")] }
    }
    root.performUpdates { root.childDelegates.append(IndexTitledSection(title: "Z")) }
    table.layoutIfNeeded()
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.numberOfSections == 3)
    #expect(table.sectionIndexTitles == ["1", "9", "Z"])
    #expect(table.tapSectionIndexTitle(at: 2) == 2)
  }

  /// The batch applied from inside the call changes rows only, so it does not ask for the
  /// index itself: the table asks again and keeps the index of the tree as it is (walk seed
  /// 5,100,016).
  @Test func anIndexAskedAgainAfterARowsOnlyBatchFromInsideTheCallIsKept() {
    let first = IndexTitledSection(title: "1")
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [first])
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    first.whenAsked = {
      first.performUpdates { first.childDelegates.append(CascadingBareTableDelegate()) }
    }
    root.performUpdates { root.childDelegates.append(IndexTitledSection(title: "Z")) }
    table.layoutIfNeeded()
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.sectionIndexTitles == ["1", "Z"])
  }
}
