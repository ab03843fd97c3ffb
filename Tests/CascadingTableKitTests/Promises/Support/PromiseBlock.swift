import CascadingTableKit

/// A block of the promise suite's trees: `count` rows (0–5) answered from its own data, each
/// finding its place as `indexPath.row - tableRange.lowerBound`.
@MainActor
final class PromiseBlock: CascadingBareTableDelegate, PromiseNode {
  let promiseID: Int
  var count: Int
  var version: Int

  init(id: Int, count: Int, version: Int) {
    promiseID = id
    self.count = count
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    count = 0
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  override var span: Int { count }

  override var differenceIdentifier: AnyHashable { promiseID }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    guard let source = source as? PromiseBlock else { return false }
    return source.version == version && source.count == count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let offset = indexPath.row - tableRange.lowerBound
    return tableView.promiseCell("block \(promiseID).\(offset) v\(version)", for: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    PromiseModelNode.blockRowHeight(id: promiseID, offset: indexPath.row - tableRange.lowerBound)
  }
}
