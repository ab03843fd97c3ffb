import CascadingTableKit

/// A section of the promise suite's trees written against the protocol alone, answering
/// `count` rows from its own data. A change is a new instance under the same identity.
@MainActor
final class PromiseHandSection: PromiseNode {
  var index = 0
  var childDelegates: [any CascadingTableDelegate] = []
  weak var parentDelegate: (any CascadingTableDelegate)?
  let promiseID: Int
  let count: Int
  let version: Int

  init(id: Int, count: Int, version: Int) {
    promiseID = id
    self.count = count
    self.version = version
  }

  init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    promiseID = -1
    count = 0
    version = 0
  }

  var differenceIdentifier: AnyHashable { promiseID }

  func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    guard let source = source as? PromiseHandSection else { return false }
    return source.version == version && source.count == count
  }

  func prepare(tableView: any TableHost) {}

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    tableView.promiseCell("hsection \(promiseID).\(indexPath.row) v\(version)", for: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    PromiseModelNode.handSectionRowHeight(id: promiseID, offset: indexPath.row)
  }
}
