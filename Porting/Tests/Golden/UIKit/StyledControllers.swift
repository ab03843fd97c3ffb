import UIKit

/// A table style, a controller's own editing mode and the cell lookup (issue 26): each ports
/// to the library's own, so the output compiles with no hand edit.
class SettingsController: UITableViewController {
  var options = ["Sound", "Haptics"]

  init() {
    super.init(style: .grouped)
    tableView.allowsSelection = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    options.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
    cell.textLabel?.text = options[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    options.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.allowsSelection = !isEditing
  }

  func row(of cell: UITableViewCell) -> Int? {
    tableView.indexPath(for: cell)?.row
  }

  func makeDetail() -> UITableViewController {
    UITableViewController(style: UITableView.Style.insetGrouped)
  }

  func makeSpareTable() -> UITableView {
    UITableView(frame: .zero, style: .insetGrouped)
  }
}

class SchedulePage: SettingsController {
  var edits = 0

  convenience init(edits: Int) {
    self.init(style: .insetGrouped)
    self.edits = edits
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    edits += 1
  }
}
