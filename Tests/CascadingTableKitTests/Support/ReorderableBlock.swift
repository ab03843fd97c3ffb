import CascadingTableKit

/// A block of rows answered from its own list of labels, each row movable: a move between its
/// own rows reorders the labels (the block is responsible for its rows, as the library says).
@MainActor
final class ReorderableBlock: CascadingBareTableDelegate {
  let id: Int
  /// The labels of the rows, in order: what each row's cell shows.
  var labels: [String]

  init(id: Int, labels: [String]) {
    self.id = id
    self.labels = labels
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    labels = []
    super.init(index: index, childDelegates: childDelegates)
  }

  override var span: Int { labels.count }

  override var differenceIdentifier: AnyHashable { "reorderable block \(id)" }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    let offset = indexPath.row - tableRange.lowerBound
    cell.text = labels.indices.contains(offset) ? labels[offset] : "out of block"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    20
  }

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }

  override func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    let from = sourceIndexPath.row - tableRange.lowerBound
    let to = destinationIndexPath.row - tableRange.lowerBound
    guard sourceIndexPath.section == destinationIndexPath.section,
      labels.indices.contains(from), labels.indices.contains(to)
    else { return }
    labels.insert(labels.remove(at: from), at: to)
  }
}
