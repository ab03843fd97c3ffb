import CascadingTableKit

/// A row identified by a model id, whose content is a version number: a new instance with the
/// same id and another version is the same row with new content. Its cell shows both.
@MainActor
class IdentifiedRow: CascadingBareTableDelegate {
  static let reuseIdentifier = "identified"

  let id: Int
  let version: Int

  init(id: Int, version: Int = 0) {
    self.id = id
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  /// What the cell of this row shows.
  var text: String { "\(kind) \(id) v\(version)" }

  var kind: String { "row" }

  override var differenceIdentifier: AnyHashable { id }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? IdentifiedRow)?.version == version
  }

  override func prepare(tableView: any TableHost) {
    tableView.register(TableCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.text = text
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    20
  }
}

/// A row of another class under the same kind of id: replacing an ``IdentifiedRow`` by one of
/// these keeps the row but changes its type, which reloads it.
@MainActor
final class AlternateIdentifiedRow: IdentifiedRow {
  override var kind: String { "alt" }
}
