import CascadingTableKit
import Testing

/// A row whose content can change in place: its title, compared by `isContentEqual(to:)`.
@MainActor
final class RetitledRow: CascadingBareTableDelegate {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    title = ""
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? RetitledRow)?.title == title
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    cell.text = title
    return cell
  }
}
