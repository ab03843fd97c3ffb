import CascadingTableKit

/// A root of ``IdentifiedSection``s (ids 100, 101, …) holding ``IdentifiedRow``s with the
/// given ids, attached to a table.
@MainActor
struct TransactionTestTree {
  let root: CascadingRootTableDelegate
  let sections: [IdentifiedSection]

  init(_ rowIDs: [[Int]], table: (any TableHost)?) {
    sections = rowIDs.enumerated().map { position, ids in
      IdentifiedSection(id: 100 + position, rows: ids.map { IdentifiedRow(id: $0) })
    }
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    if let table {
      table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
      root.prepare(tableView: table)
    }
  }

  /// The row at a position, as the tree holds it now.
  func row(_ section: Int, _ row: Int) -> IdentifiedRow {
    root.childDelegates[section].childDelegates[row] as! IdentifiedRow
  }
}
