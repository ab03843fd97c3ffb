import CascadingTableKit
import Testing

/// P10: a move lands where the user dropped it. Random trees of every node kind (sections,
/// groups of rows nested deep, groups of sections, blocks, data sources as sections and as
/// groups, hand-written rows, sections and containers) and random drags with
/// `HeadlessTableView.reorderRow` (and, in walks whose root takes every proposal, with its
/// drag and drop drivers), within and between groups and sections, to every place
/// (the first and last of groups especially), and extreme paths passed straight to
/// `moveRowAt`. After each, checked against ``PromiseMoveModel``, which applies the same move
/// by the documented rules: the drag's answer, the group the moved node is in and its place
/// there, every node's range, every visible cell, and a following `performUpdates {}` that
/// has nothing to tell.
///
/// The trees have empty states, as every promise's do: a move taking an empty state's row, or
/// landing in a group (or section) showing one, is refused, leaves the tree and the table as
/// they were and reports ``TableDiagnostic/moveNotTaken(from:to:)`` alone; a move taking the
/// last row out of a group with an empty state shows the empty state, and the row lands where
/// it was dropped, below the empty state's rows when they are above it.
@MainActor
struct PromiseP10MovesLandWhereDroppedTests {
  @Test func aDraggedRowLandsInTheGroupTheRuleChoosesAndTheTableShowsTheTree() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: 400) { seed in
      let walk = PromiseMoveWalk(seed: seed)
      defer { seen.merge(walk.seen, uniquingKeysWith: +) }
      return walk.run(steps: 16)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Every kind of move happened, often enough to matter.
    let kinds = [
      "within its group", "to another group of its section", "across sections",
      "to the first place of a group", "to the last place of a group", "declared rows reordered",
      "retargeted", "refused", "not movable", "extreme path", "moved by an extreme path",
      "not taken", "landed elsewhere", "dropped", "refused for an empty state",
      "emptied a group into its empty state",
    ]
    for kind in kinds {
      #expect(seen[kind, default: 0] >= 20, "only \(seen[kind, default: 0]) moves \(kind)")
    }
  }

  /// Issue 27, promise coverage: walks whose steps also change what empty states hold, shown
  /// or hidden, in transactions (a row of one replaced, a block resized, declarations
  /// assigned, a node inserted into or removed from a group or section of one), on trees where
  /// empty states are more common: every drag still lands where the rule says, or is refused
  /// for an empty state, and the table shows the tree.
  @Test func aDraggedRowLandsWhereDroppedWhileEmptyStatesChangeInside() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: 200) { seed in
      let walk = PromiseMoveWalk(seed: seed + 3_800_000, emptyStatePercent: 50)
      walk.editsInsideEmptyStates = true
      defer { seen.merge(walk.seen, uniquingKeysWith: +) }
      return walk.run(steps: 16)
    }
    #expect(failure == nil, "\(failure ?? "")")
    let kinds = [
      "edit inside an empty state", "refused for an empty state",
      "emptied a group into its empty state", "within its group", "across sections",
    ]
    for kind in kinds {
      #expect(seen[kind, default: 0] >= 20, "only \(seen[kind, default: 0]) steps \(kind)")
    }
  }
  /// Trees whose sections, groups and rows are often built as exactly the library's classes
  /// (issue 27; see `PromiseExactClass`), with edits inside empty states: a drag passing
  /// through exact sections and groups, or moving an exact bare row, still lands in the group
  /// the rule chooses, at the row it was dropped on, and the table shows the tree.
  @Test func aDraggedRowLandsWhereDroppedOnTreesOfExactLibraryClasses() {
    var seen: [String: Int] = [:]
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 200) { seed in
      let walk = PromiseMoveWalk(
        seed: seed + 7_000_000, emptyStatePercent: 30, exactClassPercent: 40)
      walk.editsInsideEmptyStates = true
      exact.note(walk.tree.model)
      defer { seen.merge(walk.seen, uniquingKeysWith: +) }
      return walk.run(steps: 16)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
    let kinds = [
      "within its group", "to another group of its section", "across sections",
      "to the first place of a group", "to the last place of a group",
    ]
    for kind in kinds {
      #expect(seen[kind, default: 0] >= 20, "only \(seen[kind, default: 0]) moves \(kind)")
    }
  }
  /// Walks whose steps also change the tree from inside the table-wide calls about headers,
  /// footers and the section index (a header's view and a footer's title asked while the
  /// table lays out after a reload, the index titles asked while it loads, the section a
  /// tapped index title leads to), on tables whose sections answer titles, in a root
  /// transaction (issue 27, promise coverage): every drag still lands where the rule says,
  /// and the table shows the tree after each step.
  @Test func aDraggedRowLandsWhereDroppedWhenHeaderAndIndexCallsChangeTheTree() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: 200) { seed in
      let walk = PromiseMoveWalk(seed: seed + 7_100_000, emptyStatePercent: 30)
      walk.headerAndIndexCallsEdit = true
      defer { seen.merge(walk.seen, uniquingKeysWith: +) }
      return walk.run(steps: 16)
    }
    #expect(failure == nil, "\(failure ?? "")")
    let kinds =
      PromiseBatchWalk.headerAndIndexCalls.map { "edit from \($0.rawValue)" } + [
        "within its group", "across sections", "to the last place of a group",
      ]
    for kind in kinds {
      #expect(seen[kind, default: 0] >= 20, "only \(seen[kind, default: 0]) steps \(kind)")
    }
  }

  /// Walks whose steps also move groups between parents (issue 27, promise coverage): a group
  /// of rows from its section or group into another section or group, a group of sections
  /// between the root and another group of sections, in a root transaction, outside any
  /// transaction then told by a reload, or from inside a header height the table asks while
  /// it reloads: every drag after still lands where the rule says, and the table shows the
  /// tree after each step.
  @Test func aDraggedRowLandsWhereDroppedAfterGroupsMoveBetweenParents() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: 200) { seed in
      let walk = PromiseMoveWalk(seed: seed + 7_220_000, emptyStatePercent: 30)
      walk.movesGroups = true
      defer { seen.merge(walk.seen, uniquingKeysWith: +) }
      return walk.run(steps: 16)
    }
    #expect(failure == nil, "\(failure ?? "")")
    var kinds = ["within its group", "across sections", "to the last place of a group"]
    for what in ["group of rows", "group of sections"] {
      kinds += PromiseMoveWalk.GroupMoveTelling.allCases.map { "\(what) moved by \($0)" }
    }
    // Few trees have a group of sections and another place for it: at least 5 moves each.
    for kind in kinds {
      #expect(seen[kind, default: 0] >= 5, "only \(seen[kind, default: 0]) steps \(kind)")
    }
  }
}
