import CascadingTableKit

/// One seeded random walk: a tree built through the public API, a model of its own, and the
/// steps a user takes, each checked against the model. The walk stops at its first failing
/// step; `failures` then says what differed, with the seed and the steps that led there.
///
/// Invariant: between steps, `model` describes `tree` and the table shows `model.layout`.
@MainActor
final class BlackBoxWalk {
  let seed: UInt64
  var generator: EditGenerator
  let model: ModelTree
  let tree: BoxTree
  var table: HeadlessTableView
  private(set) var trail: [String] = []
  private(set) var failures: [String] = []
  private var problemCount = 0
  /// Problems a step may report, by kind, beside none.
  private var allowed: [(TableProblem) -> Bool] = []

  init(seed: UInt64, movableOnly: Bool = false) {
    self.seed = seed
    var random = SeededGenerator(seed: seed)
    let rowModes: [CascadingSectionTableDelegate.ReloadMode] = [
      .difference(animation: .fade), .difference(animation: .none), .whole,
      .section(animation: .fade), .none,
    ]
    let sectionModes: [CascadingRootTableDelegate.ReloadMode] = [
      .difference(animation: .fade), .whole, .none,
    ]
    let rowMode = rowModes[random.below(rowModes.count)]
    let sectionMode = sectionModes[random.below(sectionModes.count)]
    generator = EditGenerator(random: random, movableOnly: movableOnly)
    let root = ModelNode(.sectionNode, "root")
    for _ in 0..<(1 + generator.random.below(3)) {
      root.children.append(generator.newNode(for: root))
    }
    model = ModelTree(root: root)
    tree = BoxTree(model: root, rowMode: rowMode, sectionMode: sectionMode)
    table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 240))
    trail.append("seed \(seed): modes \(rowMode) / \(sectionMode)")
    tree.root.prepare(tableView: table)
    check("build")
  }

  var failed: Bool { !failures.isEmpty }

  /// Weak references to the table and every node of the tree, named.
  func references() -> [(name: String, reference: BoxTree.Weak)] {
    [("table", BoxTree.Weak(node: table))]
      + model.nodes.map { ($0.name, BoxTree.Weak(node: tree.node($0.name))) }
  }

  /// Gives the tree a table of its own and drops the walk's, so that a test can release the
  /// table before the tree.
  func releaseTable() {
    table = HeadlessTableView()
  }

  /// Runs `count` random steps, stopping at the first failure; `moves` steps out of 20 are
  /// reorders and drags (2 by default).
  func run(steps count: Int, moves: Int = 2) {
    for step in 0..<count where !failed {
      trail.append("  model: \(model.root.dump)")
      if generator.random.below(20) < moves - 2 {
        reorder()
        continue
      }
      switch generator.random.below(20) {
      case 0...5: transaction(onSection: false)
      case 6, 7: transaction(onSection: true)
      case 8...10: editOutsideTransaction()
      case 11: reload()
      case 12, 13: reorder()
      case 14: tapWithEdit()
      case 15: cellWithEdit()
      case 16: moveToNewTable()
      case 17: generator.random.chance(50) ? predictWithoutTable() : nestedTransactions()
      default: extremes()
      }
      _ = step
    }
  }

  // MARK: - Steps

  func transaction(onSection: Bool) {
    var scope = model.root
    var node: PropagatingTableDelegate = tree.root
    if onSection {
      let sections = model.root.subtree.filter { candidate in
        candidate.kind == .rowNode && model.find(candidate.name)?.parent?.kind == .sectionNode
      }
      guard !sections.isEmpty else { return }
      scope = sections[generator.random.below(sections.count)]
      node = tree.container(scope.name)
    }
    let before = model.layout
    var edits: [String] = []
    var completions: [Bool] = []
    let count = 1 + generator.random.below(4)
    let returned = node.performUpdates(
      animation: .fade,
      {
        for _ in 0..<count {
          guard let edit = generator.edit(in: scope) else { continue }
          edits.append(edit.description)
          model.apply(edit)
          tree.apply(edit, inPlace: generator.random.chance(50))
        }
      }, completion: { completions.append($0) })
    trail.append("transaction on \(scope.name): \(edits)")
    checkTransaction(returned, before: before, completions: completions)
    check("transaction")
  }

  func editOutsideTransaction() {
    guard let edit = generator.edit(in: model.root) else { return }
    model.apply(edit)
    tree.apply(edit, inPlace: generator.random.chance(50))
    let told = edit.editedNodes.allSatisfy(isTold)
    trail.append("outside a transaction: \(edit)\(told ? "" : " (untold)")")
    if !told {
      // An untold edit is reported at the next transaction, which may be the one a told
      // node of the same edit runs by its reload mode.
      allowed.append {
        if case .diagnostic(.treeChangedWithoutTellingTable) = $0.kind { return true }
        return false
      }
      if generator.random.chance(50) {
        trail.append("reloadData()")
        table.reloadData()
      } else {
        trail.append("an empty transaction on the root")
        tree.root.performUpdates({})
      }
    }
    check("edit outside a transaction")
  }

  func reload() {
    trail.append("reloadData()")
    table.reloadData()
    check("reloadData")
  }

  func reorder() {
    let layout = model.layout
    let sections = movableSections()
    guard let source = sections.randomElement(using: &generator.random),
      !layout[source].isEmpty
    else { return }
    let destination =
      generator.random.chance(60) ? source : sections.randomElement(using: &generator.random)!
    let row = generator.random.below(layout[source].count)
    let limit = layout[destination].count + (destination == source ? 0 : 1)
    let target = generator.random.below(limit)
    let from = TableIndexPath(row: row, section: source)
    let to = TableIndexPath(row: target, section: destination)
    if generator.random.chance(50) {
      Self.tally["drag and drop", default: 0] += 1
      trail.append("beginDrag(fromRowAt: \(from)), drop(at: \(to)) [\(layout[source][row])]")
      if table.beginDrag(fromRowAt: from) == nil {
        failures.append("beginDrag(fromRowAt: \(from)) began no drag")
      }
      if !table.drop(at: to) { failures.append("drop(at: \(to)) performed no drop") }
    } else {
      trail.append("reorderRow(from: \(from), to: \(to)) [\(layout[source][row])]")
      table.setEditing(true, animated: false)
      let landed = table.reorderRow(from: from, to: to)
      table.setEditing(false, animated: false)
      if landed != to {
        failures.append(
          "reorderRow(from: \(from), to: \(to)) landed at \(String(describing: landed))")
      }
    }
    MoveLanding.apply(model, from: from, to: to)
    check("reorder")
  }

  func tapWithEdit() {
    // The row is held only while tapping, so that a row the edit removed can be freed.
    if tapVisibleRowWithEdit() { check("tap") }
  }

  private func tapVisibleRowWithEdit() -> Bool {
    guard let (path, row) = visibleRow() else { return false }
    guard let edit = generator.edit(in: model.root) else { return false }
    trail.append("tapRow(at: \(path)), whose didSelect makes a transaction: \(edit)")
    let inPlace = generator.random.chance(50)
    var fired = false
    row.onSelect = { [unowned self] in
      fired = true
      tree.root.performUpdates({
        model.apply(edit)
        tree.apply(edit, inPlace: inPlace)
      })
    }
    table.tapRow(at: path)
    row.onSelect = nil
    if !fired { failures.append("tapRow(at: \(path)) did not reach the row's didSelectRowAt") }
    if let selected = table.indexPathForSelectedRow {
      table.deselectRow(at: selected, animated: false)
    }
    return true
  }

  func cellWithEdit() {
    if reloadWithEditFromCell() { check("an edit from cellForRowAt") }
  }

  private func reloadWithEditFromCell() -> Bool {
    guard let (path, row) = visibleRow() else { return false }
    guard let edit = generator.edit(in: model.root) else { return false }
    trail.append("reloadData(), the cell at \(path) makes a transaction: \(edit)")
    let inPlace = generator.random.chance(50)
    row.onCell = { [unowned self] in
      tree.root.performUpdates({
        model.apply(edit)
        tree.apply(edit, inPlace: inPlace)
      })
    }
    table.reloadData()
    table.layoutIfNeeded()
    if row.onCell != nil {
      row.onCell = nil
      // The row was not asked for its cell: the edit never happened; nothing to model.
      trail.append("(the cell was not asked)")
    }
    return true
  }

  func moveToNewTable() {
    trail.append("prepare(tableView:) with a new table")
    table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 240))
    problemCount = 0
    tree.root.prepare(tableView: table)
    check("new table")
  }

  /// A transaction holding a transaction on a section, maybe a `reloadData()`, and whose
  /// completion makes another transaction (P3: nested and re-entrant).
  func nestedTransactions() {
    let sections = model.root.childTree.filter { $0.kind == .rowNode }
    guard let inner = sections.randomElement(using: &generator.random) else { return }
    var steps: [String] = []
    let reloads = generator.random.chance(30)
    let makeEdit = { (scope: ModelNode) in
      guard let edit = self.generator.edit(in: scope) else { return }
      steps.append(edit.description)
      self.model.apply(edit)
      self.tree.apply(edit, inPlace: self.generator.random.chance(50))
    }
    tree.root.performUpdates(
      animation: .fade,
      {
        makeEdit(model.root)
        if model.find(inner.name) != nil,
          let node = tree.node(inner.name) as? PropagatingTableDelegate
        {
          steps.append("nested on \(inner.name):")
          node.performUpdates({ makeEdit(inner) })
        }
        if reloads {
          steps.append("reloadData()")
          table.reloadData()
        }
        makeEdit(model.root)
      },
      completion: { _ in
        steps.append("in the completion:")
        self.tree.root.performUpdates({ makeEdit(self.model.root) })
      })
    trail.append("nested transactions: \(steps)")
    check("nested transactions")
  }

  /// The same edits on a twin built from the model with no table must return what the
  /// attached tree applies (P6).
  func predictWithoutTable() {
    let twinModel = ModelTree(root: model.root.copy())
    let twin = BoxTree(model: twinModel.root, rowMode: tree.rowMode, sectionMode: tree.sectionMode)
    let before = model.layout
    var edits: [(BoxEdit, Bool)] = []
    var completions: [Bool] = []
    let returned = tree.root.performUpdates(
      animation: .fade,
      {
        for _ in 0..<(1 + generator.random.below(4)) {
          guard let edit = generator.edit(in: model.root) else { continue }
          let inPlace = generator.random.chance(50)
          edits.append((edit, inPlace))
          model.apply(edit)
          tree.apply(edit, inPlace: inPlace)
        }
      }, completion: { completions.append($0) })
    let predicted = twin.root.performUpdates(
      animation: .fade, { for (edit, inPlace) in edits { twin.apply(edit, inPlace: inPlace) } })
    trail.append("prediction: \(edits.map(\.0.description))")
    if predicted != returned {
      failures.append(
        "a tree without a table predicted \(predicted), the table applied \(returned)")
    }
    checkTransaction(returned, before: before, completions: completions)
    check("prediction")
  }

  /// Inserts a row whose identity another row of the tree has, in a transaction: one report
  /// of the duplicate, a table that shows the tree, and no report again from a transaction
  /// that leaves it (P7). A walk ends after this step: names are no longer unique.
  func duplicate(checked: Bool) {
    // A row the table shows and that no insert can hide (an empty state can be hidden).
    let shown = Set(model.layout.joined())
    let rows = model.nodes.filter {
      $0.kind == .row && $0.name.hasPrefix("r") && shown.contains($0.name)
    }
    let containers = model.root.childTree.filter { $0.kind == .rowNode }
    guard let copied = rows.randomElement(using: &generator.random),
      let parent = containers.randomElement(using: &generator.random)
    else { return }
    let at = generator.random.below(parent.children.count + 1)
    let twin = ModelNode(.row, copied.name)
    twin.content = copied.content
    trail.append("a transaction inserts a second \(copied.name) into \(parent.name) at \(at)")
    let before = model.layout
    let insert = {
      self.model.node(parent.name).children.insert(twin, at: at)
      let row = BoxRow(name: copied.name, content: copied.content)
      self.tree.register(row, copied.name)
      self.tree.container(parent.name).childDelegates.insert(row, at: at)
    }
    let problemsBefore = table.problems.count
    if checked {
      do {
        try tree.root.performUpdatesChecked(animation: .fade, insert)
        failures.append("performUpdatesChecked did not throw for a duplicate")
      } catch {
        if !"\(error)".contains(copied.name) {
          failures.append("the error does not name \(copied.name): \(error)")
        }
      }
    } else {
      var completions: [Bool] = []
      let returned = tree.root.performUpdates(
        animation: .fade, insert, completion: { completions.append($0) })
      checkTransaction(returned, before: before, completions: completions)
    }
    let reports = table.problems.dropFirst(problemsBefore).filter {
      if case .duplicateIdentifier = $0.kind { return true }
      return false
    }
    if reports.count != 1 {
      failures.append("the duplicate was reported \(reports.count) times: \(reports)")
    }
    allowed.append {
      if case .duplicateIdentifier = $0.kind { return true }
      return false
    }
    check("duplicate")
    tree.root.performUpdates({})
    check("a transaction after a duplicate")
  }

  func extremes() {
    trail.append("extreme index paths")
    failures += ExtremeRouting.issues(tree, model, table: table)
    problemCount = table.problems.count
    check("extremes")
  }

  // MARK: - Checks

  private func checkTransaction(_ returned: [TableUpdate], before: [[String]], completions: [Bool])
  {
    if completions.count != 1 {
      failures.append("the completion ran \(completions.count) times")
    }
    if !returned.isEmpty, returned != table.lastAppliedUpdates {
      failures.append("returned \(returned), applied \(table.lastAppliedUpdates)")
    }
    switch BatchReplay.replay(before, returned) {
    case .failure(let error):
      failures.append("the batch \(returned) does not apply to \(before): \(error)")
    case .success(let replayed):
      failures += BatchReplay.mismatches(replayed, expected: model.layout).map {
        "batch \(returned): \($0)"
      }
    }
  }

  /// How many steps of each kind every walk of this process has checked.
  static var tally: [String: Int] = [:]

  /// Checks everything a user can observe against the model.
  func check(_ step: String) {
    Self.tally[step, default: 0] += 1
    let expected = model.layout
    let seen = TableObservation(table)
    if seen.rows != expected {
      failures.append("the table shows \(seen.rows), the model \(expected)")
    }
    for node in model.nodes where node.kind == .row {
      if let detail = seen.details[node.name], detail != String(node.content) {
        failures.append("\(node.name) shows content \(detail), expected \(node.content)")
      }
      if let height = seen.heights[node.name], height != BoxRow.height(of: node.name) {
        failures.append("\(node.name) is \(height) high, expected \(BoxRow.height(of: node.name))")
      }
    }
    failures += StructureCheck.issues(tree, model)
    let problems = table.problems.dropFirst(problemCount)
    for problem in problems where !allowed.contains(where: { $0(problem) }) {
      failures.append("unexpected problem: \(problem)")
    }
    problemCount = table.problems.count
    allowed = []
    let alive = tree.takeLiveReleased()
    if !alive.isEmpty { failures.append("removed nodes still alive: \(alive)") }
    if failed {
      failures.insert(
        "seed \(seed), step \(step); steps:\n  " + trail.joined(separator: "\n  "), at: 0)
    }
  }

  // MARK: - Helpers

  private func isTold(_ name: String) -> Bool {
    guard let node = model.find(name) else { return true }
    switch node.node.kind {
    case .declared: return true
    case .rowNode: return !isNone(tree.rowMode)
    case .sectionNode: return !isNone(tree.sectionMode)
    case .block:
      // A block tells its parent, whose reload mode applies.
      return !isNone(tree.rowMode)
    case .row: return true
    }
  }

  private func isNone(_ mode: CascadingSectionTableDelegate.ReloadMode) -> Bool {
    if case .none = mode { return true }
    return false
  }

  private func isNone(_ mode: CascadingRootTableDelegate.ReloadMode) -> Bool {
    mode == .none
  }

  /// Sections whose rows are all hand-written rows in sections and groups of the library,
  /// with no empty state: the rows a user can drag anywhere among them.
  private func movableSections() -> [Int] {
    let sections = sectionNodes()
    return sections.indices.filter { index in
      guard let node = sections[index], node.kind == .rowNode else { return false }
      return node.subtree.allSatisfy {
        ($0.kind == .row || $0.kind == .rowNode) && $0.emptyState == nil
      }
    }
  }

  /// The model node of each section of the table (nil for none).
  func sectionNodes() -> [ModelNode?] {
    func collect(_ node: ModelNode) -> [ModelNode?] {
      switch node.kind {
      case .sectionNode: node.shownChildren.flatMap(collect)
      case .rowNode, .declared: [node]
      case .row, .block: []
      }
    }
    return collect(model.root)
  }

  /// A hand-written row the table shows, and its path.
  private func visibleRow() -> (TableIndexPath, BoxRow)? {
    let paths = table.indexPathsForVisibleRows ?? []
    let rows = paths.compactMap { path -> (TableIndexPath, BoxRow)? in
      guard let name = table.cellForRow(at: path)?.text, name.hasPrefix("r"),
        let row = tree.node(name) as? BoxRow
      else { return nil }
      return (path, row)
    }
    return rows.randomElement(using: &generator.random)
  }
}
