import CascadingTableKit

/// A data source and delegate over a plain array model whose drag and drop answers run
/// closures, for tests where the delegate acts from inside a drag or drop call. It records
/// the drag and drop calls by name.
@MainActor
final class DragHookDelegate: TableDataSource, TableDelegate {
  /// The rows' texts, per section.
  var sections: [[String]]
  /// The drag and drop calls, in order.
  var calls: [String] = []
  /// What `itemsForBeginning` answers, after it runs.
  var itemsForBeginning: (TableIndexPath) -> [TableDragItem]? = { _ in nil }
  /// What `dropSessionDidUpdate` answers.
  var proposal: TableDropProposal?
  /// Run by `performDropWith`.
  var performDrop: (any TableDropCoordinator) -> Void = { _ in }

  init(sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: any TableHost) -> Int { sections.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    calls.append("moveRow \(sourceIndexPath.section).\(sourceIndexPath.row)")
    let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    calls.append("itemsForBeginning")
    return itemsForBeginning(indexPath)
  }

  func tableView(
    _ tableView: any TableHost, dragPreviewParametersForRowAt indexPath: TableIndexPath
  ) -> TableDragPreviewParameters? {
    calls.append("dragPreview")
    return nil
  }

  func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? {
    calls.append("dropSessionDidUpdate")
    return proposal
  }

  func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator)
  {
    calls.append("performDrop")
    performDrop(coordinator)
  }
}
