import CascadingTableKit
import Testing

final class FruitSection: CascadingBareTableDelegate {
  var fruits = ["Apple", "Banana"]

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = TableCell()
    cell.text = fruits[indexPath.row]
    return cell
  }
}

@MainActor @Test func twoSectionsShowEveryRow() {
  let table = HeadlessTableView()
  let root = CascadingRootTableDelegate(
    childDelegates: [FruitSection(), FruitSection()], tableView: table)
  table.layoutIfNeeded()

  #expect(table.indexPathsForVisibleRows?.count == 4)
  #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 1))?.text == "Banana")
  #expect(root.childDelegates.count == 2)  // keeps the root alive: the table holds it weakly
}
