import CascadingTableKit
import Testing

/// Issue 24: a group's first row is cached per chain of groups (a section and the groups below
/// it), not per process. These trees change one chain, or move a group between chains, and
/// check every `tableRange` against rows counted by hand.
@MainActor
struct GroupChainBoundsTests {
  /// `count` rows that answer for themselves.
  private func rows(_ count: Int) -> [CascadingBareTableDelegate] {
    (0..<count).map { _ in CascadingBareTableDelegate() }
  }

  @Test func aGroupPutBackInPlaceAfterItsParentJoinedAnotherChainFollowsThatChain() {
    let ownRows = rows(2)
    let groupRows = rows(2)
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: groupRows)
    let inner = CascadingSectionTableDelegate(index: 0, childDelegates: ownRows + [group])
    // Rows 0 and 1, then the group's at 2 and 3.
    #expect(groupRows[0].tableRange == 2..<3)
    inner.childDelegates.removeLast()
    // The section becomes a group of another section, after three rows of its own.
    let outerRows = rows(3)
    let outer = CascadingSectionTableDelegate(index: 0, childDelegates: outerRows + [inner])
    // Asked while out of the tree: an answer nobody relies on, but one it may cache.
    _ = groupRows[0].tableRange
    // Put back in place: the group keeps `inner` as its parent all along.
    inner.childDelegates.append(group)
    // outer: rows 0...2, inner: its rows at 3 and 4, the group's at 5 and 6.
    #expect(groupRows[0].tableRange == 5..<6)
    outer.childDelegates.insert(CascadingBareTableDelegate(), at: 0)
    // One row more in front of everything.
    #expect(groupRows[0].tableRange == 6..<7)
    #expect(groupRows[1].tableRange == 7..<8)
    #expect(ownRows[0].tableRange == 4..<5)
  }

  @Test func aChangeInOneTreeLeavesAnotherTreesGroupsWhereTheyAre() {
    let firstRows = rows(2)
    let firstGroup = CascadingSectionTableDelegate(index: 0, childDelegates: firstRows)
    let first = CascadingSectionTableDelegate(index: 0, childDelegates: rows(1) + [firstGroup])
    let secondRows = rows(2)
    let secondGroup = CascadingSectionTableDelegate(index: 0, childDelegates: secondRows)
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: rows(3) + [secondGroup])
    #expect(firstRows[1].tableRange == 2..<3)
    #expect(secondRows[1].tableRange == 4..<5)
    second.childDelegates.insert(CascadingBareTableDelegate(), at: 0)
    first.childDelegates.remove(at: 0)
    #expect(firstRows[1].tableRange == 1..<2)
    #expect(secondRows[1].tableRange == 5..<6)
  }
}
