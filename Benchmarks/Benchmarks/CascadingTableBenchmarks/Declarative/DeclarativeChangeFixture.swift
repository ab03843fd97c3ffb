import CascadingTableKit

/// 10³, 10⁴ or 10⁵ rows declared two ways (`Identifiable & Hashable` values, and identified `CellBinder`s),
/// reassigned back and forth between two versions 1 % apart (scattered deletions, insertions
/// and content changes), against the lower bound: the engine's difference of the same
/// identifiers, a content comparison of the kept rows, and the batch applied by hand to a plain
/// data source's table.
@MainActor
final class DeclarativeChangeFixture {
  /// A row: identified by `id`, with `content` that changes in place.
  struct Row: Identifiable, Hashable {
    var id: Int
    var content: Int
  }

  /// How the rows are declared.
  enum Style: String, CaseIterable {
    case values = "Identifiable values"
    case binders = "identified binders"
  }

  /// The number of rows of the first version.
  let rowCount: Int

  /// The two versions of the rows.
  let versions: [[Row]]
  /// Which version each style's table shows.
  private var shown: [Style: Int] = [.values: 0, .binders: 0]

  /// The table over declared values, and its data source.
  let valuesTable = DeclarativeChangeFixture.makeTable()
  let valuesSource: TableViewDataSource<Row>
  /// The table over declared binders, and its data source, with both versions' binders.
  let bindersTable = DeclarativeChangeFixture.makeTable()
  let bindersSource: TableViewDataSource<CellBinder>
  private let binderVersions: [[CellBinder]]
  /// The baseline's table and plain data source.
  let plainTable = DeclarativeChangeFixture.makeTable()
  private let plain = PlainListDataSource()
  private let plainVersions: [[DeclarativeFixture.Row]]
  private var plainShown = 0

  /// Builds both versions (seeded) and loads the three tables with the first.
  /// - Parameter rowCount: The number of rows of the first version.
  init(rowCount: Int) {
    self.rowCount = rowCount
    var generator = SplitMixGenerator(seed: 42)
    let first = (0..<rowCount).map { Row(id: $0, content: 0) }
    var second: [Row] = []
    second.reserveCapacity(rowCount)
    var nextID = rowCount
    for row in first {
      // One row in a hundred changes: deleted, changed in place, or followed by a new row.
      guard Int.random(in: 0..<100, using: &generator) == 0 else {
        second.append(row)
        continue
      }
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        continue
      case 1:
        second.append(Row(id: row.id, content: 1))
      default:
        second.append(row)
        second.append(Row(id: nextID, content: 0))
        nextID += 1
      }
    }
    versions = [first, second]
    let bind = { (row: Row) in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "row"
      ) { $0.text = "Row \(row.id)" }
      .rowHeight(44)
    }
    valuesSource = TableViewDataSource<Row> { bind($0) }
    bindersSource = TableViewDataSource<CellBinder> { $0 }
    binderVersions = versions.map { rows in
      rows.map { bind($0).identified(by: $0.id, content: $0.content) }
    }
    valuesSource.cellDeclarations = first
    bindersSource.cellDeclarations = binderVersions[0]
    Self.load(valuesTable, with: valuesSource)
    Self.load(bindersTable, with: bindersSource)
    plainVersions = versions.map { rows in rows.map { DeclarativeFixture.Row(id: $0.id) } }
    plain.rows = plainVersions[0]
    plainTable.register(TableCell.self, forCellReuseIdentifier: "row")
    plainTable.dataSource = plain
    plainTable.delegate = plain
    plainTable.reloadData()
    plainTable.layoutIfNeeded()
  }

  private static func makeTable() -> HeadlessTableView {
    HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  }

  private static func load<Declaration>(
    _ table: HeadlessTableView, with source: TableViewDataSource<Declaration>
  ) {
    table.dataSource = source
    table.delegate = source
    source.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
  }

  /// Assigns the other version to one style's data source (one diffed batch) and lays out.
  func assignOtherVersion(style: Style) {
    let next = 1 - shown[style, default: 0]
    switch style {
    case .values:
      precondition(!valuesSource.setCellDeclarations(versions[next]).isEmpty, "no change")
      valuesTable.layoutIfNeeded()
    case .binders:
      precondition(!bindersSource.setCellDeclarations(binderVersions[next]).isEmpty, "no change")
      bindersTable.layoutIfNeeded()
    }
    shown[style] = next
  }

  /// The lower bound: diffs the identifiers with the engine, compares the kept rows' content,
  /// and applies the batch to the plain table by hand, then lays out.
  func applyOtherVersionByHand() {
    let old = versions[plainShown]
    let new = versions[1 - plainShown]
    let difference = try! IdentifierDifference(from: old.lazy.map(\.id), to: new.lazy.map(\.id))
    var updates = difference.rowUpdates(sourceSection: 0, destinationSection: 0)
    var reloaded: [TableIndexPath] = []
    for position in new.indices {
      if let source = difference.source(ofDestination: position),
        old[source].content != new[position].content
      {
        reloaded.append(TableIndexPath(row: source, section: 0))
      }
    }
    updates.append(.reloadRows(reloaded))
    plain.rows = plainVersions[1 - plainShown]
    try! plainTable.applyUpdatesChecked(updates)
    plainTable.layoutIfNeeded()
    plainShown = 1 - plainShown
  }

  /// Stops the benchmark unless every table applied its last change cleanly.
  func checkApplied() {
    for table in [valuesTable, bindersTable, plainTable] {
      precondition(table.lastUpdateError == nil, "a table rejected an update")
    }
  }

  /// The fixtures built so far, by row count.
  private static var built: [Int: DeclarativeChangeFixture] = [:]

  /// The fixture of a row count, built on first use.
  /// - Parameter rowCount: The number of rows of the first version.
  /// - Returns: The fixture.
  static func shared(rowCount: Int) -> DeclarativeChangeFixture {
    if let fixture = built[rowCount] { return fixture }
    let fixture = DeclarativeChangeFixture(rowCount: rowCount)
    built[rowCount] = fixture
    return fixture
  }
}
