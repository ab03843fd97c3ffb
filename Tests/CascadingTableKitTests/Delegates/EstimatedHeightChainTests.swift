import CascadingTableKit
import Testing

/// The estimated-height chain: a child's estimate, else its height, else the default.
@MainActor
struct EstimatedHeightChainTests {
  typealias Mode = PropagatingTableDelegate.PropagationMode

  let table = RecordingTableHost()
  let complete = CompleteDelegateStub()
  let partial = PartialHeightDelegateStub()
  let bare = BareDelegateStub()

  func node(_ mode: Mode) -> PropagatingTableDelegate {
    PropagatingTableDelegate(childDelegates: [complete, partial, bare], propagationMode: mode)
  }

  func path(_ position: Int, _ mode: Mode) -> TableIndexPath {
    mode == .section
      ? TableIndexPath(row: 4, section: position) : TableIndexPath(row: position, section: 4)
  }

  @Test(arguments: [Mode.section, .row])
  func aRowEstimateComesFromTheChildsEstimate(_ mode: Mode) {
    let path = path(0, mode)
    #expect(node(mode).tableView(table, estimatedHeightForRowAt: path) == 21)
    #expect(complete.calls == [.estimatedHeightForRow(tableID(table), path)])
  }

  @Test(arguments: [Mode.section, .row])
  func aRowEstimateFallsBackToTheChildsHeight(_ mode: Mode) {
    let path = path(1, mode)
    #expect(node(mode).tableView(table, estimatedHeightForRowAt: path) == 55)
    #expect(partial.calls == [.heightForRow(tableID(table), path)])
  }

  @Test(arguments: [Mode.section, .row])
  func aChildEstimatingNilFallsBackToItsHeightThenToAutomatic(_ mode: Mode) {
    let node = node(mode)
    let path = path(0, mode)
    complete.estimatedHeightForRow = nil
    #expect(node.tableView(table, estimatedHeightForRowAt: path) == 11)
    complete.heightForRow = nil
    #expect(node.tableView(table, estimatedHeightForRowAt: path) == TableDimension.automatic)
    let id = tableID(table)
    #expect(
      complete.calls == [
        .estimatedHeightForRow(id, path), .heightForRow(id, path),
        .estimatedHeightForRow(id, path), .heightForRow(id, path),
      ])
  }

  @Test(arguments: [Mode.section, .row])
  func aRowEstimateWithNoHeightAnywhereIsAutomatic(_ mode: Mode) {
    #expect(
      node(mode).tableView(table, estimatedHeightForRowAt: path(2, mode))
        == TableDimension.automatic)
    #expect(bare.calls.isEmpty)
  }

  @Test func headerAndFooterEstimatesChainToTheirHeightsThenZero() {
    let node = node(.section)
    #expect(node.tableView(table, estimatedHeightForHeaderInSection: 0) == 22)
    #expect(node.tableView(table, estimatedHeightForFooterInSection: 0) == 23)
    #expect(node.tableView(table, estimatedHeightForHeaderInSection: 1) == 56)
    #expect(node.tableView(table, estimatedHeightForFooterInSection: 1) == 57)
    #expect(node.tableView(table, estimatedHeightForHeaderInSection: 2) == 0)
    #expect(node.tableView(table, estimatedHeightForFooterInSection: 2) == 0)
    complete.estimatedHeightForHeader = nil
    complete.estimatedHeightForFooter = nil
    #expect(node.tableView(table, estimatedHeightForHeaderInSection: 0) == 12)
    #expect(node.tableView(table, estimatedHeightForFooterInSection: 0) == 13)
    complete.heightForHeader = nil
    complete.heightForFooter = nil
    #expect(node.tableView(table, estimatedHeightForHeaderInSection: 0) == 0)
    #expect(node.tableView(table, estimatedHeightForFooterInSection: 0) == 0)
    let id = tableID(table)
    #expect(partial.calls == [.heightForHeader(id, 1), .heightForFooter(id, 1)])
  }

  @Test func headerAndFooterEstimatesInRowModeAreZeroAndCallNoChild() {
    let node = node(.row)
    for section in 0..<3 {
      #expect(node.tableView(table, estimatedHeightForHeaderInSection: section) == 0)
      #expect(node.tableView(table, estimatedHeightForFooterInSection: section) == 0)
    }
    #expect(complete.calls.isEmpty && partial.calls.isEmpty)
  }
}
