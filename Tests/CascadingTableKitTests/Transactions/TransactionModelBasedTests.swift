import CascadingTableKit
import Testing

/// Seeded random transactions on a root: sections and rows inserted, deleted, moved (also
/// between sections), changed in content or class, sections replaced by new instances under
/// the same identity, several changes per transaction. Every returned batch must be accepted
/// by the table, leave every visible cell showing what the tree answers, and turn the old
/// tree into the new one when applied to it as UIKit reads a batch (the oracle).
@MainActor
struct TransactionModelBasedTests {
  /// The random walk's state: the table, the tree and fresh ids.
  @MainActor
  private final class Harness {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 150))
    let root: CascadingRootTableDelegate
    var random: HostSeededGenerator
    var nextID = 0

    init(seed: UInt64) {
      random = HostSeededGenerator(seed: seed)
      table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
      table.sectionHeaderHeight = 0
      table.sectionFooterHeight = 0
      root = CascadingRootTableDelegate(index: 0, childDelegates: [])
      var sections: [any CascadingTableDelegate] = []
      for _ in 0..<int(0...4) {
        sections.append(newSection())
      }
      root.childDelegates = sections
      root.prepare(tableView: table)
      table.reloadData()
      table.layoutIfNeeded()
    }

    func newID() -> Int {
      nextID += 1
      return nextID
    }

    func int(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &random)
    }

    func roll(_ percent: Int) -> Bool {
      int(0...99) < percent
    }

    func newSection() -> any CascadingTableDelegate {
      if roll(12) {
        return OpaqueIdentifiedSection(id: newID(), rowCount: int(0...4))
      }
      return IdentifiedSection(id: newID(), rows: (0..<int(0...5)).map { _ in newRow() })
    }

    func newRow() -> IdentifiedRow {
      IdentifiedRow(id: newID())
    }

    /// The identified sections of the tree, by position.
    var identifiedSections: [IdentifiedSection] {
      root.childDelegates.compactMap { $0 as? IdentifiedSection }
    }

    func pick<T>(_ items: [T]) -> T? {
      items.isEmpty ? nil : items[int(0...(items.count - 1))]
    }

    /// One random change of the tree; returns what it did, for the failure message.
    func mutate() -> String {
      let sectionCount = root.childDelegates.count
      switch int(0...11) {
      case 0:
        let position = int(0...sectionCount)
        root.childDelegates.insert(newSection(), at: position)
        return "insert section at \(position)"
      case 1 where sectionCount > 0:
        let position = int(0...(sectionCount - 1))
        root.childDelegates.remove(at: position)
        return "delete section \(position)"
      case 2 where sectionCount > 1:
        let source = int(0...(sectionCount - 1))
        let moved = root.childDelegates.remove(at: source)
        let destination = int(0...(sectionCount - 1))
        root.childDelegates.insert(moved, at: destination)
        return "move section \(source) to \(destination)"
      case 3:
        guard let section = pick(identifiedSections) else { return "nothing" }
        let row = int(0...section.childDelegates.count)
        section.childDelegates.insert(newRow(), at: row)
        return "insert row [\(section.index), \(row)]"
      case 4:
        guard let section = pick(identifiedSections.filter { !$0.childDelegates.isEmpty })
        else { return "nothing" }
        let row = int(0...(section.childDelegates.count - 1))
        section.childDelegates.remove(at: row)
        return "delete row [\(section.index), \(row)]"
      case 5:
        guard let section = pick(identifiedSections.filter { $0.childDelegates.count > 1 })
        else { return "nothing" }
        let source = int(0...(section.childDelegates.count - 1))
        let row = section.childDelegates.remove(at: source)
        let destination = int(0...section.childDelegates.count)
        section.childDelegates.insert(row, at: destination)
        return "move row [\(section.index), \(source)] to row \(destination)"
      case 6:
        guard let from = pick(identifiedSections.filter { !$0.childDelegates.isEmpty }),
          let to = pick(identifiedSections.filter { $0 !== from })
        else { return "nothing" }
        let source = int(0...(from.childDelegates.count - 1))
        let row = from.childDelegates.remove(at: source)
        let destination = int(0...to.childDelegates.count)
        to.childDelegates.insert(row, at: destination)
        return "move row [\(from.index), \(source)] to [\(to.index), \(destination)]"
      case 7, 8:
        guard let section = pick(identifiedSections.filter { !$0.childDelegates.isEmpty })
        else { return "nothing" }
        let position = int(0...(section.childDelegates.count - 1))
        let old = section.childDelegates[position] as! IdentifiedRow
        let retyped = roll(30)
        section.childDelegates[position] =
          retyped
          ? AlternateIdentifiedRow(id: old.id, version: old.version)
          : IdentifiedRow(id: old.id, version: old.version + (roll(80) ? 1 : 0))
        return "\(retyped ? "retype" : "refresh") row [\(section.index), \(position)]"
      case 9:
        guard let section = pick(identifiedSections) else { return "nothing" }
        let rows = section.childDelegates.map { child -> any CascadingTableDelegate in
          let row = child as! IdentifiedRow
          return roll(50) ? row : IdentifiedRow(id: row.id, version: row.version + 1)
        }
        root.childDelegates[section.index] = IdentifiedSection(id: section.id, rows: rows)
        return "replace section \(section.index)"
      case 10:
        guard
          let section = pick(root.childDelegates.compactMap { $0 as? OpaqueIdentifiedSection })
        else { return "nothing" }
        if roll(50) {
          section.rowCount = int(0...4)
          return "resize opaque section \(section.index)"
        }
        root.childDelegates[section.index] = OpaqueIdentifiedSection(
          id: section.id, rowCount: section.rowCount, version: section.version + 1)
        return "replace opaque section \(section.index)"
      default:
        var sections = root.childDelegates
        sections.shuffle(using: &random)
        root.childDelegates = sections
        return "shuffle sections"
      }
    }
  }

  @Test(arguments: 0..<20)
  func everyTransactionIsAValidBatchThatShowsTheNewTree(block: Int) {
    for seed in UInt64(block * 100)..<UInt64(block * 100 + 100) {
      let harness = Harness(seed: seed)
      for step in 0..<4 {
        let before = TreeSnapshot(of: harness.root)
        var log: [String] = []
        let count = harness.int(0...4)
        let updates = harness.root.performUpdates(animation: .fade) {
          for _ in 0..<count {
            log.append(harness.mutate())
          }
        }
        let after = TreeSnapshot(of: harness.root)
        let context = Comment(
          rawValue: "seed \(seed) step \(step): \(log) on \(before) gave \(updates)")
        #expect(harness.table.lastUpdateError == nil, context)
        #expect(harness.root.lastDifferenceError == nil, context)
        if !updates.isEmpty {
          #expect(harness.table.lastAppliedUpdates == updates, context)
        }
        if log.allSatisfy({ $0 == "nothing" }) {
          #expect(updates.isEmpty, context)
        }
        #expect(before.applying(updates, target: after) == after, context)
        Self.expectTableShows(after, harness.table, context)
        harness.table.contentOffset = Double(harness.int(0...200))
        Self.expectTableShows(after, harness.table, context)
      }
    }
  }

  /// A section's own transactions, and edits of a section in `.difference` mode made outside
  /// any transaction: each applies as one valid batch in the section's position.
  @Test(arguments: 0..<10)
  func everySectionTransactionIsAValidBatchInItsSection(block: Int) {
    for seed in UInt64(50_000 + block * 100)..<UInt64(50_000 + block * 100 + 100) {
      let harness = Harness(seed: seed)
      for step in 0..<6 {
        guard let section = harness.pick(harness.identifiedSections) else { break }
        let before = TreeSnapshot(of: harness.root)
        var log: [String] = []
        let updates: [TableUpdate]
        if harness.roll(30) {
          section.reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
          // A reload empties lastAppliedUpdates, so that it then holds the edit's batch only.
          harness.table.reloadData()
          log.append(Self.editRows(of: section, harness))
          section.reloadModeOnChildDelegatesChanged = .none
          updates = harness.table.lastAppliedUpdates
        } else {
          let count = harness.int(1...4)
          updates = section.performUpdates {
            for _ in 0..<count {
              log.append(Self.editRows(of: section, harness))
            }
          }
        }
        let after = TreeSnapshot(of: harness.root)
        let context = Comment(
          rawValue: "seed \(seed) step \(step): section \(section.index) \(log) on \(before) "
            + "gave \(updates)")
        #expect(harness.table.lastUpdateError == nil, context)
        #expect(section.lastDifferenceError == nil, context)
        #expect(before.applying(updates, target: after) == after, context)
        Self.expectTableShows(after, harness.table, context)
      }
    }
  }

  /// A section's transaction whose closure changes the tree anywhere (its root's sections,
  /// other sections' rows, opaque sections' counts), under random reload modes: the table
  /// checks every count of a batch, so the transaction must widen to the root when the change
  /// reaches beyond the section's rows, and stay one valid batch.
  @Test(arguments: 0..<10)
  func everySectionTransactionReachingBeyondItsRowsIsAValidBatch(block: Int) {
    let modes: [CascadingSectionTableDelegate.ReloadMode] = [
      .none, .whole, .section(animation: .fade), .difference(animation: .fade),
    ]
    for seed in UInt64(70_000 + block * 100)..<UInt64(70_000 + block * 100 + 100) {
      let harness = Harness(seed: seed)
      if harness.roll(50) {
        harness.root.reloadModeOnChildDelegatesChanged = .difference(animation: .fade)
      }
      for step in 0..<4 {
        // Sections inserted later, never prepared, included: a transaction on one reaches the
        // root's table all the same.
        guard let section = harness.pick(harness.identifiedSections) else { break }
        for other in harness.identifiedSections where other !== section {
          other.reloadModeOnChildDelegatesChanged = harness.pick(modes) ?? .none
        }
        let before = TreeSnapshot(of: harness.root)
        var log: [String] = []
        let count = harness.int(1...4)
        let updates = section.performUpdates {
          for _ in 0..<count {
            log.append(harness.roll(50) ? Self.editRows(of: section, harness) : harness.mutate())
          }
        }
        let after = TreeSnapshot(of: harness.root)
        let context = Comment(
          rawValue: "seed \(seed) step \(step): section \(section.index) \(log) on \(before) "
            + "gave \(updates)")
        #expect(harness.table.lastUpdateError == nil, context)
        if !updates.isEmpty {
          #expect(harness.table.lastAppliedUpdates == updates, context)
        }
        #expect(before.applying(updates, target: after) == after, context)
        Self.expectTableShows(after, harness.table, context)
      }
    }
  }

  /// One random edit of a section's rows: an insert, a delete, a move, a refresh or a
  /// retype. Returns what it did.
  private static func editRows(of section: IdentifiedSection, _ harness: Harness) -> String {
    let count = section.childDelegates.count
    switch harness.int(0...4) {
    case 0:
      let row = harness.int(0...count)
      section.childDelegates.insert(harness.newRow(), at: row)
      return "insert \(row)"
    case 1 where count > 0:
      let row = harness.int(0...(count - 1))
      section.childDelegates.remove(at: row)
      return "delete \(row)"
    case 2 where count > 1:
      var rows = section.childDelegates
      rows.shuffle(using: &harness.random)
      section.childDelegates = rows
      return "shuffle"
    case 3 where count > 0:
      let row = harness.int(0...(count - 1))
      let old = section.childDelegates[row] as! IdentifiedRow
      section.childDelegates[row] = IdentifiedRow(id: old.id, version: old.version + 1)
      return "refresh \(row)"
    case 4 where count > 0:
      let row = harness.int(0...(count - 1))
      let old = section.childDelegates[row] as! IdentifiedRow
      section.childDelegates[row] = AlternateIdentifiedRow(id: old.id, version: old.version)
      return "retype \(row)"
    default:
      return "nothing"
    }
  }

  /// Checks the table's counts and every visible cell against the tree.
  private static func expectTableShows(
    _ snapshot: TreeSnapshot, _ table: HeadlessTableView, _ context: Comment
  ) {
    #expect(table.numberOfSections == snapshot.sections.count, context)
    for (position, section) in snapshot.sections.enumerated() {
      #expect(table.numberOfRows(inSection: position) == section.rows.count, context)
    }
    for path in table.indexPathsForVisibleRows ?? [] {
      let expected = snapshot.sections[path.section].rows[path.row].text
      #expect(
        table.cellForRow(at: path)?.text == expected,
        Comment(rawValue: "\(path) " + context.rawValue))
    }
  }
}
