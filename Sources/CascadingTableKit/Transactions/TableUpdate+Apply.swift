extension [TableUpdate] {
  /// Makes these updates on a table, in order, with one animation: the one place the tree turns
  /// its change value into table calls.
  /// - Parameters:
  ///   - table: The table, inside its `performBatchUpdates` closure; outside it for
  ///     `[.reloadData]`, which reloads the whole table.
  ///   - animation: The animation of every insert, delete and reload.
  /// - Complexity: O(*u*) calls for *u* updates.
  @MainActor
  func apply(to table: any TableHost, animation: TableRowAnimation) {
    for update in self {
      switch update {
      case .insertSections(let sections): table.insertSections(sections, with: animation)
      case .deleteSections(let sections): table.deleteSections(sections, with: animation)
      case .reloadSections(let sections): table.reloadSections(sections, with: animation)
      case .moveSection(let source, let destination):
        table.moveSection(source, toSection: destination)
      case .insertRows(let indexPaths): table.insertRows(at: indexPaths, with: animation)
      case .deleteRows(let indexPaths): table.deleteRows(at: indexPaths, with: animation)
      case .reloadRows(let indexPaths): table.reloadRows(at: indexPaths, with: animation)
      case .reconfigureRows(let indexPaths): table.reconfigureRows(at: indexPaths)
      case .moveRow(let source, let destination): table.moveRow(at: source, to: destination)
      case .reloadData: table.reloadData()
      }
    }
  }
}
