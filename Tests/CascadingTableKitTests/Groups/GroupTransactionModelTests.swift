import CascadingTableKit
import Foundation
import Testing

/// Random trees of nested groups, blocks and groups of declarations, in sections and in groups
/// of sections, changed by random transactions: on the root, on a group deep in the tree,
/// nested in one another, with a reload in the middle, and after edits the table was never
/// told about. After every step the table accepted every batch, each transaction returned
/// what the table applied, replaying that batch on what the table showed gives the tree, and
/// every count, visible cell and visible row height is the tree's.
///
/// `CTK_GROUP_SEEDS` (default 1,500) and `CTK_GROUP_SEED_BASE` (default 1) choose the seeds;
/// a failure names its seed and steps.
@MainActor
struct GroupTransactionModelTests {
  @Test func randomGroupTreesUnderRandomTransactionsKeepEveryInvariant() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["CTK_GROUP_SEEDS"].flatMap { UInt64($0) } ?? 1_500
    let base = environment["CTK_GROUP_SEED_BASE"].flatMap { UInt64($0) } ?? 1
    var failures = 0
    var first: String?
    for seed in base..<(base + count) {
      let walk = GroupWalk(seed: seed)
      walk.run(steps: 25)
      guard let failure = walk.failure else { continue }
      failures += 1
      if first == nil {
        first =
          "seed \(seed): \(failure)\nsteps:\n"
          + walk.steps.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
      }
    }
    #expect(failures == 0, "\(failures) of \(count) sequences failed; first: \(first ?? "")")
  }
}

/// One random sequence over a group tree, and its checks.
@MainActor
private final class GroupWalk {
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
  let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
  var random: HostSeededGenerator
  var nextID = 1
  var steps: [String] = []
  var failure: String?
  var updateErrors: [TableUpdateError] = []
  /// Whether an edit assigned declarations, which a data source applies at once when no
  /// transaction runs.
  var assignedDeclarations = false
  /// Whether an edit reloaded the table: a batch then holds only what changed after it.
  var reloaded = false

  init(seed: UInt64) {
    random = HostSeededGenerator(seed: seed)
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.updateErrorHandler = { [unowned self] error in updateErrors.append(error) }
    root.childDelegates = (0..<int(1...4)).map { _ in newSection() }
    if roll(30) {
      let inner = CascadingRootTableDelegate(
        index: 0, childDelegates: (0..<int(0...2)).map { _ in newSection() })
      root.childDelegates.insert(inner, at: int(0...root.childDelegates.count))
    }
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.layoutIfNeeded()
  }

  // MARK: Random helpers

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  func roll(_ percent: Int) -> Bool { int(1...100) <= percent }

  func id() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  func newRow() -> IdentifiedRow { IdentifiedRow(id: id()) }

  func newChild(depth: Int) -> any CascadingTableDelegate {
    switch int(1...10) {
    case 1...4: return newRow()
    case 5: return HandWrittenModelRow(id: id())
    case 6...7 where depth < 4:
      return ModelGroup(
        id: id(), children: (0..<int(0...3)).map { _ in newChild(depth: depth + 1) })
    case 8: return CountingBlock(id: id(), count: int(0...3))
    case 9:
      let source = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
      source.cellDeclarations = (0..<int(0...3)).map { _ in DeclaredItem(id: id()) }
      return source
    default: return newRow()
    }
  }

  func newSection() -> ModelGroup {
    ModelGroup(id: id(), children: (0..<int(0...5)).map { _ in newChild(depth: 1) })
  }

  /// Every group and section calls back into the walk's hooks.
  let hooks = CallbackHooks()

  /// Every `.row` node of the tree (sections and groups), with its depth.
  func containers() -> [(node: ModelGroup, depth: Int)] {
    var found: [(ModelGroup, Int)] = []
    func visit(_ node: any CascadingTableDelegate, depth: Int) {
      if let group = node as? ModelGroup {
        found.append((group, depth))
        for child in group.childDelegates {
          visit(child, depth: depth + 1)
        }
      } else if let inner = node as? CascadingRootTableDelegate {
        for child in inner.childDelegates {
          visit(child, depth: depth)
        }
      }
    }
    for child in root.childDelegates {
      visit(child, depth: 1)
    }
    return found
  }

  func isAncestor(_ node: AnyObject, of other: any CascadingTableDelegate) -> Bool {
    var current: (any CascadingTableDelegate)? = other
    while let next = current {
      if next === node { return true }
      current = next.parentDelegate
    }
    return false
  }

  // MARK: Edits

  /// One random edit of the tree.
  func edit() {
    let all = containers()
    guard !all.isEmpty else {
      root.childDelegates.append(newSection())
      steps.append("  append a section")
      return
    }
    let (container, depth) = all[int(0...(all.count - 1))]
    let children = container.childDelegates
    switch int(1...12) {
    case 1...3:
      container.childDelegates.insert(newChild(depth: depth), at: int(0...children.count))
      steps.append("  insert into \(container.id)")
    case 4 where !children.isEmpty:
      container.childDelegates.remove(at: int(0...(children.count - 1)))
      steps.append("  remove from \(container.id)")
    case 5...6 where !children.isEmpty:
      let moved = children[int(0...(children.count - 1))]
      let (target, _) = all[int(0...(all.count - 1))]
      guard !isAncestor(moved, of: target) else { return }
      container.childDelegates.remove(at: moved.index)
      target.childDelegates.insert(moved, at: int(0...target.childDelegates.count))
      steps.append("  move \(type(of: moved)) from \(container.id) to \(target.id)")
    case 7 where !children.isEmpty:
      let position = int(0...(children.count - 1))
      if let row = children[position] as? IdentifiedRow {
        container.childDelegates[position] = IdentifiedRow(id: row.id, version: row.version + 1)
        steps.append("  new version of row \(row.id)")
      } else if let row = children[position] as? HandWrittenModelRow {
        container.childDelegates[position] = HandWrittenModelRow(
          id: row.id, version: row.version + 1)
        steps.append("  new version of hand-written row \(row.id)")
      } else if let block = children[position] as? CountingBlock {
        if roll(50) {
          block.count = int(0...3)
        } else {
          block.version += 1
        }
        if roll(15) {
          // Told by a reload instead.
          table.reloadData()
          reloaded = true
          steps.append("  block \(block.id) now \(block.count) v\(block.version), reload")
        } else {
          block.setNeedsUpdate()
          steps.append("  block \(block.id) now \(block.count) v\(block.version)")
        }
      }
    case 8:
      let sources = children.compactMap { $0 as? TableViewDataSource<DeclaredItem> }
      guard let source = sources.first else { return }
      var items = source.cellDeclarations
      if !items.isEmpty && roll(50) {
        items.remove(at: int(0...(items.count - 1)))
      }
      if roll(60) {
        items.insert(DeclaredItem(id: id()), at: int(0...items.count))
      }
      if !items.isEmpty && roll(40) {
        items[int(0...(items.count - 1))].version += 1
      }
      if roll(30) {
        items.reverse()
      }
      source.cellDeclarations = items
      assignedDeclarations = true
      steps.append("  declarations of a group in \(container.id): \(items.map(\.id))")
    case 9 where container.parentDelegate is CascadingRootTableDelegate:
      let parent = container.parentDelegate as! CascadingRootTableDelegate
      parent.childDelegates.insert(newSection(), at: int(0...parent.childDelegates.count))
      steps.append("  insert a section")
    case 10 where container.parentDelegate is CascadingRootTableDelegate:
      let parent = container.parentDelegate as! CascadingRootTableDelegate
      parent.childDelegates.remove(at: container.index)
      steps.append("  remove section \(container.id)")
    case 11 where container.parentDelegate is CascadingRootTableDelegate:
      let parent = container.parentDelegate as! CascadingRootTableDelegate
      let sections = parent.childDelegates
      parent.childDelegates = sections.shuffled(using: &random)
      steps.append("  shuffle sections")
    default:
      container.childDelegates.append(newRow())
      steps.append("  append a row to \(container.id)")
    }
  }

  // MARK: Steps

  func run(steps count: Int) {
    for _ in 0..<count where failure == nil {
      step()
    }
  }

  func step() {
    let before = snapshot()
    reloaded = false
    var returned: [TableUpdate] = []
    var replays = true
    switch int(1...11) {
    case 1...4:
      steps.append("root transaction")
      returned = root.performUpdates { for _ in 0..<int(1...3) { edit() } }
    case 5...6:
      let all = containers()
      guard !all.isEmpty else { return }
      let node = all[int(0...(all.count - 1))].node
      steps.append("transaction on group \(node.id)")
      returned = node.performUpdates { for _ in 0..<int(1...3) { edit() } }
    case 7:
      steps.append("nested transactions")
      returned = root.performUpdates {
        edit()
        let all = containers()
        let inner = all.isEmpty ? [] : all[int(0...(all.count - 1))].node.performUpdates { edit() }
        if !inner.isEmpty {
          fail("a joined transaction returned \(inner)")
        }
        edit()
      }
    case 8:
      steps.append("reload in the middle")
      replays = false
      returned = root.performUpdates {
        edit()
        table.reloadData()
        edit()
      }
    case 9:
      steps.append("edits never told, then a transaction")
      assignedDeclarations = false
      for _ in 0..<int(1...2) { edit() }
      // An assignment outside a transaction was applied at once, in a batch of its own.
      replays = !assignedDeclarations
      returned = root.performUpdates {}
    case 10:
      // A transaction from inside a callback: a cell asked for, or a row selected.
      replays = false
      for (group, _) in containers() {
        group.hooks = hooks
      }
      let callback: CallbackHooks.Callback = roll(50) ? .cellForRow : .didSelect
      steps.append("a transaction from \(callback)")
      hooks.hook(callback) { [unowned self] _ in
        let all = containers()
        guard !all.isEmpty else { return }
        all[int(0...(all.count - 1))].node.performUpdates { edit() }
      }
      if callback == .cellForRow {
        table.contentOffset = Double(int(0...400))
      } else if let visible = table.indexPathsForVisibleRows, !visible.isEmpty {
        table.tapRow(at: visible[int(0...(visible.count - 1))])
      }
      hooks.clear()
    default:
      steps.append("scroll")
      table.contentOffset = Double(int(0...400))
    }
    check(before: before, returned: returned, replays: replays && !reloaded)
  }

  // MARK: Checks

  func fail(_ message: String) {
    if failure == nil {
      failure = message
    }
  }

  func check(before: TreeSnapshot, returned: [TableUpdate], replays: Bool) {
    if let error = updateErrors.first ?? table.lastUpdateError {
      fail("the table rejected a batch: \(error)")
      return
    }
    if !returned.isEmpty && table.lastAppliedUpdates != returned {
      fail("returned \(returned), the table applied \(table.lastAppliedUpdates)")
    }
    table.layoutIfNeeded()
    let tree = snapshot()
    // Data sources apply their own assignments outside transactions: replay only batches
    // that hold every change.
    if replays, !returned.isEmpty, before.applying(returned, target: tree) != tree {
      fail("\(returned) on \(before) does not give \(tree)")
    }
    guard table.numberOfSections == tree.sections.count,
      tree.sections.indices.allSatisfy({
        table.numberOfRows(inSection: $0) == tree.sections[$0].rows.count
      })
    else {
      let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
      fail("the table has rows \(counts), the tree \(tree.sections.map(\.rows.count)): \(tree)")
      return
    }
    if let wrong = firstWrongRange() {
      fail(wrong)
      return
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let expected = tree.sections[indexPath.section].rows[indexPath.row].text
      let text = table.cellForRow(at: indexPath)?.text
      if text != expected {
        fail("the cell at \(indexPath) shows \(text ?? "nothing"), the tree \(expected)")
        return
      }
      if let height = root.tableView(table, heightForRowAt: indexPath), height >= 0,
        table.rect(forRow: indexPath).height != height
      {
        fail(
          "the row at \(indexPath) is \(table.rect(forRow: indexPath).height) high, not \(height)")
        return
      }
    }
  }

  /// The first node whose `tableRange` is not the slots the model gives it, described; `nil`
  /// when every node's range is right.
  func firstWrongRange() -> String? {
    func rowCount(of node: any CascadingTableDelegate) -> Int {
      switch node {
      case let group as ModelGroup: group.childDelegates.reduce(0) { $0 + rowCount(of: $1) }
      case let block as CountingBlock: block.count
      case let source as TableViewDataSource<DeclaredItem>: source.cellDeclarations.count
      default: 1
      }
    }
    func sectionCount(of node: any CascadingTableDelegate) -> Int {
      guard let inner = node as? CascadingRootTableDelegate else { return 1 }
      return inner.childDelegates.reduce(0) { $0 + sectionCount(of: $1) }
    }
    func checkRows(of group: ModelGroup, from start: Int) -> String? {
      var row = start
      for child in group.childDelegates {
        let expected = row..<(row + rowCount(of: child))
        if child.tableRange != expected {
          return "\(type(of: child)) in \(group.id) fills \(child.tableRange), not \(expected)"
        }
        if let inner = child as? ModelGroup, let wrong = checkRows(of: inner, from: row) {
          return wrong
        }
        row = expected.upperBound
      }
      return nil
    }
    func checkSections(of node: PropagatingTableDelegate, from start: Int) -> String? {
      var section = start
      for child in node.childDelegates {
        let expected = section..<(section + sectionCount(of: child))
        if child.tableRange != expected {
          return "\(type(of: child)) fills sections \(child.tableRange), not \(expected)"
        }
        if let inner = child as? CascadingRootTableDelegate,
          let wrong = checkSections(of: inner, from: section)
        {
          return wrong
        }
        if let group = child as? ModelGroup, let wrong = checkRows(of: group, from: 0) {
          return wrong
        }
        section = expected.upperBound
      }
      return nil
    }
    return checkSections(of: root, from: 0)
  }

  /// What the tree shows: its sections (through groups of sections) and their rows (through
  /// groups, blocks and groups of declarations).
  func snapshot() -> TreeSnapshot {
    var sections: [TreeSnapshot.Section] = []
    func rows(of node: any CascadingTableDelegate, into rows: inout [TreeSnapshot.Row]) {
      if let row = node as? IdentifiedRow {
        rows.append(.init(key: "r\(row.id)", text: row.text))
      } else if let row = node as? HandWrittenModelRow {
        rows.append(.init(key: "h\(row.id)", text: row.text))
      } else if let group = node as? ModelGroup {
        for child in group.childDelegates {
          Self.appendRows(of: child, into: &rows, using: rows(of:into:))
        }
      } else if let block = node as? CountingBlock {
        for row in 0..<block.count {
          rows.append(.init(key: "b\(block.id).\(row)", text: block.text(row: row)))
        }
      } else if let source = node as? TableViewDataSource<DeclaredItem> {
        for item in source.cellDeclarations {
          rows.append(.init(key: "d\(item.id)", text: item.text))
        }
      }
    }
    func visit(_ node: any CascadingTableDelegate) {
      if let section = node as? ModelGroup {
        var sectionRows: [TreeSnapshot.Row] = []
        rows(of: section, into: &sectionRows)
        sections.append(.init(id: section.id, rows: sectionRows))
      } else if let inner = node as? CascadingRootTableDelegate {
        inner.childDelegates.forEach(visit)
      }
    }
    root.childDelegates.forEach(visit)
    return TreeSnapshot(sections: sections)
  }

  private static func appendRows(
    of node: any CascadingTableDelegate, into rows: inout [TreeSnapshot.Row],
    using append: (any CascadingTableDelegate, inout [TreeSnapshot.Row]) -> Void
  ) {
    append(node, &rows)
  }
}
