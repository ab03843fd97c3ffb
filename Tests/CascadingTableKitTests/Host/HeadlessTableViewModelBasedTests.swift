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

/// Applies seeded random batches — valid ones mixing row and section inserts, deletes, moves,
/// reloads and reconfigures in one batch, and invalid ones — to a table whose rows carry ids
/// with exact heights of their own (``HeightedRowsDataSource``), for each way a table learns
/// heights. After every batch, every row rectangle, the content size, the visible rows and their
/// cells must agree with a plain model computed from the ids: a kept or moved row keeps the
/// height measured for it, an inserted or reloaded row is measured again, and no row ever has a
/// height measured for another row, not even after a rejected batch.
@MainActor
struct HeadlessTableViewHeightModelTests {
  private static let viewportHeight = 150.0
  private static let seedCount: UInt64 = 1_000
  private static let stepsPerSeed = 12

  /// One random walk: a table, the ids it should show, and the ids the table is known to have
  /// measured (those it showed since they were inserted, reloaded or last rejected).
  @MainActor
  private final class Walk {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: viewportHeight))
    let model: HeightedRowsDataSource
    var random: HostSeededGenerator
    var nextID = 0
    var measured = Set<Int>()

    init(seed: UInt64, kind: HeightedRowsDataSource.Kind) {
      random = HostSeededGenerator(seed: seed)
      let headerHeight = Bool.random(using: &random) ? 0.0 : 12.0
      var sections: [[Int]] = []
      var next = 0
      // Mostly small sections, whose updates the table applies by copying their rows; now and
      // then a large one (up to a few blocks of the height index), which takes few changes in
      // place.
      let largeRows: ClosedRange<Int>? =
        seed % 199 == 0 ? 1_000...2_500 : seed % 13 == 0 ? 64...300 : nil
      let sectionCount = Int.random(in: (largeRows == nil ? 0 : 1)...5, using: &random)
      let large = Int.random(in: 0..<max(1, sectionCount), using: &random)
      for section in 0..<sectionCount {
        let count = Int.random(in: section == large ? largeRows ?? 0...9 : 0...9, using: &random)
        sections.append(Array(next..<(next + count)))
        next += count
      }
      nextID = next
      let model = HeightedRowsDataSource(kind: kind, sections: sections, headerHeight: headerHeight)
      self.model = model
      model.attach(to: table)
    }

    func newIDs(_ count: Int) -> [Int] {
      defer { nextID += count }
      return Array(nextID..<(nextID + count))
    }

    func roll(_ percent: Int) -> Bool {
      Int.random(in: 0..<100, using: &random) < percent
    }
  }

  /// One section after a mixed batch.
  private struct SectionAfter {
    var source: Int?
    var isReloaded = false
    var rows: [Int] = []
    var keepsRows: Bool { source != nil && !isReloaded }
  }

  /// A random valid batch mixing section and row changes, as UIKit reads a batch: sections are
  /// deleted, reloaded (new rows), moved and inserted; in the sections that keep their rows, rows
  /// are deleted, reloaded (a new id: new content, new height), reconfigured (same id), moved
  /// within and across sections, and inserted. Updates the model; returns the changes, shuffled,
  /// and the sections that kept their rows (after the update).
  private static func mixedBatch(_ walk: Walk) -> (changes: [TableUpdate], keptSections: [Int]) {
    let before = walk.model.sections
    var updates: [TableUpdate] = []
    var after: [SectionAfter] = []
    var placed: [SectionAfter] = []
    for (section, rows) in before.enumerated() {
      if walk.roll(12) {
        updates.append(.deleteSections([section]))
      } else if walk.roll(8) {
        updates.append(.reloadSections([section]))
        after.append(
          SectionAfter(
            source: section, isReloaded: true,
            rows: walk.newIDs(Int.random(in: 0...5, using: &walk.random))))
      } else if walk.roll(15) {
        placed.append(SectionAfter(source: section, rows: rows))
      } else {
        after.append(SectionAfter(source: section, rows: rows))
      }
    }
    for _ in 0..<Int.random(in: 0...1, using: &walk.random) {
      placed.append(SectionAfter(rows: walk.newIDs(Int.random(in: 0...4, using: &walk.random))))
    }
    for section in placed {
      after.insert(section, at: Int.random(in: 0...after.count, using: &walk.random))
    }
    var movedSections = Set<Int>()
    for (position, section) in after.enumerated() {
      guard let source = section.source else {
        updates.append(.insertSections([position]))
        continue
      }
      if placed.contains(where: { $0.source == source }) {
        movedSections.insert(source)
        updates.append(.moveSection(source, to: position))
      }
    }

    // Rows of the sections that keep theirs.
    let targets = after.indices.filter { after[$0].keepsRows }
    var origins: [Int: TableIndexPath] = [:]
    var moved: [Int] = []
    for target in targets {
      let source = after[target].source!
      var kept: [Int] = []
      // In a large section only a few rows change, so that the table changes it in place.
      var touched: Set<Int>?
      if before[source].count > 20 {
        touched = []
        for _ in 0..<Int.random(in: 0...4, using: &walk.random) {
          touched?.insert(Int.random(in: 0..<before[source].count, using: &walk.random))
        }
      }
      for (row, id) in before[source].enumerated() {
        let from = TableIndexPath(row: row, section: source)
        origins[id] = from
        if let touched, !touched.contains(row) {
          kept.append(id)
        } else if walk.roll(10) {
          updates.append(.deleteRows([from]))
        } else if walk.roll(8) {
          updates.append(.reloadRows([from]))
          kept.append(walk.newIDs(1)[0])
        } else if walk.roll(10) {
          moved.append(id)
        } else {
          if walk.roll(5) {
            updates.append(.reconfigureRows([from]))
          }
          kept.append(id)
        }
      }
      after[target].rows = kept
    }
    var inserted = Set<Int>()
    var arriving = moved
    if !targets.isEmpty {
      for id in walk.newIDs(Int.random(in: 0...3, using: &walk.random)) {
        inserted.insert(id)
        arriving.append(id)
      }
    }
    for id in arriving {
      let target = targets[Int.random(in: 0..<targets.count, using: &walk.random)]
      after[target].rows.insert(
        id, at: Int.random(in: 0...after[target].rows.count, using: &walk.random))
    }
    let movedIDs = Set(moved)
    for target in targets {
      for (row, id) in after[target].rows.enumerated() {
        let to = TableIndexPath(row: row, section: target)
        if inserted.contains(id) {
          updates.append(.insertRows([to]))
        } else if movedIDs.contains(id) {
          updates.append(.moveRow(origins[id]!, to: to))
        }
      }
    }
    updates.shuffle(using: &walk.random)
    walk.model.sections = after.map(\.rows)
    return (updates, targets)
  }

  /// An invalid batch, with the model changed or not; returns the changes.
  private static func invalidBatch(_ walk: Walk) -> [TableUpdate] {
    let sections = walk.model.sections
    let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
    switch Int.random(in: 0...4, using: &walk.random) {
    case 0 where !sections.isEmpty:
      let section = Int.random(in: 0..<sections.count, using: &walk.random)
      return [.deleteRows([TableIndexPath(row: sections[section].count, section: section)])]
    case 1 where !nonEmpty.isEmpty:
      let section = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &walk.random)]
      let row = Int.random(in: 0..<sections[section].count, using: &walk.random)
      walk.model.sections[section].remove(at: row)
      let indexPath = TableIndexPath(row: row, section: section)
      return [.deleteRows([indexPath, indexPath])]
    case 2 where !sections.isEmpty:
      let section = Int.random(in: 0..<sections.count, using: &walk.random)
      walk.model.sections[section].insert(
        walk.newIDs(1)[0], at: Int.random(in: 0...sections[section].count, using: &walk.random))
      return []
    case 3 where !nonEmpty.isEmpty:
      // A valid batch, after which the data source also lost a row it does not mention: the
      // rows after it moved up by one.
      let batch = mixedBatch(walk)
      let kept = batch.keptSections.filter { !walk.model.sections[$0].isEmpty }
      guard !kept.isEmpty else {
        walk.model.sections.append(walk.newIDs(1))
        return batch.changes
      }
      walk.model.sections[kept[Int.random(in: 0..<kept.count, using: &walk.random)]].remove(at: 0)
      return batch.changes
    default:
      walk.model.sections.insert(walk.newIDs(1), at: 0)
      return [.insertRows([TableIndexPath(row: 0, section: 0)])]
    }
  }

  /// Records the rows on screen as measured: the table asked their exact heights to show them.
  private static func learnMeasuredRows(_ walk: Walk) {
    for indexPath in walk.table.indexPathsForVisibleRows ?? []
    where indexPath.section < walk.model.sections.count
      && indexPath.row < walk.model.sections[indexPath.section].count
    {
      walk.measured.insert(walk.model.sections[indexPath.section][indexPath.row])
    }
  }

  /// What can be wrong after a batch.
  private enum Failure: String, CaseIterable {
    case counts = "counts"
    case geometry = "row rectangles or content size"
    case visibleRows = "visible rows or headers"
    case cells = "visible cells"
    case verdict = "accepting or rejecting the batch"
  }

  /// What differs between the table and the model, or `[]`. Learns which rows the table
  /// measured (the visible ones).
  private static func problems(_ walk: Walk) -> [(Failure, String)] {
    let table = walk.table
    let model = walk.model
    var problems: [(Failure, String)] = []
    if table.numberOfSections != model.sections.count {
      return [(.counts, "\(table.numberOfSections) sections, model \(model.sections.count)")]
    }
    let top = table.contentOffset
    let bottom = top + viewportHeight
    var y = 0.0
    var expectedVisible: [TableIndexPath] = []
    var expectedHeaders: [Int] = []
    for (section, ids) in model.sections.enumerated() {
      if table.numberOfRows(inSection: section) != ids.count {
        return [
          (.counts, "section \(section): \(table.numberOfRows(inSection: section)) rows, \(ids)")
        ]
      }
      let header = model.headerHeight
      if header > 0 && y + header > top && y < bottom {
        expectedHeaders.append(section)
      }
      y += header
      for (row, id) in ids.enumerated() {
        let indexPath = TableIndexPath(row: row, section: section)
        let rect = table.rect(forRow: indexPath)
        let exact = HeightedRowsDataSource.height(of: id)
        let isAllowed =
          model.kind == .exactHeights || walk.measured.contains(id)
          ? rect.height == exact
          : rect.height == exact || rect.height == HeightedRowsDataSource.estimate
        if rect.y != y || !isAllowed {
          problems.append((.geometry, "\(indexPath) id \(id) (height \(exact)): \(rect), y \(y)"))
        }
        if rect.height > 0 && y + rect.height > top && y < bottom {
          expectedVisible.append(indexPath)
        }
        y += rect.height
      }
    }
    if table.contentSize.height != y {
      problems.append((.geometry, "content height \(table.contentSize.height), rows \(y)"))
    }
    let visible = table.indexPathsForVisibleRows ?? []
    if visible != expectedVisible {
      problems.append((.visibleRows, "visible \(visible), not \(expectedVisible) at \(top)"))
    }
    var headers: [Int] = []
    for section in model.sections.indices where table.headerView(forSection: section) != nil {
      headers.append(section)
    }
    if headers != expectedHeaders {
      problems.append((.visibleRows, "headers \(headers), expected \(expectedHeaders)"))
    }
    for indexPath in visible
    where indexPath.section < model.sections.count
      && indexPath.row < model.sections[indexPath.section].count
    {
      let id = model.sections[indexPath.section][indexPath.row]
      if HeightedRowsDataSource.id(shownBy: table.cellForRow(at: indexPath)) != id {
        problems.append((.cells, "cell at \(indexPath) does not show id \(id)"))
      }
      if table.rect(forRow: indexPath).height != HeightedRowsDataSource.height(of: id) {
        problems.append((.geometry, "visible \(indexPath) id \(id) not measured"))
      }
      walk.measured.insert(id)
    }
    return problems
  }

  @Test(arguments: HeightedRowsDataSource.Kind.allCases)
  func everyRowRectangleFollowsItsRowThroughRandomBatches(kind: HeightedRowsDataSource.Kind) {
    var batches = 0
    var wrong: [Failure: Int] = [:]
    var first: [Failure: String] = [:]
    for seed in 1...Self.seedCount {
      let walk = Walk(seed: seed, kind: kind)
      // Described only on failure: describing an enum reflects on it, which is slow.
      var history: [(isValid: Bool, changes: [TableUpdate], after: [[Int]])] = []
      func record(_ found: [(Failure, String)], step: String) {
        for failure in Set(found.map(\.0)) {
          wrong[failure, default: 0] += 1
          if first[failure] == nil {
            let details = found.filter { $0.0 == failure }.prefix(3).map(\.1)
            first[failure] =
              "seed \(seed), \(step): \(details)\n"
              + history.map { "\($0 ? "valid" : "invalid") \($1) -> \($2)" }.joined(separator: "\n")
          }
        }
      }
      record(Self.problems(walk), step: "at load")
      for step in 0..<Self.stepsPerSeed {
        if walk.roll(50), walk.table.contentSize.height > 0 {
          walk.table.contentOffset = Double.random(
            in: 0...walk.table.contentSize.height, using: &walk.random)
          Self.learnMeasuredRows(walk)
        }
        let isValid = !walk.roll(20)
        let changes = isValid ? Self.mixedBatch(walk).changes : Self.invalidBatch(walk)
        history.append((isValid, changes, walk.model.sections))
        var rejected = false
        do {
          try walk.table.applyUpdatesChecked(changes)
        } catch {
          rejected = true
          walk.measured.removeAll()
        }
        batches += 1
        var found = Self.problems(walk)
        if rejected == isValid {
          found.append((.verdict, isValid ? "valid batch rejected" : "invalid batch accepted"))
        }
        record(found, step: "step \(step) (\(isValid ? "valid" : "invalid"))")
      }
    }
    for failure in Failure.allCases {
      #expect(
        wrong[failure] == nil,
        """
        \(kind): \(failure.rawValue) wrong after \(wrong[failure] ?? 0) of \(batches) batches; \
        first: \(first[failure] ?? "")
        """)
    }
  }
}
