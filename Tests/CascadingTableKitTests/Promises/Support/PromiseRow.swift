import CascadingTableKit

/// A row of the promise suite's trees: its cell and height follow its identity.
@MainActor
final class PromiseRow: CascadingBareTableDelegate, PromiseNode {
  let promiseID: Int
  let version: Int

  init(id: Int, version: Int) {
    promiseID = id
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? PromiseRow)?.version == version
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    tableView.promiseCell("row \(promiseID) v\(version)", for: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    PromiseModelNode.rowHeight(id: promiseID)
  }
}
