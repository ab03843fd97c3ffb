import CascadingTableKit
import Foundation

/// What the §10 members cannot carry without UIKit, each listed: a preview view controller,
/// a submenu, an item provider, a hidden action, a scroll view's own geometry, and drag
/// settings of the table.
final class PhotoRowsDelegate: TableDelegate {
  var photos: [String] = []

  func attach(to tableView: any TableHost, dropTarget: DropOnlyTarget) {
    tableView.delegate = self
    tableView.dragDelegate = self
    tableView.dropDelegate = dropTarget
    tableView.dragInteractionEnabled = true
  }

  func tableView(_ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: TablePoint) -> TableContextMenuConfiguration? {
    // PORT: 'attributes: .hidden' is UIMenuElement's; TableMenuAction has 'isDestructive' and 'isDisabled'; pass 'isDestructive: true' or 'isDisabled: true' instead (a hidden action: leave it out)
    let hide = TableMenuAction(title: "Hide", attributes: .hidden) { _ in }
    // PORT: a context menu's preview provider makes a UIKit view controller, which TableContextMenuConfiguration does not have; drop 'previewProvider:' and show the preview in your own front end, keyed by the configuration's 'identifier'
    return TableContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { _ in
      UIMenu(title: "", children: [hide, UIMenu(title: "More", children: [])])
    }
  }

  func tableView(_ tableView: any TableHost, itemsForBeginning session: any TableDragSession, at indexPath: TableIndexPath) -> [TableDragItem]? {
    let provider = NSItemProvider(object: photos[indexPath.row] as NSString)
    // PORT: 'UIDragItem(itemProvider:)' carries an NSItemProvider, and TableDragItem carries the dragged value itself; write 'TableDragItem(localObject: value, suggestedName: name)'
    return [TableDragItem(itemProvider: provider)]
  }

  func scrollViewDidScroll(_ scrollView: any TableHost) {
    if scrollView.contentOffset.y > scrollView.contentSize.height - scrollView.bounds.height {
      photos.append("more")
    }
  }
}

final class DropOnlyTarget: TableDelegate {
  func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator) {}
}
