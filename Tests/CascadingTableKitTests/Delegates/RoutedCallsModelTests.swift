import Testing

@testable import CascadingTableKit

/// `RoutedCalls` keeps its depth and whether arrays are retired in one word (twice the depth,
/// plus 1 while none is retired): checked against a model that keeps them apart, over random
/// sequences of calls entering and leaving, arrays retired and released.
@MainActor
struct RoutedCallsModelTests {
  @Test func theWordAnswersAsADepthAndAFlagKeptApart() {
    var generator = HostSeededGenerator(seed: 16_700_901)
    let child: any CascadingTableDelegate = CascadingBareTableDelegate(
      index: 0, childDelegates: [])
    var leavesThatReleased = 0
    for _ in 0..<200 {
      var calls = RoutedCalls()
      // The model: the depth and the arrays retired, kept apart.
      var depth = 0
      var retiredCount = 0
      for _ in 0..<60 {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          calls.enter()
          depth += 1
        case 1 where depth > 0:
          let releases = calls.leave()
          depth -= 1
          #expect(releases == (depth == 0 && retiredCount > 0))
          if releases {
            leavesThatReleased += 1
            let released = calls.takeRetired()
            #expect(released.count == retiredCount)
            retiredCount = 0
          }
        default:
          calls.retire([child])
          if depth > 0 { retiredCount += 1 }
        }
        #expect(calls.depth == depth)
        #expect(calls.hasRetired == (retiredCount > 0))
      }
    }
    // The sequences reached the outermost return with arrays retired.
    #expect(leavesThatReleased > 100)
  }

  @Test func anArrayRetiredWithNoCallRunningIsNotKept() {
    var calls = RoutedCalls()
    calls.retire([CascadingBareTableDelegate(index: 0, childDelegates: [])])
    #expect(calls.depth == 0)
    #expect(!calls.hasRetired)
    calls.enter()
    let releases = calls.leave()
    #expect(!releases)
  }
}
