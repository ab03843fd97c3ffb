import CascadingTableKit

/// A page that subclasses UIKit's table view controller.
// PORT: 'FruitListController' has no 'commit', so UIKit offered its rows no swipe; the headless table offers a 'Delete' swipe on every row whose editing style is not answered; to keep no swipe, override 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)' to return 'TableSwipeActionsConfiguration(actions: [])'
class FruitListController: TableViewController {
  var title: String?
  var fruits = ["Apple", "Pear"]
  let spareTable = HeadlessTableView(style: .grouped)

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates)
    title = "Fruit"
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return fruits.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return 30
  }

  func scrollTarget() -> TableRect {
    return tableView.rect(forRow: TableIndexPath(row: 1, section: 0))
  }

  func showTitle() {
    Task { @MainActor in self.fruits.append("Plum") }
  }
}
