import CascadingTableKit

/// A loaded `HeadlessTableView` over a root of 1,000 section delegates, each holding the same
/// number of row delegates, into whose middle section one row is inserted and then removed:
/// by a transaction, or by hand.
@MainActor
final class TransactionFixture {
  /// The number of sections.
  static let sectionCount = 1_000
  /// The section whose rows change.
  static let changedSection = 500

  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The root; the table holds it weakly, so the fixture keeps it.
  let root: CascadingRootTableDelegate
  /// The section whose rows change.
  let section: CascadingSectionTableDelegate
  /// The row inserted and removed.
  private let extraRow = TransactionRow()
  /// Where the row goes: the middle of the section.
  private let row: Int

  /// Builds and loads the table.
  /// - Parameter totalRows: The number of rows, a multiple of ``sectionCount``.
  init(totalRows: Int) {
    let rowsPerSection = totalRows / Self.sectionCount
    precondition(rowsPerSection * Self.sectionCount == totalRows, "\(totalRows) rows don't split")
    let sections = (0..<Self.sectionCount).map { _ in
      CascadingSectionTableDelegate(
        index: 0, childDelegates: (0..<rowsPerSection).map { _ in TransactionRow() })
    }
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    section = sections[Self.changedSection]
    row = rowsPerSection / 2
    table.estimatedRowHeight = 44
    table.register(TableCell.self, forCellReuseIdentifier: TransactionRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
  }

  /// Inserts the row with `performUpdates`, then removes it the same way.
  func insertAndRemoveByTransaction() {
    let inserted = root.performUpdates(animation: .automatic) {
      section.childDelegates.insert(extraRow, at: row)
    }
    let removed = root.performUpdates(animation: .automatic) {
      section.childDelegates.remove(at: row)
    }
    precondition(inserted.count == 1 && removed.count == 1, "not one update each")
  }

  /// Inserts the row by hand (edit the tree, then one `performBatchUpdates` naming the row),
  /// then removes it the same way.
  func insertAndRemoveByHand() {
    let indexPath = TableIndexPath(row: row, section: Self.changedSection)
    let table = self.table
    section.childDelegates.insert(extraRow, at: row)
    table.performBatchUpdates {
      table.insertRows(at: [indexPath], with: .automatic)
    }
    section.childDelegates.remove(at: row)
    table.performBatchUpdates {
      table.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  /// Stops the benchmark unless the table applied the last change cleanly.
  func checkApplied() {
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    precondition(
      table.numberOfRows(inSection: Self.changedSection) == section.childDelegates.count,
      "the table and the tree disagree")
  }

  /// Fixtures already built in this process, by size.
  private static var built: [Int: TransactionFixture] = [:]

  /// The fixture for a size, built on first use.
  /// - Parameter totalRows: The number of rows.
  /// - Returns: The fixture.
  static func shared(totalRows: Int) -> TransactionFixture {
    if let fixture = built[totalRows] {
      return fixture
    }
    let fixture = TransactionFixture(totalRows: totalRows)
    built[totalRows] = fixture
    return fixture
  }
}
