import CascadingTableKit

/// A row of the promise suite's trees written against the protocol alone, as a port of a
/// hand-written UIKit row is. A new version is a new instance under the same identity.
@MainActor
final class PromiseHandRow: PromiseNode {
  var index = 0
  var childDelegates: [any CascadingTableDelegate] = []
  weak var parentDelegate: (any CascadingTableDelegate)?
  let promiseID: Int
  let version: Int

  init(id: Int, version: Int) {
    promiseID = id
    self.version = version
  }

  init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    promiseID = -1
    version = 0
  }

  var differenceIdentifier: AnyHashable { promiseID }

  func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? PromiseHandRow)?.version == version
  }

  func prepare(tableView: any TableHost) {}

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    tableView.promiseCell("hand \(promiseID) v\(version)", for: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    PromiseModelNode.handRowHeight(id: promiseID)
  }
}
