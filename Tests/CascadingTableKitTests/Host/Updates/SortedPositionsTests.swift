import Testing

@testable import CascadingTableKit

struct SortedPositionsTests {
  @Test func positionsOutsideTheSetAreCountedPastEveryMember() {
    // Members 1, 2 and 5: the free positions are 0, 3, 4, 6, 7, ...
    let positions = SortedPositions([5, 1, 2])
    #expect((0..<5).map(positions.positionOutside(rank:)) == [0, 3, 4, 6, 7])
    #expect([0, 3, 4, 6, 7].map(positions.rankOfPositionOutside) == [0, 1, 2, 3, 4])
    #expect([0, 1, 2, 3, 5, 6].map(positions.contains) == [false, true, true, false, true, false])
    #expect([0, 1, 3, 9].map(positions.countBelow) == [0, 0, 2, 3])
  }

  @Test func anEmptySetLeavesEveryPositionInPlace() {
    #expect(SortedPositions.empty.positionOutside(rank: 41) == 41)
    #expect(SortedPositions.empty.rankOfPositionOutside(41) == 41)
    #expect(!SortedPositions.empty.contains(0))
  }
}
