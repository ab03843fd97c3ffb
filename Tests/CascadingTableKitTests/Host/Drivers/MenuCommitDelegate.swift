import CascadingTableKit

/// A data source and delegate of one section of three rows whose rows all open a context menu,
/// recording the menu calls by name, and what the table says about the open menu when the
/// commit animator's closures run.
@MainActor
final class MenuCommitDelegate: TableDataSource, TableDelegate {
  /// The calls and animator closures, in order.
  var events: [String] = []
  /// Whether `willPerformPreviewActionForMenuWith` dismisses the menu itself.
  var dismissesOnCommit = false

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? {
    events.append("contextMenu \(indexPath.section).\(indexPath.row)")
    return TableContextMenuConfiguration(identifier: indexPath.row, actions: [])
  }

  func tableView(
    _ tableView: any TableHost,
    willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration,
    animator: any TableContextMenuInteractionAnimating
  ) {
    events.append("willPerformPreview")
    let table = tableView as? HeadlessTableView
    animator.addCompletion { [unowned self] in
      events.append("commit completion menu open: \(table?.indexPathForContextMenu != nil)")
    }
    animator.addAnimations { [unowned self] in
      events.append("commit animation menu open: \(table?.indexPathForContextMenu != nil)")
    }
    if dismissesOnCommit { table?.dismissContextMenu() }
  }

  func tableView(
    _ tableView: any TableHost,
    willEndContextMenuInteraction configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    let table = tableView as? HeadlessTableView
    events.append("willEnd menu open: \(table?.indexPathForContextMenu != nil)")
  }

  func tableView(
    _ tableView: any TableHost,
    previewForDismissingContextMenuWithConfiguration configuration: TableContextMenuConfiguration
  ) -> TableTargetedPreview? {
    events.append("previewForDismissing")
    return nil
  }
}
