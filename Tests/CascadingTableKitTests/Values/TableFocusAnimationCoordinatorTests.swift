import CascadingTableKit
import Testing

/// The focus animation coordinator runs what delegates add once, animations before completions,
/// each in the order added.
@MainActor
struct TableFocusAnimationCoordinatorTests {
  @Test func animationsRunInOrderThenCompletionsInOrderOnce() {
    let coordinator = TableFocusAnimationCoordinator()
    var log: [String] = []
    coordinator.addCoordinatedAnimations({ log.append("a1") }, completion: { log.append("c1") })
    coordinator.addCoordinatedAnimations(nil, completion: { log.append("c2") })
    coordinator.addCoordinatedAnimations({ log.append("a3") })
    #expect(log.isEmpty)
    #expect(!coordinator.hasRunAnimations)
    coordinator.runAnimations()
    #expect(log == ["a1", "a3", "c1", "c2"])
    coordinator.runAnimations()
    #expect(log == ["a1", "a3", "c1", "c2"])
    #expect(coordinator.hasRunAnimations)
  }

  @Test func whatIsAddedAfterTheMoveRunsAtOnce() {
    let coordinator = TableFocusAnimationCoordinator()
    coordinator.runAnimations()
    var log: [String] = []
    coordinator.addCoordinatedAnimations({ log.append("late") }, completion: { log.append("done") })
    #expect(log == ["late", "done"])
  }
}
