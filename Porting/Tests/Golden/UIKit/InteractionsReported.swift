import UIKit

/// What the §10 members cannot carry without UIKit, each listed: a preview view controller,
/// a submenu, an item provider, a hidden action, a scroll view's own geometry, and drag
/// settings of the table.
final class PhotoRowsDelegate: NSObject, UITableViewDelegate, UITableViewDragDelegate {
  var photos: [String] = []

  func attach(to tableView: UITableView, dropTarget: DropOnlyTarget) {
    tableView.delegate = self
    tableView.dragDelegate = self
    tableView.dropDelegate = dropTarget
    tableView.dragInteractionEnabled = true
  }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    let hide = UIAction(title: "Hide", attributes: .hidden) { _ in }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { _ in
      UIMenu(title: "", children: [hide, UIMenu(title: "More", children: [])])
    }
  }

  func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
    let provider = NSItemProvider(object: photos[indexPath.row] as NSString)
    return [UIDragItem(itemProvider: provider)]
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.contentOffset.y > scrollView.contentSize.height - scrollView.bounds.height {
      photos.append("more")
    }
  }
}

final class DropOnlyTarget: NSObject, UITableViewDropDelegate {
  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
}
