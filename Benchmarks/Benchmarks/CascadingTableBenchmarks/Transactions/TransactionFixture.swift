import CascadingTableKit

/// A loaded `HeadlessTableView` over a root of section delegates (1,000, or one big one), each
/// holding the same number of row delegates, into the middle of whose middle section one row is
/// inserted and then removed: by a transaction, or by hand.
@MainActor
final class TransactionFixture {
  /// The number of sections.
  let sectionCount: Int
  /// The section whose rows change: the middle one.
  let changedSection: Int

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
  /// - Parameters:
  ///   - totalRows: The number of rows, a multiple of `sectionCount`.
  ///   - sectionCount: The number of sections.
  init(totalRows: Int, sectionCount: Int) {
    self.sectionCount = sectionCount
    changedSection = sectionCount / 2
    let rowsPerSection = totalRows / sectionCount
    precondition(rowsPerSection * sectionCount == totalRows, "\(totalRows) rows don't split")
    let sections = (0..<sectionCount).map { _ in
      CascadingSectionTableDelegate(
        index: 0, childDelegates: (0..<rowsPerSection).map { _ in TransactionRow() })
    }
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    section = sections[changedSection]
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
    let indexPath = TableIndexPath(row: row, section: changedSection)
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
      table.numberOfRows(inSection: changedSection) == section.childDelegates.count,
      "the table and the tree disagree")
  }

  /// Fixtures already built in this process, by section count and size.
  private static var built: [[Int]: TransactionFixture] = [:]

  /// The fixture for a shape, built on first use.
  /// - Parameters:
  ///   - totalRows: The number of rows.
  ///   - sectionCount: The number of sections (1,000 unless given).
  /// - Returns: The fixture.
  static func shared(totalRows: Int, sectionCount: Int = 1_000) -> TransactionFixture {
    if let fixture = built[[sectionCount, totalRows]] {
      return fixture
    }
    let fixture = TransactionFixture(totalRows: totalRows, sectionCount: sectionCount)
    built[[sectionCount, totalRows]] = fixture
    return fixture
  }
}
