import CascadingTableKit
import Testing

/// A declaration that is `Hashable` but not `Identifiable`: identified by its whole value.
private enum Letter: Hashable {
  case letter(Character)
}

@MainActor
struct TableViewDataSourceDifferenceTests {
  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// A loaded table whose data source shows the given items.
  private func makeTable(_ ids: [Int]) -> (HeadlessTableView, TableViewDataSource<DeclaredItem>) {
    let dataSource = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    dataSource.cellDeclarations = DeclaredItem.items(ids)
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 2_000))
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    return (table, dataSource)
  }

  /// The one problem a duplicate identity among the rows of the table's only data source is
  /// reported as: the data source at the top, section 0, every row the identity is at.
  private func duplicate(_ identity: String, atRows rows: [Int]) -> TableProblem {
    let node = "TableViewDataSource<DeclaredItem>"
    let paths = rows.map { TableIndexPath(row: $0, section: 0) }
    return TableProblem(
      kind: .duplicateIdentifier(
        TableDifferenceError(
          kind: .duplicateRows(rows: paths), identifier: identity, nodeType: node, nodeIndex: 0,
          coordinates: .afterUpdate)),
      node: TableProblem.Node(typeName: node, path: []), section: 0, rows: paths)
  }

  private func texts(_ table: HeadlessTableView) -> [String?] {
    table.visibleCells.map(\.text)
  }

  @Test func insertingAndDeletingIsOneBatchOfInsertsAndDeletes() {
    let (table, dataSource) = makeTable([1, 2, 3])
    let before = treeRows(table)
    let updates = dataSource.setCellDeclarations(DeclaredItem.items([1, 3, 4]))
    expectBatchReplays(updates, from: before, on: table)
    #expect(Set(updates) == [.deleteRows([path(1)]), .insertRows([path(2)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["item 1 v0", "item 3 v0", "item 4 v0"])
  }

  @Test func aPureReorderIsMovesOnly() {
    let (table, dataSource) = makeTable([1, 2, 3, 4])
    let updates = dataSource.setCellDeclarations(DeclaredItem.items([4, 1, 2, 3]))
    #expect(updates == [.moveRow(path(3), to: path(0))])
    #expect(texts(table) == ["item 4 v0", "item 1 v0", "item 2 v0", "item 3 v0"])
  }

  @Test func aKeptRowWhoseContentChangedIsReconfigured() {
    let (table, dataSource) = makeTable([1, 2, 3])
    var items = DeclaredItem.items([1, 2, 3])
    items[1].version = 1
    let updates = dataSource.setCellDeclarations(items)
    #expect(updates == [.reconfigureRows([path(1)])])
    #expect(table.lastAppliedUpdates == updates)
    #expect(texts(table) == ["item 1 v0", "item 2 v1", "item 3 v0"])
  }

  @Test func assigningThePropertyAppliesTheSameBatch() {
    let (table, dataSource) = makeTable([1, 2])
    dataSource.cellDeclarations = DeclaredItem.items([2, 1, 5])
    let applied = table.lastAppliedUpdates
    #expect(applied.count == 2)
    #expect(applied.first == .insertRows([path(2)]))
    #expect(
      applied.last == .moveRow(path(1), to: path(0))
        || applied.last == .moveRow(path(0), to: path(1)))
    #expect(texts(table) == ["item 2 v0", "item 1 v0", "item 5 v0"])
  }

  @Test func assigningEqualDeclarationsChangesNothing() {
    let (table, dataSource) = makeTable([1, 2])
    table.reloadData()
    #expect(dataSource.setCellDeclarations(DeclaredItem.items([1, 2])).isEmpty)
    #expect(table.lastAppliedUpdates == [.reloadData])
  }

  @Test func theAssignmentsAnimationIsUsedAndDefaultsToTheRowAnimation() {
    let (_, dataSource) = makeTable([1])
    #expect(dataSource.rowAnimation == .automatic)
    let recording = UpdateAnimationRecorder()
    recording.attach(dataSource)
    dataSource.setCellDeclarations(DeclaredItem.items([1, 2]), animation: .fade)
    dataSource.rowAnimation = .left
    dataSource.cellDeclarations = DeclaredItem.items([2])
    #expect(recording.animations == [.fade, .left])
  }

  @Test func hashableDeclarationsAreIdentifiedByValue() {
    let dataSource = TableViewDataSource<Letter> { letter in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "letter"
      ) {
        if case .letter(let character) = letter { $0.text = String(character) }
      }
    }
    dataSource.cellDeclarations = [.letter("a"), .letter("b")]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let before = treeRows(table)
    let updates = dataSource.setCellDeclarations([.letter("b"), .letter("c")])
    expectBatchReplays(updates, from: before, on: table)
    #expect(Set(updates) == [.deleteRows([path(0)]), .insertRows([path(1)])])
    #expect(texts(table) == ["b", "c"])
  }

  @Test func identifiedBindersReconfigureKeptRowsUnlessTheirContentIsEqual() {
    func binder(_ id: Int, _ text: String, content: Bool) -> CellBinder {
      let binder = CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "row"
      ) { $0.text = text }
      return content ? binder.identified(by: id, content: text) : binder.identified(by: id)
    }
    let dataSource = TableViewDataSource<CellBinder>()
    dataSource.cellDeclarations = [
      binder(1, "one", content: true), binder(2, "two", content: false),
    ]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let updates = dataSource.setCellDeclarations([
      binder(1, "one", content: true), binder(2, "two", content: false),
    ])
    #expect(updates == [.reconfigureRows([path(1)])])
    let changed = dataSource.setCellDeclarations([
      binder(1, "uno", content: true), binder(2, "dos", content: false),
    ])
    #expect(changed == [.reconfigureRows([path(0), path(1)])])
    #expect(texts(table) == ["uno", "dos"])
  }

  @Test func aKeptBinderWhoseCellKindChangedIsReloaded() {
    let dataSource = TableViewDataSource<CellBinder>()
    func binder(_ identifier: String) -> CellBinder {
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: identifier
      ) { $0.text = identifier }
      .identified(by: 1, content: 0)
    }
    dataSource.cellDeclarations = [binder("small")]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    #expect(dataSource.setCellDeclarations([binder("large")]) == [.reloadRows([path(0)])])
    #expect(table.visibleCells.first?.reuseIdentifier == "large")
  }

  @Test func unidentifiedBindersReloadTheSectionSoTheTableShowsTheNewDeclarations() {
    let dataSource = TableViewDataSource<CellBinder>()
    func binder(_ text: String) -> CellBinder {
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "row"
      ) { $0.text = text }
    }
    dataSource.cellDeclarations = [binder("a")]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    #expect(dataSource.setCellDeclarations([binder("b"), binder("c")]) == [.reloadSections([0])])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.diagnostics.isEmpty)
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["b", "c"])
    // DataSourceKit's habit of reloading after assigning still works.
    table.reloadData()
    #expect(texts(table) == ["b", "c"])
  }

  @Test func bindersOfWhichOnlySomeHaveAnIdentityReloadTheSectionAndAreReported() {
    func binder(_ text: String, id: Int?) -> CellBinder {
      let binder = CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "row"
      ) { $0.text = text }
      return id.map { binder.identified(by: $0) } ?? binder
    }
    let dataSource = TableViewDataSource<CellBinder>()
    dataSource.cellDeclarations = [binder("a", id: 1)]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let identifiedFirst = [binder("a", id: 1), binder("b", id: 2), binder("c", id: nil)]
    #expect(dataSource.setCellDeclarations(identifiedFirst) == [.reloadSections([0])])
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(texts(table) == ["a", "b", "c"])
    #expect(table.diagnostics == [.partialRowIdentity(unidentifiedPosition: 2)])
    let unidentifiedFirst = [binder("x", id: nil), binder("y", id: nil), binder("z", id: 3)]
    #expect(dataSource.setCellDeclarations(unidentifiedFirst) == [.reloadSections([0])])
    #expect(texts(table) == ["x", "y", "z"])
    // Even an empty list, after one that could not be diffed, reaches the table.
    #expect(dataSource.setCellDeclarations([]) == [.reloadSections([0])])
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(
      table.diagnostics == [
        .partialRowIdentity(unidentifiedPosition: 2), .partialRowIdentity(unidentifiedPosition: 0),
      ])
    #expect(
      TableDiagnostic.partialRowIdentity(unidentifiedPosition: 4).description
        == "the binder at row 4 has no identity while others have one: reloaded the section "
        + "instead of diffing it; give every binder an identity to animate changes")
  }

  @Test func duplicateIdentitiesReloadTheSectionAndAreReported() {
    let (table, dataSource) = makeTable([1, 2])
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    let updates = dataSource.setCellDeclarations(DeclaredItem.items([3, 3, 1]))
    #expect(updates == [.reloadSections([0])])
    #expect(errors.isEmpty)
    #expect(texts(table) == ["item 3 v0", "item 3 v0", "item 1 v0"])
    #expect(table.problems == [duplicate("3", atRows: [0, 1])])
    let repaired = dataSource.setCellDeclarations(DeclaredItem.items([1]))
    #expect(repaired == [.reloadSections([0])])
    #expect(texts(table) == ["item 1 v0"])
  }

  @Test func aDuplicateAfterRowsEqualAtTheFrontIsReportedAtItsPositionsInTheList() {
    let (table, dataSource) = makeTable([7, 8, 1, 9])
    let updates = dataSource.setCellDeclarations(DeclaredItem.items([7, 8, 3, 3, 9]))
    #expect(updates == [.reloadSections([0])])
    #expect(table.problems == [duplicate("3", atRows: [2, 3])])
  }

  @Test func anEditBetweenRowsEqualAtBothEndsNamesTheEditedRowsInTheList() {
    let (table, dataSource) = makeTable([1, 2, 3, 4, 5, 6])
    var items = DeclaredItem.items([1, 2, 4, 3, 5, 6])
    items[3].version = 1
    let before = treeRows(table)
    let updates = dataSource.setCellDeclarations(items)
    // 3 moved and changed: a batch cannot move and reconfigure it, so a delete and an insert
    // (of 3, or of 4 around it); nothing reloaded.
    expectBatchReplays(updates, from: before, on: table)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 1, "\(updates)")
    #expect(updates.count == 2 && !updates.reloadsAnything, "\(updates)")
    #expect(table.lastAppliedUpdates == updates)
    #expect(texts(table) == items.map(\.text))
  }

  @Test func anAssignmentBeforeTheTableLoadedMakesNoUpdateError() {
    let dataSource = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    let table = HeadlessTableView()
    dataSource.prepare(tableView: table)
    table.dataSource = dataSource
    dataSource.cellDeclarations = DeclaredItem.items([1, 2])
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["item 1 v0", "item 2 v0"])
    dataSource.cellDeclarations = DeclaredItem.items([2])
    #expect(table.lastUpdateError == nil)
    #expect(texts(table) == ["item 2 v0"])
  }

  @Test func aDataSourceWithoutATableJustStoresItsDeclarations() {
    let dataSource = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    #expect(dataSource.setCellDeclarations(DeclaredItem.items([1, 2])).isEmpty)
    #expect(dataSource.cellDeclarations.map(\.id) == [1, 2])
  }

  @Test func theBuilderFormAssignsAndDiffs() {
    let (table, dataSource) = makeTable([1, 2])
    let showSecond = false
    let before = treeRows(table)
    let updates = dataSource.setCellDeclarations {
      DeclaredItem(id: 1)
      if showSecond {
        DeclaredItem(id: 2)
      }
      for id in [7, 8] {
        DeclaredItem(id: id)
      }
    }
    expectBatchReplays(updates, from: before, on: table)
    #expect(updates.deletedRowCount == 1 && updates.insertedRowCount == 2, "\(updates)")
    #expect(!updates.reloadsAnything)
    #expect(texts(table) == ["item 1 v0", "item 7 v0", "item 8 v0"])
  }
}

/// Records the animation of every row insert a data source's table is asked for, by standing
/// in as that table.
@MainActor
private final class UpdateAnimationRecorder {
  private let host = AnimationRecordingHost()

  var animations: [TableRowAnimation] { host.animations }

  func attach(_ dataSource: TableViewDataSource<DeclaredItem>) {
    host.dataSource = dataSource
    dataSource.prepare(tableView: host)
  }
}

/// A table that answers the data source's counts and records the animations it is asked for.
@MainActor
private final class AnimationRecordingHost: TableHost {
  weak var dataSource: (any TableDataSource)?
  weak var delegate: (any TableDelegate)?
  var isEditing = false
  private(set) var animations: [TableRowAnimation] = []
  private var rowCount = 1

  var numberOfSections: Int { 1 }
  var indexPathsForVisibleRows: [TableIndexPath]? { nil }
  var indexPathForSelectedRow: TableIndexPath? { nil }
  var indexPathsForSelectedRows: [TableIndexPath]? { nil }

  func numberOfRows(inSection section: Int) -> Int { rowCount }
  func reloadData() {}
  func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func insertSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {}
  func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    animations.append(animation)
  }
  func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    animations.append(animation)
  }
  func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {}
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    rowCount = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
    completion?(true)
  }
  func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {}
  func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {}
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell
  { TableCell(reuseIdentifier: identifier) }
  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?
  { nil }
  func cellForRow(at indexPath: TableIndexPath) -> TableCell? { nil }
  func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition
  ) {}
  func deselectRow(at indexPath: TableIndexPath, animated: Bool) {}
  func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool
  ) {}
}
