import CascadingTableKit

/// A section or a group of the group model: a `.row` node identified by a model id.
@MainActor
final class ModelGroup: CascadingSectionTableDelegate {
  let id: Int

  init(id: Int, children: [any CascadingTableDelegate]) {
    self.id = id
    super.init(index: 0, childDelegates: children)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }
}

/// A block: `count` rows answered from its own data, each showing the block's id, the row's
/// place in the block and the block's version.
@MainActor
final class CountingBlock: CascadingBareTableDelegate {
  let id: Int
  var count: Int
  var version = 0

  init(id: Int, count: Int) {
    self.id = id
    self.count = count
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    count = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  override var span: Int { count }

  override var differenceIdentifier: AnyHashable { "block \(id)" }

  /// What the block's row `row` (counted in the block) shows.
  func text(row: Int) -> String { "block \(id).\(row) v\(version)" }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    cell.text = text(row: indexPath.row - tableRange.lowerBound)
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    30 + Double(indexPath.row - tableRange.lowerBound)
  }
}
