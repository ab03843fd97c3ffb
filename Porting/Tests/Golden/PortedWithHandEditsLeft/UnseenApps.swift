import CascadingTableKit
import Foundation

/// What three applications the tool had never seen used (issue 26): an app-wide base
/// controller turning a list of actions per row into swipes, an editor with editing and a
/// confirmation before a delete, and a picker refreshed after a delay.
class ItemListController: TableViewController {
  var items = ["Mail", "Bank"]

  convenience init() {
    self.init(style: .insetGrouped)
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item")
      ?? TableCell(reuseIdentifier: "Item")
    cell.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration? {
    let delete = TableContextualAction(style: .destructive, title: "Delete") { _, completion in
      self.confirmDelete { confirmed in completion(confirmed) }
    }
    // PORT: 'delete.backgroundColor' is UIKit's colour, and TableContextualAction carries its backgroundColor as a name ('String?'); give it a name your front end knows (such as "systemRed"), and declare the action with 'var'
    delete.backgroundColor = .systemRed
    let copy = TableContextualAction(style: .normal, title: "Copy") { _, done in done(true) }
    return TableSwipeActionsConfiguration(actions: [delete, copy])
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
    Task { @MainActor in try? await Task.sleep(for: .seconds(1)); self.tableView.reloadData() }
  }

  func observe() {
    // PORT: an observer on 'OperationQueue.main' hangs on Linux: its block waits for the main run loop, which a headless page does not run; pass 'queue: nil' (the block then runs where the notification is posted, the main actor for the page's own) and wrap its body in 'MainActor.assumeIsolated { … }'
    NotificationCenter.default.addObserver(forName: .init("Refresh"), object: nil, queue: .main) { _ in
      self.tableView.reloadData()
    }
  }
}

// PORT: 'ChoicePickerController' has no 'commit', so UIKit offered its rows no swipe; the headless table offers a 'Delete' swipe on every row whose editing style is not answered; to keep no swipe, override 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)' to return 'TableSwipeActionsConfiguration(actions: [])'
class ChoicePickerController: TableViewController {
  var choices = ["Daily", "Weekly"]

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    choices.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = TableCell(reuseIdentifier: nil)
    cell.text = choices[indexPath.row]
    return cell
  }
}
