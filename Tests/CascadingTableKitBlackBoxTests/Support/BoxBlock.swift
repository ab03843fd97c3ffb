import CascadingTableKit

/// A hand-written block: `rows.count` consecutive rows answered from its own data, each cell
/// showing its row's name.
///
/// Invariants: its identity is its name; its span is `rows.count`; it is content-equal to a
/// block with the same rows.
final class BoxBlock: CascadingBareTableDelegate {
  private(set) var name = ""
  /// The block's data; a user who changes it tells the tree with `setNeedsUpdate()`.
  var rows: [String] = []

  convenience init(name: String, rows: [String]) {
    self.init(index: 0, childDelegates: [])
    self.name = name
    self.rows = rows
  }

  override var span: Int { rows.count }

  override var differenceIdentifier: AnyHashable { name }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? BoxBlock)?.rows == rows
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    CallLog.shared.count += 1
    let cell = TableCell()
    let position = indexPath.row - tableRange.lowerBound
    cell.text = rows.indices.contains(position) ? rows[position] : "?"
    return cell
  }
}
