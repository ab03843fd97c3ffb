import CascadingTableKit
import Testing

/// Ownership: parents hold children strongly; children hold their parent, and nodes their
/// table, weakly. Dropping the root frees the whole tree.
@MainActor
struct LeakTests {
  @Test func droppingTheRootAndTheTableFreesEveryNodeAndTheTable() {
    weak var weakTable: RecordingTableHost?
    weak var weakRoot: CascadingRootTableDelegate?
    weak var weakSection: CascadingSectionTableDelegate?
    weak var weakBare: CascadingBareTableDelegate?
    weak var weakPropagating: PropagatingTableDelegate?
    weak var weakLeaf: CompleteDelegateStub?
    do {
      let table = RecordingTableHost()
      let leaf = CompleteDelegateStub()
      let propagating = PropagatingTableDelegate(
        childDelegates: [CompleteDelegateStub()], propagationMode: .row)
      let bare = CascadingBareTableDelegate(index: 0, childDelegates: [propagating])
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [leaf])
      let root = CascadingRootTableDelegate(childDelegates: [section, bare], tableView: table)
      section.reloadModeOnChildDelegatesChanged = .whole
      root.reloadOnChildDelegatesChanged = true
      (weakTable, weakRoot, weakSection, weakBare) = (table, root, section, bare)
      (weakPropagating, weakLeaf) = (propagating, leaf)
      #expect(weakRoot != nil && table.dataSource === root)
    }
    #expect(weakTable == nil)
    #expect(weakRoot == nil)
    #expect(weakSection == nil)
    #expect(weakBare == nil)
    #expect(weakPropagating == nil)
    #expect(weakLeaf == nil)
  }

  @Test func droppingTheRootFreesTheTreeWhileTheTableLives() {
    let table = RecordingTableHost()
    weak var weakRoot: CascadingRootTableDelegate?
    weak var weakSection: CascadingSectionTableDelegate?
    do {
      let section = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CompleteDelegateStub()])
      let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
      (weakRoot, weakSection) = (root, section)
    }
    #expect(weakRoot == nil)
    #expect(weakSection == nil)
    #expect(table.dataSource == nil && table.delegate == nil)
  }

  @Test func droppingTheTableLeavesTheTreeWithoutATable() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    var root: CascadingRootTableDelegate?
    do {
      let table = RecordingTableHost()
      root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    }
    #expect(root?.currentTableView == nil)
    #expect(section.currentTableView == nil)
  }

  @Test(arguments: SyncingClass.allCases)
  func aChildDoesNotKeepItsParentAlive(_ kind: SyncingClass) {
    let child = CompleteDelegateStub()
    do {
      let parent = kind.make([child])
      #expect(child.parentDelegate === parent)
    }
    #expect(child.parentDelegate == nil)
  }

  @Test func aBareDelegatesChildDoesNotKeepItAlive() {
    let child = CompleteDelegateStub()
    weak var weakBare: CascadingBareTableDelegate?
    do {
      let bare = CascadingBareTableDelegate(index: 0, childDelegates: [child])
      bare.validateChildDelegates()
      weakBare = bare
      #expect(child.parentDelegate === bare)
    }
    #expect(weakBare == nil)
    #expect(child.parentDelegate == nil)
  }
}
