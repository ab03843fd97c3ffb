import CascadingTableKit
import Testing

/// What the tree behind `table` answers now, section by section: every row's cell text, asked
/// of the table's data source (the fixtures' texts name a row's identity, its kind and its
/// content version, so equal texts are the same row showing the same content).
@MainActor
func treeRows(_ table: any TableHost) -> [[String?]] {
  guard let dataSource = table.dataSource else { return [] }
  return (0..<dataSource.numberOfSections(in: table)).map { section in
    (0..<dataSource.tableView(table, numberOfRowsInSection: section)).map {
      dataSource.tableView(table, cellForRowAt: TableIndexPath(row: $0, section: section)).text
    }
  }
}

/// The replay check, for a batch whose exact form the contract leaves open: records an issue
/// unless `updates`, replayed (``BatchReplay``) on the rows the tree answered before
/// (`before`, from ``treeRows(_:)``), give the rows it answers now; and, on a
/// ``HeadlessTableView``, unless every visible cell shows what the tree answers at its path.
///
/// So any valid, equally minimal batch passes, and a batch that forgets a change, or a table
/// left showing a stale cell, fails.
@MainActor
func expectBatchReplays(
  _ updates: [TableUpdate], from before: [[String?]], on table: any TableHost,
  _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  let after = treeRows(table)
  let replayed = BatchReplay.apply(updates, to: before, target: after)
  #expect(
    replayed == after, "replaying \(updates) on \(before) \(comment)",
    sourceLocation: sourceLocation)
  expectVisibleCells(of: table, toShow: after, sourceLocation: sourceLocation)
}

/// The replay check on a tree of ``IdentifiedSection``s and ``OpaqueIdentifiedSection``s,
/// whose snapshot also names each section: see
/// ``expectBatchReplays(_:from:on:_:sourceLocation:)``. Works without a table too (a
/// prediction), and checks the visible cells when `table` is a ``HeadlessTableView``.
@MainActor
func expectBatchReplays(
  _ updates: [TableUpdate], from before: TreeSnapshot, root: CascadingRootTableDelegate,
  on table: (any TableHost)? = nil, _ comment: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let after = TreeSnapshot(of: root)
  #expect(
    before.applying(updates, target: after) == after,
    "replaying \(updates) on \(before) \(comment)",
    sourceLocation: sourceLocation)
  if let table {
    expectVisibleCells(of: table, toShow: treeRows(table), sourceLocation: sourceLocation)
  }
}

/// Records an issue for every visible cell of a ``HeadlessTableView`` that does not show
/// `rows` at its path; other hosts show no cells.
@MainActor
private func expectVisibleCells(
  of table: any TableHost, toShow rows: [[String?]], sourceLocation: SourceLocation
) {
  guard let headless = table as? HeadlessTableView else { return }
  headless.layoutIfNeeded()
  for path in headless.indexPathsForVisibleRows ?? [] {
    let expected =
      rows.indices.contains(path.section) && rows[path.section].indices.contains(path.row)
      ? rows[path.section][path.row] : "no row"
    #expect(
      headless.cellForRow(at: path)?.text == expected, "visible cell at \(path)",
      sourceLocation: sourceLocation)
  }
}

extension Array where Element == TableUpdate {
  /// Whether the batch reloads anything (rows, sections or the whole table).
  var reloadsAnything: Bool {
    contains {
      switch $0 {
      case .reloadRows, .reloadSections, .reloadData: return true
      default: return false
      }
    }
  }

  /// Whether every update is a move of a row or a section.
  var isMovesOnly: Bool {
    allSatisfy {
      switch $0 {
      case .moveRow, .moveSection: return true
      default: return false
      }
    }
  }

  /// How many rows the batch inserts.
  var insertedRowCount: Int {
    reduce(0) {
      if case .insertRows(let paths) = $1 { return $0 + paths.count }
      return $0
    }
  }

  /// How many rows the batch deletes.
  var deletedRowCount: Int {
    reduce(0) {
      if case .deleteRows(let paths) = $1 { return $0 + paths.count }
      return $0
    }
  }
}
