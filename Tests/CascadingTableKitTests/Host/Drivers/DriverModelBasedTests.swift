import CascadingTableKit
import Testing

/// Random sequences mixing the new drivers (primary action, focus with a coordinator, the
/// selection pan, context menus, drag, drop) with scrolling, reloads, batch updates, swipes,
/// taps and editing mode, checked after every step against a plain model: the rows' order, the
/// selection, the open menu, the drag and its source row, editing mode and what the delegate
/// was asked to do. The delegate (``DriverModelDelegate``) answers by row id and removes some
/// dragged rows from inside `itemsForBeginning`.
@MainActor
struct DriverModelBasedTests {
  /// What the table should show and hold, by row id.
  struct Model {
    var sections: [[Int]]
    var selected: Set<Int> = []
    var menu: Int?
    var dragging = false
    var dragSource: Int?
    var dragItems = 0
    var editing = false
    var primaryActions = 0
    var menuActionRuns = 0
    var drops = 0
    var commits = 0
    var exits = 0
    /// The problems the table should have reported, in order.
    var problems: [TableProblem] = []

    func id(at indexPath: TableIndexPath) -> Int { sections[indexPath.section][indexPath.row] }

    /// Forgets a row that left the data.
    mutating func remove(at indexPath: TableIndexPath) {
      let id = sections[indexPath.section].remove(at: indexPath.row)
      selected.remove(id)
      if menu == id { menu = nil }
      if dragSource == id { dragSource = nil }
    }

    /// The rows from `start` to `end` in table order, in the order a pan crosses them.
    func rows(from start: TableIndexPath, to end: TableIndexPath) -> [Int] {
      var flat: [TableIndexPath] = []
      for (section, rows) in sections.enumerated() {
        for row in rows.indices { flat.append(TableIndexPath(row: row, section: section)) }
      }
      let a = flat.firstIndex(of: start)!
      let b = flat.firstIndex(of: end)!
      let range = a <= b ? Array(flat[a...b]) : Array(flat[b...a].reversed())
      return range.map(id(at:))
    }
  }

  @Test func randomDriverSequencesMatchAPlainModel() {
    for seed in UInt64(1)...5_000 {
      if let failure = run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  /// The same sequences with two more drivers mixed in: a committed menu preview and a drag
  /// leaving the table, each reporting a problem when nothing is in progress.
  @Test func randomSequencesWithPreviewCommitsAndDragExitsMatchAPlainModel() {
    for seed in UInt64(1)...5_000 {
      if let failure = run(seed: seed + 100_000, endingInteractions: true) {
        Issue.record("seed \(seed + 100_000): \(failure)")
        return
      }
    }
  }

  /// Runs one random sequence; returns what first differed from the model, or `nil`. With
  /// `endingInteractions`, the sequence also commits menu previews and drags out of the table.
  private func run(seed: UInt64, endingInteractions: Bool = false) -> String? {
    var random = HostSeededGenerator(seed: seed)
    var nextID = 1
    var initial: [[Int]] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var rows: [Int] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        rows.append(nextID)
        nextID += 1
      }
      initial.append(rows)
    }
    let delegate = DriverModelDelegate(sections: initial)
    let table = HeadlessTableView(viewportSize: TableSize(width: 60, height: 70))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.allowsMultipleSelection = true
    table.allowsSelectionDuringEditing = true
    table.allowsMultipleSelectionDuringEditing = true
    table.register(TableCell.self, forCellReuseIdentifier: "row")
    table.dataSource = delegate
    table.delegate = delegate
    table.layoutIfNeeded()
    var model = Model(sections: initial)

    for step in 0..<25 {
      let rows = model.sections.enumerated().flatMap { section, ids in
        ids.indices.map { TableIndexPath(row: $0, section: section) }
      }
      let any = rows.randomElement(using: &random)
      var action = ""
      switch Int.random(in: 0..<(endingInteractions ? 17 : 15), using: &random) {
      case 0:
        action = "scroll"
        table.contentOffset = Double(Int.random(in: 0...60, using: &random))
      case 1:
        action = "reload"
        table.reloadData()
        model.selected = []
        model.menu = nil
        model.dragSource = nil
      case 2:
        let section = Int.random(in: 0..<model.sections.count, using: &random)
        let row = Int.random(in: 0...model.sections[section].count, using: &random)
        action = "insert \(section).\(row)"
        model.sections[section].insert(nextID, at: row)
        delegate.sections[section].insert(nextID, at: row)
        nextID += 1
        table.performBatchUpdates({
          table.insertRows(at: [TableIndexPath(row: row, section: section)], with: .none)
        })
      case 3:
        guard let path = any else { continue }
        action = "delete \(path)"
        model.remove(at: path)
        delegate.sections[path.section].remove(at: path.row)
        table.performBatchUpdates({ table.deleteRows(at: [path], with: .none) })
      case 4:
        guard let path = any else { continue }
        action = "swipe \(path)"
        table.swipeRow(at: path)
        table.endSwipe()
        // In editing mode no swipe opens: there is none to end.
        if model.editing {
          model.problems.append(
            TableProblem(kind: .diagnostic(.noInteractionInProgress(call: "endSwipe()"))))
        }
      case 5:
        guard let path = any else { continue }
        action = "tap \(path)"
        table.tapRow(at: path)
        let id = model.id(at: path)
        if model.selected.contains(id) {
          model.selected.remove(id)
        } else {
          model.selected.insert(id)
        }
      case 6:
        guard let path = any else { continue }
        action = "primary \(path)"
        table.performPrimaryAction(forRowAt: path)
        let id = model.id(at: path)
        if model.selected.contains(id) {
          model.selected.remove(id)
        } else {
          model.selected.insert(id)
          if !model.editing { model.primaryActions += 1 }
        }
      case 7:
        guard let path = any else { continue }
        action = "focus \(path)"
        table.moveFocus(to: path, with: TableFocusAnimationCoordinator())
        let id = model.id(at: path)
        if id % 2 == 0 { model.selected.insert(id) }
      case 8:
        guard let start = any, let end = rows.randomElement(using: &random) else { continue }
        action = "pan \(start) \(end)"
        table.panToSelectRows(from: start, to: end)
        model.editing = true
        model.selected.formUnion(model.rows(from: start, to: end))
      case 9:
        guard let path = any else { continue }
        action = "menu \(path)"
        table.openContextMenu(forRowAt: path)
        let id = model.id(at: path)
        if id % 3 != 0 { model.menu = id }
      case 10:
        action = Bool.random(using: &random) ? "choose" : "dismiss"
        if action == "choose" {
          table.chooseContextMenuAction(at: 0)
          if model.menu != nil { model.menuActionRuns += 1 }
        } else {
          table.dismissContextMenu()
        }
        if model.menu == nil {
          let call = action == "choose" ? "chooseContextMenuAction(at:)" : "dismissContextMenu()"
          model.problems.append(
            TableProblem(kind: .diagnostic(.noInteractionInProgress(call: call))))
        }
        model.menu = nil
      case 11:
        guard let path = any else { continue }
        action = "drag \(path)"
        table.beginDrag(fromRowAt: path)
        let id = model.id(at: path)
        model.dragging = id % 2 == 0
        model.dragSource = model.dragging ? id : nil
        model.dragItems = model.dragging ? 1 : 0
        if id % 10 == 0 { model.remove(at: path) }
      case 12:
        guard let path = any else { continue }
        action = "add \(path)"
        table.addRowToDrag(at: path)
        if model.dragging {
          model.dragItems += 1
        } else {
          model.problems.append(
            TableProblem(
              kind: .diagnostic(.noInteractionInProgress(call: "addRowToDrag(at:point:)"))))
        }
      case 13:
        let section = Int.random(in: 0..<model.sections.count, using: &random)
        let row = Int.random(in: 0...model.sections[section].count, using: &random)
        let destination = TableIndexPath(row: row, section: section)
        action = "drop \(destination)"
        table.drop(at: destination)
        model.drops += 1
        if let source = model.dragSource,
          let from = model.sections.enumerated().lazy.compactMap({ section, ids in
            ids.firstIndex(of: source).map { TableIndexPath(row: $0, section: section) }
          }).first,
          from != destination,
          row <= model.sections[section].count - (section == from.section ? 1 : 0)
        {
          let id = model.sections[from.section].remove(at: from.row)
          model.sections[section].insert(id, at: row)
        }
        model.dragging = false
        model.dragSource = nil
        model.dragItems = 0
      case 15:
        action = "commit preview"
        table.commitContextMenuPreview()
        if model.menu != nil {
          model.commits += 1
        } else {
          model.problems.append(
            TableProblem(
              kind: .diagnostic(.noInteractionInProgress(call: "commitContextMenuPreview()"))))
        }
        model.menu = nil
      case 16:
        action = "drag out"
        table.dropOutsideTable()
        if model.dragging {
          model.exits += 1
        } else {
          model.problems.append(
            TableProblem(kind: .diagnostic(.noInteractionInProgress(call: "dropOutsideTable(at:)")))
          )
        }
        model.dragging = false
        model.dragSource = nil
        model.dragItems = 0
      default:
        action = "editing"
        model.editing.toggle()
        table.setEditing(model.editing, animated: false)
      }
      if let difference = compare(table, delegate, model) {
        return "step \(step) (\(action)): \(difference)"
      }
    }
    return nil
  }

  /// What differs between the table and the model, or `nil`.
  private func compare(_ table: HeadlessTableView, _ delegate: DriverModelDelegate, _ model: Model)
    -> String?
  {
    if delegate.sections != model.sections {
      return "data \(delegate.sections) != \(model.sections)"
    }
    for (section, ids) in model.sections.enumerated()
    where table.numberOfRows(inSection: section) != ids.count {
      return "section \(section) has \(table.numberOfRows(inSection: section)) rows"
    }
    for path in table.indexPathsForVisibleRows ?? []
    where table.cellForRow(at: path)?.text != String(model.id(at: path)) {
      return "row \(path) shows \(table.cellForRow(at: path)?.text ?? "nothing")"
    }
    let selected = Set((table.indexPathsForSelectedRows ?? []).map(model.id(at:)))
    if selected != model.selected { return "selected \(selected) != \(model.selected)" }
    if table.indexPathForContextMenu.map(model.id(at:)) != model.menu {
      return
        "menu at \(String(describing: table.indexPathForContextMenu)), expected \(String(describing: model.menu))"
    }
    if (table.dragSession != nil) != model.dragging { return "dragging differs" }
    if table.dragSession?.sourceIndexPath.map(model.id(at:)) != model.dragSource {
      return "drag source differs"
    }
    if (table.dragSession?.items.count ?? 0) != model.dragItems { return "drag items differ" }
    if table.isEditing != model.editing { return "editing differs" }
    if delegate.primaryActions != model.primaryActions { return "primary actions differ" }
    if delegate.menuActionRuns != model.menuActionRuns { return "menu actions differ" }
    if delegate.drops != model.drops { return "drops differ" }
    if delegate.commits != model.commits {
      return "commits \(delegate.commits) != \(model.commits)"
    }
    if delegate.exits != model.exits { return "exits \(delegate.exits) != \(model.exits)" }
    if table.problems != model.problems { return "problems \(table.problems)" }
    return nil
  }
}
