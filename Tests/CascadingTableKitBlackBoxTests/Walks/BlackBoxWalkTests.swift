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
  }

  @Test func rowsDraggedAcrossAndIntoGroupsLandWhereTheRuleSays() {
    for seed in BlackBoxRun.seeds(40, salt: 2) {
      let walk = BlackBoxWalk(seed: seed, movableOnly: true)
      walk.run(steps: 30, moves: 12)
      #expect(walk.failures.isEmpty, "\(walk.failures.joined(separator: "\n"))")
      if walk.failed { break }
    }
  }

  @Test(arguments: [false, true])
  func aDuplicateIdentityIsReportedOnceAndTheTableShowsTheTree(checked: Bool) {
    for seed in BlackBoxRun.seeds(20, salt: checked ? 4 : 3) {
      let walk = BlackBoxWalk(seed: seed)
      walk.run(steps: 10)
      if !walk.failed { walk.duplicate(checked: checked) }
      #expect(walk.failures.isEmpty, "\(walk.failures.joined(separator: "\n"))")
      if walk.failed { break }
    }
    print("black-box walks, steps checked:", BlackBoxWalk.tally.sorted { $0.key < $1.key })
  }
}
