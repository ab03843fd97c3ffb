import CascadingTableKit
import Testing

/// The named cases of issue 14 ("Updates you can trust"): every batch the tree makes is one the
/// table accepts, a transaction returns what the table applied, and the table ends up showing
/// what the tree answers.
@MainActor
struct TransactionTrustTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A table attached to the tree, loaded and laid out, collecting the update errors it reports.
  private func loadedTree(_ rows: [[Int]]) -> (HeadlessTableView, TransactionTestTree, ErrorLog) {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    let tree = TransactionTestTree(rows, table: table)
    let log = ErrorLog()
    table.updateErrorHandler = { log.errors.append($0) }
    table.reloadData()
    table.layoutIfNeeded()
    return (table, tree, log)
  }

  /// Checks that every visible cell shows the text `expected` gives for its index path, and
  /// that the table's counts are `counts`.
  private func expectTable(
    _ table: HeadlessTableView, counts: [Int], texts expected: (TableIndexPath) -> String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    table.layoutIfNeeded()
    var tableCounts: [Int] = []
    for section in 0..<table.numberOfSections {
      tableCounts.append(table.numberOfRows(inSection: section))
    }
    #expect(tableCounts == counts, sourceLocation: sourceLocation)
    guard tableCounts == counts else { return }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      #expect(
        table.cellForRow(at: indexPath)?.text == expected(indexPath), "cell at \(indexPath)",
        sourceLocation: sourceLocation)
    }
  }

  /// Checks that the table shows the tree of identified sections as it is now.
  private func expectTableShowsTree(
    _ table: HeadlessTableView, _ tree: TransactionTestTree,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let snapshot = TreeSnapshot(of: tree.root)
    expectTable(
      table, counts: snapshot.sections.map(\.rows.count),
      texts: { snapshot.sections[$0.section].rows[$0.row].text }, sourceLocation: sourceLocation)
  }

  // MARK: Item 2

  /// A section in the default `.none` mode loses a row outside any transaction, so the table is
  /// not told; the next root transaction, about something else, must make one valid batch that
  /// includes the removal (the table still shows the removed row), and return what it applied.
  @Test func aRowRemovedOutsideATransactionJoinsTheNextRootTransactionsBatch() {
    let (table, tree, log) = loadedTree([[1, 2, 3], [4, 5, 6]])
    let shownBefore = TreeSnapshot(of: tree.root)
    tree.sections[1].childDelegates.remove(at: 0)

    var completions: [Bool] = []
    let updates = tree.root.performUpdates {
      tree.sections[0].childDelegates.append(IdentifiedRow(id: 7))
    } completion: {
      completions.append($0)
    }

    #expect(log.errors.isEmpty)
    #expect(table.lastUpdateError == nil)
    #expect(updates == table.lastAppliedUpdates)
    #expect(completions == [true])
    #expect(
      shownBefore.applying(updates, target: TreeSnapshot(of: tree.root))
        == TreeSnapshot(of: tree.root))
    #expect(
      updates.contains {
        if case .deleteRows(let rows) = $0 { return rows.contains(path(1, 0)) }
        return false
      }, "the batch \(updates) does not delete row [1, 0]")
    expectTableShowsTree(table, tree)
  }

  // MARK: Item 5

  /// How a changed section comes to hold a duplicate identifier.
  enum Duplicate: String, CaseIterable, Sendable {
    /// A new row with a sibling's identifier, appended at the end.
    case appendedAtTheEnd
    /// A sibling replaced by a new row with another sibling's identifier.
    case replacingASibling
    /// The very same row object, twice.
    case sameRowObjectTwice

    @MainActor
    func make(in section: IdentifiedSection) {
      switch self {
      case .appendedAtTheEnd:
        section.childDelegates.append(IdentifiedRow(id: 2, version: 1))
      case .replacingASibling:
        section.childDelegates[2] = IdentifiedRow(id: 1, version: 1)
      case .sameRowObjectTwice:
        section.childDelegates.append(section.childDelegates[0])
      }
    }
  }

  /// Duplicates in a changed section are reported — thrown by `performUpdatesChecked`, recorded
  /// in `lastDifferenceError` by `performUpdates` — and the batch is valid either way.
  @Test(arguments: Duplicate.allCases, [false, true])
  func aDuplicateInAChangedSectionIsReportedAndTheBatchIsValid(
    duplicate: Duplicate, checked: Bool
  ) {
    let (table, tree, log) = loadedTree([[1, 2, 3], [4, 5]])
    var reported: TableDifferenceError?
    if checked {
      do {
        try tree.root.performUpdatesChecked {
          duplicate.make(in: tree.sections[0])
          tree.sections[1].childDelegates.append(IdentifiedRow(id: 6))
        }
      } catch {
        reported = error
      }
    } else {
      tree.root.performUpdates {
        duplicate.make(in: tree.sections[0])
        tree.sections[1].childDelegates.append(IdentifiedRow(id: 6))
      }
      reported = tree.root.lastDifferenceError
    }
    #expect(reported != nil, "\(duplicate) was not reported")
    #expect(log.errors.isEmpty)
    #expect(table.lastUpdateError == nil)
    expectTableShowsTree(table, tree)
  }

  // MARK: The split pipeline

  /// A section's `performUpdates` that also changes a sibling `TableViewDataSource` section's
  /// declarations: one batch, no update error, and it returns exactly what the table applied.
  @Test func aSectionTransactionThatAlsoChangesADeclaredSiblingIsOneValidBatch() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    let rows = IdentifiedSection(id: 100, rows: [IdentifiedRow(id: 1), IdentifiedRow(id: 2)])
    let declared = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    declared.cellDeclarations = DeclaredItem.items([10, 11])
    let root = CountingRootDelegate(index: 0, childDelegates: [rows, declared])
    root.prepare(tableView: table)
    let log = ErrorLog()
    table.updateErrorHandler = { log.errors.append($0) }
    table.reloadData()
    table.layoutIfNeeded()

    let countsAsked = root.sectionCountQuestions
    var completions: [Bool] = []
    let updates = rows.performUpdates {
      rows.childDelegates.append(IdentifiedRow(id: 3))
      declared.cellDeclarations = DeclaredItem.items([10, 11, 12])
    } completion: {
      completions.append($0)
    }

    #expect(log.errors.isEmpty)
    #expect(table.lastUpdateError == nil)
    #expect(updates == table.lastAppliedUpdates)
    #expect(completions == [true])
    #expect(root.sectionCountQuestions - countsAsked == 1, "one batch, no reload")
    let inserted = updates.flatMap { update -> [TableIndexPath] in
      if case .insertRows(let rows) = update { return rows }
      return []
    }
    #expect(Set(inserted) == [path(0, 2), path(1, 2)])
    expectTable(table, counts: [3, 3]) { indexPath in
      indexPath.section == 0
        ? (rows.childDelegates[indexPath.row] as? IdentifiedRow)?.text
        : declared.cellDeclarations[indexPath.row].text
    }
  }

  // MARK: Item 4

  /// Applies `changes` random changes to `items`: inserts, removals, moves and new content; one
  /// in a hundred lands among the `visibleRows` rows from `near`, where the cells on screen are.
  private static func changed(
    _ items: [DeclaredItem], changes: Int, nextID: inout Int,
    using random: inout HostSeededGenerator, visibleRows: Int = 0, near: Int = 0
  ) -> [DeclaredItem] {
    var items = items
    func position(in count: Int, through last: Bool) -> Int {
      let end = last ? count : count - 1
      if visibleRows > 0 && Int.random(in: 0..<100, using: &random) == 0 {
        let start = min(near, end)
        return Int.random(in: start...min(end, start + visibleRows), using: &random)
      }
      return Int.random(in: 0...end, using: &random)
    }
    for _ in 0..<changes {
      switch Int.random(in: 0...3, using: &random) {
      case 0:
        nextID += 1
        items.insert(DeclaredItem(id: nextID), at: position(in: items.count, through: true))
      case 1 where !items.isEmpty:
        items.remove(at: position(in: items.count, through: false))
      case 2 where items.count > 1:
        let item = items.remove(at: position(in: items.count, through: false))
        items.insert(item, at: position(in: items.count, through: true))
      default:
        guard !items.isEmpty else { continue }
        items[position(in: items.count, through: false)].version += 1
      }
    }
    return items
  }

  /// Checks, where the table stands and then at a few scroll positions, that every visible cell
  /// shows `texts[row]` and that the table has as many rows.
  private func expectShows(
    _ texts: [String], in table: HeadlessTableView, using random: inout HostSeededGenerator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(table.numberOfSections == 1, sourceLocation: sourceLocation)
    #expect(table.numberOfRows(inSection: 0) == texts.count, sourceLocation: sourceLocation)
    guard table.numberOfRows(inSection: 0) == texts.count, !texts.isEmpty else { return }
    for scroll in 0..<6 {
      if scroll > 0 {
        let row = Int.random(in: 0..<texts.count, using: &random)
        table.scrollToRow(at: path(0, row), at: .middle, animated: false)
      }
      for indexPath in table.indexPathsForVisibleRows ?? [] {
        #expect(
          table.cellForRow(at: indexPath)?.text == texts[indexPath.row], "row \(indexPath.row)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// 10⁵ `Identifiable & Hashable` declarations reassigned 10 times with 1 % changes: afterwards
  /// every visible cell shows the current content.
  @Test func aHundredThousandDeclarationsReassignedTenTimesShowTheirCurrentContent() {
    var random = HostSeededGenerator(seed: 14_004)
    let dataSource = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    table.dataSource = dataSource
    table.delegate = dataSource
    let log = ErrorLog()
    table.updateErrorHandler = { log.errors.append($0) }
    var nextID = 100_000
    var items = DeclaredItem.items(Array(0..<100_000))
    dataSource.cellDeclarations = items
    table.reloadData()
    table.layoutIfNeeded()
    for _ in 0..<10 {
      let top = Int.random(in: 0..<(items.count - 20), using: &random)
      table.scrollToRow(at: path(0, top), at: .top, animated: false)
      items = Self.changed(
        items, changes: 1_000, nextID: &nextID, using: &random, visibleRows: 20, near: top)
      dataSource.cellDeclarations = items
    }
    #expect(log.errors.isEmpty)
    expectShows(items.map(\.text), in: table, using: &random)
  }

  /// The same with 10⁵ identified `CellBinder`s.
  @Test func aHundredThousandIdentifiedBindersReassignedTenTimesShowTheirCurrentContent() {
    var random = HostSeededGenerator(seed: 14_014)
    let dataSource = TableViewDataSource<CellBinder>()
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    table.dataSource = dataSource
    table.delegate = dataSource
    let log = ErrorLog()
    table.updateErrorHandler = { log.errors.append($0) }
    func binders(_ items: [DeclaredItem]) -> [CellBinder] {
      items.map { DeclaredItem.binder(for: $0).identified(by: $0.id, content: $0.version) }
    }
    var nextID = 100_000
    var items = DeclaredItem.items(Array(0..<100_000))
    dataSource.cellDeclarations = binders(items)
    table.reloadData()
    table.layoutIfNeeded()
    for _ in 0..<10 {
      let top = Int.random(in: 0..<(items.count - 20), using: &random)
      table.scrollToRow(at: path(0, top), at: .top, animated: false)
      items = Self.changed(
        items, changes: 1_000, nextID: &nextID, using: &random, visibleRows: 20, near: top)
      dataSource.cellDeclarations = binders(items)
    }
    #expect(log.errors.isEmpty)
    expectShows(items.map(\.text), in: table, using: &random)
  }

  /// 1,000 random sequences of `CellBinder` lists of which only some binders have an identity.
  /// After each assignment (even of `[]`) the table shows the new declarations' count and
  /// content; only a non-empty list none of whose binders has an identity is the caller's to
  /// reload, as in DataSourceKit.
  @Test func partlyIdentifiedBinderListsAlwaysShowTheNewDeclarations() {
    var firstFailure: String?
    var failingSequences = 0
    for seed in UInt64(1)...1_000 {
      var random = HostSeededGenerator(seed: seed)
      let dataSource = TableViewDataSource<CellBinder>()
      let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 300))
      table.dataSource = dataSource
      table.delegate = dataSource
      let log = ErrorLog()
      table.updateErrorHandler = { log.errors.append($0) }
      table.layoutIfNeeded()
      var history: [String] = []
      var nextID = 0
      var items: [DeclaredItem] = []
      for _ in 0..<Int.random(in: 3...10, using: &random) {
        items =
          Int.random(in: 0..<8, using: &random) == 0
          ? []
          : Self.changed(
            items, changes: Int.random(in: 1...4, using: &random), nextID: &nextID, using: &random)
        // Each list identifies all, some or none of its binders.
        let identifiedShare = [0, 50, 100][Int.random(in: 0...2, using: &random)]
        var identified: [Bool] = []
        let list = items.map { item -> CellBinder in
          let binder = DeclaredItem.binder(for: item)
          let hasIdentity = Int.random(in: 0..<100, using: &random) < identifiedShare
          identified.append(hasIdentity)
          return hasIdentity ? binder.identified(by: item.id, content: item.version) : binder
        }
        dataSource.cellDeclarations = list
        let reloadsItself = !list.isEmpty && !identified.contains(true)
        history.append(
          "\(items.map(\.id)) identified \(identified.map { $0 ? 1 : 0 })"
            + (reloadsItself ? ", reloaded by the caller" : ""))
        if reloadsItself {
          table.reloadData()
        }
        table.layoutIfNeeded()
        var problem: String?
        if !log.errors.isEmpty {
          problem = "update error \(log.errors[0])"
        } else if table.numberOfSections != 1 || table.numberOfRows(inSection: 0) != items.count {
          problem = "\(table.numberOfRows(inSection: 0)) rows, \(items.count) declarations"
        } else {
          for indexPath in table.indexPathsForVisibleRows ?? []
          where table.cellForRow(at: indexPath)?.text != items[indexPath.row].text {
            problem =
              "row \(indexPath.row) shows \(table.cellForRow(at: indexPath)?.text ?? "nothing")"
            break
          }
        }
        if let problem {
          failingSequences += 1
          firstFailure =
            firstFailure ?? "seed \(seed): \(problem)\n" + history.joined(separator: "\n")
          break
        }
      }
    }
    #expect(
      firstFailure == nil,
      "\(failingSequences) of 1,000 sequences went wrong; first: \(firstFailure ?? "")")
  }
}

/// The update errors a table reported.
@MainActor
private final class ErrorLog {
  var errors: [TableUpdateError] = []
}

/// A root that counts how many times its table asks for the number of sections: once per load,
/// reload and applied batch.
@MainActor
private final class CountingRootDelegate: CascadingRootTableDelegate {
  var sectionCountQuestions = 0

  override func numberOfSections(in tableView: any TableHost) -> Int {
    sectionCountQuestions += 1
    return super.numberOfSections(in: tableView)
  }
}
