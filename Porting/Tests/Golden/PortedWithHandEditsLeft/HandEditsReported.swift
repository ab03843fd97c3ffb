import CascadingTableKit
import Foundation

/// What the tool cannot port, each reported with its fix.
// PORT: 'GalleryController' has no 'commit', so UIKit offered its rows no swipe; the headless table offers a 'Delete' swipe on every row whose editing style is not answered; to keep no swipe, override 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)' to return 'TableSwipeActionsConfiguration(actions: [])'
class GalleryController: TableViewController {
  var photoNames: [String] = []
  var status = ""

  func viewDidLoad() {
    tableView.tableFooterView = UIView()
    let identifier = "GalleryCell"
    tableView.register(TableNib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "GalleryCell", for: indexPath)
    let field = UITextField(frame: cell.bounds)
    cell.addSubview(field)
    return cell
  }

  func close() {
    navigationController?.popViewController(animated: true)
    tableView.beginUpdates()
    tableView.endUpdates()
  }

  func reloadTapped(_ sender: Any) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
      self.photoNames = ["a", "b"]
      Task { @MainActor in
        self.tableView.reloadData()
      }
    }
  }
}
