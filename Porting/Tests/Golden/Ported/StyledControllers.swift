import CascadingTableKit

/// A table style, a controller's own editing mode and the cell lookup (issue 26): each ports
/// to the library's own, so the output compiles with no hand edit.
class SettingsController: TableViewController {
  var options = ["Sound", "Haptics"]

  init() {
    super.init(index: 0, childDelegates: [])
    tableView.style = .grouped
    tableView.allowsSelection = true
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    options.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
    cell.text = options[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: any TableHost, commit editingStyle: TableCellEditingStyle, forRowAt indexPath: TableIndexPath) {
    options.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.allowsSelection = !isEditing
  }

  func row(of cell: TableCell) -> Int? {
    tableView.indexPath(for: cell)?.row
  }

  func makeDetail() -> TableViewController {
    TableViewController(style: TableViewStyle.insetGrouped)
  }

  func makeSpareTable() -> any TableHost {
    HeadlessTableView(style: .insetGrouped)
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
