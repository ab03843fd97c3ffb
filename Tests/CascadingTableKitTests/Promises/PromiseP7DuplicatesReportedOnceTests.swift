import CascadingTableKit
import Testing

/// P7: duplicates never trap and are reported once. Random trees of every node kind, then one
/// step that makes a duplicate identity — a row repeating a row of another section or of a
/// sibling group, the same instance twice, two new rows sharing an identity, a section
/// repeating a section's identity, a declaration repeating an identity, in a transaction or
/// in a plain assignment — must give exactly one problem on the table's channel naming the
/// identity, the node and every row (or section) where the model has it, and leave the table
/// showing the model; a later transaction reports nothing new.
@MainActor
struct PromiseP7DuplicatesReportedOnceTests {
  /// How a step makes its duplicate.
  private enum Scenario: CaseIterable {
    case rowRepeated, sameInstanceTwice, twoNewRows, sectionRepeated, declarationRepeated
  }

  /// How a step places an exact library node's very instance a second time, or a suite row
  /// under its identity.
  private enum ExactScenario: CaseIterable {
    case bareRowTwice, sectionTwice, groupTwice, otherRole, emptyStateAsChild, impostor
  }

  /// What the step made, to derive the expected report from the model.
  private struct Duplicate {
    var identity: Int
    var isSection: Bool
    var description: String
    /// The scenario, for counting what the walk made.
    var scenario = ""
    /// The model ids of the subtree placed a second time: a later edit inside it would
    /// change both places in the real tree and one in the model.
    var placedIDs: Set<Int> = []
    /// The identifier, as text, of the node placed again, by its model id, when it is an exact
    /// node (its instance's, which a suite row posing as it shares).
    var identifiers: [Int: String] = [:]
    /// Whether the table still shows the model: not when a section or group is the same
    /// instance at two places, since a node has one `index`, which its parent matches when it
    /// routes (the original's rule, API.md), so that one of the places routes to no child.
    var showsModel = true
  }

  @Test func everyDuplicateIsReportedOnceWhenEveryDuplicateIsLookedFor() {
    // The setting's default is `false` in release builds, where the long profile also runs.
    let (failure, made, _) = walk(count: 600, findsEvery: true)
    #expect(failure == nil, "\(failure ?? "")")
    // Most seeds make a duplicate (some trees offer nothing for the scenario drawn).
    let total = made.values.reduce(0, +)
    #expect(total * 10 >= PromiseRun.seeds(600).count * 11 / 2, "\(total) duplicates made")
  }

  @Test func duplicatesAmongChangedNodesAreReportedOnceInReleaseBuilds() {
    let (failure, made, _) = walk(count: 400, findsEvery: false)
    #expect(failure == nil, "\(failure ?? "")")
    let total = made.values.reduce(0, +)
    #expect(total * 10 >= PromiseRun.seeds(400).count * 11 / 2, "\(total) duplicates made")
  }

  /// Trees with more empty states, whose ordinary transactions before the duplicate also
  /// change what empty states hold, shown or hidden (a row of one replaced, a block resized,
  /// declarations assigned, a node inserted into or removed from an empty state that is a
  /// group or a section; issue 27, promise coverage).
  @Test func everyDuplicateIsReportedOnceAfterChangesInsideEmptyStates() {
    let (failure, made, _) = walk(
      count: 300, offset: 3_200_000, findsEvery: true, insideEmptyStates: true)
    #expect(failure == nil, "\(failure ?? "")")
    let total = made.values.reduce(0, +)
    #expect(total * 10 >= PromiseRun.seeds(300).count * 11 / 2, "\(total) duplicates made")
  }

  /// Trees whose sections, groups and rows are often built as exactly the library's classes
  /// (issue 27; see `PromiseExactClass`), with edits inside empty states: every duplicate
  /// among the suite's nodes is reported once, naming the positions the model gives it, and
  /// an exact node, whose identity is its instance, is never reported.
  @Test func everyDuplicateIsReportedOnceOnTreesOfExactLibraryClasses() {
    let (failure, made, exact) = walk(
      count: 300, offset: 6_700_000, findsEvery: true, insideEmptyStates: true,
      exactClassPercent: 40)
    #expect(failure == nil, "\(failure ?? "")")
    let total = made.values.reduce(0, +)
    #expect(total * 10 >= PromiseRun.seeds(300).count * 5, "\(total) duplicates made")
    #expect(exact.isMet, "\(exact)")
  }

  /// Trees of exact library classes, whose identity is their instance (issue 27, promise
  /// coverage): one step places an exact node's very instance a second time — a bare row in a
  /// section or a group, a section under the root or a group of sections, a group of rows in
  /// another group or section, a group as a section or a section as a group, a node that is an
  /// empty state also as a child — or places beside an exact bare row a suite row whose
  /// identifier is that instance's. Every identity the model then shows twice (the instance's,
  /// and the rows of a group placed twice) is reported once, naming the positions the model
  /// gives it; when the node placed twice is a row, the table still shows the model (a section
  /// or group at two places is not shown at both: see `Duplicate.showsModel`).
  @Test func everyDuplicateOfAnExactLibraryNodeIsReportedOnce() {
    let (failure, made, exact) = walk(
      count: 300, offset: 7_200_000, findsEvery: true, insideEmptyStates: true,
      exactClassPercent: 40, exactDuplicates: true)
    #expect(failure == nil, "\(failure ?? "")")
    let total = made.values.reduce(0, +)
    #expect(total * 10 >= PromiseRun.seeds(300).count * 5, "\(made) duplicates made")
    let scenarios = ExactScenario.allCases.map { "\($0)" }
    #expect(scenarios.allSatisfy { made[$0, default: 0] > 0 }, "\(made)")
    #expect(exact.isMet, "\(exact)")
  }

  /// Runs the seeds of a test whose fast profile runs `count`, from `offset`, with
  /// `PropagatingTableDelegate.findsEveryDuplicateIdentifier` set to `findsEvery` (restored
  /// after); returns the failures' summary, the duplicates made by scenario and the exact
  /// nodes the trees held.
  private func walk(
    count: Int, offset: UInt64 = 0, findsEvery: Bool, insideEmptyStates: Bool = false,
    exactClassPercent: Int = 0, exactDuplicates: Bool = false
  ) -> (failure: String?, made: [String: Int], exact: PromiseExactCoverage) {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = findsEvery
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var made: [String: Int] = [:]
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: count) { seed in
      run(
        seed: seed + offset, findsEvery: findsEvery, insideEmptyStates: insideEmptyStates,
        exactClassPercent: exactClassPercent, exactDuplicates: exactDuplicates, exact: &exact,
        made: &made)
    }
    return (failure, made, exact)
  }

  // MARK: - One seed

  /// One seed: a random tree (with more empty states, and edits inside them, when
  /// `insideEmptyStates`; with exact library classes as often as `exactClassPercent` says), a
  /// few transactions, a duplicate made and its report checked; `exact` notes the tree.
  private func run(
    seed: UInt64, findsEvery: Bool, insideEmptyStates: Bool = false, exactClassPercent: Int = 0,
    exactDuplicates: Bool = false, exact: inout PromiseExactCoverage, made: inout [String: Int]
  ) -> String? {
    let tree =
      insideEmptyStates
      ? PromiseTree(seed: seed, emptyStatePercent: 40, exactClassPercent: exactClassPercent)
      : PromiseTree(seed: seed, exactClassPercent: exactClassPercent)
    exact.note(tree.model)
    tree.editsInsideEmptyStates = insideEmptyStates
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    tree.attach(to: table)
    table.layoutIfNeeded()
    // A few ordinary transactions first, so that duplicates meet trees in every state.
    for _ in 0..<tree.int(0...3) {
      let edit = tree.randomEdit()
      tree.root.performUpdates { tree.apply(edit) }
    }
    table.layoutIfNeeded()
    let before = table.problems.count
    guard
      let duplicate = exactDuplicates
        ? makeExactDuplicate(in: tree) : makeDuplicate(in: tree)
    else { return nil }
    made[duplicate.scenario, default: 0] += 1
    let reports = Array(table.problems[before...]).filter { $0.differenceError != nil }
    let context = "\(duplicate.description) in \(tree.model)"
    if exactDuplicates {
      let shown = shownDuplicates(tree.model)
      if shown.isEmpty {
        made[duplicate.scenario, default: 0] -= 1
        made[duplicate.scenario + ", none shown", default: 0] += 1
      }
      if let mismatch = everyDuplicateMismatch(reports, shown, duplicate, tree) {
        return "\(mismatch), for \(context)"
      }
    } else {
      let mustReport = findsEvery || duplicate.description.hasPrefix("two new rows")
      if reports.count > 1 || (mustReport && reports.count != 1) {
        return "\(reports.count) reports for \(context): \(reports)"
      }
      if let report = reports.first, let mismatch = mismatch(report, duplicate, tree.model) {
        return "\(mismatch), for \(context)"
      }
    }
    if duplicate.showsModel,
      let mismatch = PromiseExpectations.first([
        { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
        { PromiseExpectations.tableMismatch(table, tree.model) },
      ])
    {
      return "after \(context): \(mismatch)"
    }
    // Reported once: a later transaction elsewhere reports nothing new.
    let after = table.problems.count
    var later = "an empty transaction"
    var applied: [TableUpdate] = []
    let containers = tree.model.allNodes.filter {
      $0.kind == .rowNode && $0.id != duplicate.identity && !duplicate.placedIDs.contains($0.id)
    }
    if !containers.isEmpty {
      let container = tree.pick(containers)
      let node = tree.randomNode(underRowMode: true, depth: 2)
      let edit = PromiseEdit.insert(node, into: container.id, at: container.children.count)
      later = "\(edit)"
      applied = tree.root.performUpdates { tree.apply(edit) }
    } else {
      applied = tree.root.performUpdates {}
    }
    let again = table.problems[after...].filter { $0.differenceError != nil }
    if !again.isEmpty {
      return "reported again by a later transaction (\(later), applied \(applied)), for "
        + "\(context): \(Array(again))"
    }
    guard duplicate.showsModel else { return nil }
    return PromiseExpectations.tableMismatch(table, tree.model).map { "later: \($0)" }
  }

  // MARK: - Making a duplicate

  /// Makes one duplicate identity in the model and the real tree, as an app would; `nil` when
  /// the tree offers nothing for the scenario drawn.
  private func makeDuplicate(in tree: PromiseTree) -> Duplicate? {
    let nodes = tree.model.allNodes
    let rowContainers = nodes.filter { $0.kind == .rowNode }
    // Not an empty state's section (issue 25): a copy of it inserted among the children
    // hides the original, so that no duplicate is shown.
    let childIDs = Set(nodes.map(\.id))
    let sections = tree.model.identifiedSections.filter { childIDs.contains($0.owner) }
    let identifyingOwners = Set(sections.filter(\.identifiesRows).map(\.owner))
    switch tree.pick(Scenario.allCases) {
    case .rowRepeated:
      // A row of a section whose rows are identified: hand-written containers are opaque;
      // not an exact bare row, whose identity is its instance.
      let rows = nodes.filter { node in
        node.kind == .row && node.exactClass == nil
          && tree.model.parentID(of: node.id).map { parent in
            tree.model.node(id: parent)?.kind == .rowNode
          } == true
      }
      guard !rows.isEmpty, !rowContainers.isEmpty else { return nil }
      let original = tree.pick(rows)
      let container = tree.pick(rowContainers)
      let position = tree.int(0...container.children.count)
      let copy = PromiseModelNode(kind: .row, id: original.id)
      let inTransactionOf = tree.roll(50) ? nil : container.id
      perform(on: inTransactionOf, in: tree) {
        tree.model.apply(.insert(copy, into: container.id, at: position))
        tree.node(container.id)?.childDelegates.insert(
          PromiseRow(id: original.id, version: 0), at: position)
      }
      return Duplicate(
        identity: original.id, isSection: false,
        description: "row \(original.id) repeated in \(container.id) at \(position)")
    case .sameInstanceTwice:
      // Not an exact bare row: the report would name its instance, not a model id.
      let isSuiteRow = { (node: PromiseModelNode) in node.kind == .row && node.exactClass == nil }
      let candidates = rowContainers.filter { $0.children.contains(where: isSuiteRow) }
      guard !candidates.isEmpty else { return nil }
      let container = tree.pick(candidates)
      let rows = container.children.enumerated().filter { isSuiteRow($0.element) }
      let (from, row) = tree.pick(rows)
      let position = tree.int(0...container.children.count)
      perform(on: nil, in: tree) {
        tree.model.apply(.insert(row, into: container.id, at: position))
        guard let real = tree.node(container.id) else { return }
        real.childDelegates.insert(real.childDelegates[from], at: position)
      }
      return Duplicate(
        identity: row.id, isSection: false,
        description: "row \(row.id) of \(container.id) inserted again at \(position)")
    case .twoNewRows:
      guard !rowContainers.isEmpty else { return nil }
      let id = tree.newID()
      let first = tree.pick(rowContainers)
      let second = tree.pick(rowContainers)
      perform(on: nil, in: tree) {
        for container in [first, second] {
          let current = tree.model.node(id: container.id)!
          let position = tree.int(0...current.children.count)
          tree.model.apply(
            .insert(PromiseModelNode(kind: .row, id: id), into: container.id, at: position))
          tree.node(container.id)?.childDelegates.insert(
            PromiseRow(id: id, version: 0), at: position)
        }
      }
      return Duplicate(
        identity: id, isSection: false,
        description: "two new rows \(id) in \(first.id) and \(second.id)")
    case .sectionRepeated:
      // Not a section built as an exact library class, whose identity is its instance.
      let originals = sections.filter {
        $0.identifiesRows && tree.model.node(id: $0.owner)?.exactClass == nil
      }
      let parents = nodes.filter { $0.kind == .root || $0.kind == .sectionNode }
      guard !originals.isEmpty else { return nil }
      let original = tree.pick(originals)
      let parent = tree.pick(parents)
      let position = tree.int(0...parent.children.count)
      perform(on: nil, in: tree) {
        tree.model.apply(
          .insert(
            PromiseModelNode(kind: .rowNode, id: original.owner), into: parent.id, at: position))
        let container = parent.kind == .root ? tree.root : tree.node(parent.id)
        container?.childDelegates.insert(
          PromiseRowNode(id: original.owner, children: []), at: position)
      }
      return Duplicate(
        identity: original.owner, isSection: true,
        description: "section \(original.owner) repeated in \(parent.id) at \(position)")
    case .declarationRepeated:
      let sources = nodes.filter { $0.kind == .dataSource }
      // Not a row of an empty state (issue 25): declarations filling a slot may hide it.
      let emptyStateRows = Set(
        tree.model.allNodesWithEmptyStates.filter { !childIDs.contains($0.id) }
          .flatMap { [$0.id] + $0.items.map(\.id) })
      let identities = sections.filter { identifyingOwners.contains($0.owner) }
        .flatMap(\.rowIdentities).compactMap { $0 }.filter { !emptyStateRows.contains($0) }
      guard !sources.isEmpty, !identities.isEmpty else { return nil }
      let source = tree.pick(sources)
      let identity = tree.pick(identities)
      var items = source.items
      items.insert(PromiseItem(id: identity), at: tree.int(0...items.count))
      let insideTransaction = tree.roll(50)
      let assign = {
        tree.model.apply(.assign(id: source.id, items: items))
        (tree.node(source.id) as? any PromiseDeclaredSource)?.items = items
      }
      if insideTransaction {
        tree.root.performUpdates(assign)
      } else {
        assign()
      }
      return Duplicate(
        identity: identity, isSection: false,
        description: "declaration \(identity) assigned to \(source.id)"
          + (insideTransaction ? " in a transaction" : ""))
    }
  }

  /// Runs `body` in a transaction on the node built from model id `id`, or on the root.
  private func perform(on id: Int?, in tree: PromiseTree, _ body: () -> Void) {
    if let id, let node = tree.node(id) as? PropagatingTableDelegate {
      node.performUpdates(body)
    } else {
      tree.root.performUpdates(body)
    }
  }

  // MARK: - The expected report

  /// How a report differs from what the model says of the duplicate, or `nil`.
  private func mismatch(
    _ report: TableProblem, _ duplicate: Duplicate, _ model: PromiseModelNode,
    identifier: String? = nil
  ) -> String? {
    let identifier = identifier ?? String(duplicate.identity)
    guard let error = report.differenceError else { return "not a duplicate: \(report)" }
    guard error.identifier == identifier else {
      return "names identity \(error.identifier), not \(duplicate.identity): \(report)"
    }
    let sections = model.identifiedSections
    if duplicate.isSection {
      let positions = sections.indices.filter { sections[$0].owner == duplicate.identity }
      guard error.kind == .duplicateSections(sections: positions) else {
        return "names \(error.kind), the model has the sections at \(positions)"
      }
      return report.node?.path == [] ? nil : "names node \(String(describing: report.node))"
    }
    var rows: [TableIndexPath] = []
    for (section, shown) in sections.enumerated() where shown.identifiesRows {
      for (row, identity) in shown.rowIDs.enumerated() where identity == duplicate.identity {
        rows.append(TableIndexPath(row: row, section: section))
      }
    }
    let sectionsHolding = Set(rows.map(\.section))
    if sectionsHolding.count == 1, let section = sectionsHolding.first {
      guard error.kind == .duplicateRows(rows: rows), report.rows == rows,
        report.section == section
      else {
        return
          "names \(error.kind) (rows \(report.rows), section \(String(describing: report.section))), "
          + "the model has the rows at \(rows)"
      }
      let path = sections[section].path
      guard report.node?.path == path else {
        return "names node \(String(describing: report.node)), the section is at \(path)"
      }
      return nil
    }
    guard error.kind == .rowInSeveralSections(rows: rows), report.rows == rows else {
      return "names \(error.kind), the model has the rows at \(rows)"
    }
    return report.node?.path == [] ? nil : "names node \(String(describing: report.node))"
  }

  // MARK: - Duplicates of exact library nodes

  /// Places an exact library node's instance a second time in the model and the real tree,
  /// in a transaction on the root or on the new parent, or a ``PromiseImpostorRow`` beside an
  /// exact bare row; `nil` when the tree offers nothing for the scenario drawn.
  private func makeExactDuplicate(in tree: PromiseTree) -> Duplicate? {
    let nodes = tree.model.allNodes
    // The scenario drawn, or the next one the tree offers something for.
    let first = tree.int(0...(ExactScenario.allCases.count - 1))
    var offers: (scenario: ExactScenario, candidates: [ExactCandidate])?
    for step in ExactScenario.allCases.indices {
      let index = (first + step) % ExactScenario.allCases.count
      let scenario = ExactScenario.allCases[index]
      let candidates = exactCandidates(scenario, in: tree.model)
      if !candidates.isEmpty {
        offers = (scenario, candidates)
        break
      }
    }
    guard let (scenario, candidates) = offers else { return nil }
    let (original, intoRows, holderID) = tree.pick(candidates)
    let placedIDs = Set(original.allNodesWithEmptyStates.map(\.id))
    let parents = nodes.filter {
      (intoRows ? $0.kind == .rowNode : $0.kind == .root || $0.kind == .sectionNode)
        && !placedIDs.contains($0.id) && $0.id != holderID
    }
    guard !parents.isEmpty, let instance = tree.node(original.id) else { return nil }
    let parent = tree.pick(parents)
    let position = tree.int(0...parent.children.count)
    var placed = instance
    if scenario == .impostor, let bare = instance as? CascadingBareTableDelegate {
      placed = PromiseImpostorRow(posingAs: bare)
      PromiseExactNodes.register(placed, id: original.id)
    }
    perform(on: tree.roll(50) ? nil : parent.id, in: tree) {
      tree.model.apply(.insert(original, into: parent.id, at: position))
      let container = parent.kind == .root ? tree.root : tree.node(parent.id)
      container?.childDelegates.insert(placed, at: position)
    }
    return Duplicate(
      identity: original.id, isSection: !intoRows,
      description: "\(scenario): \(original) placed again in \(parent.id) at \(position)",
      scenario: "\(scenario)", placedIDs: placedIDs,
      identifiers: [original.id: String(describing: ObjectIdentifier(instance))],
      showsModel: original.kind == .row)
  }

  /// A node an exact scenario may place again: whether it goes among rows (into a section or
  /// group) or among sections, and the holder of which it is the empty state, if it is one.
  private typealias ExactCandidate = (node: PromiseModelNode, intoRows: Bool, holderID: Int?)

  /// The nodes of `model` that `scenario` may place again.
  private func exactCandidates(_ scenario: ExactScenario, in model: PromiseModelNode)
    -> [ExactCandidate]
  {
    let nodes = model.allNodes
    let parentIsRowMode = { (node: PromiseModelNode) in
      model.parentID(of: node.id).flatMap { model.node(id: $0)?.isRowMode }
    }
    // A node holding a block is left out: a block's rows or sections are identified by the
    // block and an offset, which the model does not name, so that a block placed twice would
    // make duplicates the model cannot tell.
    let placeable = { (node: PromiseModelNode) in
      node.exactClass != nil && node.kind != .row
        && !node.allNodesWithEmptyStates.contains { $0.kind == .block || $0.kind == .sectionBlock }
    }
    switch scenario {
    case .bareRowTwice, .impostor:
      return nodes.filter { $0.exactClass == .bare }.map { ($0, true, nil) }
    case .sectionTwice:
      return nodes.filter { placeable($0) && parentIsRowMode($0) == false }.map { ($0, false, nil) }
    case .groupTwice:
      return nodes.filter { placeable($0) && parentIsRowMode($0) == true }.map { ($0, true, nil) }
    case .otherRole:
      return nodes.filter { placeable($0) && $0.kind == .rowNode }.compactMap { node in
        parentIsRowMode(node).map { (node, !$0, nil) }
      }
    case .emptyStateAsChild:
      let holders = model.allNodesWithEmptyStates.filter { holder in
        guard let state = holder.emptyState.first else { return false }
        return state.exactClass == .bare || placeable(state)
      }
      // An empty state the table shows when there is one (placed elsewhere than in its
      // holder, where it would hide itself).
      let shown = holders.filter { model.isInsideShownEmptyState($0.emptyState[0].id) == true }
      return (shown.isEmpty ? holders : shown).map { ($0.emptyState[0], $0.isRowMode, $0.id) }
    }
  }

  /// Every identity the model shows more than once, by the model id standing for it: the
  /// owners of sections a root identifies (sections, data sources, hand-written sections and
  /// containers), and the rows sections shown once identify one by one.
  private func shownDuplicates(_ model: PromiseModelNode) -> [(id: Int, isSection: Bool)] {
    let identified = model.identifiedSections
    var sectionCounts: [Int: Int] = [:]
    for section in identified where section.ownerKind != .sectionBlock {
      sectionCounts[section.owner, default: 0] += 1
    }
    // The rows of a section shown twice are not reported apart: the root reloads the table
    // for the section's identifier (API.md §6).
    var rowCounts: [Int: Int] = [:]
    for section in identified
    where section.identifiesRows && sectionCounts[section.owner, default: 0] < 2 {
      for id in section.rowIDs.compactMap({ $0 }) { rowCounts[id, default: 0] += 1 }
    }
    let sections = sectionCounts.filter { $0.value > 1 }.keys.map { (id: $0, isSection: true) }
    let rows = rowCounts.filter { $0.value > 1 }.keys.map { (id: $0, isSection: false) }
    return (sections + rows).sorted { $0.id < $1.id }
  }

  /// How the reports differ from one report for each duplicate shown, naming the positions
  /// the model gives it, or `nil`. An exact node's identifier is its instance's
  /// `ObjectIdentifier`, as text (API.md §6: `String(describing:)` of the identifier's base).
  private func everyDuplicateMismatch(
    _ reports: [TableProblem], _ shown: [(id: Int, isSection: Bool)], _ placed: Duplicate,
    _ tree: PromiseTree
  ) -> String? {
    let everyNode = tree.model.allNodesWithEmptyStates
    var expected: Set<String> = []
    for duplicate in shown {
      var identifier = placed.identifiers[duplicate.id] ?? String(duplicate.id)
      if placed.identifiers[duplicate.id] == nil,
        everyNode.contains(where: { $0.id == duplicate.id && $0.exactClass != nil })
      {
        guard let node = tree.node(duplicate.id) else { return "node \(duplicate.id) not found" }
        identifier = String(describing: ObjectIdentifier(node))
      }
      expected.insert(identifier)
      let named = reports.filter { $0.differenceError?.identifier == identifier }
      guard named.count == 1 else {
        return "\(named.count) reports for \(duplicate) (\(identifier)): \(reports)"
      }
      let asDuplicate = Duplicate(
        identity: duplicate.id, isSection: duplicate.isSection, description: "")
      if let mismatch = mismatch(named[0], asDuplicate, tree.model, identifier: identifier) {
        return "\(mismatch), for \(duplicate)"
      }
    }
    let others = reports.filter { !expected.contains($0.differenceError?.identifier ?? "") }
    return others.isEmpty ? nil : "reports no duplicate shown: \(others), shown \(shown)"
  }
}
