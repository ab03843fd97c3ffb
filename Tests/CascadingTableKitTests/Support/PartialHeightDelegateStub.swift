import CascadingTableKit

/// A node implementing the two required methods and the three heights, but no estimated
/// height, recording its calls.
@MainActor
final class PartialHeightDelegateStub: CascadingTableDelegate {
  var index: Int
  var childDelegates: [any CascadingTableDelegate]
  weak var parentDelegate: (any CascadingTableDelegate)?

  /// Every call received, in order.
  private(set) var calls: [DelegateCall] = []
  /// The row height it answers.
  let heightForRow = 55.0
  /// The header height it answers.
  let heightForHeader = 56.0
  /// The footer height it answers.
  let heightForFooter = 57.0

  init(index: Int = 0, childDelegates: [any CascadingTableDelegate] = []) {
    self.index = index
    self.childDelegates = childDelegates
  }

  func prepare(tableView: any TableHost) {
    calls.append(.prepare(tableID(tableView)))
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    calls.append(.numberOfRows(tableID(tableView), section))
    return 1
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    calls.append(.cellForRow(tableID(tableView), indexPath))
    return TableCell()
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    calls.append(.heightForRow(tableID(tableView), indexPath))
    return heightForRow
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    calls.append(.heightForHeader(tableID(tableView), section))
    return heightForHeader
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    calls.append(.heightForFooter(tableID(tableView), section))
    return heightForFooter
  }
}
