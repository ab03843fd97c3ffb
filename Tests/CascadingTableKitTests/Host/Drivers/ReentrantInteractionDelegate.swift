import CascadingTableKit

/// One section of five rows that all open a menu and begin drags, recording the menu and drag
/// calls by name, and running a closure from the commit or the drop's entering.
@MainActor
final class ReentrantInteractionDelegate: TableDataSource, TableDelegate {
  var calls: [String] = []
  var onCommit: (HeadlessTableView) -> Void = { _ in }
  var onDropEnter: (HeadlessTableView) -> Void = { _ in }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? {
    calls.append("contextMenu \(indexPath.row)")
    return TableContextMenuConfiguration(actions: [])
  }

  func tableView(
    _ tableView: any TableHost, willDisplayContextMenu configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    calls.append("willDisplayContextMenu")
  }

  func tableView(
    _ tableView: any TableHost,
    willEndContextMenuInteraction configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    calls.append("willEndContextMenu")
  }

  func tableView(
    _ tableView: any TableHost,
    willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration,
    animator: any TableContextMenuInteractionAnimating
  ) {
    calls.append("willPerformPreview")
    animator.addCompletion { [unowned self] in calls.append("commit completion") }
    if let table = tableView as? HeadlessTableView { onCommit(table) }
  }

  func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    [TableDragItem(suggestedName: "row \(indexPath.row)")]
  }

  func tableView(_ tableView: any TableHost, canHandle session: any TableDropSession) -> Bool? {
    calls.append("canHandle")
    return true
  }

  func tableView(_ tableView: any TableHost, dropSessionDidEnter session: any TableDropSession) {
    calls.append("dropSessionDidEnter")
    if let table = tableView as? HeadlessTableView { onDropEnter(table) }
  }

  func tableView(_ tableView: any TableHost, dropSessionDidExit session: any TableDropSession) {
    calls.append("dropSessionDidExit")
  }

  func tableView(_ tableView: any TableHost, dropSessionDidEnd session: any TableDropSession) {
    calls.append("dropSessionDidEnd")
  }

  func tableView(_ tableView: any TableHost, dragSessionDidEnd session: any TableDragSession) {
    calls.append("dragSessionDidEnd")
  }
}
