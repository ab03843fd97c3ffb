import Testing

@testable import CascadingTableKit

/// The queue of nodes hidden as told and changed outside any transaction (`HiddenRecordQueue`,
/// issue 27's row-by-row fill of a hidden empty state): checked against models kept apart from
/// the library, over seeded sequences of thousands of steps.
///
/// The tree: a root showing one section `S` (one row or more, or none once a transaction empties
/// it), whose hidden empty state `E2` is a group of rows; the root's own empty state `E1`, a
/// section of rows ending with a group `G1` of rows, whose empty state `E3` is a group of rows.
/// Untold edits (outside any transaction, reload mode `.none`) touch only nodes the model knows
/// are hidden as told; tellings are a transaction on the root (empty or with an edit), a
/// transaction on `E1`, and a reload.
@MainActor
struct HiddenRecordQueueModelTests {
  /// A row that says which it is.
  private final class Row: CascadingBareTableDelegate {
    /// The row's identity in the model.
    var id = 0

    convenience init(id: Int) {
      self.init(index: 0, childDelegates: [])
      self.id = id
    }

    override var differenceIdentifier: AnyHashable { id }
  }

  /// The nodes rows are edited in.
  private enum Holder: CaseIterable {
    case section, e1, g1, e2, e3
  }

  /// The tree, the table and the model of what each holder holds.
  @MainActor
  private final class Fixture {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    let root: CascadingRootTableDelegate
    let section: CascadingSectionTableDelegate
    let e1: CascadingSectionTableDelegate
    let g1: CascadingSectionTableDelegate
    let e2: CascadingSectionTableDelegate
    let e3: CascadingSectionTableDelegate
    /// The model: the rows each holder holds, in order (for `E1`, those before `G1`).
    var rows: [Holder: [Row]] = [:]
    /// Whether the root holds `S` (the model's, as last told to the table).
    var rootHoldsSection = true
    /// The rows removed since the last telling, watched weakly.
    var removed: [WeakRow] = []
    private var nextID = 1

    init() {
      section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      e1 = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      g1 = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      e2 = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      e3 = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
      root.emptyStateDelegate = e1
      section.emptyStateDelegate = e2
      g1.emptyStateDelegate = e3
      for holder in Holder.allCases {
        rows[holder] = []
      }
      let first = newRow()
      rows[.section] = [first]
      section.childDelegates = [first]
      e1.childDelegates = [g1]
      root.prepare(tableView: table)
      table.dataSource = root
      table.delegate = root
      table.layoutIfNeeded()
    }

    func newRow() -> Row {
      defer { nextID += 1 }
      return Row(id: nextID)
    }

    func node(_ holder: Holder) -> CascadingSectionTableDelegate {
      switch holder {
      case .section: section
      case .e1: e1
      case .g1: g1
      case .e2: e2
      case .e3: e3
      }
    }

    /// What the holder's record lists in the model: its children, or its empty state when it
    /// has none (`G1`'s, `E3`).
    func expectedChildren(_ holder: Holder) -> [any CascadingTableDelegate] {
      let held: [any CascadingTableDelegate] = rows[holder] ?? []
      switch holder {
      case .e1: return held + [g1]
      case .g1: return held.isEmpty ? [e3] : held
      default: return held
      }
    }

    /// Whether the model says the holder is hidden as told, once the table was told.
    func isHiddenAsTold(_ holder: Holder) -> Bool {
      let sectionRows = rows[.section]?.count ?? 0
      switch holder {
      case .section: return false
      case .e1: return rootHoldsSection
      case .g1: return rootHoldsSection
      case .e3: return rootHoldsSection || !(rows[.g1] ?? []).isEmpty
      case .e2: return rootHoldsSection && sectionRows > 0
      }
    }

    /// The rows the table should show in its one section.
    var expectedShownRows: Int {
      if rootHoldsSection {
        let own = rows[.section]?.count ?? 0
        return own > 0 ? own : rows[.e2]?.count ?? 0
      }
      let group = rows[.g1]?.count ?? 0
      return (rows[.e1]?.count ?? 0) + (group > 0 ? group : rows[.e3]?.count ?? 0)
    }

    /// One random edit of a holder's rows, applied to the tree and the model.
    func edit(_ holder: Holder, using generator: inout HostSeededGenerator) {
      var held = rows[holder] ?? []
      let node = node(holder)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0, 1:
        let row = newRow()
        let position = Int.random(in: 0...held.count, using: &generator)
        held.insert(row, at: position)
        node.childDelegates.insert(row, at: position)
      case 2 where !held.isEmpty:
        let position = Int.random(in: 0..<held.count, using: &generator)
        removed.append(WeakRow(held.remove(at: position)))
        node.childDelegates.remove(at: position)
      case 3 where !held.isEmpty:
        let position = Int.random(in: 0..<held.count, using: &generator)
        let row = newRow()
        removed.append(WeakRow(held[position]))
        held[position] = row
        node.childDelegates[position] = row
      default:
        // Several rows appended one by one (in `E1`, before `G1`): the fill the queue exists
        // for.
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          let row = newRow()
          if holder == .e1 {
            node.childDelegates.insert(row, at: held.count)
          } else {
            node.childDelegates.append(row)
          }
          held.append(row)
        }
      }
      rows[holder] = held
    }
  }

  /// A removed row, watched.
  @MainActor
  private struct WeakRow {
    weak var row: Row?
    let id: Int

    init(_ row: Row) {
      self.row = row
      id = row.id
    }
  }

  /// Random steps on the fixture: untold edits of nodes hidden as told, then tellings, each
  /// checked against the model; the first failure, or `nil`.
  private func walk(seed: UInt64, steps: Int) -> String? {
    var generator = HostSeededGenerator(seed: seed)
    let fixture = Fixture()
    var untoldHolders: Set<Holder> = []
    var log: [String] = []
    for step in 0..<steps {
      let context = "seed \(seed), step \(step) after \(log.suffix(6))"
      let hidden = Holder.allCases.filter { fixture.isHiddenAsTold($0) }
      if !hidden.isEmpty && Int.random(in: 0..<100, using: &generator) < 70 {
        let holder = hidden.randomElement(using: &generator)!
        fixture.edit(holder, using: &generator)
        untoldHolders.insert(holder)
        log.append("untold \(holder)")
        // Queued at most once each, whatever the number of changes: the holders changed and
        // the nodes holding them up to the outermost empty state hidden as told.
        let queue = PropagatingTableDelegate.hiddenRecordQueue
        guard queue.count <= Holder.allCases.count else {
          return "\(context): \(queue.count) entries queued"
        }
        continue
      }
      let telling = Int.random(in: 0..<5, using: &generator)
      log.append("telling \(min(telling, 3))")
      let applied: [TableUpdate]
      switch telling {
      case 0:
        applied = fixture.root.performUpdates {}
      case 1:
        // A transaction on the root that empties or fills `S`, or edits it.
        applied = fixture.root.performUpdates {
          // `S` is edited only in the tree: out of it, its record keeps what it last showed.
          if !fixture.rootHoldsSection || Int.random(in: 0..<3, using: &generator) == 0 {
            fixture.rootHoldsSection.toggle()
            fixture.root.childDelegates = fixture.rootHoldsSection ? [fixture.section] : []
          } else {
            fixture.edit(.section, using: &generator)
          }
        }
      case 2:
        applied = fixture.e1.performUpdates {
          fixture.edit(Bool.random(using: &generator) ? .e1 : .g1, using: &generator)
        }
      default:
        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        applied = []
      }
      if telling == 0 && !applied.isEmpty {
        return "\(context): untold edits of hidden nodes \(untoldHolders) made \(applied)"
      }
      untoldHolders = []
      if let failure = check(fixture, context: context) {
        return failure
      }
    }
    return nil
  }

  /// Checks, once the table was told: nothing queued, every hidden record is what the model
  /// holds, every removed row is freed, the table shows the model, no problem reported.
  private func check(_ fixture: Fixture, context: String) -> String? {
    guard PropagatingTableDelegate.hiddenRecordQueue.isEmpty else {
      return "\(context): the queue is not empty once the table was told"
    }
    for holder in Holder.allCases {
      let node = fixture.node(holder)
      guard !node.updateState.isQueuedForHiddenRecord else {
        return "\(context): \(holder) still marked queued"
      }
      guard fixture.isHiddenAsTold(holder) else { continue }
      let expected = fixture.expectedChildren(holder).map { ObjectIdentifier($0) }
      let recorded = node.updateState.shownChildren.map { ObjectIdentifier($0) }
      guard recorded == expected, !node.updateState.hasUnshownChanges else {
        return "\(context): \(holder), hidden as told, recorded \(recorded.count) children, "
          + "holds \(expected.count), unshown changes: \(node.updateState.hasUnshownChanges)"
      }
    }
    let alive = fixture.removed.filter { $0.row != nil }.map(\.id)
    guard alive.isEmpty else { return "\(context): removed rows \(alive) still alive" }
    fixture.removed = []
    guard fixture.table.numberOfSections == 1,
      fixture.table.numberOfRows(inSection: 0) == fixture.expectedShownRows
    else {
      return "\(context): the table shows \(fixture.table.numberOfSections) sections, "
        + "expected \(fixture.expectedShownRows) rows"
    }
    guard fixture.table.problems.isEmpty, fixture.table.lastUpdateError == nil else {
      return "\(context): \(fixture.table.problems)"
    }
    return nil
  }

  @Test func hiddenRecordsHoldWhatTheModelHoldsOnceTheTableIsTold() {
    for seed in UInt64(18_100_001)...18_100_020 {
      let failure = walk(seed: seed, steps: 300)
      #expect(failure == nil, "\(failure ?? "")")
      if failure != nil { return }
    }
  }

  /// The queue alone: random appends of nodes (some freed later) and takes, against a list of
  /// what was appended since the last take; the nodes taken are those still alive, in order,
  /// and the entries held stay within twice the most alive at once, or the prune threshold.
  @Test func theQueueGivesBackTheLiveNodesInOrderAndPrunesTheFreed() {
    var generator = HostSeededGenerator(seed: 18_100_101)
    var queue = HiddenRecordQueue()
    var pool: [PropagatingTableDelegate] = []
    var appended: [WeakNode] = []
    var mostAlive = 0
    for step in 0..<5_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<6:
        let node =
          pool.isEmpty || Bool.random(using: &generator)
          ? CascadingSectionTableDelegate(index: 0, childDelegates: [])
          : pool.randomElement(using: &generator)!
        pool.append(node)
        queue.append(node)
        appended.append(WeakNode(node: node))
      case 6..<9 where !pool.isEmpty:
        pool.remove(at: Int.random(in: 0..<pool.count, using: &generator))
      default:
        let taken = queue.takeAll().map { ObjectIdentifier($0) }
        let expected = appended.compactMap { $0.node.map { ObjectIdentifier($0) } }
        #expect(taken == expected, "step \(step)")
        #expect(queue.isEmpty && queue.count == 0)
        appended = []
        mostAlive = 0
      }
      mostAlive = max(mostAlive, appended.filter { $0.node != nil }.count)
      #expect(
        queue.count <= max(HiddenRecordQueue.pruneThreshold, 2 * mostAlive),
        "step \(step): \(queue.count) entries, at most \(mostAlive) alive")
    }
  }

  /// A node appended, watched.
  private struct WeakNode {
    weak var node: PropagatingTableDelegate?
  }
}
