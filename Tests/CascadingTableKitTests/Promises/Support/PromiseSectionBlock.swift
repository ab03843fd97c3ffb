import CascadingTableKit

/// A block of sections of the promise suite's trees: `count` sections of a root answered
/// from its own data, the `s`-th (counted in the block) with `s % 2 + 1` rows.
@MainActor
final class PromiseSectionBlock: CascadingBareTableDelegate, PromiseNode {
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
    guard let source = source as? PromiseSectionBlock else { return false }
    return source.version == version && source.count == count
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    PromiseModelNode.sectionBlockRowCount(section: section - tableRange.lowerBound)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let section = indexPath.section - tableRange.lowerBound
    return tableView.promiseCell(
      "sblock \(promiseID).\(section).\(indexPath.row) v\(version)", for: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    PromiseModelNode.sectionBlockRowHeight(
      id: promiseID, section: indexPath.section - tableRange.lowerBound, row: indexPath.row)
  }
}
