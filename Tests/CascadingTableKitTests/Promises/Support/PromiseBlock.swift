import CascadingTableKit

/// A block of the promise suite's trees: `count` slots answered from its own data, each
/// finding its place from `tableRange.lowerBound`. Under a `.row`-mode node it fills rows
/// (0–5); as a block of sections under a root it fills sections, the `s`-th (counted in the
/// block) with `s % 2 + 1` rows.
@MainActor
final class PromiseBlock: CascadingBareTableDelegate, PromiseNode {
  let promiseID: Int
  /// Whether the block fills sections of a root rather than rows of a section.
  let fillsSections: Bool
  var count: Int
  var version: Int

  init(id: Int, count: Int, version: Int, fillsSections: Bool) {
    promiseID = id
    self.count = count
    self.version = version
    self.fillsSections = fillsSections
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    count = 0
    version = 0
    fillsSections = false
    super.init(index: index, childDelegates: childDelegates)
  }

  override var span: Int { count }

  override var differenceIdentifier: AnyHashable { promiseID }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    guard let source = source as? PromiseBlock else { return false }
    return source.version == version && source.count == count
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    guard fillsSections else { return super.tableView(tableView, numberOfRowsInSection: section) }
    return PromiseModelNode.sectionBlockRowCount(section: section - tableRange.lowerBound)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let text =
      fillsSections
      ? "sblock \(promiseID).\(indexPath.section - tableRange.lowerBound).\(indexPath.row) v\(version)"
      : "block \(promiseID).\(indexPath.row - tableRange.lowerBound) v\(version)"
    return tableView.promiseCell(text, for: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    guard fillsSections else {
      return PromiseModelNode.blockRowHeight(
        id: promiseID, offset: indexPath.row - tableRange.lowerBound)
    }
    return PromiseModelNode.sectionBlockRowHeight(
      id: promiseID, section: indexPath.section - tableRange.lowerBound, row: indexPath.row)
  }
}
