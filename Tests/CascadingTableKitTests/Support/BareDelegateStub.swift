import CascadingTableKit

/// A node implementing only the two required data-source methods, recording their calls; every
/// other method is the protocols' "not answered" default.
@MainActor
final class BareDelegateStub: CascadingTableDelegate {
  var index: Int
  var childDelegates: [any CascadingTableDelegate]
  weak var parentDelegate: (any CascadingTableDelegate)?

  /// Every call received, in order.
  private(set) var calls: [DelegateCall] = []
  /// The answer to `numberOfRowsInSection`.
  var numberOfRows = 3
  /// The answer to `cellForRowAt`.
  let cell = TableCell(reuseIdentifier: "bare-cell")

  init(index: Int = 0, childDelegates: [any CascadingTableDelegate] = []) {
    self.index = index
    self.childDelegates = childDelegates
  }

  func prepare(tableView: any TableHost) {
    calls.append(.prepare(tableID(tableView)))
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    calls.append(.numberOfRows(tableID(tableView), section))
    return numberOfRows
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    calls.append(.cellForRow(tableID(tableView), indexPath))
    return cell
  }
}
