import CascadingTableKit
import Testing

/// Seeded random walks over the public API, each checked against the walk's own model after
/// every step. A failure names its seed and the steps that led to it; run one seed again with
/// `CTK_BLACKBOX_SEED_BASE`, more with `CTK_BLACKBOX_SCALE`.
@MainActor
@Suite struct BlackBoxWalkTests {
  @Test func randomWalksKeepTheTableEqualToTheModel() {
    for seed in BlackBoxRun.seeds(40, salt: 1) {
      var walk: BlackBoxWalk? = BlackBoxWalk(seed: seed)
      walk?.run(steps: 30)
      let failures = walk?.failures ?? []
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
      if !failures.isEmpty { break }
      // Nothing leaks (P9), the table released before the tree or with it.
      let references = walk?.references() ?? []
      if seed.isMultiple(of: 2) { walk?.releaseTable() }
      walk = nil
      let alive = references.filter { $0.reference.node != nil }.map(\.name)
      #expect(alive.isEmpty, "seed \(seed): alive after the walk was released: \(alive)")
    }
    print("black-box walks, steps checked:", BlackBoxWalk.tally.sorted { $0.key < $1.key })
  }
}
