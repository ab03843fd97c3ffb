import CascadingTableKit

/// A section or a group of the group model: a `.row` node identified by a model id.
@MainActor
final class ModelGroup: CascadingSectionTableDelegate {
  let id: Int
  /// Actions to run once from inside a table callback reaching the group.
  var hooks: CallbackHooks?

  init(id: Int, children: [any CascadingTableDelegate]) {
    self.id = id
    super.init(index: 0, childDelegates: children)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    hooks?.fire(.cellForRow, at: indexPath)
    return super.tableView(tableView, cellForRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    hooks?.fire(.didSelect, at: indexPath)
    super.tableView(tableView, didSelectRowAt: indexPath)
  }
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

/// A row written against the protocol alone, without the library's classes: what a port of a
/// hand-written UIKit row looks like inside a group.
@MainActor
final class HandWrittenModelRow: CascadingTableDelegate {
  var index = 0
  var childDelegates: [any CascadingTableDelegate] = []
  weak var parentDelegate: (any CascadingTableDelegate)?
  let id: Int
  let version: Int

  init(id: Int, version: Int = 0) {
    self.id = id
    self.version = version
  }

  init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    id = -1
    version = 0
  }

  var text: String { "hand \(id) v\(version)" }

  var differenceIdentifier: AnyHashable { id }

  func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? HandWrittenModelRow)?.version == version
  }

  func prepare(tableView: any TableHost) {}

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    cell.text = text
    return cell
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    25
  }
}
