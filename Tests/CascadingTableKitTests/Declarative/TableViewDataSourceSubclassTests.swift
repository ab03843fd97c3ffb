import CascadingTableKit
import Testing

/// A data source whose subclass overrides every method `TableViewDataSource` answers, each
/// recording its name and answering something the base class would not.
private final class OverridingDataSource: TableViewDataSource<CellBinder> {
  var calls: [String] = []
  let swipe = TableSwipeActionsConfiguration(actions: [])

  override func prepare(tableView: any TableHost) {
    calls.append("prepare")
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    calls.append("numberOfRows")
    return 7
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    calls.append("cellForRow")
    let cell = TableCell()
    cell.text = "overridden"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    calls.append("heightForRow")
    return 99
  }

  override func tableView(
    _ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath
  ) -> Bool? {
    calls.append("shouldHighlight")
    return false
  }

  override func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    calls.append("willSelect")
    return nil
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    calls.append("didSelect")
  }

  override func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    calls.append("leadingSwipe")
    return swipe
  }

  override func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    calls.append("trailingSwipe")
    return swipe
  }
}

@MainActor
struct TableViewDataSourceSubclassTests {
  @Test func everyOverrideOfWhatTheDataSourceAnswersIsReachedThroughTheProtocol() {
    let subclass = OverridingDataSource()
    let node: any CascadingTableDelegate = subclass
    let table = RecordingTableHost()
    let path = TableIndexPath(row: 0, section: 0)
    node.prepare(tableView: table)
    #expect(node.tableView(table, numberOfRowsInSection: 0) == 7)
    #expect(node.tableView(table, cellForRowAt: path).text == "overridden")
    #expect(node.tableView(table, heightForRowAt: path) == 99)
    #expect(node.tableView(table, shouldHighlightRowAt: path) == false)
    #expect(node.tableView(table, willSelectRowAt: path) == nil)
    node.tableView(table, didSelectRowAt: path)
    #expect(node.tableView(table, leadingSwipeActionsConfigurationForRowAt: path) != nil)
    #expect(node.tableView(table, trailingSwipeActionsConfigurationForRowAt: path) != nil)
    #expect(
      subclass.calls == [
        "prepare", "numberOfRows", "cellForRow", "heightForRow", "shouldHighlight", "willSelect",
        "didSelect", "leadingSwipe", "trailingSwipe",
      ])
  }
}
