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

  /// Sequences whose edits also change what empty states hold, shown or hidden (a row of
  /// one replaced, a block resized, declarations assigned, a node inserted into or removed
  /// from an empty state that is a group or a section; issue 27, promise coverage): batches
  /// are accepted (P3), transactions return what they applied (P4) and the table shows the
  /// tree (P5).
  @Test func theTableShowsTheTreeWhenEmptyStatesChange() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 2_800_000)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3) ?? walk.failure(of: .p4) ?? walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Sequences whose rows and sections change the tree from inside calls the table makes
  /// (issue 27), keyed by a row (the user drivers' highlight, `willSelectRowAt`,
  /// `didSelectRowAt`, primary action, accessory button, editing commit) and table-wide (a
  /// header height asked while the table reloads, `scrollViewDidScroll`): the table shows the
  /// tree after every step.
  @Test func theTableShowsTheTreeWhenKeyedAndTableWideCallsChangeIt() {
    var edited: [String: Int] = [:]
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(seed: seed + 4_900_000, emptyStatePercent: 30)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.callsThatEdit = PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls
      defer { edited.merge(walk.callsThatEdited, uniquingKeysWith: +) }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    for callback in PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
  }

  /// Sequences on tables whose sections of rows answer header and footer titles and a
  /// section index title each, whose sections change the tree from inside the table-wide calls
  /// about them (a header's view, a footer's title, the index titles, the section a tapped
  /// index title leads to; issue 27): the table shows the tree after every step, its cells,
  /// its section index, and its headers and footers (those made while an edit was untold
  /// too: the transaction that tells the table asks them again).
  @Test func theTableShowsTheTreeWhenHeaderAndIndexCallsChangeIt() {
    var edited: [String: Int] = [:]
    var headersChecked = 0
    var headersCheckedAfterUntoldEdits = 0
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 5_100_000, emptyStatePercent: 30, headersAndIndex: true)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls
      defer {
        edited.merge(walk.callsThatEdited, uniquingKeysWith: +)
        headersChecked += walk.headerViewsChecked
        headersCheckedAfterUntoldEdits += walk.headerViewsCheckedAfterUntoldEdits
      }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    for callback in PromiseBatchWalk.headerAndIndexCalls {
      #expect(edited[callback.rawValue, default: 0] > 0, "\(callback): \(edited)")
    }
    // Visible headers were compared with the model.
    #expect(headersChecked > 0, "\(headersChecked)")
    #expect(headersCheckedAfterUntoldEdits > 0, "\(headersCheckedAfterUntoldEdits)")
  }

  /// Sequences whose hooks may also change the tree from a row's `didEndDisplaying` and
  /// `heightForRowAt` (issue 25: display callbacks while the table reconfigures, reloads or
  /// lays out). Their batches are checked too (P3): a height asked while a closure's reload
  /// loads may join the closure's transaction and change the tree mid-load.
  @Test func theTableShowsTheTreeWhenEveryRowCallbackEdits() {
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 3) { seed in
      let walk = PromiseBatchWalk(seed: seed + 2_700_000)
      walk.hooksEveryRowCallback = true
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3) ?? walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Issue 25 (walk seed 5600865, reduced): after a data source leaves a group untold, the
  /// group's rows on display were made from the tree as it is now, one place above where the
  /// table was told they are. A transaction then deletes the row and reconfigures the rest;
  /// one of them gets a new cell (the one on display is an item's), whose `willDisplay` moves
  /// the first section to the end. Every visible cell is the tree's afterwards.
  @Test func aSectionMovedFromTheWillDisplayOfAReconfiguredRowLeavesTheTableShowingTheTree() {
    var first = PromiseModelNode(kind: .rowNode, id: 1)
    first.children = [PromiseModelNode(kind: .row, id: 2)]
    var tall = PromiseModelNode(kind: .rowNode, id: 20)
    tall.children = (11...17).map { PromiseModelNode(kind: .row, id: $0) }
    var leaving = PromiseModelNode(kind: .dataSource, id: 4)
    leaving.items = [PromiseItem(id: 5)]
    var staying = PromiseModelNode(kind: .dataSource, id: 8)
    staying.items = [PromiseItem(id: 9), PromiseItem(id: 10)]
    var last = PromiseModelNode(kind: .rowNode, id: 3)
    last.children = [
      leaving, PromiseModelNode(kind: .row, id: 6), PromiseModelNode(kind: .row, id: 7), staying,
    ]
    var model = PromiseModelNode(kind: .root, id: 0)
    model.children = [first, tall, last]
    let tree = PromiseTree(model: model, seed: 1)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    tree.attach(to: table)
    table.layoutIfNeeded()
    let hooks = CallbackHooks()
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }

    tree.apply(.remove(id: 4))
    table.contentOffset = table.contentSize.height
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 2))?.text == "item 9 v0")
    var moved = false
    func moveFromTheReplacedCell() {
      hooks.hook(.willDisplay) { indexPath in
        // Row 7's new cell, where the table was told item 9 is until the transaction.
        guard indexPath == TableIndexPath(row: 1, section: 2) else {
          return moveFromTheReplacedCell()
        }
        moved = true
        tree.root.performUpdates { tree.apply(.move(id: 1, to: 0, at: 2)) }
      }
    }
    moveFromTheReplacedCell()
    tree.root.performUpdates {}
    #expect(moved)
    #expect(PromiseExpectations.tableMismatch(table, tree.model) == nil)
  }
  /// Sequences on trees whose sections, groups and rows are often built as exactly the
  /// library's classes (issue 27; see `PromiseExactClass`), whose rows and sections change
  /// the tree from inside keyed and table-wide calls and whose edits change what empty states
  /// hold: the table shows the tree after every step, and every row's height (an exact bare
  /// row's is the table's automatic one) after scrolling through it.
  @Test func theTableShowsTheTreeOfExactLibraryClasses() {
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_500_000, emptyStatePercent: 30, exactClassPercent: 40)
      walk.movesChangingRole = false
      walk.tree.editsInsideEmptyStates = true
      walk.callsThatEdit = PromiseBatchWalk.keyedCalls + PromiseBatchWalk.tableWideCalls
      exact.note(walk.tree.model)
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
  }

  /// Trees of exact library classes on tables whose suite sections answer titles, whose
  /// sections change the tree from inside the header and index calls: the table shows the
  /// tree, its headers, footers and section index (exact sections answer none), after every
  /// step.
  @Test func theTableShowsTheTreeOfExactLibraryClassesWhenHeaderAndIndexCallsChangeIt() {
    var exact = PromiseExactCoverage()
    var headersChecked = 0
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_550_000, emptyStatePercent: 30, headersAndIndex: true,
        exactClassPercent: 40)
      walk.movesChangingRole = false
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls
      exact.note(walk.tree.model)
      defer { headersChecked += walk.headerViewsChecked }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p3) ?? walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
    #expect(headersChecked > 0, "\(headersChecked)")
  }
  /// Sequences whose sections' index titles mostly edit a group of sections, another node
  /// than the asking section (empty it, insert into it, remove it; untold or in a
  /// transaction; issue 27): the table shows the tree after every step, its section index,
  /// headers and footers included.
  @Test func theTableShowsTheTreeWhenIndexTitlesEditGroupsOfSections() {
    var edited = 0
    let failure = PromiseRun.failures(count: PromiseBatchWalk.fastSeedCount / 2) { seed in
      let walk = PromiseBatchWalk(
        seed: seed + 6_510_000, emptyStatePercent: 30, headersAndIndex: true)
      walk.movesChangingRole = false
      walk.callsThatEdit = PromiseBatchWalk.headerAndIndexCalls + [.sectionIndexTitles]
      walk.indexTitlesEditGroupsOfSections = true
      defer { edited += walk.groupsOfSectionsEditedFromIndexTitles }
      walk.run(steps: PromiseBatchWalk.stepCount)
      return walk.failure(of: .p5)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(edited >= 20, "\(edited) groups of sections edited from index titles")
  }
}
