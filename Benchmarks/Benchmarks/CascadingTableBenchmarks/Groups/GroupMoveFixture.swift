import CascadingTableKit

/// A loaded `HeadlessTableView` over 10⁶ rows: 1,000 sections of 10 groups of 100 row
/// delegates. One row moves from a group of section 500 to a group of section 501 and back:
/// by a transaction, or by hand.
@MainActor
final class GroupMoveFixture {
  /// The fixture, built on first use in each benchmark process.
  static let shared = GroupMoveFixture()

  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The root; the table holds it weakly, so the fixture keeps it.
  let root: CascadingRootTableDelegate
  /// The group the row leaves (section 500, group 3) and the one it joins (section 501,
  /// group 7).
  private let source: CascadingSectionTableDelegate
  private let destination: CascadingSectionTableDelegate
  /// Where the row is in its group, and where it goes in the other.
  private let sourceRow = 50
  private let destinationRow = 20

  private init() {
    let sections = (0..<1_000).map { _ in
      CascadingSectionTableDelegate(
        index: 0,
        childDelegates: (0..<10).map { _ in
          CascadingSectionTableDelegate(
            index: 0, childDelegates: (0..<100).map { _ in TransactionRow() })
        })
    }
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    source = sections[500].childDelegates[3] as! CascadingSectionTableDelegate
    destination = sections[501].childDelegates[7] as! CascadingSectionTableDelegate
    table.estimatedRowHeight = 44
    table.register(TableCell.self, forCellReuseIdentifier: TransactionRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.reloadData()
    table.layoutIfNeeded()
  }

  /// The row's table position in the source group and in the destination group.
  private var paths: (source: TableIndexPath, destination: TableIndexPath) {
    (
      TableIndexPath(row: 300 + sourceRow, section: 500),
      TableIndexPath(row: 700 + destinationRow, section: 501)
    )
  }

  /// Moves the row with `performUpdates`, then back the same way.
  func moveAndBackByTransaction() {
    let there = root.performUpdates(animation: .automatic) {
      let row = source.childDelegates.remove(at: sourceRow)
      destination.childDelegates.insert(row, at: destinationRow)
    }
    let back = root.performUpdates(animation: .automatic) {
      let row = destination.childDelegates.remove(at: destinationRow)
      source.childDelegates.insert(row, at: sourceRow)
    }
    precondition(
      there == [.moveRow(paths.source, to: paths.destination)]
        && back == [.moveRow(paths.destination, to: paths.source)],
      "not one move each: \(there), \(back)")
  }

  /// Moves the row by hand (edit the tree, then one `performBatchUpdates` naming the move),
  /// then back the same way.
  func moveAndBackByHand() {
    let table = self.table
    let paths = self.paths
    let row = source.childDelegates.remove(at: sourceRow)
    destination.childDelegates.insert(row, at: destinationRow)
    table.performBatchUpdates {
      table.moveRow(at: paths.source, to: paths.destination)
    }
    let back = destination.childDelegates.remove(at: destinationRow)
    source.childDelegates.insert(back, at: sourceRow)
    table.performBatchUpdates {
      table.moveRow(at: paths.destination, to: paths.source)
    }
  }

  /// Stops the benchmark unless the table applied the last change cleanly.
  func checkApplied() {
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    precondition(table.numberOfRows(inSection: 500) == 1_000, "the table and the tree disagree")
  }
}
