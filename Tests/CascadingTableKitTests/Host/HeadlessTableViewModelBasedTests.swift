import CascadingTableKit
import Testing

/// Applies seeded random batches to a table and to a plain array model and checks they agree:
/// valid batches must be applied exactly (counts, visible rows and their content, selection),
/// invalid ones rejected with the table reloaded and still consistent.
@MainActor
struct HeadlessTableViewModelBasedTests {
  private static let rowHeight = 20.0
  private static let viewportHeight = 150.0

  /// The random walk's state: the table, the model it shows, and a source of new row ids.
  @MainActor
  private final class Harness {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: viewportHeight))
    let model = HostRecordingDelegate(sectionCount: 4, rowsPerSection: 8)
    var random: HostSeededGenerator
    var nextID = 0
    /// The height of every section's header (0: no headers).
    let headerHeight: Double

    init(seed: UInt64, headerHeight: Double) {
      random = HostSeededGenerator(seed: seed)
      self.headerHeight = headerHeight
      table.rowHeight = rowHeight
      table.sectionHeaderHeight = headerHeight
      table.estimatedSectionHeaderHeight = 0
      table.sectionFooterHeight = 0
      table.allowsMultipleSelection = true
      model.attach(to: table)
      table.layoutIfNeeded()
    }

    func newID() -> String {
      nextID += 1
      return "n\(nextID)"
    }

    func roll(_ percent: UInt64) -> Bool {
      random.next() % 100 < percent
    }

    func int(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &random)
    }

    /// The ids of the selected rows, read through the current model.
    var selectedIDs: Set<String> {
      var ids = Set<String>()
      for indexPath in table.indexPathsForSelectedRows ?? [] {
        ids.insert(model.sections[indexPath.section][indexPath.row])
      }
      return ids
    }
  }

  /// Places `added` among `survivors` (which keep their order) at random positions; returns
  /// the result and the position each added item got, in `added` order.
  private static func place<Element>(
    _ survivors: [Element], _ added: [Element], using random: inout HostSeededGenerator
  ) -> (result: [Element], positions: [Int]) {
    let total = survivors.count + added.count
    var all = Array(0..<total)
    all.shuffle(using: &random)
    let positions = all.prefix(added.count).sorted()
    var result: [Element] = []
    var survivor = 0
    var next = 0
    for position in 0..<total {
      if next < positions.count && positions[next] == position {
        result.append(added[next])
        next += 1
      } else {
        result.append(survivors[survivor])
        survivor += 1
      }
    }
    return (result, positions)
  }

  /// A random valid batch of row changes; updates the model and returns the changes.
  private static func rowBatch(_ harness: Harness) -> [TableUpdate] {
    let before = harness.model.sections
    var deletes: [TableIndexPath] = []
    var reloads: [TableIndexPath] = []
    var moves: [(source: TableIndexPath, id: String)] = []
    var survivors: [[String]] = []
    for (section, rows) in before.enumerated() {
      var kept: [String] = []
      for (row, id) in rows.enumerated() {
        let indexPath = TableIndexPath(row: row, section: section)
        if harness.roll(8) {
          deletes.append(indexPath)
        } else if harness.roll(6) {
          reloads.append(indexPath)
          kept.append(harness.newID())
        } else if harness.roll(5) {
          moves.append((indexPath, id))
        } else {
          kept.append(id)
        }
      }
      survivors.append(kept)
    }
    guard !before.isEmpty else { return [] }
    var added = [[(id: String, source: TableIndexPath?)]](repeating: [], count: before.count)
    for move in moves {
      added[harness.int(0...(before.count - 1))].append((move.id, move.source))
    }
    for section in before.indices {
      for _ in 0..<harness.int(0...2) {
        added[section].append((harness.newID(), nil))
      }
      added[section].shuffle(using: &harness.random)
    }
    var after: [[String]] = []
    var changes: [TableUpdate] = [.deleteRows(deletes), .reloadRows(reloads)]
    var inserts: [TableIndexPath] = []
    for section in before.indices {
      var ids: [String] = []
      for item in added[section] { ids.append(item.id) }
      let placed = place(survivors[section], ids, using: &harness.random)
      after.append(placed.result)
      for (item, position) in zip(added[section], placed.positions) {
        let destination = TableIndexPath(row: position, section: section)
        if let source = item.source {
          changes.append(.moveRow(source, to: destination))
        } else {
          inserts.append(destination)
        }
      }
    }
    changes.append(.insertRows(inserts))
    changes.shuffle(using: &harness.random)
    harness.model.sections = after
    return changes
  }

  /// A random valid batch of section changes; updates the model and returns the changes.
  private static func sectionBatch(_ harness: Harness) -> [TableUpdate] {
    let before = harness.model.sections
    var deletes: [Int] = []
    var reloads: [Int] = []
    var moves: [(source: Int, rows: [String])] = []
    var survivors: [[String]] = []
    for (section, rows) in before.enumerated() {
      if harness.roll(15) {
        deletes.append(section)
      } else if harness.roll(10) {
        reloads.append(section)
        var fresh: [String] = []
        for _ in 0..<harness.int(0...4) { fresh.append(harness.newID()) }
        survivors.append(fresh)
      } else if harness.roll(15) {
        moves.append((section, rows))
      } else {
        survivors.append(rows)
      }
    }
    var added: [(rows: [String], source: Int?)] = []
    for move in moves { added.append((move.rows, move.source)) }
    for _ in 0..<harness.int(0...1) {
      var fresh: [String] = []
      for _ in 0..<harness.int(0...5) { fresh.append(harness.newID()) }
      added.append((fresh, nil))
    }
    added.shuffle(using: &harness.random)
    var addedRows: [[String]] = []
    for item in added { addedRows.append(item.rows) }
    let placed = place(survivors, addedRows, using: &harness.random)
    var changes: [TableUpdate] = [.deleteSections(deletes), .reloadSections(reloads)]
    var inserts: [Int] = []
    for (item, position) in zip(added, placed.positions) {
      if let source = item.source {
        changes.append(.moveSection(source, to: position))
      } else {
        inserts.append(position)
      }
    }
    changes.append(.insertSections(inserts))
    changes.shuffle(using: &harness.random)
    harness.model.sections = placed.result
    return changes
  }

  /// An invalid batch, with the model changed or not; returns the changes.
  private static func invalidBatch(_ harness: Harness) -> [TableUpdate] {
    let sections = harness.model.sections
    let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
    switch harness.int(0...3) {
    case 0 where !sections.isEmpty:
      let section = harness.int(0...(sections.count - 1))
      return [.deleteRows([TableIndexPath(row: sections[section].count, section: section)])]
    case 1 where !nonEmpty.isEmpty:
      let section = nonEmpty[harness.int(0...(nonEmpty.count - 1))]
      let row = harness.int(0...(sections[section].count - 1))
      harness.model.sections[section].remove(at: row)
      let indexPath = TableIndexPath(row: row, section: section)
      return [.deleteRows([indexPath, indexPath])]
    case 2 where !sections.isEmpty:
      let section = harness.int(0...(sections.count - 1))
      harness.model.sections[section].append(harness.newID())
      return []
    default:
      harness.model.sections.insert([harness.newID()], at: 0)
      return [.insertRows([TableIndexPath(row: 0, section: 0)])]
    }
  }

  /// Checks the table shows exactly what the model holds.
  private static func expectConsistent(_ harness: Harness, step: Int) {
    let table = harness.table
    let sections = harness.model.sections
    #expect(table.numberOfSections == sections.count, "step \(step)")
    var all: [TableIndexPath] = []
    for (section, rows) in sections.enumerated() {
      #expect(table.numberOfRows(inSection: section) == rows.count, "step \(step)")
      for row in rows.indices { all.append(TableIndexPath(row: row, section: section)) }
    }
    let headerHeight = harness.headerHeight
    #expect(
      table.contentSize.height
        == Double(all.count) * rowHeight + Double(sections.count) * headerHeight,
      "step \(step)")
    let top = table.contentOffset
    let bottom = top + viewportHeight
    var expectedVisible: [TableIndexPath] = []
    var expectedHeaders: [Int] = []
    var y = 0.0
    for (section, rows) in sections.enumerated() {
      if headerHeight > 0 && y + headerHeight > top && y < bottom {
        expectedHeaders.append(section)
      }
      y += headerHeight
      for row in rows.indices {
        if y + rowHeight > top && y < bottom {
          expectedVisible.append(TableIndexPath(row: row, section: section))
        }
        y += rowHeight
      }
    }
    var shownHeaders: [Int] = []
    for section in sections.indices where table.headerView(forSection: section) != nil {
      shownHeaders.append(section)
    }
    #expect(shownHeaders == expectedHeaders, "step \(step)")
    #expect((table.indexPathsForVisibleRows ?? []) == expectedVisible, "step \(step)")
    for indexPath in expectedVisible {
      #expect(
        table.cellForRow(at: indexPath)?.text == sections[indexPath.section][indexPath.row],
        "step \(step): cell at \(indexPath)")
    }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      #expect(
        table.cellForRow(at: indexPath).map(\.isSelected) ?? true, "step \(step): \(indexPath)")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64], [0, 12] as [Double])
  func randomBatchesAgreeWithAnArrayModel(seed: UInt64, headerHeight: Double) {
    let harness = Harness(seed: seed, headerHeight: headerHeight)
    for step in 0..<60 {
      if harness.roll(50), harness.table.contentSize.height > 0 {
        harness.table.contentOffset = Double(harness.int(0...Int(harness.table.contentSize.height)))
      }
      for _ in 0..<harness.int(0...2) {
        let sections = harness.model.sections
        let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
        guard !nonEmpty.isEmpty else { break }
        let section = nonEmpty[harness.int(0...(nonEmpty.count - 1))]
        harness.table.tapRow(
          at: TableIndexPath(row: harness.int(0...(sections[section].count - 1)), section: section))
      }
      let selectedBefore = harness.selectedIDs
      if harness.roll(20) {
        let changes = Self.invalidBatch(harness)
        #expect(throws: TableUpdateError.self, "step \(step)") {
          try harness.table.applyUpdatesChecked(changes)
        }
        #expect(harness.table.indexPathsForSelectedRows == nil, "step \(step)")
      } else {
        let changes = harness.roll(70) ? Self.rowBatch(harness) : Self.sectionBatch(harness)
        #expect(throws: Never.self, "step \(step): \(changes)") {
          try harness.table.applyUpdatesChecked(changes)
        }
        var surviving = Set<String>()
        for rows in harness.model.sections { surviving.formUnion(rows) }
        #expect(harness.selectedIDs == selectedBefore.intersection(surviving), "step \(step)")
      }
      Self.expectConsistent(harness, step: step)
    }
  }
}
