import CascadingTableKit
import Testing

/// Index and parent bookkeeping when children are set or mutated in place.
@MainActor
struct TreeBookkeepingTests {
  let a = CompleteDelegateStub(name: "a", index: 9)
  let b = CompleteDelegateStub(name: "b", index: 9)
  let c = CompleteDelegateStub(name: "c", index: 9)

  func expectInStep(_ node: any CascadingTableDelegate, _ names: [String]) {
    #expect(node.childDelegates.map { ($0 as? CompleteDelegateStub)?.name } == names)
    for (position, child) in node.childDelegates.enumerated() {
      #expect(child.index == position)
      #expect(child.parentDelegate === node)
    }
  }

  @Test(arguments: SyncingClass.allCases)
  func initialisingIndexesAndParentsTheChildren(_ kind: SyncingClass) {
    expectInStep(kind.make([a, b, c]), ["a", "b", "c"])
  }

  @Test(arguments: SyncingClass.allCases)
  func assigningReindexesAndReparentsTheChildren(_ kind: SyncingClass) {
    let node = kind.make([])
    node.childDelegates = [c, a, b]
    expectInStep(node, ["c", "a", "b"])
  }

  @Test(arguments: SyncingClass.allCases)
  func appendingGivesTheNewChildTheLastIndex(_ kind: SyncingClass) {
    let node = kind.make([a, b])
    node.childDelegates.append(c)
    expectInStep(node, ["a", "b", "c"])
  }

  @Test(arguments: SyncingClass.allCases)
  func insertingShiftsTheFollowingChildren(_ kind: SyncingClass) {
    let node = kind.make([a, b])
    node.childDelegates.insert(c, at: 0)
    expectInStep(node, ["c", "a", "b"])
  }

  @Test(arguments: SyncingClass.allCases)
  func removingShiftsTheFollowingChildrenBack(_ kind: SyncingClass) {
    let node = kind.make([a, b, c])
    node.childDelegates.remove(at: 0)
    expectInStep(node, ["b", "c"])
    node.childDelegates.removeAll()
    #expect(node.childDelegates.isEmpty)
  }

  @Test(arguments: SyncingClass.allCases)
  func aRemovedChildKeepsItsParentUntilAddedElsewhere(_ kind: SyncingClass) {
    let node = kind.make([a, b])
    let other = kind.make([])
    node.childDelegates.removeLast()
    #expect(b.parentDelegate === node)
    other.childDelegates = [b]
    node.childDelegates = [a]
    #expect(b.parentDelegate === other && b.index == 0)
  }

  @Test(arguments: SyncingClass.allCases)
  func reorderingReindexesTheChildren(_ kind: SyncingClass) {
    let node = kind.make([a, b, c])
    node.childDelegates.swapAt(0, 2)
    expectInStep(node, ["c", "b", "a"])
    node.childDelegates.reverse()
    expectInStep(node, ["a", "b", "c"])
  }

  @Test(arguments: SyncingClass.allCases)
  func aNodeKeepsTheIndexItWasGiven(_ kind: SyncingClass) {
    let node: any CascadingTableDelegate =
      switch kind {
      case .propagating: PropagatingTableDelegate(index: 4, childDelegates: [])
      case .root: CascadingRootTableDelegate(index: 4, childDelegates: [])
      case .section: CascadingSectionTableDelegate(index: 4, childDelegates: [])
      }
    #expect(node.index == 4)
    #expect(node.parentDelegate == nil)
  }

  @Test func aBareDelegateStoresItsChildrenAsGiven() {
    let bare = CascadingBareTableDelegate(index: 99, childDelegates: [a, b])
    #expect(bare.index == 99)
    #expect(bare.childDelegates.count == 2)
    #expect(bare.childDelegates.first === a && bare.childDelegates.last === b)
    bare.childDelegates.append(c)
    bare.childDelegates = [c, b, a]
    for child in [a, b, c] {
      #expect(child.index == 9)
      #expect(child.parentDelegate == nil)
    }
  }

  @Test func validateChildDelegatesIndexesAndParentsABareDelegatesChildren() {
    let bare = CascadingBareTableDelegate(index: 0, childDelegates: [b, a])
    bare.validateChildDelegates()
    expectInStep(bare, ["b", "a"])
  }

  @Test func validateChildDelegatesWorksForAHandWrittenNode() {
    let node = CompleteDelegateStub(name: "node", childDelegates: [c, a])
    node.validateChildDelegates()
    expectInStep(node, ["c", "a"])
  }

  @Test func theRootsModeIsLockedToSection() {
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    #expect(root.propagationMode == .section)
    root.propagationMode = .row
    #expect(root.propagationMode == .section)
  }

  @Test func theSectionsModeIsLockedToRow() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    #expect(section.propagationMode == .row)
    section.propagationMode = .section
    #expect(section.propagationMode == .row)
  }

  @Test func aPropagatingDelegatesModeCanBeChanged() {
    let node = PropagatingTableDelegate(index: 0, childDelegates: [])
    #expect(node.propagationMode == .section)
    node.propagationMode = .row
    #expect(node.propagationMode == .row)
    #expect(PropagatingTableDelegate(propagationMode: .row).propagationMode == .row)
  }
}
