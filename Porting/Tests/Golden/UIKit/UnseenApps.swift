import UIKit

/// What three applications the tool had never seen used (issue 26): an app-wide base
/// controller turning a list of actions per row into swipes, an editor with editing and a
/// confirmation before a delete, and a picker refreshed after a delay.
class ItemListController: UITableViewController {
  var items = ["Mail", "Bank"]

  convenience init() {
    self.init(style: .insetGrouped)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      self.confirmDelete { confirmed in completion(confirmed) }
    }
    delete.backgroundColor = .systemRed
    let copy = UIContextualAction(style: .normal, title: "Copy") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [delete, copy])
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    let title = editing ? "Done" : "Edit"
    print(title)
  }

  func confirmDelete(_ answer: @escaping (Bool) -> Void) {
    answer(true)
  }

  func refreshLater() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.tableView.reloadData() }
  }

  func observe() {
    NotificationCenter.default.addObserver(forName: .init("Refresh"), object: nil, queue: .main) { _ in
      self.tableView.reloadData()
    }
  }
}

class ChoicePickerController: UITableViewController {
  var choices = ["Daily", "Weekly"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    choices.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = choices[indexPath.row]
    return cell
  }
}
