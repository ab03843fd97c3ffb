import UIKit

/// A page that subclasses UIKit's table view controller.
class FruitListController: UITableViewController {
  var fruits = ["Apple", "Pear"]
  let spareTable = UITableView(frame: .zero, style: .grouped)

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    title = "Fruit"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 30
  }

  func scrollTarget() -> CGRect {
    return tableView.rectForRow(at: IndexPath(row: 1, section: 0))
  }

  func showTitle() {
    DispatchQueue.main.async { self.fruits.append("Plum") }
  }
}
