import CascadingTableKit

/// A data source and delegate over rows named by integer ids, whose answers to the new
/// drivers depend only on a row's id, so a test's model can say what each driver does
/// without asking the table:
/// - a context menu for every id not divisible by 3 (one action, counting its runs);
/// - one drag item for every even id, none for an odd one; an id divisible by 5 (and even)
///   is removed from the data and the table while `itemsForBeginning` runs;
/// - one more item for any row added to a drag;
/// - a `.move` proposal for every drop;
/// - selection follows focus on even ids;
/// - the multiple-selection pan may always begin; primary actions keep the default.
@MainActor
final class DriverModelDelegate: TableDataSource, TableDelegate {
  /// The rows' ids, per section.
  var sections: [[Int]]
  /// How many primary actions were performed.
  var primaryActions = 0
  /// How many context-menu actions ran.
  var menuActionRuns = 0
  /// How many drops were performed.
  var drops = 0
  /// How many context-menu previews were committed.
  var commits = 0
  /// How many drop sessions left the table (`dropSessionDidExit`).
  var exits = 0

  init(sections: [[Int]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: any TableHost) -> Int { sections.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = String(sections[indexPath.section][indexPath.row])
    return cell
  }

  func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    let id = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(id, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: any TableHost, performPrimaryActionForRowAt indexPath: TableIndexPath
  ) {
    primaryActions += 1
  }

  func tableView(
    _ tableView: any TableHost, selectionFollowsFocusForRowAt indexPath: TableIndexPath
  ) -> Bool? {
    sections[indexPath.section][indexPath.row] % 2 == 0
  }

  func tableView(
    _ tableView: any TableHost, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) -> Bool? { true }

  func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? {
    guard sections[indexPath.section][indexPath.row] % 3 != 0 else { return nil }
    return TableContextMenuConfiguration(actions: [
      TableMenuAction(title: "Count") { [weak self] _ in self?.menuActionRuns += 1 }
    ])
  }

  func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? {
    let id = sections[indexPath.section][indexPath.row]
    guard id % 2 == 0 else { return [] }
    if id % 5 == 0 {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .none)
    }
    return [TableDragItem()]
  }

  func tableView(
    _ tableView: any TableHost, itemsForAddingTo session: any TableDragSession,
    at indexPath: TableIndexPath, point: TablePoint
  ) -> [TableDragItem]? {
    [TableDragItem()]
  }

  func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? {
    TableDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator)
  {
    drops += 1
  }

  func tableView(
    _ tableView: any TableHost,
    willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration,
    animator: any TableContextMenuInteractionAnimating
  ) {
    commits += 1
  }

  func tableView(_ tableView: any TableHost, dropSessionDidExit session: any TableDropSession) {
    exits += 1
  }
}
