import CascadingTableKit
import Testing

/// A row delegate that records, when it is prepared, whether its ancestors had already
/// attached themselves to the table.
@MainActor
private final class AttachmentProbe: CascadingBareTableDelegate {
  var rootWasAttached: Bool?
  var sectionKnewTheTable: Bool?

  override func prepare(tableView: any TableHost) {
    rootWasAttached = tableView.dataSource != nil
    sectionKnewTheTable =
      (parentDelegate as? CascadingSectionTableDelegate)?.currentTableView != nil
    super.prepare(tableView: tableView)
  }
}

/// A root counting how often it is prepared.
@MainActor
private final class CountingRoot: CascadingRootTableDelegate {
  var prepareCount = 0

  override func prepare(tableView: any TableHost) {
    prepareCount += 1
    super.prepare(tableView: tableView)
  }
}

/// A section delegate counting how often it is prepared.
@MainActor
private final class CountingSection: CascadingSectionTableDelegate {
  var prepareCount = 0

  override func prepare(tableView: any TableHost) {
    prepareCount += 1
    super.prepare(tableView: tableView)
  }
}

/// `prepare(tableView:)` order and attachment, and the reloads children changes trigger.
@MainActor
struct PrepareAndReloadTests {
  let table = RecordingTableHost()
  let journal = CallJournal()

  @Test func theChildrenArePreparedBeforeTheirAncestorsAttach() {
    let probe = AttachmentProbe()
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [probe])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    #expect(probe.rootWasAttached == false)
    #expect(probe.sectionKnewTheTable == false)
    #expect(table.dataSource === root && table.delegate === root)
    #expect(section.currentTableView === table)
  }

  @Test func everyChildIsPreparedWithTheSameTableInOrder() {
    let children = (0..<3).map { CompleteDelegateStub(name: "\($0)", journal: journal) }
    for node in [
      PropagatingTableDelegate(index: 0, childDelegates: children),
      CascadingSectionTableDelegate(index: 0, childDelegates: children),
      CascadingBareTableDelegate(index: 0, childDelegates: children),
    ] as [any CascadingTableDelegate] {
      journal.reset()
      node.prepare(tableView: table)
      #expect(journal.entries.map(\.node) == ["0", "1", "2"])
      #expect(journal.entries.allSatisfy { $0.call == .prepare(tableID(table)) })
    }
  }

  @Test func onlyTheRootBecomesTheTablesDataSourceAndDelegate() {
    CascadingSectionTableDelegate(index: 0, childDelegates: []).prepare(tableView: table)
    PropagatingTableDelegate(index: 0, childDelegates: []).prepare(tableView: table)
    CascadingBareTableDelegate().prepare(tableView: table)
    #expect(table.dataSource == nil && table.delegate == nil)
  }

  @Test func theConvenienceInitPreparesTheNodeAndItsChildrenOnceAndAttachesTheTable() {
    let children = (0..<2).map { CompleteDelegateStub(name: "\($0)", journal: journal, index: 7) }
    let root = CountingRoot(index: 3, childDelegates: children, tableView: table)
    #expect(root.index == 3)
    #expect(root.prepareCount == 1)
    #expect(journal.entries.map(\.node) == ["0", "1"])
    #expect(children.map(\.index) == [0, 1])
    #expect(table.dataSource === root && table.delegate === root)
    #expect(root.currentTableView === table)
  }

  @Test func theConvenienceInitWithoutATablePreparesNothing() {
    let children = [CompleteDelegateStub(name: "0", journal: journal)]
    let root = CountingRoot(childDelegates: children, tableView: nil)
    #expect(root.prepareCount == 0)
    #expect(journal.entries.isEmpty)
    #expect(root.currentTableView == nil)
  }

  @Test func theConvenienceInitNeedsNoTableAndParentsTheChildrenAtIndexZero() {
    let children = [CompleteDelegateStub(name: "0", journal: journal, index: 4)]
    let section = CountingSection(childDelegates: children)
    #expect(section.index == 0)
    #expect(section.prepareCount == 0)
    #expect(children[0].index == 0 && children[0].parentDelegate === section)
    #expect(section.currentTableView == nil)
    #expect(journal.entries.isEmpty)
  }

  @Test func theConvenienceInitAttachesAHandWrittenNodeAndParentsItsChildren() {
    let child = CompleteDelegateStub(name: "child", index: 5)
    let node = CompleteDelegateStub(childDelegates: [child], tableView: table)
    #expect(node.calls == [.prepare(tableID(table))])
    #expect(child.calls == [.prepare(tableID(table))])
    #expect(child.index == 0 && child.parentDelegate === node)
    #expect(table.dataSource === node && table.delegate === node)
  }

  @Test func aRootReloadsOnChildChangesOnlyWhenAskedAndPrepared() {
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    root.reloadOnChildDelegatesChanged = true
    root.childDelegates = [CompleteDelegateStub()]
    root.prepare(tableView: table)
    root.reloadOnChildDelegatesChanged = false
    root.childDelegates.append(CompleteDelegateStub())
    #expect(table.calls.isEmpty)
    root.reloadOnChildDelegatesChanged = true
    root.childDelegates.append(CompleteDelegateStub())
    root.childDelegates.removeFirst()
    root.childDelegates = []
    #expect(table.calls == [.reloadData, .reloadData, .reloadData])
  }

  @Test(arguments: [
    (CascadingSectionTableDelegate.ReloadMode.none, [RecordingTableHost.Call]()),
    (.whole, [.reloadData]),
    (.section(animation: .fade), [.reloadSections([2], .fade)]),
    (.section(animation: .automatic), [.reloadSections([2], .automatic)]),
  ])
  func aSectionReloadsAsItsReloadModeSays(
    _ mode: CascadingSectionTableDelegate.ReloadMode, reloads: [RecordingTableHost.Call]
  ) {
    let section = CascadingSectionTableDelegate(index: 2, childDelegates: [])
    section.reloadModeOnChildDelegatesChanged = mode
    section.prepare(tableView: table)
    section.childDelegates = [CompleteDelegateStub()]
    #expect(table.calls == reloads)
  }

  @Test func aSectionReloadsTheSectionItHasNowInTheRoot() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    section.reloadModeOnChildDelegatesChanged = .section(animation: .top)
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    root.performUpdates { root.childDelegates.insert(CompleteDelegateStub(), at: 0) }
    let told = table.calls.count
    section.childDelegates = [CompleteDelegateStub()]
    #expect(Array(table.calls.dropFirst(told)) == [.reloadSections([1], .top)])
  }

  @Test func aSectionsReloadAlsoTellsTheTableOfAnEditItWasNeverTold() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    section.reloadModeOnChildDelegatesChanged = .section(animation: .top)
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    // Under `.none` the table is not told of the new first section; the section's reload is
    // made valid by including it, with the reload naming the section's position before.
    root.childDelegates.insert(CompleteDelegateStub(), at: 0)
    section.childDelegates = [CompleteDelegateStub()]
    #expect(
      table.calls == [.performBatchUpdates, .insertSections([0], .top), .reloadSections([0], .top)])
  }

  @Test func aSectionReloadsNothingBeforeItIsPrepared() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    section.reloadModeOnChildDelegatesChanged = .whole
    section.childDelegates = [CompleteDelegateStub()]
    #expect(table.calls.isEmpty)
    #expect(section.currentTableView == nil)
  }
}
