import UIKit

/// A review row with a context menu built the three ways UIKit apps build one, and the
/// follow-up calls that reach the row that produced the configuration.
class ReviewMenuRow: CascadingBareTableDelegate {
  var copied: [IndexPath] = []
  var reported = 0
  var menuIsOpen = false

  override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc"), identifier: UIAction.Identifier("copy")) { _ in
      self.copied.append(indexPath)
    }
    let report = UIAction(title: "Report", attributes: .destructive) { [weak self] _ in
      self?.reported += 1
    }
    return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
      UIMenu(title: "", children: [copy, report])
    }
  }

  func shareMenu(for title: String) -> UIContextMenuConfiguration {
    let share = UIAction(title: "Share \(title)", discoverabilityTitle: "Share", attributes: [.disabled], state: .off, handler: { _ in })
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: { suggestedActions in
      return UIMenu(title: "Share", children: [share])
    })
  }

  override func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
    return nil
  }

  override func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
    return nil
  }

  override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
    animator?.addCompletion { self.menuIsOpen = true }
  }

  override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
    menuIsOpen = false
  }

  override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
    animator.addCompletion { self.menuIsOpen = false }
  }
}
