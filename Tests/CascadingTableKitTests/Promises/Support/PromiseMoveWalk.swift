import CascadingTableKit

/// One random sequence of moves over a promise tree shown by a table (P10), and its checks.
@MainActor
final class PromiseMoveWalk {
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 1_000))
  var moves: PromiseMoveModel
  let root: PromiseMovingRoot
  var random: HostSeededGenerator
  var steps: [String] = []
  var updateErrors: [TableUpdateError] = []
  /// What the steps did, by kind, so that a test can require that every kind happened.
  var seen: [String: Int] = [:]
  /// The random tree the walk started from; its random numbers make the edits of
  /// ``editsInsideEmptyStates``.
  let tree: PromiseTree
  /// Whether one step in four (before the drag is drawn) changes what an empty state holds,
  /// shown or hidden, in a transaction (issue 27): a row of one replaced, a block resized,
  /// declarations assigned, a node inserted into or removed from a group or section of one.
  /// Off by default, so that a seed's random draws are those it always had.
  var editsInsideEmptyStates = false
  /// Whether one step in five (before the drag is drawn) hooks a header's view, a footer's
  /// title, the section index's titles or the section a tapped index title leads to, on a table
  /// whose sections answer titles, and drives the table so that it makes that call; the hook
  /// changes the tree in a root transaction (issue 27, promise coverage; see
  /// ``editFromHeaderOrIndexCall()``). Off by default, so that a seed's random draws are those
  /// it always had.
  var headerAndIndexCallsEdit = false
  /// Whether one step in five (before the drag is drawn) moves a group of rows into another
  /// section or group, or a group of sections between the root and another group of sections,
  /// in a root transaction, untold then reloaded, or from inside a header height asked while
  /// the table reloads (issue 27, promise coverage; see ``moveGroup(_:)``). Off by default, so
  /// that a seed's random draws are those it always had.
  var movesGroups = false
  /// The hooks of ``headerAndIndexCallsEdit``.
  let hooks = CallbackHooks()

  /// A walk on a random tree; `emptyStatePercent` says how often a node gets an empty state,
  /// `exactClassPercent` how often a section, group or row is built as an exact library class
  /// (see ``PromiseExactClass``; 0, the default, keeps a seed's draws).
  init(seed: UInt64, emptyStatePercent: Int = 20, exactClassPercent: Int = 0) {
    // Empty states as in every promise's trees: the move model knows which moves they refuse.
    tree = PromiseTree(
      seed: seed, emptyStatePercent: emptyStatePercent, exactClassPercent: exactClassPercent)
    moves = PromiseMoveModel(model: tree.model)
    random = HostSeededGenerator(seed: seed &* 31 &+ 7)
    root = PromiseMovingRoot(
      index: 0, childDelegates: tree.model.children.map(PromiseTreeBuilder.build))
    root.emptyStateDelegate = tree.model.emptyState.first.map(PromiseTreeBuilder.build)
    root.movable = { [unowned self] path in
      let sections = moves.sections
      guard sections.indices.contains(path.section),
        sections[path.section].rows.indices.contains(path.row)
      else { return false }
      let section = sections[path.section]
      return PromiseMoveModel.isMovable(section.rows[path.row], in: section)
    }
    // One walk in five has a move target override that does not call super.
    root.takesEveryProposal = seed % 5 == 0
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.updateErrorHandler = { [unowned self] error in updateErrors.append(error) }
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
  }

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  func roll(_ percent: Int) -> Bool { int(1...100) <= percent }

  /// Runs the steps; returns the first failure, with the tree and the steps so far.
  func run(steps count: Int) -> String? {
    if headerAndIndexCallsEdit {
      // The sections answer their titles from now on: the table loads them.
      hooks.answersHeadersAndIndex = true
      PromiseRow.hooks = hooks
      table.reloadData()
      table.layoutIfNeeded()
    }
    defer { if headerAndIndexCallsEdit { PromiseRow.hooks = nil } }
    if let failure = check(after: "loading") { return failure }
    for _ in 0..<count {
      if editsInsideEmptyStates && roll(25), let failure = editInsideEmptyState() {
        return "\(failure)\ntree: \(moves.model)\nsteps:\n"
          + steps.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
      }
      if headerAndIndexCallsEdit && roll(20), let failure = editFromHeaderOrIndexCall() {
        return "\(failure)\ntree: \(moves.model)\nsteps:\n"
          + steps.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
      }
      if movesGroups && roll(20), let failure = moveGroup(tree.pick(GroupMoveTelling.allCases)) {
        return "\(failure)\ntree: \(moves.model)\nsteps:\n"
          + steps.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
      }
      let failure =
        roll(85)
        ? (root.takesEveryProposal && roll(40) ? dropDrag() : drag()) : extremeMove()
      if let failure {
        return "\(failure)\ntree: \(moves.model)\nsteps:\n"
          + steps.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
      }
    }
    return nil
  }

  // MARK: - Steps

  /// A random edit of what an empty state holds, shown or hidden, in a root transaction,
  /// applied to the move model and to the real tree; checked as a drag is.
  func editInsideEmptyState() -> String? {
    tree.model = moves.model
    guard let edit = tree.randomEditInsideEmptyState() else { return nil }
    moves.model.apply(edit)
    steps.append("edit inside an empty state: \(edit)")
    seen["edit inside an empty state", default: 0] += 1
    root.performUpdates { applyToTheTree(edit) }
    return check(after: "the edit")
  }

  /// Applies an edit the move model already took to the real nodes, as an app does.
  func applyToTheTree(_ edit: PromiseEdit) {
    let model = moves.model
    let find = { (id: Int) in PromiseTreeBuilder.node(id: id, in: self.root, rootID: model.id) }
    switch edit {
    case .insert(let node, let container, let position):
      find(container)?.childDelegates.insert(PromiseTreeBuilder.build(node), at: position)
    case .remove(let id):
      guard let node = find(id), let parent = node.parentDelegate,
        let position = parent.childDelegates.firstIndex(where: { $0 === node })
      else { return }
      parent.childDelegates.remove(at: position)
    case .newVersion(let id), .resize(let id, _):
      guard let node = find(id), let current = model.reachableNode(id: id) else { return }
      if let block = node as? PromiseBlock {
        block.count = current.count
        block.version = current.version
        block.setNeedsUpdate()
        return
      }
      let new = PromiseTreeBuilder.build(current)
      guard let parent = node.parentDelegate else { return }
      if let holder = parent as? PropagatingTableDelegate, holder.emptyStateDelegate === node {
        holder.emptyStateDelegate = new
      } else if let position = parent.childDelegates.firstIndex(where: { $0 === node }) {
        parent.childDelegates[position] = new
      }
    case .assign(let id, let items):
      (find(id) as? any PromiseDeclaredSource)?.items = items
    case .move(let id, let container, let position):
      // The node itself, out of its parent and into its new one (group moves, see
      // ``moveGroup(_:)``).
      guard let node = find(id), let parent = node.parentDelegate,
        let from = parent.childDelegates.firstIndex(where: { $0 === node })
      else { return }
      parent.childDelegates.remove(at: from)
      find(container)?.childDelegates.insert(node, at: position)
    case .setEmptyState:
      break
    }
  }

  /// A drag with `reorderRow`, from a random row (a movable one mostly) to a random place.
  func drag() -> String? {
    let sections = moves.sections
    var sources: [TableIndexPath] = []
    var movable: [TableIndexPath] = []
    for (section, content) in sections.enumerated() {
      for (row, leaf) in content.rows.enumerated() {
        let path = TableIndexPath(row: row, section: section)
        sources.append(path)
        if PromiseMoveModel.isMovable(leaf, in: content) { movable.append(path) }
      }
    }
    guard !sources.isEmpty else { return nil }
    // The last row of a group with an empty state, now and then: moving it shows the empty
    // state.
    let lastRows = movable.filter { path in
      let leaf = sections[path.section].rows[path.row]
      guard let group = moves.model.reachableNode(id: leaf.chain.last ?? -1) else { return false }
      return !group.emptyState.isEmpty && group.span(underRowMode: true) == 1
    }
    let source =
      !lastRows.isEmpty && roll(40)
      ? lastRows[int(0...(lastRows.count - 1))]
      : !movable.isEmpty && roll(92)
        ? movable[int(0...(movable.count - 1))] : sources[int(0...(sources.count - 1))]
    let proposed = proposal(from: source, in: sections)
    steps.append("drag \(source) to \(proposed)")
    let before = table.diagnostics.count
    let returned = table.reorderRow(from: source, to: proposed)
    let leaf = sections[source.section].rows[source.row]
    guard PromiseMoveModel.isMovable(leaf, in: sections[source.section]) else {
      guard returned == nil else { return "a row that cannot move moved to \(returned!)" }
      guard table.diagnostics.contains(.rowNotMovable(indexPath: source)) else {
        return "a refused drag reported nothing"
      }
      seen["not movable", default: 0] += 1
      return check(after: "a refused drag")
    }
    if root.takesEveryProposal {
      return dropWithoutTheTree(from: source, to: proposed, returned: returned, since: before)
    }
    let target = moves.admissible(from: source, to: proposed)
    guard returned == target else {
      return "reorderRow returned \(returned.map(\.description) ?? "nil"), the model \(target)"
    }
    if target != proposed { seen[target == source ? "refused" : "retargeted", default: 0] += 1 }
    guard target != source else { return check(after: "a drop refused by the tree") }
    if moves.refuses(from: source, to: target) {
      return refusal(from: source, to: target, since: before)
    }
    let originGroup = leaf.chain.last
    let showing = moves.nodesShowingEmptyStates
    let landed = moves.applyMove(from: source, to: target)
    note(source: source, target: target, originGroup: originGroup, landed: landed)
    let appeared = moves.nodesShowingEmptyStates.subtracting(showing)
    if !appeared.isEmpty { seen["emptied a group into its empty state", default: 0] += 1 }
    if landed.group != nil {
      // The row lands where the table dropped it, below the empty states that appeared above.
      let row = moves.row(of: landed.moved, in: target.section)!
      let shown = moves.emptyStateRows(in: target.section, above: row, shownBy: appeared)
      guard row - shown == target.row else {
        return "the model lands node \(landed.moved) at row \(row), dropped at \(target.row)"
      }
      let place = TableIndexPath(row: row, section: target.section)
      if let failure = placeMismatch(of: landed.moved, group: landed.group, at: place) {
        return failure
      }
    }
    let reported = Array(table.diagnostics[before...])
    guard reported.isEmpty else { return "a move the tree took reported \(reported)" }
    return check(after: "the drag")
  }

  /// A drag and drop with the table's `beginDrag` and `drop` drivers, in a walk whose root
  /// takes every proposal: the drop asks `canMoveRowAt`, not the tree's target, so it lands as
  /// ``dropWithoutTheTree(from:to:returned:)`` says; a row that may not move stays.
  func dropDrag() -> String? {
    let sections = moves.sections
    var sources: [TableIndexPath] = []
    for (section, content) in sections.enumerated() {
      for row in content.rows.indices { sources.append(TableIndexPath(row: row, section: section)) }
    }
    guard !sources.isEmpty else { return nil }
    let source = sources[int(0...(sources.count - 1))]
    let proposed = proposal(from: source, in: sections)
    steps.append("drag and drop \(source) to \(proposed)")
    let before = table.diagnostics.count
    guard table.beginDrag(fromRowAt: source)?.sourceIndexPath == source else {
      return "no drag began from \(source)"
    }
    guard table.drop(at: proposed) else { return "the drop at \(proposed) was not performed" }
    guard table.dragSession == nil else { return "the drag outlived its drop" }
    seen["dropped", default: 0] += 1
    let leaf = sections[source.section].rows[source.row]
    guard PromiseMoveModel.isMovable(leaf, in: sections[source.section]) else {
      return check(after: "a drop of a row that may not move")
    }
    return dropWithoutTheTree(from: source, to: proposed, returned: proposed, since: before)
  }

  /// A drag whose target the root took without asking the tree: the tree takes what it can
  /// (by the landing rule) and reports the rest, after which the table shows the tree.
  func dropWithoutTheTree(
    from source: TableIndexPath, to proposed: TableIndexPath, returned: TableIndexPath?,
    since before: Int
  )
    -> String?
  {
    guard returned == proposed else {
      return "reorderRow returned \(returned.map(\.description) ?? "nil"), proposed \(proposed)"
    }
    guard proposed != source else { return check(after: "a drop in place") }
    guard moves.takes(from: source, to: proposed) else {
      guard table.diagnostics.contains(.moveNotTaken(from: source, to: proposed)) else {
        return "a drop the tree cannot take reported nothing"
      }
      seen["not taken", default: 0] += 1
      return check(after: "a drop the tree cannot take")
    }
    if moves.refuses(from: source, to: proposed) {
      return refusal(from: source, to: proposed, since: before)
    }
    let showing = moves.nodesShowingEmptyStates
    let landed = moves.applyMove(from: source, to: proposed)
    let appeared = moves.nodesShowingEmptyStates.subtracting(showing)
    if !appeared.isEmpty { seen["emptied a group into its empty state", default: 0] += 1 }
    if landed.group != nil {
      let row = moves.row(of: landed.moved, in: proposed.section)!
      if let failure = placeMismatch(
        of: landed.moved, group: landed.group,
        at: TableIndexPath(row: row, section: proposed.section))
      {
        return failure
      }
      // Empty states that appeared above the row are rows the table was not told of.
      let shown = moves.emptyStateRows(in: proposed.section, above: row, shownBy: appeared)
      if row - shown != proposed.row {
        guard table.diagnostics.contains(.moveNotTaken(from: source, to: proposed)) else {
          return "a row landing at \(row), not \(proposed.row), reported nothing"
        }
        seen["landed elsewhere", default: 0] += 1
      }
    }
    return check(after: "a drop taken without asking the tree")
  }

  /// A move the tree refuses for an empty state: the table reports exactly that the move was
  /// not taken (diagnostics from position `before` on), and shows the tree, unchanged.
  func refusal(from source: TableIndexPath, to target: TableIndexPath, since before: Int)
    -> String?
  {
    let reported = Array(table.diagnostics[before...])
    guard reported == [.moveNotTaken(from: source, to: target)] else {
      return "a move refused for an empty state reported \(reported)"
    }
    seen["refused for an empty state", default: 0] += 1
    return check(after: "a move refused for an empty state")
  }

  /// Counts what a move did.
  func note(
    source: TableIndexPath, target: TableIndexPath, originGroup: Int?,
    landed: (moved: Int, group: Int?)
  ) {
    guard let group = landed.group else {
      seen["declared rows reordered", default: 0] += 1
      return
    }
    if source.section != target.section {
      seen["across sections", default: 0] += 1
    } else if group != originGroup {
      seen["to another group of its section", default: 0] += 1
    } else {
      seen["within its group", default: 0] += 1
    }
    let siblings = moves.model.reachableNode(id: group)!.children
    guard group != moves.sections[target.section].node, siblings.count > 1 else { return }
    if siblings.last?.id == landed.moved {
      seen["to the last place of a group", default: 0] += 1
    }
    if siblings.first?.id == landed.moved {
      seen["to the first place of a group", default: 0] += 1
    }
  }

  /// A random valid place for a row dragged from `source`: in its section half the time, at a
  /// group's first or last row often.
  func proposal(from source: TableIndexPath, in sections: [PromiseMoveModel.Section])
    -> TableIndexPath
  {
    // Another section of the same kind mostly: the library's sections take each other's rows.
    let kind = sections[source.section].kind
    let alike = sections.indices.filter { sections[$0].kind == kind && $0 != source.section }
    var section =
      roll(45)
      ? source.section
      : !alike.isEmpty && roll(75)
        ? alike[int(0...(alike.count - 1))] : int(0...(sections.count - 1))
    if root.takesEveryProposal && ![.rowNode, .dataSource].contains(sections[section].kind) {
      // The app's own sections answer for drops into them: not this model's.
      section = source.section
    }
    let isSame = section == source.section
    let places = sections[section].rows.count - (isSame ? 1 : 0)
    var row = int(0...max(places, 0))
    let rows = sections[section].rows
    let groups = Set(rows.flatMap(\.chain))
    if roll(40), !groups.isEmpty {
      // A group's edge: the first row of some group, or the place after its last.
      let group = groups.sorted()[int(0...(groups.count - 1))]
      let first = rows.firstIndex { $0.chain.contains(group) }!
      let last = rows.lastIndex { $0.chain.contains(group) }!
      row = roll(50) ? first : last + 1
      if isSame && source.row < row { row -= 1 }
      row = min(max(row, 0), max(places, 0))
    }
    return TableIndexPath(row: row, section: section)
  }

  /// `moveRowAt` called on the root with an extreme path: a source or section that does not
  /// exist moves nothing; a row node moved past either end of its own section lands at that
  /// end (the table then reloads, since it moved nothing itself).
  func extremeMove() -> String? {
    let extremes = [Int.min, Int.min + 1, -1, Int.max - 1, Int.max, 1 << 40]
    let sections = moves.sections
    guard !sections.isEmpty else { return nil }
    let extreme = extremes[int(0...(extremes.count - 1))]
    let rowsOf = { (section: Int) in sections[section].rows.count }
    let validSection = int(0...(sections.count - 1))
    let source: TableIndexPath
    let destination: TableIndexPath
    switch int(0...5) {
    case 0:
      source = TableIndexPath(row: 0, section: extreme)
      destination = TableIndexPath(row: 0, section: validSection)
    case 1:
      source = TableIndexPath(row: extreme, section: validSection)
      destination = TableIndexPath(row: 0, section: validSection)
    case 2:
      source = TableIndexPath(row: int(0...max(rowsOf(validSection) - 1, 0)), section: validSection)
      destination = TableIndexPath(row: 0, section: extreme)
    default:
      source = TableIndexPath(row: int(0...max(rowsOf(validSection) - 1, 0)), section: validSection)
      destination = TableIndexPath(row: extreme, section: validSection)
    }
    steps.append("moveRowAt \(source) to \(destination), straight to the root")
    root.tableView(table, moveRowAt: source, to: destination)
    let isValidSource =
      sections.indices.contains(source.section)
      && sections[source.section].rows.indices.contains(source.row)
    if isValidSource, source.section == destination.section,
      sections[source.section].kind == .rowNode
    {
      let rows = sections[source.section].rows
      let leaf = rows[source.row]
      let landing = min(max(destination.row, 0), rows.count - 1)
      let target = TableIndexPath(row: landing, section: source.section)
      if !PromiseMoveModel.isUnit(leaf), landing != source.row,
        !moves.refuses(from: source, to: target)
      {
        let showing = moves.nodesShowingEmptyStates
        let landed = moves.applyMove(from: source, to: target)
        // The row lands at that end, below the empty states that appeared above it.
        let appeared = moves.nodesShowingEmptyStates.subtracting(showing)
        let row = moves.row(of: landed.moved, in: source.section)!
        let shown = moves.emptyStateRows(in: source.section, above: row, shownBy: appeared)
        guard row - shown == landing else {
          return "the model lands node \(landed.moved) at row \(row), moved to \(landing)"
        }
        let place = TableIndexPath(row: row, section: source.section)
        if let failure = placeMismatch(of: landed.moved, group: landed.group, at: place) {
          return failure
        }
        seen["moved by an extreme path", default: 0] += 1
      }
    }
    seen["extreme path", default: 0] += 1
    table.reloadData()
    return check(after: "an extreme moveRowAt")
  }

  // MARK: - Checks

  /// Whether the moved node is the child of `group` at the model's position, at `target`'s row.
  func placeMismatch(of id: Int, group: Int?, at target: TableIndexPath) -> String? {
    guard let group else { return nil }
    guard let node = PromiseTreeBuilder.node(id: id, in: root, rootID: moves.model.id) else {
      return "the moved node \(id) is not in the tree"
    }
    let parent = node.parentDelegate.flatMap(promiseModelID)
    let position = moves.model.reachableNode(id: group)!.children.firstIndex { $0.id == id }!
    guard parent == group, node.index == position else {
      return
        "the moved node \(id) is in \(parent.map(String.init) ?? "no group") at \(node.index), "
        + "the model puts it in \(group) at \(position)"
    }
    guard node.tableRange.lowerBound == target.row else {
      return "the moved node \(id) starts at row \(node.tableRange.lowerBound), dropped at "
        + "\(target.row)"
    }
    return nil
  }

  /// After a step: no batch was rejected, the ranges and the table are the model's, and a
  /// transaction finds nothing to tell.
  func check(after step: String) -> String? {
    let model = moves.model
    if let error = updateErrors.first { return "after \(step): a batch was rejected: \(error)" }
    if let failure = PromiseExpectations.first([
      { PromiseExpectations.rangesMismatch(of: self.root, model) },
      { PromiseExpectations.tableMismatch(self.table, model) },
    ]) {
      return "after \(step): \(failure)"
    }
    let updates = root.performUpdates {}
    guard updates.isEmpty else {
      return "after \(step): performUpdates {} applied \(updates)"
    }
    if let failure = PromiseExpectations.tableMismatch(table, model) {
      return "after \(step), then an empty transaction: \(failure)"
    }
    return nil
  }
}

extension PromiseExpectations {
  /// Whether every node's `tableRange` under `root` is the model's.
  static func rangesMismatch(of root: any CascadingTableDelegate, _ model: PromiseModelNode)
    -> String?
  {
    for (id, expected) in model.expectedRanges().sorted(by: { $0.key < $1.key }) {
      guard let node = PromiseTreeBuilder.node(id: id, in: root, rootID: model.id) else {
        return "node \(id) is missing from the tree"
      }
      if node.tableRange != expected {
        return "node \(id) (\(type(of: node))) has tableRange \(node.tableRange), the model "
          + "\(expected)"
      }
    }
    return nil
  }
}
