import CascadingTableKit

/// What the big section's two hand-written fixtures (``FlatSectionFixture``, the baseline, and
/// ``BigSectionFloorFixture``, the floor) share as the data source of one section of *n* rows:
/// the same loaded table, the same cell and the same height, so that the two differ only in
/// what they keep and write per row.
@MainActor
enum BigSectionTable {
  /// Makes `source` the data source and delegate of `table`, with ``TransactionFixture``'s
  /// estimate and cell, and loads and lays the table out.
  static func load(_ table: HeadlessTableView, from source: some TableDataSource & TableDelegate) {
    table.estimatedRowHeight = 44
    table.register(TableCell.self, forCellReuseIdentifier: TransactionRow.reuseIdentifier)
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    table.layoutIfNeeded()
  }

  /// The cell every row shows: dequeued, titled as a ``TransactionRow``'s.
  static func cell(in tableView: any TableHost, at indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: TransactionRow.reuseIdentifier, for: indexPath)
    cell.text = "Row"
    return cell
  }
}
