import CascadingTableKit
import Testing

/// P8: misuse is never silent. On random trees of every node kind: every driver of
/// ``HeadlessTableView`` given a row the model says does not exist, an edit the table was
/// never told about, a released data source, a block whose span changed untold — each is one
/// problem on the table's channel at the time of the misuse, naming what the model says, and
/// the table stays consistent with the model.
@MainActor
struct PromiseP8MisuseNeverSilentTests {
  @Test func everyDriverGivenARowThatDoesNotExistReportsItOnce() {
    let failure = PromiseRun.failures(count: 300) { seed in
      let tree = PromiseTree(seed: seed)
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
      tree.attach(to: table)
      table.layoutIfNeeded()
      let sections = tree.model.expectedSections
      for _ in 0..<8 {
        let missing = missingRow(in: sections, tree: tree)
        let driver = tree.pick(drivers)
        // One past a section's last row is where a drop may land: not a misuse for `drop`.
        if driver.name == "drop(at:point:)", sections.indices.contains(missing.section),
          missing.row == sections[missing.section].count
        {
          continue
        }
        let before = table.problems.count
        driver.run(table, missing)
        let reported = Array(table.problems[before...])
        let expected = TableProblem(
          kind: .diagnostic(.indexPathOutOfRange(call: driver.name, indexPath: missing)),
          section: missing.section, rows: [missing])
        guard reported == [expected] else {
          return "\(driver.name) at \(missing) reported \(reported) in \(tree.model)"
        }
        if let mismatch = PromiseExpectations.tableMismatch(table, tree.model) {
          return "after \(driver.name) at \(missing): \(mismatch)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everyDriverGoingOnWithNoInteractionInProgressReportsItOnce() {
    let failure = PromiseRun.failures(count: 300) { seed in
      let tree = PromiseTree(seed: seed)
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
      tree.attach(to: table)
      table.layoutIfNeeded()
      let sections = tree.model.expectedSections
      for _ in 0..<8 {
        // A random tree answers no menu and no drag items: a tap, a long press or a lift on a
        // missing row first leaves nothing in progress to go on with.
        let misuse = tree.pick(drivers)
        misuse.run(table, missingRow(in: sections, tree: tree))
        var goingOn = continuingDrivers
        // Adding a row to a drag names a row: one the table has, so that only the missing
        // drag is misuse.
        if let section = sections.indices.filter({ !sections[$0].isEmpty }).first {
          let row = TableIndexPath(
            row: tree.int(0...(sections[section].count - 1)), section: section)
          goingOn.append(("addRowToDrag(at:point:)", { $0.addRowToDrag(at: row) }))
        }
        let (name, run) = tree.pick(goingOn)
        let before = table.problems.count
        guard !run(table) else { return "\(name) went on with an interaction in \(tree.model)" }
        let reported = Array(table.problems[before...])
        let expected = TableProblem(kind: .diagnostic(.noInteractionInProgress(call: name)))
        guard reported == [expected] else {
          return "\(name) reported \(reported) in \(tree.model)"
        }
        if let mismatch = PromiseExpectations.tableMismatch(table, tree.model) {
          return "after \(name): \(mismatch)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everyEditTheTableWasNeverToldIsReportedWhenTheNextTransactionStarts() {
    let failure = PromiseRun.failures(count: 200) { seed in
      untoldEditsReportedOnce(PromiseTree(seed: seed))
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Issue 27, promise coverage: an untold change of the children of a group or section that
  /// is an empty state or inside one. Inside an empty state that is shown (every one on its way
  /// from the root), it is an edit the table was never told about, reported once when the
  /// next transaction starts. Inside a hidden one it changes nothing the table shows, and is
  /// not reported (one inside the hidden empty state of a section or of a group of rows was,
  /// as a change of its section, until walks3: seed 1 of this test,
  /// `HiddenEmptyStateUntoldEditTests`). The table shows the tree after either.
  @Test func everyUntoldEditInsideAShownEmptyStateIsReportedOnce() {
    var seen: [String: Int] = [:]
    let failure = PromiseRun.failures(count: 200) { seed in
      untoldEditsInsideEmptyStatesReported(
        PromiseTree(seed: seed + 3_700_000, emptyStatePercent: 50), seen: &seen)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Edits inside shown and inside hidden empty states were made.
    #expect(seen["shown, 1 reports", default: 0] > 0, "\(seen)")
    #expect(seen["hidden, 0 reports", default: 0] > 0, "\(seen)")
  }

  /// Trees whose sections, groups and rows are often built as exactly the library's classes
  /// (issue 27; see `PromiseExactClass`): every untold edit of a library node's children
  /// (exact ones included) is reported once at the next transaction, one inside a shown empty
  /// state too, one inside a hidden one never; the table shows the tree after each.
  @Test func everyUntoldEditOnTreesOfExactLibraryClassesIsReportedOnce() {
    var seen: [String: Int] = [:]
    var exact = PromiseExactCoverage()
    let failure = PromiseRun.failures(count: 200) { seed in
      let tree = PromiseTree(seed: seed + 6_800_000, exactClassPercent: 40)
      exact.note(tree.model)
      if let failure = untoldEditsReportedOnce(tree) { return failure }
      let inside = PromiseTree(
        seed: seed + 6_850_000, emptyStatePercent: 50, exactClassPercent: 40)
      exact.note(inside.model)
      return untoldEditsInsideEmptyStatesReported(inside, seen: &seen).map { "inside: \($0)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact.isMet, "\(exact)")
    #expect(seen["shown, 1 reports", default: 0] > 0, "\(seen)")
    #expect(seen["hidden, 0 reports", default: 0] > 0, "\(seen)")
  }

  @Test func everyReleasedDataSourceIsReportedAtTheTablesNextQuestion() {
    let failure = PromiseRun.failures(count: 100) { seed in
      let tree = PromiseTree(seed: seed)
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
      for round in 1...3 {
        do {
          let other = PromiseTree(model: tree.model, seed: seed &+ UInt64(round))
          other.attach(to: table)
          table.layoutIfNeeded()
          if let mismatch = PromiseExpectations.tableMismatch(table, other.model) {
            return "round \(round), before the release: \(mismatch)"
          }
        }
        let question = tree.int(0...2)
        switch question {
        case 0: _ = table.numberOfSections
        case 1: table.layoutIfNeeded()
        default: _ = table.tapRow(at: TableIndexPath(row: 0, section: 0))
        }
        let released = table.problems.filter { $0.diagnostic == .dataSourceReleased }
        guard released.count == round else {
          return "round \(round), question \(question): \(released.count) reports"
        }
        guard table.numberOfSections == 0, table.visibleCells.isEmpty else {
          return "round \(round): the table still shows rows of a released root"
        }
      }
      // A root attached again is shown again.
      tree.attach(to: table)
      return PromiseExpectations.tableMismatch(table, tree.model)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everyBlockWhoseSpanChangedUntoldIsReportedWhenTheTableAsksForItsRows() {
    var changed = 0
    let failure = PromiseRun.failures(count: 300) { seed in
      let tree = PromiseTree(seed: seed)
      // Short, so that the block's rows can be scrolled away and back.
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 30))
      tree.attach(to: table)
      table.layoutIfNeeded()
      let blocks = tree.model.allNodes.filter { $0.kind == .block && $0.count > 0 }
      guard !blocks.isEmpty else { return nil }
      let block = tree.pick(blocks)
      guard let real = tree.node(block.id) as? PromiseBlock,
        let first = firstRow(of: block.id, in: tree.model)
      else { return "block \(block.id) is missing" }
      var count = tree.int(0...5)
      if count == block.count {
        count = (count + 1) % 6
      }
      // Untold: no `setNeedsUpdate()`, no transaction, no reload.
      real.count = count
      let before = table.problems.count
      table.contentOffset = table.rect(forRow: first).minY > 40 ? 0 : table.contentSize.height
      table.layoutIfNeeded()
      // A row that cannot leave the viewport is never asked for again: nothing to report yet.
      guard !(table.indexPathsForVisibleRows ?? []).contains(first) else { return nil }
      table.scrollToRow(at: first, at: .top, animated: false)
      let reported = Array(table.problems[before...])
      guard let problem = reported.first, reported.count == 1 else {
        return
          "block \(block.id) \(block.count) → \(count) at \(first): \(reported) in \(tree.model)"
      }
      changed += 1
      let path = tree.model.path(to: block.id) ?? []
      let expected = TableDiagnostic.spanChangedWithoutTellingTable(
        nodeType: "PromiseBlock", nodeIndex: path.last ?? -1, shownSpan: block.count, span: count)
      guard problem.diagnostic == expected, problem.node?.path == path,
        problem.section == first.section
      else {
        return
          "block \(block.id) at \(path), row \(first): reported \(problem), expected \(expected)"
      }
      // Told by a reload, the table shows the tree again.
      tree.apply(.resize(id: block.id, count: count))
      table.reloadData()
      return PromiseExpectations.tableMismatch(table, tree.model).map { "after reload: \($0)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(changed > 0)
  }

  // MARK: - Drivers

  /// A driver of the table, by the name it reports, and how to call it at a row.
  private struct Driver {
    var name: String
    var run: (HeadlessTableView, TableIndexPath) -> Void
  }

  /// The drivers that go on with an interaction in progress and need no row, each returning
  /// whether it went on with one (``HeadlessTableView/endSwipe()`` returns nothing: `false`).
  private var continuingDrivers: [(String, (HeadlessTableView) -> Bool)] {
    [
      ("commitContextMenuPreview()", { $0.commitContextMenuPreview() }),
      ("dropOutsideTable(at:)", { $0.dropOutsideTable(at: TablePoint(x: 1, y: 1)) }),
      ("chooseContextMenuAction(at:)", { $0.chooseContextMenuAction(at: 0) }),
      ("dismissContextMenu()", { $0.dismissContextMenu() }),
      ("cancelDrag()", { $0.cancelDrag() }),
      ("tapSwipeAction(at:)", { $0.tapSwipeAction(at: 0) }),
      (
        "endSwipe()",
        {
          $0.endSwipe()
          return false
        }
      ),
    ]
  }

  private var drivers: [Driver] {
    [
      Driver(name: "tapRow(at:)") { _ = $0.tapRow(at: $1) },
      Driver(name: "selectRow(at:animated:scrollPosition:)") {
        $0.selectRow(at: $1, animated: false, scrollPosition: .none)
      },
      Driver(name: "deselectRow(at:animated:)") { $0.deselectRow(at: $1, animated: false) },
      Driver(name: "scrollToRow(at:at:animated:)") {
        $0.scrollToRow(at: $1, at: .middle, animated: false)
      },
      Driver(name: "swipeRow(at:from:)") { _ = $0.swipeRow(at: $1) },
      Driver(name: "swipeRow(at:from:)") { _ = $0.fullySwipeRow(at: $1, from: .leading) },
      Driver(name: "tapAccessoryButton(forRowAt:)") { _ = $0.tapAccessoryButton(forRowAt: $1) },
      Driver(name: "showMenu(forRowAt:offering:)") { _ = $0.showMenu(forRowAt: $1) },
      Driver(name: "performMenuAction(_:forRowAt:sender:)") {
        _ = $0.performMenuAction(.copy, forRowAt: $1)
      },
      Driver(name: "moveFocus(to:)") { _ = $0.moveFocus(to: $1) },
      Driver(name: "moveFocus(to:with:)") {
        _ = $0.moveFocus(to: $1, with: TableFocusAnimationCoordinator())
      },
      Driver(name: "performPrimaryAction(forRowAt:)") { _ = $0.performPrimaryAction(forRowAt: $1) },
      Driver(name: "panToSelectRows(from:to:)") { _ = $0.panToSelectRows(from: $1, to: $1) },
      Driver(name: "openContextMenu(forRowAt:at:)") { _ = $0.openContextMenu(forRowAt: $1) },
      Driver(name: "beginDrag(fromRowAt:at:)") { _ = $0.beginDrag(fromRowAt: $1) },
      Driver(name: "addRowToDrag(at:point:)") { _ = $0.addRowToDrag(at: $1) },
      Driver(name: "drop(at:point:)") { _ = $0.drop(at: $1) },
      Driver(name: "springLoadRow(at:point:)") { _ = $0.springLoadRow(at: $1) },
      Driver(name: "tapEditingControl(forRowAt:)") { table, row in
        table.setEditing(true, animated: false)
        _ = table.tapEditingControl(forRowAt: row)
        table.setEditing(false, animated: false)
      },
      Driver(name: "reorderRow(from:to:)") { table, row in
        table.setEditing(true, animated: false)
        _ = table.reorderRow(from: row, to: TableIndexPath(row: 0, section: 0))
        table.setEditing(false, animated: false)
      },
    ]
  }

  /// A row the model says the table does not have: past a section's end, in a section past
  /// the last, negative, or extreme.
  private func missingRow(in sections: [[PromiseModelNode.Row]], tree: PromiseTree)
    -> TableIndexPath
  {
    let extremes = [Int.min, -1, Int.max, Int.max - 1]
    switch tree.int(1...4) {
    case 1 where !sections.isEmpty:
      let section = tree.int(0...(sections.count - 1))
      return TableIndexPath(row: sections[section].count + tree.int(0...2), section: section)
    case 2:
      return TableIndexPath(row: tree.int(0...3), section: sections.count + tree.int(0...2))
    case 3 where !sections.isEmpty:
      return TableIndexPath(row: tree.pick(extremes), section: tree.int(0...(sections.count - 1)))
    default:
      return TableIndexPath(row: tree.int(-2...2), section: tree.pick(extremes))
    }
  }

  // MARK: - Untold edits and blocks

  /// Six untold edits of the children of library nodes on a tree shown by a table, each
  /// followed by an empty root transaction that must report it once and leave the table
  /// showing the tree; the first failure, or `nil`.
  private func untoldEditsReportedOnce(_ tree: PromiseTree) -> String? {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    tree.attach(to: table)
    table.layoutIfNeeded()
    for step in 0..<6 {
      guard let edit = untoldEdit(in: tree) else { continue }
      // The default `.none` mode: changing children outside a transaction tells nobody.
      tree.apply(edit)
      let before = table.problems.count
      tree.root.performUpdates {}
      let reported = table.problems[before...].filter {
        if case .treeChangedWithoutTellingTable = $0.diagnostic { return true }
        return false
      }
      guard reported.count == 1 else {
        return "step \(step), \(edit): \(reported.count) reports in \(tree.model)"
      }
      if let mismatch = PromiseExpectations.first([
        { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
        { PromiseExpectations.tableMismatch(table, tree.model) },
      ]) {
        return "step \(step), after \(edit): \(mismatch)"
      }
    }
    return nil
  }

  /// Six untold edits inside empty states on a tree shown by a table, each followed by an
  /// empty root transaction that must report it once when every empty state on its way is
  /// shown, else not at all, and leave the table showing the tree; `seen` counts the cases.
  /// The first failure, or `nil`.
  private func untoldEditsInsideEmptyStatesReported(
    _ tree: PromiseTree, seen: inout [String: Int]
  ) -> String? {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
    tree.attach(to: table)
    table.layoutIfNeeded()
    for step in 0..<6 {
      guard let (edit, shown) = untoldEditInsideEmptyState(in: tree) else { continue }
      tree.apply(edit)
      let before = table.problems.count
      tree.root.performUpdates {}
      let reported = table.problems[before...].filter {
        if case .treeChangedWithoutTellingTable = $0.diagnostic { return true }
        return false
      }
      seen["\(shown ? "shown" : "hidden"), \(reported.count) reports", default: 0] += 1
      guard reported.count == (shown ? 1 : 0) else {
        return
          "step \(step), \(edit) inside a \(shown ? "shown" : "hidden") empty state: "
          + "\(reported.count) reports in \(tree.model)"
      }
      if let mismatch = PromiseExpectations.first([
        { PromiseExpectations.countsMismatch(tree.root, tree.model, host: table) },
        { PromiseExpectations.tableMismatch(table, tree.model) },
      ]) {
        return "step \(step), after \(edit): \(mismatch)"
      }
    }
    return nil
  }

  /// An edit of the children of a library node (a root, a section, a group), which under the
  /// default `.none` reload mode tells the table nothing; `nil` when the tree has none to make.
  private func untoldEdit(in tree: PromiseTree) -> PromiseEdit? {
    for _ in 0..<20 {
      let edit = tree.randomEdit()
      let libraryNode = { (id: Int?) -> Bool in
        guard let id, let kind = tree.model.node(id: id)?.kind else { return false }
        return kind == .root || kind == .rowNode || kind == .sectionNode
      }
      switch edit {
      case .insert(_, let container, _) where libraryNode(container):
        return edit
      case .remove(let id) where libraryNode(tree.model.parentID(of: id)):
        return edit
      case .move(let id, let container, _)
      where libraryNode(tree.model.parentID(of: id)) && libraryNode(container):
        return edit
      default:
        continue
      }
    }
    return nil
  }

  /// A child inserted into, or removed from, a group or section that is an empty state or
  /// inside one, with whether every empty state on its way is shown (see
  /// ``PromiseModelNode/isInsideShownEmptyState(_:)``); `nil` when the tree has none to make.
  private func untoldEditInsideEmptyState(in tree: PromiseTree) -> (PromiseEdit, Bool)? {
    for _ in 0..<20 {
      guard let edit = tree.randomEditInsideEmptyState() else { return nil }
      let container: Int?
      switch edit {
      case .insert(_, let id, _):
        container = id
      case .remove(let id):
        container = tree.model.reach(id).map { tree.model[reach: $0.dropLast()].id }
      default:
        container = nil
      }
      if let container, let shown = tree.model.isInsideShownEmptyState(container) {
        return (edit, shown)
      }
    }
    return nil
  }

  /// The first row of a block, as the model places it.
  private func firstRow(of id: Int, in model: PromiseModelNode) -> TableIndexPath? {
    for (section, rows) in model.expectedSections.enumerated() {
      if let row = rows.firstIndex(where: { $0.owner == id }) {
        return TableIndexPath(row: row, section: section)
      }
    }
    return nil
  }
}
