import CascadingTableKit

/// A review row with a context menu built the three ways UIKit apps build one, and the
/// follow-up calls that reach the row that produced the configuration.
class ReviewMenuRow: CascadingBareTableDelegate {
  var copied: [TableIndexPath] = []
  var reported = 0
  var menuIsOpen = false

  override func tableView(_ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: TablePoint) -> TableContextMenuConfiguration? {
    let copy = TableMenuAction(title: "Copy", identifier: "copy") { _ in
      self.copied.append(indexPath)
    }
    let report = TableMenuAction(title: "Report", isDestructive: true) { [weak self] _ in
      self?.reported += 1
    }
    return TableContextMenuConfiguration(identifier: indexPath, actions: [copy, report])
  }

  func shareMenu(for title: String) -> TableContextMenuConfiguration {
    let share = TableMenuAction(title: "Share \(title)", isDisabled: true, handler: { _ in })
    return TableContextMenuConfiguration(actions: [share])
  }

  override func tableView(_ tableView: any TableHost, previewForHighlightingContextMenuWithConfiguration configuration: TableContextMenuConfiguration) -> TableTargetedPreview? {
    return nil
  }

  override func tableView(_ tableView: any TableHost, previewForDismissingContextMenuWithConfiguration configuration: TableContextMenuConfiguration) -> TableTargetedPreview? {
    return nil
  }

  override func tableView(_ tableView: any TableHost, willDisplayContextMenu configuration: TableContextMenuConfiguration, animator: (any TableContextMenuInteractionAnimating)?) {
    animator?.addCompletion { self.menuIsOpen = true }
  }

  override func tableView(_ tableView: any TableHost, willEndContextMenuInteraction configuration: TableContextMenuConfiguration, animator: (any TableContextMenuInteractionAnimating)?) {
    menuIsOpen = false
  }

  override func tableView(_ tableView: any TableHost, willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration, animator: any TableContextMenuInteractionAnimating) {
    animator.addCompletion { self.menuIsOpen = false }
  }
}
