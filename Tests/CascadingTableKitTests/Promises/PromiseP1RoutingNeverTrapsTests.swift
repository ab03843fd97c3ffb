import CascadingTableKit
import Testing

/// P1: routing never traps. Every routed member, called on every routing node of random trees
/// (every node kind; see ``PromiseTree``) directly and through its parents, with sections and
/// rows from `Int.min` to `Int.max` and nil paths where the signature allows, answers the
/// documented default and calls no leaf when no child fills the slot, and otherwise reaches
/// exactly the leaf that fills it, once, with the arguments unchanged. The owner comes from
/// ``RoutingProbeModel`` (the model's spans), never from the library.
@MainActor
struct PromiseP1RoutingNeverTrapsTests {
  /// The members carrying several paths.
  static let multiPathMembers: Set<String> = [
    "shouldUpdateFocusIn", "didUpdateFocusIn", "didUpdateFocusInWithCoordinator",
    "targetIndexPathForMove", "moveRowAt",
  ]

  static func scope(of method: RoutedMethod) -> RoutingProbeModel.Scope {
    if method.scope == .section { return .section }
    return multiPathMembers.contains(method.name) ? .multiPathRow : .row
  }

  @Test func everyRoutedMemberOnEveryNodeReachesExactlyTheModelsOwner() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkEveryMember()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func callsKeyedByWhatARowReturnedReachOnlyItsProducer() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkKeyedMembers()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func callsCarryingTwoPathsReachTheOwnersOfBothOnceEach() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkTwoPathCalls()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func tableWideCallsReachTheLeavesOnScreenOnceInOrder() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkTableWide()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func prefetchBatchesReachEachOwnerOnceWithItsOwnPathsInOrder() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkPrefetching()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func blockEstimatesAndTheSectionIndexNeverTrap() {
    let failure = PromiseRun.failures(count: 300) { seed in
      let probe = RoutingProbe(seed: seed)
      return probe.checkBlockEstimates() ?? probe.checkSectionIndex()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Issue 27, promise coverage: trees changed in place by transactions whose edits also
  /// change what empty states hold, shown or hidden (a block resized, declarations assigned, a
  /// node inserted into or removed from a group or section of one, an empty state set): every
  /// member on every node reaches exactly the model's owner, calls carrying two paths reach
  /// both owners, counts, cells and nil paths never trap, table-wide calls reach the leaves on
  /// screen, and every node inside a hidden empty state asked directly never traps and calls
  /// at most one leaf, of its own subtree, with the arguments unchanged.
  @Test func routingOnTreesChangedInsideEmptyStatesReachesExactlyTheModelsOwner() {
    var hidden = 0
    let failure = PromiseRun.failures(count: 100) { seed in
      let probe = RoutingProbe(seed: seed + 3_600_000, changedInsideEmptyStates: true)
      hidden += probe.hiddenIDs.count
      let failure = PromiseExpectations.first([
        { probe.checkEveryMember() }, { probe.checkTwoPathCalls() },
        { probe.checkCountsCellsAndNilPaths() }, { probe.checkTableWide() },
        { probe.checkKeyedMembers() }, { probe.checkHiddenNodes() },
      ])
      return failure.map { "\($0); edits \(probe.edits)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Nodes inside hidden empty states were asked.
    #expect(hidden > 0)
  }

  /// Issue 27, promise coverage: the section index asked directly of the root and of every
  /// group of sections (the suite's subclass, the exact class or `PropagatingTableDelegate`
  /// itself), on trees changed in place by transactions whose edits also change what empty
  /// states hold: the titles are the leaves' below the node, in table order, and each
  /// position from `Int.min` to `Int.max` leads to the section of the leaf that gave it, or to
  /// `nil`.
  @Test func theSectionIndexOfEveryGroupOfSectionsOnChangedTreesLeadsToItsOwners() {
    var groups = 0
    let failure = PromiseRun.failures(count: 100) { seed in
      let probe = RoutingProbe(seed: seed + 5_200_000, changedInsideEmptyStates: true)
      for id in probe.askedIDs {
        guard let kind = probe.model.nodes[id]?.kind ?? (id == probe.tree.model.id ? .root : nil),
          kind == .root || kind == .sectionNode
        else { continue }
        if kind == .sectionNode {
          groups += 1
        }
        if let failure = probe.checkSectionIndex(asking: id) {
          return "\(failure); edits \(probe.edits)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Groups of sections were asked directly.
    #expect(groups > 0)
  }

  /// Issue 27, promise coverage: the batch walk's own trees (``PromiseTree`` with exact
  /// library classes: sections, groups and rows exactly the library's classes, the others the
  /// suite's subclasses), changed in place by transactions and by untold edits, inside empty
  /// states too: every routed member on every node, at paths from `Int.min` to `Int.max` and
  /// nil where the member takes one, reaches exactly the model's owner with the arguments
  /// unchanged, or answers the default (a slot no child fills, or an exact bare row); calls
  /// carrying two paths, counts, cells and table-wide calls likewise.
  @Test func routingOnTheBatchWalksTreesOfExactLibraryClassesReachesTheModelsOwner() {
    var exact = PromiseExactCoverage()
    var untold = 0
    let failure = PromiseRun.failures(count: 60) { seed in
      let probe = RoutingProbe(
        seed: seed + 7_210_000, changedInsideEmptyStates: true, exactClassPercent: 40,
        untoldEdits: true)
      exact.note(probe.tree.model)
      untold += probe.edits.filter { $0.hasPrefix("untold") }.count
      let failure = PromiseExpectations.first([
        { probe.checkEveryMember() }, { probe.checkTwoPathCalls() },
        { probe.checkCountsCellsAndNilPaths() }, { probe.checkTableWide() },
        { probe.checkKeyedMembers() }, { probe.checkPrefetching() }, { probe.checkHiddenNodes() },
        { probe.checkBlockEstimates() }, { probe.checkSectionIndex() },
      ])
      return failure.map { "\($0); edits \(probe.edits)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
    #expect(untold > 0, "\(untold) untold edits")
  }

  @Test func countsCellsAndNilPathsNeverTrap() {
    let failure = PromiseRun.failures(count: 300) { seed in
      RoutingProbe(seed: seed).checkCountsCellsAndNilPaths()
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

/// One random tree of the P1 test, its recording nodes, its model and its random paths.
@MainActor
private final class RoutingProbe {
  let tree: PromiseTree
  let probe: RoutingProbeTree
  private(set) var model: RoutingProbeModel
  let table = HeadlessTableView()
  let arguments = CallArguments()
  /// The nodes asked: the root and every routing node, by model id.
  private(set) var askedIDs: [Int]
  /// The routing nodes in hidden empty states, by model id (asked by ``checkHiddenNodes()``).
  private(set) var hiddenIDs: [Int] = []
  /// What the edits of a changed tree were, for a failure's description.
  private(set) var edits: [String] = []

  /// A probe of a random tree. With `changedInsideEmptyStates`, the tree (where empty states
  /// are more common) is then changed in place by a few transactions of random edits, a
  /// quarter of which change what empty states hold, shown or hidden (issue 27), before any
  /// member is asked.
  ///
  /// With `exactClassPercent`, the tree builds sections, groups and rows as exactly the
  /// library's classes that often, and the probe builds every section and group as the model
  /// says (an exact class, or the suite's subclass; ``PromiseTree``'s own trees); with
  /// `untoldEdits`, about half the rounds of edits are made outside any transaction, untold.
  init(
    seed: UInt64, changedInsideEmptyStates: Bool = false, exactClassPercent: Int = 0,
    untoldEdits: Bool = false
  ) {
    tree =
      changedInsideEmptyStates
      ? PromiseTree(seed: seed, emptyStatePercent: 50, exactClassPercent: exactClassPercent)
      : PromiseTree(seed: seed, exactClassPercent: exactClassPercent)
    probe = RoutingProbeTree(model: tree.model, classesFromModel: exactClassPercent > 0)
    model = RoutingProbeModel(model: tree.model)
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    probe.root.prepare(tableView: table)
    _ = probe.takeCalls()
    askedIDs = [tree.model.id] + probe.routingNodes.keys.sorted()
    guard changedInsideEmptyStates else { return }
    tree.editsInsideEmptyStates = true
    for _ in 0..<tree.int(2...4) {
      let untold = untoldEdits && tree.roll(50)
      let round = {
        for _ in 0..<self.tree.int(1...3) {
          let before = self.tree.model
          let edit = self.tree.randomEdit()
          self.tree.apply(edit)
          self.probe.apply(edit, before: before, after: self.tree.model)
          self.edits.append(untold ? "untold \(edit)" : "\(edit)")
        }
      }
      if untold {
        round()
      } else {
        probe.root.performUpdates(round)
      }
    }
    table.layoutIfNeeded()
    _ = probe.takeCalls()
    model = RoutingProbeModel(model: tree.model)
    hiddenIDs = probe.relist(model)
    askedIDs = [tree.model.id] + probe.routingNodes.keys.sorted()
  }

  func node(_ id: Int) -> any CascadingTableDelegate {
    id == tree.model.id ? probe.root : probe.routingNodes[id]!
  }

  // MARK: Paths

  /// The values every coordinate is drawn from, for a coordinate with `count` slots.
  func extremes(count: Int) -> [Int] {
    [
      Int.min, Int.min + 1, -1, 0, count - 1, count, count + 1, Int.max - 1, Int.max,
      Int.random(in: Int.min...Int.max, using: &tree.random),
    ]
  }

  /// A random path: half the time a row the table has (when it has any), else a section and
  /// a row drawn from the extremes.
  func randomPath() -> TableIndexPath {
    let sectionCount = model.sectionCount
    if tree.roll(50), sectionCount > 0 {
      let section = tree.int(0...(sectionCount - 1))
      let rows = model.rowCount(inSection: section) ?? 0
      if rows > 0, tree.roll(70) {
        return TableIndexPath(row: tree.int(0...(rows - 1)), section: section)
      }
      return TableIndexPath(row: tree.pick(extremes(count: rows)), section: section)
    }
    let section = tree.pick(extremes(count: sectionCount))
    let rows = model.rowCount(inSection: section) ?? tree.int(0...5)
    return TableIndexPath(row: tree.pick(extremes(count: rows)), section: section)
  }

  // MARK: Checks

  /// Every member on every node, at random paths: the default and no call, or the owner's
  /// answer and exactly its call.
  func checkEveryMember() -> String? {
    for id in askedIDs {
      let asked = node(id)
      for method in RoutedMethod.all {
        let scope = PromiseP1RoutingNeverTrapsTests.scope(of: method)
        for _ in 0..<2 {
          let path = randomPath()
          let answer = method.invoke(asked, table, path, arguments)
          let calls = probe.takeCalls()
          let receiver = model.receiver(asking: id, scope: scope, path: path)
          let context = "\(method.name) on node \(id) at \(path), owner \(receiver)"
          switch receiver {
          case .nobody:
            // An exact bare row's move target, asked of the node the table asks, is moved to a
            // place the tree can take (API.md; P10 checks where): only the call is checked.
            let isMovedTarget =
              method.name == "targetIndexPathForMove" && id == tree.model.id
              && model.endsAtExactBareRow(asking: id, scope: scope, path: path)
            if !isMovedTarget && answer != method.defaultAnswer(path) {
              return "\(context): answered \(answer), not the default; tree \(tree.model)"
            }
            if !calls.isEmpty {
              return "\(context): called \(calls); tree \(tree.model)"
            }
          case .leaf(let owner):
            let expected = method.expectedCall(tableID(table), path, arguments)
            if calls.count != 1 || calls[0].id != owner || calls[0].call != expected {
              return "\(context): called \(calls), not \(expected); tree \(tree.model)"
            }
            if answer != method.childAnswer(probe.recorders[owner]!) {
              return "\(context): answered \(answer), not the owner's; tree \(tree.model)"
            }
          case .dataSource:
            if !calls.isEmpty {
              return "\(context): called \(calls); tree \(tree.model)"
            }
          }
        }
      }
    }
    return nil
  }

  /// Every member on every routing node inside a hidden empty state, asked directly, at random
  /// paths: no trap, at most one leaf called, of the node's own subtree, with the arguments
  /// unchanged; the documented default when no leaf is called and no data source of the
  /// subtree may answer (a hidden empty state receives no call from its parents, and which of
  /// its own slots it fills when asked directly is not documented).
  func checkHiddenNodes() -> String? {
    for id in hiddenIDs {
      guard let asked = probe.built[id], let subtree = tree.model.reachableNode(id: id) else {
        return "hidden node \(id) is missing"
      }
      let own = Set(subtree.allNodesWithEmptyStates.map(\.id))
      let answersItself = subtree.allNodesWithEmptyStates.contains { $0.kind == .dataSource }
      for method in RoutedMethod.all {
        for _ in 0..<2 {
          let path = randomPath()
          let answer = method.invoke(asked, table, path, arguments)
          let calls = probe.takeCalls()
          let context = "\(method.name) on hidden node \(id) at \(path)"
          let expected = method.expectedCall(tableID(table), path, arguments)
          if calls.count > 1
            || calls.contains(where: { !own.contains($0.id) || $0.call != expected })
          {
            return "\(context): called \(calls), not \(expected) once in \(own); tree \(tree.model)"
          }
          if calls.isEmpty && !answersItself && answer != method.defaultAnswer(path) {
            return "\(context): answered \(answer), not the default; tree \(tree.model)"
          }
        }
      }
    }
    return nil
  }

  /// The calls keyed by a configuration or a drag session (API.md §10), on every node, after
  /// a row at a random path produced it: they reach the model's owner of that row, with the
  /// very value, or nobody (a hand-written container may not pass them on), never another
  /// leaf; a value no row produced reaches nobody and gets `nil`.
  func checkKeyedMembers() -> String? {
    for id in askedIDs {
      let asked = node(id)
      let path = randomPath()
      let context = "keyed calls on node \(id) at \(path)"
      let owner: Int? =
        switch model.receiver(asking: id, scope: .row, path: path) {
        case .leaf(let owner): owner
        default: nil
        }
      let drag = StubDragSession()
      let configuration = asked.tableView(
        table, contextMenuConfigurationForRowAt: path, point: CallArguments.point)
      _ = asked.tableView(table, itemsForBeginning: drag, at: path)
      _ = probe.takeCalls()
      let animator = arguments.menuAnimator
      if let configuration {
        asked.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        let calls = probe.takeCalls()
        let expected = DelegateCall.willDisplayContextMenu(
          tableID(table), ObjectIdentifier(configuration), ObjectIdentifier(animator))
        if calls.count > 1 || calls.contains(where: { $0.id != owner || $0.call != expected }) {
          return "\(context): a menu's call reached \(calls), not only \(String(describing: owner))"
        }
      }
      asked.tableView(table, dragSessionWillBegin: drag)
      let calls = probe.takeCalls()
      let expected = DelegateCall.dragSessionWillBegin(tableID(table), ObjectIdentifier(drag))
      if calls.count > 1 || calls.contains(where: { $0.id != owner || $0.call != expected }) {
        return "\(context): a drag's call reached \(calls), not only \(String(describing: owner))"
      }
      let stranger = TableContextMenuConfiguration(actions: [])
      let answer = asked.tableView(
        table, previewForHighlightingContextMenuWithConfiguration: stranger)
      let moves = asked.tableView(table, dragSessionAllowsMoveOperation: StubDragSession())
      let strangers = probe.takeCalls()
      if answer != nil || moves != nil || !strangers.isEmpty {
        return "\(context): values no row produced reached \(strangers); tree \(tree.model)"
      }
    }
    return nil
  }

  /// The table-wide members (API.md §10) on every node, with a random run of the table's
  /// rows on screen: each leaf owning one of them (the model's owner, as for a call carrying
  /// several paths) hears it once, in table order, with its arguments; nobody else does.
  func checkTableWide() -> String? {
    let host = RecordingTableHost()
    var rows: [TableIndexPath] = []
    for section in 0..<model.sectionCount {
      for row in 0..<(model.rowCount(inSection: section) ?? 0) {
        rows.append(TableIndexPath(row: row, section: section))
      }
    }
    for id in askedIDs {
      let asked = node(id)
      for _ in 0..<3 {
        let start = tree.int(0...rows.count)
        let visible = Array(rows[start..<min(rows.count, start + tree.int(0...8))])
        host.visibleRows = visible
        var owners: [Int] = []
        for path in visible {
          if case .leaf(let owner) = model.receiver(asking: id, scope: .multiPathRow, path: path),
            !owners.contains(owner)
          {
            owners.append(owner)
          }
        }
        asked.scrollViewDidScroll(host)
        let scrolled = probe.takeCalls()
        var target = TablePoint(x: 0, y: 40)
        asked.scrollViewWillEndDragging(
          host, withVelocity: TablePoint(x: 0, y: 2), targetContentOffset: &target)
        let ended = probe.takeCalls()
        asked.tableViewDidEndMultipleSelectionInteraction(host)
        let panned = probe.takeCalls()
        let table = tableID(host)
        let expected: [([(id: Int, call: DelegateCall)], DelegateCall)] = [
          (scrolled, .didScroll(table)),
          (ended, .willEndDragging(table, TablePoint(x: 0, y: 2), TablePoint(x: 0, y: 40))),
          (panned, .didEndMultipleSelection(table)),
        ]
        // The recorders lose the order across leaves (``RoutingProbeTree/takeCalls()`` sorts
        // by id, which is table order only in a tree never edited): each owner once.
        for (calls, call) in expected
        where calls.map(\.id) != owners.sorted() || calls.contains(where: { $0.call != call }) {
          return
            "\(call) on node \(id) with \(visible) on screen: called \(calls.map(\.id)), "
            + "owners \(owners); tree \(tree.model)"
        }
      }
    }
    return nil
  }

  /// Focus moving between two random paths, and a move target, on every node: each owner
  /// once, nobody else.
  func checkTwoPathCalls() -> String? {
    for id in askedIDs {
      let asked = node(id)
      for _ in 0..<4 {
        let previous = tree.roll(15) ? nil : randomPath()
        let next = tree.roll(15) ? nil : randomPath()
        let context = TableFocusUpdateContext(
          previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next)
        asked.tableView(table, didUpdateFocusIn: context)
        let calls = probe.takeCalls()
        var owners: [Int] = []
        for path in [previous, next].compactMap({ $0 }) {
          if case .leaf(let owner) = model.receiver(
            asking: id, scope: .multiPathRow, path: path), !owners.contains(owner)
          {
            owners.append(owner)
          }
        }
        let call = DelegateCall.didUpdateFocus(tableID(table), context)
        if calls.map(\.id) != owners.sorted() || calls.contains(where: { $0.call != call }) {
          return
            "didUpdateFocusIn on node \(id) from \(String(describing: previous)) to "
            + "\(String(describing: next)): called \(calls.map(\.id)), owners \(owners); "
            + "tree \(tree.model)"
        }
        asked.tableView(table, didUpdateFocusIn: context, with: arguments.focusCoordinator)
        let coordinatedCalls = probe.takeCalls()
        let coordinatedCall = DelegateCall.didUpdateFocusWithCoordinator(
          tableID(table), context, ObjectIdentifier(arguments.focusCoordinator))
        if coordinatedCalls.map(\.id) != owners.sorted()
          || coordinatedCalls.contains(where: { $0.call != coordinatedCall })
        {
          return
            "didUpdateFocusIn:with: on node \(id) from \(String(describing: previous)) to "
            + "\(String(describing: next)): called \(coordinatedCalls.map(\.id)), owners "
            + "\(owners); tree \(tree.model)"
        }
        let shouldAnswer = asked.tableView(table, shouldUpdateFocusIn: context)
        let shouldCalls = probe.takeCalls()
        let failure =
          "shouldUpdateFocusIn on node \(id) to \(String(describing: next)): "
          + "answered \(String(describing: shouldAnswer)), called \(shouldCalls.map(\.id)); "
          + "tree \(tree.model)"
        switch next.map({ model.receiver(asking: id, scope: .multiPathRow, path: $0) }) {
        case .leaf(let owner):
          if shouldCalls.map(\.id) != [owner] || shouldAnswer != false { return failure }
        case .dataSource:
          if !shouldCalls.isEmpty { return failure }
        case .nobody, nil:
          let answersDefault = asked is any PromiseDeclaredSource || shouldAnswer == true
          if !shouldCalls.isEmpty || !answersDefault { return failure }
        }
        if let failure = checkMoveTarget(asking: id) { return failure }
      }
    }
    return nil
  }

  /// A move target from a random source to a random proposal (each coordinate from the
  /// extremes too) on a node: only the owner of the source is asked, and below the root the
  /// answer is the owner's, or the proposal when the source has none. (The root then keeps
  /// the answer to a place the tree can take: the moves' promise, P10, checks where.)
  func checkMoveTarget(asking id: Int) -> String? {
    let source = randomPath()
    let proposed = randomPath()
    let answer = node(id).tableView(
      table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
    let calls = probe.takeCalls()
    let failure =
      "targetIndexPathForMove on node \(id) from \(source) to \(proposed): answered \(answer), "
      + "called \(calls); tree \(tree.model)"
    let isRoot = id == tree.model.id
    switch model.receiver(asking: id, scope: .multiPathRow, path: source) {
    case .leaf(let owner):
      let recorder = probe.recorders[owner]!
      let call = DelegateCall.targetIndexPathForMove(tableID(table), source, proposed)
      if calls.count != 1 || calls[0].id != owner || calls[0].call != call { return failure }
      if !isRoot && answer != recorder.moveTarget { return failure }
    case .dataSource:
      if !calls.isEmpty { return failure }
    case .nobody:
      let isDataSource = node(id) is any PromiseDeclaredSource
      if !calls.isEmpty || (!isRoot && !isDataSource && answer != proposed) {
        return failure
      }
    }
    return nil
  }

  /// Counts, cells, a nil `didEndEditingRowAt` path and an empty focus context, on every node
  /// at random paths: no trap, the model's count, and no call where no child fills the slot.
  func checkCountsCellsAndNilPaths() -> String? {
    for id in askedIDs {
      let asked = node(id)
      // A data source answers for itself: only routing nodes answer the cascading defaults.
      let routes = !(asked is any PromiseDeclaredSource)
      asked.tableView(table, didEndEditingRowAt: nil)
      asked.tableView(
        table,
        didUpdateFocusIn: TableFocusUpdateContext(
          previouslyFocusedIndexPath: nil, nextFocusedIndexPath: nil))
      let noNext = asked.tableView(
        table,
        shouldUpdateFocusIn: TableFocusUpdateContext(
          previouslyFocusedIndexPath: randomPath(), nextFocusedIndexPath: nil))
      if routes && noNext != true {
        return "shouldUpdateFocusIn on node \(id) with no next path is not true"
      }
      asked.tableView(table, performDropWith: arguments.dropCoordinator(to: nil))
      let noDestination = asked.tableView(
        table, dropSessionDidUpdate: arguments.dropSession, withDestinationIndexPath: nil)
      if routes && noDestination != nil {
        return "dropSessionDidUpdate on node \(id) with no destination answered \(noDestination!)"
      }
      let calls = probe.takeCalls()
      if !calls.isEmpty {
        return "nil paths on node \(id) called \(calls); tree \(tree.model)"
      }
      for _ in 0..<6 {
        let path = randomPath()
        let cell = asked.tableView(table, cellForRowAt: path)
        let cellCalls = probe.takeCalls()
        switch model.receiver(asking: id, scope: .row, path: path) {
        case .nobody:
          if !cellCalls.isEmpty || cell.text != nil {
            return "cellForRowAt on node \(id) at \(path), no owner: called \(cellCalls)"
          }
        case .leaf(let owner):
          let recorder = probe.recorders[owner]!
          if cellCalls.map(\.id) != [owner] || cell !== recorder.cell {
            return "cellForRowAt on node \(id) at \(path), owner \(owner): called \(cellCalls)"
          }
        case .dataSource:
          if !cellCalls.isEmpty {
            return "cellForRowAt on node \(id) at \(path): called \(cellCalls)"
          }
        }
        if let failure = checkRowCount(asking: id, section: path.section) {
          return failure
        }
      }
    }
    return nil
  }

  /// `numberOfRowsInSection` on a node: in `.section` mode, the count of the section's owner
  /// (the model's rows of a section node or data source, a leaf's own answer), 0 without one;
  /// in `.row` mode the node's own rows, whatever the section.
  func checkRowCount(asking id: Int, section: Int) -> String? {
    let asked = node(id)
    let answer = asked.tableView(table, numberOfRowsInSection: section)
    let calls = probe.takeCalls()
    let modelNode = model.nodes[id]!
    let expected: Int
    var expectedCaller: Int?
    switch modelNode.kind {
    case .rowNode:
      expected = modelNode.span(underRowMode: true)
    case .dataSource:
      expected = modelNode.items.count
    default:
      switch model.receiver(
        asking: id, scope: .section, path: TableIndexPath(row: 0, section: section))
      {
      case .nobody:
        // A section of rows answers its count itself: section-scoped routing stops there.
        if let owner = sectionOwner(of: section, under: id) {
          expected = owner.span(underRowMode: true)
        } else {
          expected = 0
        }
      case .leaf(let owner):
        expected = probe.recorders[owner]!.numberOfRows
        expectedCaller = owner
      case .dataSource(let owner):
        expected = model.nodes[owner]!.items.count
      }
    }
    if answer != expected || calls.map(\.id) != (expectedCaller.map { [$0] } ?? []) {
      return
        "numberOfRowsInSection \(section) on node \(id): \(answer) (expected \(expected)), "
        + "called \(calls.map(\.id)); tree \(tree.model)"
    }
    return nil
  }

  /// The `.row`-mode model node filling `section` under the `.section`-mode node `id`.
  func sectionOwner(of section: Int, under id: Int) -> PromiseModelNode? {
    var node = model.nodes[id]!
    // The children shown: the empty state when it fills the node's place (issue 25).
    while let child = node.shownChildren.first(where: {
      model.ranges[$0.id]?.contains(section) == true
    }) {
      if child.kind == .rowNode { return child }
      guard child.kind == .sectionNode else { return nil }
      node = child
    }
    return nil
  }
}

extension RoutingProbe {
  // MARK: Block estimates

  /// A random block of rows: a few rows from an extreme start, or a range too wide for any
  /// section.
  func randomBlock(inSection section: Int) -> Range<Int> {
    if tree.roll(20) {
      return tree.pick([Int.min..<Int.max, 0..<Int.max, Int.min..<0, Int.min..<(Int.min + 2)])
    }
    let rows = model.rowCount(inSection: section) ?? tree.int(0...5)
    let start = tree.pick(extremes(count: rows) + [0, 0])
    let width = tree.int(0...3)
    return start > Int.max - width ? start..<Int.max : start..<(start + width)
  }

  /// What the block estimate answers on a node, from the model: `nil` for a declined block,
  /// else each row's height (`nil` for a data source's row, which answers from its own
  /// declarations) and the calls the leaves receive, as text.
  func expectedBlock(asking id: Int, rows: Range<Int>, section: Int) -> (
    heights: [Double?], calls: [String]
  )? {
    let (width, overflow) = rows.upperBound.subtractingReportingOverflow(rows.lowerBound)
    guard !overflow, let node = model.nodes[id] else { return nil }
    switch node.kind {
    case .root, .sectionNode:
      guard
        let child = node.shownChildren.first(where: {
          model.ranges[$0.id]?.contains(section) == true
        }), child.kind == .rowNode || child.kind == .sectionNode
      else { return nil }
      return expectedBlock(asking: child.id, rows: rows, section: section)
    case .rowNode:
      guard width <= node.span(underRowMode: true) else { return nil }
      var heights: [Double?] = []
      var calls: [String] = []
      for row in rows {
        let path = TableIndexPath(row: row, section: section)
        switch model.receiver(asking: id, scope: .row, path: path) {
        case .nobody:
          heights.append(TableDimension.automatic)
        case .dataSource:
          heights.append(nil)
        case .leaf(let owner):
          heights.append(probe.recorders[owner]!.estimatedHeightForRow)
          calls.append("\(owner) \(DelegateCall.estimatedHeightForRow(tableID(table), path))")
        }
      }
      return (heights, calls.sorted())
    default:
      return nil
    }
  }

  /// The block estimate on every routing node at random blocks: declined, or each row's
  /// estimate, as the model says.
  func checkBlockEstimates() -> String? {
    for id in askedIDs {
      guard let asked = node(id) as? PropagatingTableDelegate else { continue }
      for _ in 0..<4 {
        let section = randomPath().section
        let rows = randomBlock(inSection: section)
        var heights: [Double] = [-7]
        let answered = asked.tableView(
          table, estimatedHeightsForRows: rows, inSection: section, into: &heights)
        let calls = probe.takeCalls().map { "\($0.id) \($0.call)" }.sorted()
        let expected = expectedBlock(asking: id, rows: rows, section: section)
        let context = "block \(rows) of section \(section) on node \(id); tree \(tree.model)"
        guard let expected else {
          if answered || heights != [-7] || !calls.isEmpty {
            return "\(context): answered \(answered), \(heights), called \(calls), not declined"
          }
          continue
        }
        let matches =
          heights.count == expected.heights.count + 1
          && zip(heights.dropFirst(), expected.heights).allSatisfy { $1 == nil || $0 == $1 }
        if !answered || heights.first != -7 || !matches || calls != expected.calls {
          return
            "\(context): answered \(answered), \(heights), called \(calls); expected "
            + "\(expected.heights), \(expected.calls)"
        }
      }
    }
    return nil
  }

  // MARK: The section index

  /// The section index of the root (or of the group of sections `id`, asked directly), some
  /// section leaves answering titles: a title position from `Int.min` to `Int.max` leads to
  /// the section of the leaf that gave the title, or to `nil` when no title is there.
  func checkSectionIndex(asking id: Int? = nil) -> String? {
    let askedModel = id.flatMap { model.nodes[$0] } ?? tree.model
    let asked: any CascadingTableDelegate = id.map { node($0) } ?? probe.root
    // The leaves filling sections of the root or of its groups of sections, in order.
    func sectionLeaves(of node: PromiseModelNode) -> [Int] {
      node.shownChildren.flatMap { child -> [Int] in
        switch child.kind {
        case .sectionNode: sectionLeaves(of: child)
        case .sectionBlock, .handSection, .handContainer: [child.id]
        default: []
        }
      }
    }
    var owners: [(leaf: Int, local: Int)] = []
    // A leaf answering no titles (`[]`) still answers: the index is then `[]`, not `nil`.
    var anyLeafAnswers = false
    for leaf in sectionLeaves(of: askedModel) {
      // A leaf that answered titles when an earlier node was asked answers none now.
      guard tree.roll(60) else {
        probe.recorders[leaf]!.sectionIndexTitles = nil
        continue
      }
      anyLeafAnswers = true
      let count = tree.int(0...2)
      probe.recorders[leaf]!.sectionIndexTitles = (0..<count).map { "\(leaf).\($0)" }
      owners += (0..<count).map { (leaf, $0) }
    }
    let titles = asked.sectionIndexTitles(for: table)
    let expectedTitles = owners.map { "\($0.leaf).\($0.local)" }
    if titles != (anyLeafAnswers ? expectedTitles : nil) {
      return
        "sectionIndexTitles on node \(askedModel.id): \(String(describing: titles)), not "
        + "\(expectedTitles); tree \(tree.model)"
    }
    _ = probe.takeCalls()
    for _ in 0..<6 {
      let position = tree.pick(extremes(count: owners.count) + [tree.int(0...3)])
      let answer = asked.tableView(table, sectionForSectionIndexTitle: "K", at: position)
      let calls = probe.takeCalls().filter { $0.call != .sectionIndexTitles(tableID(table)) }
      let expectedAnswer: Int?
      var expectedCalls: [Int] = []
      if owners.indices.contains(position) {
        let owner = owners[position]
        expectedAnswer = model.ranges[owner.leaf]!.lowerBound
        expectedCalls = [owner.leaf]
        let call = DelegateCall.sectionForSectionIndexTitle(tableID(table), "K", owner.local)
        if calls.contains(where: { $0.call != call }) {
          return "sectionForSectionIndexTitle at \(position): called \(calls), not \(call)"
        }
      } else {
        expectedAnswer = nil
      }
      if answer != expectedAnswer || calls.map(\.id) != expectedCalls {
        return
          "sectionForSectionIndexTitle on node \(askedModel.id) at \(position): "
          + "\(String(describing: answer)), called \(calls.map(\.id)); expected "
          + "\(String(describing: expectedAnswer)) from \(expectedCalls); tree \(tree.model)"
      }
    }
    return nil
  }
}

extension RoutingProbe {
  // MARK: Prefetching

  /// `prefetchRowsAt` and `cancelPrefetchingForRowsAt` (API.md §10) on every node with a
  /// random batch of paths (rows the table has and extremes, repeats included): each leaf
  /// owning at least one path (the model's owner, as for a call carrying several paths) is
  /// called exactly once, with its own paths in the order given; nobody else is called.
  func checkPrefetching() -> String? {
    for id in askedIDs {
      guard let asked = node(id) as? any TableDataSourcePrefetching else {
        return "node \(id) (\(type(of: node(id)))) does not adopt TableDataSourcePrefetching"
      }
      for _ in 0..<3 {
        var paths = (0..<tree.int(0...12)).map { _ in randomPath() }
        if let repeated = paths.first, tree.roll(30) {
          paths.append(repeated)
        }
        var owned: [Int: [TableIndexPath]] = [:]
        for path in paths {
          if case .leaf(let owner) = model.receiver(asking: id, scope: .multiPathRow, path: path) {
            owned[owner, default: []].append(path)
          }
        }
        let table = tableID(self.table)
        for cancel in [false, true] {
          if cancel {
            asked.tableView(self.table, cancelPrefetchingForRowsAt: paths)
          } else {
            asked.tableView(self.table, prefetchRowsAt: paths)
          }
          // `takeCalls` orders the calls by leaf id; the order across leaves is the routing
          // tests' concern.
          let calls = probe.takeCalls()
          let expected = owned.keys.sorted().map { owner in
            (
              id: owner,
              call: cancel
                ? DelegateCall.cancelPrefetching(table, owned[owner]!)
                : .prefetchRows(table, owned[owner]!)
            )
          }
          if calls.map(\.id) != expected.map(\.id)
            || zip(calls, expected).contains(where: { $0.call != $1.call })
          {
            return
              "\(cancel ? "cancelPrefetching" : "prefetchRowsAt") on node \(id) with \(paths): "
              + "called \(calls), expected \(expected); tree \(tree.model)"
          }
        }
      }
    }
    return nil
  }
}
