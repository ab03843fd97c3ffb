import CascadingTableKit
import Testing

/// Every batch the tree makes is accepted (P3): no `TableUpdateError`, ever, in random sequences.
///
/// Random promise trees (every node kind) on a `HeadlessTableView`, under random sequences
/// mixing transactions on any node (plain, checked, nested), transactions and edits from
/// `cellForRowAt`, `willDisplay` and completions, every reload mode, edits the table was
/// never told about, `reloadData()` inside a closure, declared assignments and scrolling (see
/// `PromiseBatchWalk`). Seeds start at `CTK_PROMISE_SEED_BASE`, so that each promise
/// test walks its own sequences; `CTK_PROMISE_SCALE` multiplies their count.
@MainActor
struct PromiseP3BatchesAcceptedTests {
  @Test func everyBatchOfRandomSequencesIsAccepted() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount) { seed in
      let walk = PromiseBatchWalk(seed: seed)
      walk.movesChangingRole = false
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose edits may also move a group of rows out to be a section, or a
  /// section into a group (issue 23 item 10, "a group that changes parent").
  @Test func everyBatchIsAcceptedWhenGroupsChangeRole() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 3) { seed in
      let walk = PromiseBatchWalk(seed: seed + 500000)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose edits also change what empty states hold, shown or hidden (a row of
  /// one replaced, a block resized, declarations assigned, a node inserted into or removed
  /// from an empty state that is a group or a section; issue 27, promise coverage), on trees
  /// where empty states are twice as common: every batch is accepted.
  @Test func everyBatchIsAcceptedWhenEmptyStatesChangeInside() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 3_400_000, emptyStatePercent: 40)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose transactions may also run on a group or section that is an empty state
  /// or inside one, shown or hidden, while edits change what empty states hold (issue 27):
  /// every batch is accepted.
  @Test func everyBatchIsAcceptedWhenTransactionsRunInsideEmptyStates() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 4_400_000, emptyStatePercent: 50)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.transactsInsideEmptyStates = true
      defer { seen.merge(walk.transactionsInsideEmptyStates, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Transactions ran inside shown and inside hidden empty states.
    #expect(seen["shown", default: 0] > 0 && seen["hidden", default: 0] > 0, "\(seen)")
  }

  /// Sequences whose rows and sections change the tree from inside calls the table makes
  /// (issue 27): keyed by a row, from the user drivers (a tap's highlight, `willSelectRowAt`
  /// and `didSelectRowAt`, a primary action, an accessory button, an editing commit), and
  /// table-wide (a section's header height asked while the table reloads,
  /// `scrollViewDidScroll`), by an untold edit, a transaction (nested at times), an empty
  /// state changed, or an edit and a reload: every batch is accepted.
  @Test func everyBatchIsAcceptedWhenKeyedAndTableWideCallsChangeTheTree() {
    var edited: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 4_700_000, emptyStatePercent: 30)
      walk.movesChangingRole = false
      walk.callsThatEdit = PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls
      defer { edited.merge(walk.callsThatEdited, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Every hooked call did change the tree.
    for callback in PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
  }

  /// Sequences on tables whose sections of rows answer header and footer titles and a
  /// section index title each (issue 27, the table-wide calls the walks never made), whose
  /// sections change the tree from inside those calls: a header's view and a footer's title
  /// asked while the table lays out after a reload, the index titles asked while it loads or
  /// applies a root transaction's batch, and the section a tapped index title leads to (by an
  /// untold edit, a transaction, nested at times, an empty state changed, or an edit and a
  /// reload): every batch is accepted.
  @Test func everyBatchIsAcceptedWhenHeaderAndIndexCallsChangeTheTree() {
    var edited: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 5_000_000, emptyStatePercent: 30, headersAndIndex: true)
      walk.movesChangingRole = false
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls
      defer { edited.merge(walk.callsThatEdited, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Every hooked call did change the tree.
    for callback in PromiseBatchWalk.headerAndIndexCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
  }

  /// Sequences on trees whose sections, groups and rows are often built as exactly the
  /// library's classes (`CascadingSectionTableDelegate`, `CascadingRootTableDelegate`,
  /// `PropagatingTableDelegate` in either mode, `CascadingBareTableDelegate`; issue 27): a
  /// routed call passes through such a node and a parent writes an exact bare node's `index`
  /// and `parent` straight into storage, paths the suite's subclasses never take. Edits also
  /// move groups between roles, change what empty states hold, run transactions inside them,
  /// and come from keyed and table-wide calls: every batch is accepted.
  @Test func everyBatchIsAcceptedOnTreesOfExactLibraryClasses() {
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_300_000, emptyStatePercent: 30, exactClassPercent: 40)
      walk.tree.editsInsideEmptyStates = true
      walk.transactsInsideEmptyStates = true
      walk.callsThatEdit = PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls
      exact.note(walk.tree.model)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
  }

  /// Sequences on tables whose sections answer titles, whose sections' index titles, asked
  /// while the table loads or applies a root batch, mostly edit a group of sections (another
  /// node than the asking section): empty it, insert into it or remove it, untold or in a
  /// transaction (issue 27: the section index changed a level below the root while asked):
  /// every batch is accepted.
  @Test func everyBatchIsAcceptedWhenIndexTitlesEditGroupsOfSections() {
    var edited = 0
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_310_000, emptyStatePercent: 30, headersAndIndex: true)
      walk.movesChangingRole = false
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls + [.sectionIndexTitles]
      walk.indexTitlesEditGroupsOfSections = true
      defer { edited += walk.groupsOfSectionsEditedFromIndexTitles }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(edited >= 20, "\(edited) groups of sections edited from index titles")
  }

  /// Issue 25 (walk seed 2700623, reduced): a root transaction reloads the table in its
  /// closure; the load asks a row's exact height (the tree gives no estimates), and that
  /// call's transaction joins the running one and moves the first section to the end. The
  /// load reads the sections after it as they are now, so the table must not be handed the
  /// move as a batch on counts it already read: the load starts over, every batch is accepted,
  /// and the table's counts are the model's.
  @Test func aSectionMovedFromAHeightAskedWhileAClosureReloadsLeavesEveryBatchAccepted() {
    var first = PromiseModelNode(kind: .rowNode, id: 1)
    first.children = [PromiseModelNode(kind: .row, id: 2)]
    var middle = PromiseModelNode(kind: .rowNode, id: 3)
    middle.children = (4...6).map { PromiseModelNode(kind: .row, id: $0) }
    var last = PromiseModelNode(kind: .rowNode, id: 7)
    last.children = (8...9).map { PromiseModelNode(kind: .row, id: $0) }
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [first, middle, last]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    tree.attach(to: table)
    table.layoutIfNeeded()
    let hooks = CallbackHooks()
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }

    var moved = false
    hooks.hook(.heightForRow) { _ in
      moved = true
      tree.root.performUpdates { tree.apply(.move(id: 1, to: 0, at: 2)) }
    }
    let applied = tree.root.performUpdates { table.reloadData() }
    table.layoutIfNeeded()
    #expect(moved)
    // The move was folded into the closure's reload: nothing is left for a batch (P4).
    #expect(applied == [.reloadData])
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.lastUpdateError == nil)
    #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [3, 2, 1])
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }

  /// The same load, changed by an untold edit instead of a joining transaction: the long
  /// profile's walks where a height asked while a root closure reloads moves or inserts nodes
  /// without a transaction (walk seeds 11,000,245 and 12,000,484, with every row callback
  /// hooked). The running transaction notes the change, and the load starts over as for a
  /// joining one; every batch is accepted and the table shows the tree.
  @Test(arguments: [UInt64(11_000_245), 12_000_484])
  func anUntoldEditFromAHeightAskedWhileAClosureReloadsLeavesEveryBatchAccepted(seed: UInt64) {
    let walk = PromiseBatchWalk(seed: seed)
    walk.hooksEveryRowCallback = true
    walk.run(steps: PromiseBatchWalk.stepCount)
    let failure = walk.failure(of: .p3) ?? walk.failure(of: .p5)
    #expect(failure == nil, "\(failure ?? "")")
  }
}
