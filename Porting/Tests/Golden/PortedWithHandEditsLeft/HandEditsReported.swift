import CascadingTableKit
import Foundation

/// What the tool cannot port, each reported with its fix.
class GalleryController: TableViewController {
  var photoNames: [String] = []
  var status = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    let identifier = "GalleryCell"
    tableView.register(TableNib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "GalleryCell", for: indexPath)
    let field = UITextField(frame: cell.bounds)
    cell.addSubview(field)
    return cell
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
