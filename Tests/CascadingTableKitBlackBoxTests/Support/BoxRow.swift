import CascadingTableKit

/// A hand-written row: one cell showing its name (text) and content (detail text), a height
/// that follows its name, movable (by a reorder or a drag), and one-shot hooks that let a walk edit the tree from
/// inside the table's own callbacks.
///
/// Invariants: its identity is its name; two rows are content-equal when their contents are.
final class BoxRow: CascadingBareTableDelegate {
  private(set) var name = ""
  private(set) var content = 0
  /// Run once, at the next `didSelectRowAt` this row receives.
  var onSelect: (() -> Void)?
  /// Run once, at the next `cellForRowAt` this row receives, before it answers.
  var onCell: (() -> Void)?

  convenience init(name: String, content: Int) {
    self.init(index: 0, childDelegates: [])
    self.name = name
    self.content = content
  }

  /// The height a row with this name has: from the name alone, so heights follow identity.
  static func height(of name: String) -> Double {
    20 + Double(name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 4) * 10
  }

  override var differenceIdentifier: AnyHashable { name }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? BoxRow)?.content == content
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    CallLog.shared.count += 1
    if let hook = onCell {
      onCell = nil
      hook()
    }
    let cell = TableCell()
    cell.text = name
    cell.detailText = String(content)
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    CallLog.shared.count += 1
    return Self.height(of: name)
  }

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    CallLog.shared.count += 1
    return true
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    CallLog.shared.count += 1
    if let hook = onSelect {
      onSelect = nil
      hook()
    }
  }

  override func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    CallLog.shared.count += 1
    return [TableDragItem(localObject: nil, suggestedName: name)]
  }

  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  {
    CallLog.shared.count += 1
    return nil
  }
}
