import CascadingTableKit
import Testing

/// A transaction returns what it applied (P4): returned == `lastAppliedUpdates`, `[]` exactly when nothing the table shows changed, its completion once and `true` after a batch.
///
/// Random promise trees (every node kind) on a `HeadlessTableView`, under random sequences
/// mixing transactions on any node (plain, checked, nested), transactions and edits from
/// `cellForRowAt`, `willDisplay` and completions, every reload mode, edits the table was
/// never told about, `reloadData()` inside a closure, declared assignments and scrolling (see
/// `PromiseBatchWalk`). Seeds start at `CTK_PROMISE_SEED_BASE` + 1000000, so that each promise
/// test walks its own sequences; `CTK_PROMISE_SCALE` multiplies their count.
@MainActor
struct PromiseP4TransactionReturnsWhatItAppliedTests {
  @Test func everyTransactionOfRandomSequencesReturnsWhatItApplied() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount) { seed in
      let walk = PromiseBatchWalk(seed: seed + 1_000_000)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose edits also change what empty states hold, shown or hidden (issue 27,
  /// promise coverage), on trees where empty states are twice as common: a change inside a
  /// shown empty state is a change of what the table shows, one inside a hidden one is not.
  @Test func everyTransactionReturnsWhatItAppliedWhenEmptyStatesChangeInside() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 3_500_000, emptyStatePercent: 40)
      walk.tree.editsInsideEmptyStates = true
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose transactions may also run on a group or section that is an empty state
  /// or inside one, shown or hidden (issue 27): such a transaction's scope is the whole tree
  /// as any node's is, so it returns what the table applied, and `[]` exactly when nothing
  /// the table shows changed (a change inside a hidden empty state changes nothing shown).
  @Test func aTransactionOnANodeInsideAnEmptyStateReturnsWhatItApplied() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 4_500_000, emptyStatePercent: 50)
      walk.tree.editsInsideEmptyStates = true
      walk.transactsInsideEmptyStates = true
      defer { seen.merge(walk.transactionsInsideEmptyStates, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Transactions ran inside shown and inside hidden empty states.
    #expect(seen["shown", default: 0] > 0 && seen["hidden", default: 0] > 0, "\(seen)")
  }

  /// Sequences whose rows change the tree from inside calls keyed by a row that the user
  /// drivers make (issue 27): a transaction started there is a transaction like any other,
  /// and returns what it applied.
  @Test func aTransactionStartedFromAKeyedCallReturnsWhatItApplied() {
    var edited: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 4_800_000, emptyStatePercent: 30)
      walk.callsThatEdit = PromiseBatchWalk.keyedCalls
      defer { edited.merge(walk.callsThatEdited, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
    for callback in PromiseBatchWalk.keyedCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
  }

  /// Sequences on tables whose sections of rows answer titles, whose sections change the tree
  /// from inside a tapped section index title's `sectionForSectionIndexTitle` (a driver's call,
  /// outside any batch; issue 27) and from inside the header, footer and index calls the table
  /// makes while it loads or lays out: a transaction started from the index title is a
  /// transaction like any other, and returns what it applied; every transaction of the walk
  /// that no callback joined too.
  @Test func aTransactionStartedFromATappedIndexTitleReturnsWhatItApplied() {
    var edited: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 5_300_000, emptyStatePercent: 30, headersAndIndex: true)
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls
      defer { edited.merge(walk.callsThatEdited, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
    for callback in PromiseBatchWalk.headerAndIndexCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
  }
  /// Sequences on trees whose sections, groups and rows are often built as exactly the
  /// library's classes (issue 27; see `PromiseExactClass`), with edits inside empty states
  /// and transactions on them: every transaction returns what it applied.
  @Test func aTransactionOnTreesOfExactLibraryClassesReturnsWhatItApplied() {
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_400_000, emptyStatePercent: 30, exactClassPercent: 40)
      walk.tree.editsInsideEmptyStates = true
      walk.transactsInsideEmptyStates = true
      exact.note(walk.tree.model)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p4)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
  }
}
