import CascadingTableKit
import Testing

private typealias Fixture = DataSourceKitFixture

/// A cell no binder below expects.
private final class UnexpectedCell: TableCell {}

/// A binder's cell type that the table never makes for its identifier.
private final class ExpectedCell: TableCell {}

/// A data source whose subclass answers the row count itself.
private final class CountingDataSource: TableViewDataSource<CellBinder> {
  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    super.tableView(tableView, numberOfRowsInSection: section) + 1
  }
}

@MainActor
struct TableViewDataSourceTests {
  private let declarations: [Fixture.CellDeclaration] = [.a(1), .a(2), .b(1), .c(1)]

  private func makeDataSource() -> TableViewDataSource<Fixture.CellDeclaration> {
    Fixture.registerNibs()
    let dataSource = TableViewDataSource<Fixture.CellDeclaration>(
      binderFromDeclaration: Fixture.binder(for:))
    dataSource.cellDeclarations = declarations
    return dataSource
  }

  // MARK: DataSourceKit's own test

  @Test func dataSourceKitsTestPassesOnARecordingTable() throws {
    let dataSource = makeDataSource()
    let table = RegistrationRecordingTable()
    table.dataSource = dataSource
    #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == 4)
    let cells = table.cellsOfAllRows()
    _ = table.cellsOfAllRows()
    #expect(table.nibRegistrations == ["ATableViewCell", "BTableViewCell"])
    #expect(table.classRegistrations == ["CTableViewCell"])
    #expect(cells.count == 4)
    let expected: [(Fixture.LabelCell.Type, String)] = [
      (Fixture.ATableViewCell.self, "1"), (Fixture.ATableViewCell.self, "2"),
      (Fixture.BTableViewCell.self, "1"), (Fixture.CTableViewCell.self, "1"),
    ]
    for (cell, (cellType, label)) in zip(cells, expected) {
      #expect(type(of: cell) == cellType)
      #expect((cell as? Fixture.LabelCell)?.label == label)
    }
    #expect(table.diagnostics.isEmpty)
  }

  @Test func dataSourceKitsTestPassesOnAHeadlessTable() {
    let dataSource = makeDataSource()
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
    let cells = table.visibleCells
    #expect(
      cells.map { String(describing: type(of: $0)) } == [
        "ATableViewCell", "ATableViewCell", "BTableViewCell", "CTableViewCell",
      ])
    #expect(cells.map { ($0 as? Fixture.LabelCell)?.label } == ["1", "2", "1", "1"])
    #expect(table.diagnostics.isEmpty)
  }

  @Test func theRowCountIsTheDeclarationCountWhateverTheSection() {
    let dataSource = makeDataSource()
    let table = RegistrationRecordingTable()
    for section in [0, 1, 7, -3] {
      #expect(dataSource.tableView(table, numberOfRowsInSection: section) == 4)
    }
  }

  @Test func declarationsStartEmpty() {
    let dataSource = TableViewDataSource<CellBinder>()
    #expect(dataSource.cellDeclarations.isEmpty)
    #expect(dataSource.tableView(RegistrationRecordingTable(), numberOfRowsInSection: 0) == 0)
  }

  @Test func theBinderMappingOfBinderDeclarationsIsApplied() {
    let dataSource = TableViewDataSource<CellBinder>(binderFromBinder: { binder in
      CellBinder(
        cellType: Fixture.CTableViewCell.self,
        registrationMethod: .class(Fixture.CTableViewCell.self),
        reuseIdentifier: binder.reuseIdentifier + ".mapped"
      ) { $0.label = "mapped" }
    })
    dataSource.cellDeclarations = [
      CellBinder(cellType: TableCell.self, registrationMethod: .none, reuseIdentifier: "plain") {
        $0.text = "unmapped"
      }
    ]
    let table = RegistrationRecordingTable()
    table.dataSource = dataSource
    let cells = table.cellsOfAllRows()
    #expect(cells.first?.reuseIdentifier == "plain.mapped")
    #expect((cells.first as? Fixture.LabelCell)?.label == "mapped")
  }

  // MARK: Registration

  @Test func registrationHappensLazilyAtTheFirstCellThatNeedsIt() {
    let dataSource = makeDataSource()
    let table = RegistrationRecordingTable()
    table.dataSource = dataSource
    #expect(table.nibRegistrations.isEmpty)
    _ = dataSource.tableView(table, cellForRowAt: TableIndexPath(row: 3, section: 0))
    #expect(table.classRegistrations == ["CTableViewCell"])
    #expect(table.nibRegistrations.isEmpty)
  }

  @Test func twoDataSourcesOnOneTableRegisterEachIdentifierOnce() {
    let first = makeDataSource()
    let second = makeDataSource()
    let table = RegistrationRecordingTable()
    for dataSource in [first, second] {
      for row in 0..<4 {
        _ = dataSource.tableView(table, cellForRowAt: TableIndexPath(row: row, section: 0))
      }
    }
    #expect(table.nibRegistrations == ["ATableViewCell", "BTableViewCell"])
    #expect(table.classRegistrations == ["CTableViewCell"])
  }

  @Test func eachTableGetsItsOwnRegistrations() {
    let dataSource = makeDataSource()
    let tables = [RegistrationRecordingTable(), RegistrationRecordingTable()]
    for table in tables {
      table.dataSource = dataSource
      _ = table.cellsOfAllRows()
      #expect(table.nibRegistrations == ["ATableViewCell", "BTableViewCell"])
      #expect(table.classRegistrations == ["CTableViewCell"])
    }
  }

  @Test func aBinderWithoutRegistrationRegistersNothing() {
    let dataSource = TableViewDataSource<CellBinder>()
    dataSource.cellDeclarations = [
      CellBinder(cellType: TableCell.self, registrationMethod: .none, reuseIdentifier: "elsewhere")
      {
        $0.text = "registered elsewhere"
      }
    ]
    let table = RegistrationRecordingTable()
    table.dataSource = dataSource
    let cells = table.cellsOfAllRows()
    #expect(table.nibRegistrations.isEmpty)
    #expect(table.classRegistrations.isEmpty)
    #expect(cells.first?.text == "registered elsewhere")
  }

  // MARK: Never trapping

  @Test func aCellOfTheWrongTypeStaysUnconfiguredAndIsReported() {
    let dataSource = TableViewDataSource<CellBinder>()
    var configured = false
    dataSource.cellDeclarations = [
      CellBinder(
        cellType: ExpectedCell.self, registrationMethod: .none, reuseIdentifier: "shared"
      ) { _ in configured = true }
    ]
    let table = HeadlessTableView()
    table.register(UnexpectedCell.self, forCellReuseIdentifier: "shared")
    table.dataSource = dataSource
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 1)
    #expect(table.visibleCells.first is UnexpectedCell)
    #expect(!configured)
    #expect(
      table.diagnostics == [
        .cellTypeMismatch(
          declaration: "CellBinder(reuseIdentifier: \"shared\")",
          expectedCellType: "ExpectedCell", actualCellType: "UnexpectedCell")
      ])
  }

  @Test func aDeclarationWithoutABinderShowsAPlainCellAndIsReported() {
    let dataSource = TableViewDataSource<Fixture.CellDeclaration>(index: 0, childDelegates: [])
    dataSource.cellDeclarations = [.a(1)]
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    #expect(table.visibleCells.map { type(of: $0) == TableCell.self } == [true])
    #expect(table.diagnostics == [.missingBinder(declaration: "a(1)")])
  }

  @Test func aRowOutOfRangeGetsAPlainCellAndNoRegistration() {
    let dataSource = makeDataSource()
    let table = RegistrationRecordingTable()
    for row in [-1, 4, 100] {
      let cell = dataSource.tableView(table, cellForRowAt: TableIndexPath(row: row, section: 0))
      #expect(type(of: cell) == TableCell.self)
    }
    #expect(table.nibRegistrations.isEmpty)
    #expect(table.classRegistrations.isEmpty)
  }

  // MARK: Subclassing

  @Test func aSubclassOverrideIsReachedThroughTheProtocol() {
    let dataSource: any CascadingTableDelegate = CountingDataSource()
    #expect(dataSource.tableView(RegistrationRecordingTable(), numberOfRowsInSection: 0) == 1)
  }

  @Test func aTableADataSourceRegisteredCellsOnIsFreedWithItsLastOwner() {
    let dataSource = makeDataSource()
    var table: HeadlessTableView? = HeadlessTableView()
    weak let weakTable = table
    table?.dataSource = dataSource
    table?.layoutIfNeeded()
    #expect(table?.visibleCells.count == 4)
    table = nil
    #expect(weakTable == nil)
  }

  @Test func theDataSourceIsFreedWithItsLastOwner() {
    var dataSource: TableViewDataSource<Fixture.CellDeclaration>? = makeDataSource()
    weak let weakDataSource = dataSource
    let table = HeadlessTableView()
    table.dataSource = dataSource
    table.layoutIfNeeded()
    dataSource = nil
    #expect(weakDataSource == nil)
  }
}
