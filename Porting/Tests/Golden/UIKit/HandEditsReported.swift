import UIKit

/// What the tool cannot port, each reported with its fix.
class GalleryController: UITableViewController {
  var photoNames: [String] = []
  var status = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableFooterView = UIView()
    let identifier = "GalleryCell"
    tableView.register(UINib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
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

  @IBAction func reloadTapped(_ sender: Any) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
      self.photoNames = ["a", "b"]
      DispatchQueue.main.async {
        self.tableView.reloadData()
      }
    }
  }
}
