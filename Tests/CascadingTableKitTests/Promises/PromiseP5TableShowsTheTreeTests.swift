import CascadingTableKit
import Testing

/// The table shows the tree (P5): after every step every visible cell is the model's, and after scrolling the whole table every row has the model's height for its identity.
///
/// Random promise trees (every node kind) on a `HeadlessTableView`, under random sequences
/// mixing transactions on any node (plain, checked, nested), transactions and edits from
/// `cellForRowAt`, `willDisplay` and completions, every reload mode, edits the table was
/// never told about, `reloadData()` inside a closure, declared assignments and scrolling (see
/// `PromiseBatchWalk`). Seeds start at `CTK_PROMISE_SEED_BASE` + 2000000, so that each promise
/// test walks its own sequences; `CTK_PROMISE_SCALE` multiplies their count.
@MainActor
struct PromiseP5TableShowsTheTreeTests {
  @Test func theTableShowsTheTreeAfterEveryStepOfRandomSequences() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount) { seed in
      let walk = PromiseBatchWalk(seed: seed + 2_000_000)
      walk.movesChangingRole = false
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose edits may also move a group of rows out to be a section, or a
  /// section into a group (issue 23 item 10, "a group that changes parent").
  @Test func theTableShowsTheTreeWhenGroupsChangeRole() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 3) { seed in
      let walk = PromiseBatchWalk(seed: seed + 2_500_000)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose prefetch data source (the root, through every kind of node) starts a
  /// transaction or an untold edit from inside the table's `prefetchRowsAt` at each step:
  /// batches are still accepted (P3) and the table still shows the tree (P5).
  @Test func theTableShowsTheTreeWhenPrefetchingChangesIt() {
    var prefetches = 0
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 3) { seed in
      let walk = PromiseBatchWalk(seed: seed + 2_700_000)
      walk.movesChangingRole = false
      walk.changesTreeFromPrefetch = true
      walk.run(steps: PromiseBatchWalk.stepCount)
      prefetches += walk.prefetcher.prefetchCount
      return walk.failure(of: .p3) ?? walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // The walks did prefetch: the table's prefetch pass ran under them.
    #expect(prefetches > 0)
  }
}
