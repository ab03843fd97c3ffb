import CascadingTableKit
import Testing

/// Seeded random walks over the public API, each checked against the walk's own model after
/// every step. A failure names its seed and the steps that led to it; run one seed again with
/// `CTK_BLACKBOX_SEED_BASE`, more with `CTK_BLACKBOX_SCALE`.
@MainActor
@Suite struct BlackBoxWalkTests {
  @Test func randomWalksKeepTheTableEqualToTheModel() {
    for seed in BlackBoxRun.seeds(40, salt: 1) {
      let walk = BlackBoxWalk(seed: seed)
      walk.run(steps: 30)
      #expect(walk.failures.isEmpty, "\(walk.failures.joined(separator: "\n"))")
      if walk.failed { break }
    }
  }
}
