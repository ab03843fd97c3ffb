import CascadingTableKit
import Testing

/// Header and footer views the table made while the tree held an edit it was never told
/// about: the transaction that tells it must leave every visible header and footer showing
/// the title of the section it now heads, as it leaves every visible cell showing its row.
@MainActor
struct UntoldEditHeaderTests {
  /// A section of rows whose header and footer titles name its id (20 points each).
  private final class TitledSection: CascadingSectionTableDelegate {
    let id: Int

    init(id: Int, rowCount: Int = 1) {
      self.id = id
      super.init(
        index: 0, childDelegates: (0..<rowCount).map { IdentifiedRow(id: id * 10 + $0) })
    }

    required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
      id = -1
      super.init(index: index, childDelegates: childDelegates)
    }

    override var differenceIdentifier: AnyHashable { id }

    override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
      -> String?
    {
      "header \(id)"
    }

    override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
      -> Double?
    {
      20
    }

    override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
      -> Double?
    {
      20
    }

    override func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int)
      -> String?
    {
      "footer \(id)"
    }
  }

  /// The titles every visible header and footer should show, from the ids in table order.
  private func mismatches(_ table: HeadlessTableView, ids: [Int]) -> [String] {
    table.layoutIfNeeded()
    var found: [String] = []
    for section in 0..<table.numberOfSections {
      if let header = table.headerView(forSection: section), header.text != "header \(ids[section])"
      {
        found.append("header of \(section): \(header.text ?? "nil")")
      }
      if let footer = table.footerView(forSection: section), footer.text != "footer \(ids[section])"
      {
        found.append("footer of \(section): \(footer.text ?? "nil")")
      }
    }
    return found
  }

  /// Walk seed 5,100,131 of the P5 header walk, reduced: a section inserted untold at the
  /// top, then a scroll makes headers and footers that show the section above each (the tree
  /// answers with the table's old positions); the batch that inserts the section moved those
  /// views down with their sections, so each showed its neighbour's title.
  @Test func aTransactionAsksAgainTheHeadersAndFootersMadeWhileTheTableWasNotTold() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 120))
    table.rowHeight = 40
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: (1...6).map { TitledSection(id: $0) })
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(mismatches(table, ids: Array(1...6)).isEmpty)
    root.childDelegates.insert(TitledSection(id: 9), at: 0)
    table.contentOffset = 200
    table.layoutIfNeeded()
    var headersShown = 0
    for section in 0..<table.numberOfSections where table.headerView(forSection: section) != nil {
      headersShown += 1
    }
    // The table made headers while it was stale: the walk would have found them wrong.
    #expect(headersShown > 0)
    _ = root.performUpdates {}
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfSections == 7)
    #expect(mismatches(table, ids: [9] + Array(1...6)) == [])
    table.contentOffset = 0
    #expect(mismatches(table, ids: [9] + Array(1...6)) == [])
  }

  /// An untold edit undone untold before the transaction: the difference is empty, so no
  /// batch runs, yet headers and footers made in between show the edited tree's titles. The
  /// sections hold no rows, so no visible row is reconfigured either: the transaction must
  /// still ask the headers and footers again.
  @Test func aTransactionWithoutABatchAsksAgainTheHeadersAndFootersMadeWhileTheTableWasNotTold() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 120))
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: (1...12).map { TitledSection(id: $0, rowCount: 0) })
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(mismatches(table, ids: Array(1...12)).isEmpty)
    root.childDelegates.insert(TitledSection(id: 99, rowCount: 0), at: 0)
    table.contentOffset = 200
    table.layoutIfNeeded()
    // The table made headers while it was stale: each shows the section above it.
    #expect(mismatches(table, ids: Array(1...12)).isEmpty == false)
    root.childDelegates.remove(at: 0)
    let updates = root.performUpdates {}
    #expect(updates.isEmpty)
    #expect(table.lastUpdateError == nil)
    #expect(mismatches(table, ids: Array(1...12)) == [])
    table.contentOffset = 0
    #expect(mismatches(table, ids: Array(1...12)) == [])
  }
}
