import CascadingTableKit

/// A section identified by a model id, whose rows are its children.
@MainActor
final class IdentifiedSection: CascadingSectionTableDelegate {
  let id: Int

  init(id: Int, rows: [any CascadingTableDelegate]) {
    self.id = id
    super.init(index: 0, childDelegates: rows)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }
}

/// A section identified by a model id that answers its rows itself (a transaction cannot see
/// them one by one): `rowCount` rows showing its id and version.
@MainActor
final class OpaqueIdentifiedSection: CascadingBareTableDelegate {
  let id: Int
  var rowCount: Int
  let version: Int

  init(id: Int, rowCount: Int, version: Int = 0) {
    self.id = id
    self.rowCount = rowCount
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    rowCount = 0
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  /// What the cell of a row shows.
  func text(row: Int) -> String { "opaque \(id).\(row) v\(version)" }

  override var differenceIdentifier: AnyHashable { id }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? OpaqueIdentifiedSection)?.version == version
  }

  override func prepare(tableView: any TableHost) {
    tableView.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    cell.text = text(row: indexPath.row)
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    20
  }
}
