import CascadingTableKit
import Testing

/// A block whose span changed without `setNeedsUpdate()` (an edit the table was never told
/// about): every later batch is accepted (issue 23, item 10's block case), and once the table
/// reloads or the block's section changes, the table shows the block's new rows. (Until then
/// the tree keeps answering the span it last counted; reporting the untold change is P8's.)
@MainActor
struct TransactionUntoldSpanTests {
  @MainActor
  private struct Fixture {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    let block = PromiseBlock(id: 7, count: 2, version: 0, fillsSections: false)
    let section: PromiseRowNode
    let root: CascadingRootTableDelegate

    init() {
      section = PromiseRowNode(
        id: 1, children: [PromiseRow(id: 2, version: 0), block, PromiseRow(id: 3, version: 0)])
      root = CascadingRootTableDelegate(
        index: 0,
        childDelegates: [section, PromiseRowNode(id: 4, children: [PromiseRow(id: 5, version: 0)])])
      table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
      root.prepare(tableView: table)
      table.layoutIfNeeded()
    }

    /// What the table shows in section 0.
    var texts: [String?] {
      (0..<table.numberOfRows(inSection: 0)).map {
        table.cellForRow(at: TableIndexPath(row: $0, section: 0))?.text
      }
    }
  }

  /// What follows the untold change: 0 an empty transaction, 1 a scroll then one, 2 a reload
  /// then one, 3 another section's transaction then one, 4 a transaction adding a row to the
  /// block's section then one, 5 that row added under the `.none` mode then one.
  @Test(arguments: [0, 1, 2, 3], 0..<6)
  func theBatchesAfterAnUntoldSpanChangeAreAccepted(count: Int, then: Int) {
    let fixture = Fixture()
    var errors: [TableUpdateError] = []
    fixture.table.updateErrorHandler = { errors.append($0) }
    fixture.block.count = count
    switch then {
    case 1:
      fixture.table.contentOffset = 1
      fixture.table.layoutIfNeeded()
    case 2:
      fixture.table.reloadData()
      fixture.table.layoutIfNeeded()
    case 3:
      _ = fixture.root.performUpdates {
        (fixture.root.childDelegates[1] as! PromiseRowNode).childDelegates.append(
          PromiseRow(id: 9, version: 0))
      }
    case 4:
      _ = fixture.root.performUpdates {
        fixture.section.childDelegates.append(PromiseRow(id: 9, version: 0))
      }
    case 5:
      fixture.section.childDelegates.append(PromiseRow(id: 9, version: 0))
    default:
      break
    }
    _ = fixture.root.performUpdates {}
    #expect(errors.isEmpty)
    #expect(fixture.table.lastUpdateError == nil)
    fixture.table.layoutIfNeeded()
    guard [2, 4, 5].contains(then) else { return }
    let blockRows = (0..<count).map { "block 7.\($0) v0" }
    let added = then == 2 ? [] : ["row 9 v0"]
    #expect(fixture.texts == ["row 2 v0"] + blockRows + ["row 3 v0"] + added)
  }
}
