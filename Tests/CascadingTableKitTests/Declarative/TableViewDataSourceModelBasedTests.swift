import CascadingTableKit
import Testing

/// Seeded random assignments of identifiable declarations, checked against the declarations
/// themselves as the model: every assignment must be applied without an update error, and
/// afterwards the table must show exactly the declared rows, each cell showing its
/// declaration.
@MainActor
struct TableViewDataSourceModelBasedTests {
  /// A random list of unique items drawn from `ids`, with random content versions.
  private static func randomItems(
    from ids: inout [Int], maxCount: Int, using random: inout HostSeededGenerator
  ) -> [DeclaredItem] {
    ids.shuffle(using: &random)
    let count = Int.random(in: 0...min(maxCount, ids.count), using: &random)
    let chosen = Array(ids.prefix(count))
    ids.removeFirst(count)
    return chosen.map { DeclaredItem(id: $0, version: Int.random(in: 0...2, using: &random)) }
  }

  /// Whether the table shows exactly the declarations of each section, in order.
  private static func tableShows(
    _ sections: [[DeclaredItem]], _ table: HeadlessTableView
  ) -> Bool {
    guard table.numberOfSections == sections.count else { return false }
    var expected: [String?] = []
    for (section, items) in sections.enumerated() {
      guard table.numberOfRows(inSection: section) == items.count else { return false }
      expected += items.map(\.text)
    }
    return table.visibleCells.map(\.text) == expected
  }

  /// Whether `updates`, replayed on the rows the model showed (``BatchReplay``), give the rows
  /// it shows now: a batch that forgets a change leaves an old row in place.
  private static func replays(
    _ updates: [TableUpdate], from old: [[DeclaredItem]], to new: [[DeclaredItem]]
  ) -> Bool {
    let target = new.map { $0.map(\.text) }
    return BatchReplay.apply(updates, to: old.map { $0.map(\.text) }, target: target) == target
  }

  private static func makeTable() -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 5_000))
    table.rowHeight = 20
    return table
  }

  @Test func randomAssignmentsToAWholeTableAreAppliedAsValidBatches() {
    for seed in UInt64(1)...2_000 {
      var random = HostSeededGenerator(seed: seed)
      let dataSource = TableViewDataSource<DeclaredItem>(
        binderFromDeclaration: DeclaredItem.binder)
      let table = Self.makeTable()
      var errors: [TableUpdateError] = []
      table.updateErrorHandler = { errors.append($0) }
      table.dataSource = dataSource
      table.delegate = dataSource
      var ids = Array(0..<12)
      var shown = Self.randomItems(from: &ids, maxCount: 8, using: &random)
      dataSource.cellDeclarations = shown
      table.layoutIfNeeded()
      for step in 0..<8 {
        var ids = Array(0..<12)
        let items = Self.randomItems(from: &ids, maxCount: 10, using: &random)
        let updates = dataSource.setCellDeclarations(items)
        let context: Comment = "seed \(seed), step \(step), items \(items), updates \(updates)"
        #expect(errors.isEmpty, context)
        #expect(table.lastUpdateError == nil, context)
        if !updates.isEmpty {
          #expect(table.lastAppliedUpdates == updates, context)
        }
        #expect(Self.replays(updates, from: [shown], to: [items]), context)
        shown = items
        #expect(Self.tableShows([items], table), context)
        guard errors.isEmpty, Self.tableShows([items], table) else { return }
      }
    }
  }

  /// A few random edits of a list: inserts, removals, moves and content changes.
  private static func edited(
    _ items: [DeclaredItem], nextID: inout Int, using random: inout HostSeededGenerator
  ) -> [DeclaredItem] {
    var items = items
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        items.insert(DeclaredItem(id: nextID), at: Int.random(in: 0...items.count, using: &random))
        nextID += 1
      case 1 where !items.isEmpty:
        items.remove(at: Int.random(in: 0..<items.count, using: &random))
      case 2 where !items.isEmpty:
        let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
        items.insert(item, at: Int.random(in: 0...items.count, using: &random))
      case 3 where !items.isEmpty:
        items[Int.random(in: 0..<items.count, using: &random)].version += 1
      default:
        break
      }
    }
    return items
  }

  @Test func fewEditsOfALongListTouchExactlyTheEditedRows() {
    for seed in UInt64(1)...1_500 {
      var random = HostSeededGenerator(seed: seed)
      let dataSource = TableViewDataSource<DeclaredItem>(
        binderFromDeclaration: DeclaredItem.binder)
      let table = Self.makeTable()
      var errors: [TableUpdateError] = []
      table.updateErrorHandler = { errors.append($0) }
      table.dataSource = dataSource
      table.delegate = dataSource
      var items = DeclaredItem.items(Array(0..<Int.random(in: 0...30, using: &random)))
      var nextID = items.count
      dataSource.cellDeclarations = items
      table.layoutIfNeeded()
      for step in 0..<6 {
        let old = items
        items = Self.edited(old, nextID: &nextID, using: &random)
        let updates = dataSource.setCellDeclarations(items)
        let context: Comment = "seed \(seed), step \(step), \(old) → \(items), updates \(updates)"
        #expect(errors.isEmpty, context)
        #expect(table.lastUpdateError == nil, context)
        #expect(Self.tableShows([items], table), context)
        #expect(updates.isEmpty == (old == items), context)
        if !updates.isEmpty {
          #expect(table.lastAppliedUpdates == updates, context)
        }
        #expect(Self.replays(updates, from: [old], to: [items]), context)
        // A kept row is reconfigured exactly when its content changed and it did not move.
        var reconfigured: Set<Int> = []
        var deleted: Set<Int> = []
        for update in updates {
          if case .reconfigureRows(let paths) = update { reconfigured.formUnion(paths.map(\.row)) }
          if case .deleteRows(let paths) = update { deleted.formUnion(paths.map(\.row)) }
        }
        let newByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        for (position, item) in old.enumerated() {
          guard let kept = newByID[item.id] else {
            #expect(deleted.contains(position), context)
            continue
          }
          if kept.version == item.version {
            #expect(!reconfigured.contains(position) && !deleted.contains(position), context)
          } else {
            #expect(reconfigured.contains(position) != deleted.contains(position), context)
          }
        }
        guard errors.isEmpty, Self.tableShows([items], table) else { return }
      }
    }
  }

  @Test func randomAssignmentsToSectionsInOneRootTransactionAreOneValidBatch() {
    var batches = 0
    for seed in UInt64(1)...400 {
      var random = HostSeededGenerator(seed: seed)
      let sections = (0..<3).map { _ in
        TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
      }
      let table = Self.makeTable()
      var errors: [TableUpdateError] = []
      table.updateErrorHandler = { errors.append($0) }
      var ids = Array(0..<15)
      for section in sections {
        section.cellDeclarations = Self.randomItems(from: &ids, maxCount: 4, using: &random)
      }
      let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
      table.layoutIfNeeded()
      for step in 0..<6 {
        var ids = Array(0..<15)
        let assigned = sections.map { _ in
          Self.randomItems(from: &ids, maxCount: 5, using: &random)
        }
        let insideTransaction = Bool.random(using: &random)
        let previous = sections.map(\.cellDeclarations)
        var updates: [TableUpdate] = []
        if insideTransaction {
          updates = root.performUpdates {
            for (section, items) in zip(sections, assigned) {
              section.cellDeclarations = items
            }
          }
        } else {
          for (section, items) in zip(sections, assigned) {
            section.cellDeclarations = items
          }
        }
        let context: Comment =
          "seed \(seed), step \(step), transaction \(insideTransaction), \(assigned), \(updates)"
        #expect(errors.isEmpty, context)
        #expect(table.lastUpdateError == nil, context)
        #expect(Self.tableShows(assigned, table), context)
        if insideTransaction {
          // One batch holds every section's assignment, and nothing changed ⇔ no update.
          #expect(updates.isEmpty == (previous == assigned), context)
          if !updates.isEmpty {
            batches += 1
            #expect(table.lastAppliedUpdates == updates, context)
          }
          #expect(Self.replays(updates, from: previous, to: assigned), context)
        }
        guard errors.isEmpty, Self.tableShows(assigned, table) else { return }
      }
      withExtendedLifetime(root) {}
    }
    // The transaction branch runs (it once sat behind a condition that was always false).
    #expect(batches > 400)
  }
}
