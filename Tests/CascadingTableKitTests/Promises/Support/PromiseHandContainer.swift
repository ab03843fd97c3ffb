import CascadingTableKit

/// A section of the promise suite's trees written against the protocol alone that routes by
/// row to its children, as the original's hand-written sections do. It tells a change of its
/// children the way a hand-written node can: it is replaced by a new instance under the same
/// identity, holding the new children.
@MainActor
final class PromiseHandContainer: PromiseNode {
  var index = 0
  var childDelegates: [any CascadingTableDelegate] = [] {
    didSet { validateChildDelegates() }
  }
  weak var parentDelegate: (any CascadingTableDelegate)?
  let promiseID: Int
  /// Bumped by each replacement, so that a replacement is a change of content.
  let generation: Int

  init(id: Int, generation: Int, children: [any CascadingTableDelegate]) {
    promiseID = id
    self.generation = generation
    childDelegates = children
    validateChildDelegates()
  }

  init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    promiseID = -1
    generation = 0
    self.childDelegates = childDelegates
    validateChildDelegates()
  }

  var differenceIdentifier: AnyHashable { promiseID }

  func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? PromiseHandContainer)?.generation == generation
  }

  func prepare(tableView: any TableHost) {
    for child in childDelegates {
      child.prepare(tableView: tableView)
    }
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    childDelegates.count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    guard childDelegates.indices.contains(indexPath.row) else { return TableCell() }
    return childDelegates[indexPath.row].tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    guard childDelegates.indices.contains(indexPath.row) else { return nil }
    return childDelegates[indexPath.row].tableView(tableView, heightForRowAt: indexPath)
  }
}
