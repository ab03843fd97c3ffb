import CascadingTableKit
import Testing

/// A page ported from a `UITableViewController` subclass by renaming its superclass.
private final class FruitController: TableViewController {
  var fruits = ["Apple", "Pear", "Plum"]
  var selected: [String] = []

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { 30 }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    selected.append(fruits[indexPath.row])
  }
}

@MainActor
struct TableViewControllerTests {
  @Test func itIsItsOwnTablesDataSourceAndDelegate() {
    let controller = FruitController()
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
  }

  @Test func aSubclassOverridesAreWhatItsTableShowsAndCalls() {
    let controller = FruitController()
    controller.tableView.register(TableCell.self, forCellReuseIdentifier: "Fruit")
    controller.tableView.reloadData()
    controller.tableView.layoutIfNeeded()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    let path = TableIndexPath(row: 1, section: 0)
    #expect(controller.tableView.cellForRow(at: path)?.text == "Pear")
    #expect(controller.tableView.rect(forRow: path).height == 30)
    _ = controller.tableView.tapRow(at: path)
    #expect(controller.selected == ["Pear"])
  }

  @Test func droppingTheControllerFreesItAndItsTable() {
    weak var weakController: FruitController?
    weak var weakTable: HeadlessTableView?
    do {
      let controller = FruitController()
      controller.tableView.reloadData()
      (weakController, weakTable) = (controller, controller.tableView)
    }
    #expect(weakController == nil)
    #expect(weakTable == nil)
  }
}
