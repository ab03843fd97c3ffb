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

  /// What the step made, to derive the expected report from the model.
  private struct Duplicate {
    var identity: Int
    var isSection: Bool
    var description: String
  }

  @Test func everyDuplicateIsReportedOnceWhenEveryDuplicateIsLookedFor() {
    // The setting's default is `false` in release builds, where the long profile also runs.
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = true
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var made = 0
    var unnoted = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 600) { seed in
      run(seed: seed, findsEvery: true, exact: &unnoted, made: &made)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Most seeds make a duplicate (some trees offer nothing for the scenario drawn).
    #expect(made * 10 >= PromiseRun.seeds(600).count * 11 / 2, "\(made) duplicates made")
  }

  @Test func duplicatesAmongChangedNodesAreReportedOnceInReleaseBuilds() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = false
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var made = 0
    var unnoted = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 400) { seed in
      run(seed: seed, findsEvery: false, exact: &unnoted, made: &made)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(made * 10 >= PromiseRun.seeds(400).count * 11 / 2, "\(made) duplicates made")
  }

  /// Trees with more empty states, whose ordinary transactions before the duplicate also
  /// change what empty states hold, shown or hidden (a row of one replaced, a block resized,
  /// declarations assigned, a node inserted into or removed from an empty state that is a
  /// group or a section; issue 27, promise coverage).
  @Test func everyDuplicateIsReportedOnceAfterChangesInsideEmptyStates() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = true
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var made = 0
    var unnoted = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 300) { seed in
      run(
        seed: seed + 3_200_000, findsEvery: true, insideEmptyStates: true, exact: &unnoted,
        made: &made)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(made * 10 >= PromiseRun.seeds(300).count * 11 / 2, "\(made) duplicates made")
  }

  /// Trees whose sections, groups and rows are often built as exactly the library's classes
  /// (issue 27; see `PromiseExactClass`), with edits inside empty states: every duplicate
  /// among the suite's nodes is reported once, naming the positions the model gives it, and
  /// an exact node, whose identity is its instance, is never reported.
  @Test func everyDuplicateIsReportedOnceOnTreesOfExactLibraryClasses() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    PropagatingTableDelegate.findsEveryDuplicateIdentifier = true
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var made = 0
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 300) { seed in
      run(
        seed: seed + 6_700_000, findsEvery: true, insideEmptyStates: true,
        exactClassPercent: 40, exact: &exact, made: &made)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(made * 10 >= PromiseRun.seeds(300).count * 5, "\(made) duplicates made")
    #expect(exact.isMet, "\(exact)")
  }

  // MARK: - One seed

  /// One seed: a random tree (with more empty states, and edits inside them, when
  /// `insideEmptyStates`; with exact library classes as often as `exactClassPercent` says), a
  /// few transactions, a duplicate made and its report checked; `exact` notes the tree.
  private func run(
    seed: UInt64, findsEvery: Bool, insideEmptyStates: Bool = false, exactClassPercent: Int = 0,
    exact: inout PromiseExactCoverage, made: inout Int
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
    guard let duplicate = makeDuplicate(in: tree) else { return nil }
    made += 1
    let reports = Array(table.problems[before...]).filter { $0.differenceError != nil }
    let context = "\(duplicate.description) in \(tree.model)"
    let mustReport = findsEvery || duplicate.description.hasPrefix("two new rows")
    if reports.count > 1 || (mustReport && reports.count != 1) {
      return "\(reports.count) reports for \(context): \(reports)"
    }
    if let report = reports.first, let mismatch = mismatch(report, duplicate, tree.model) {
      return "\(mismatch), for \(context)"
    }
    if let mismatch = PromiseExpectations.first([
      { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
      { PromiseExpectations.tableMismatch(table, tree.model) },
    ]) {
      return "after \(context): \(mismatch)"
    }
    // Reported once: a later transaction elsewhere reports nothing new.
    let after = table.problems.count
    var later = "an empty transaction"
    var applied: [TableUpdate] = []
    let containers = tree.model.allNodes.filter {
      $0.kind == .rowNode && $0.id != duplicate.identity
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
    _ report: TableProblem, _ duplicate: Duplicate, _ model: PromiseModelNode
  ) -> String? {
    guard let error = report.differenceError else { return "not a duplicate: \(report)" }
    guard error.identifier == String(duplicate.identity) else {
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
      for (row, identity) in shown.rowIdentities.enumerated() where identity == duplicate.identity {
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
}
