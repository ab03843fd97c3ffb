/// The updates of one transaction, collected by kind and listed in a fixed order at the end.
struct TableDifferenceBuilder {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [(source: Int, destination: Int)] = []
  var reloadedSections: [Int] = []
  var deletedRows: [TableIndexPath] = []
  var insertedRows: [TableIndexPath] = []
  var movedRows: [(source: TableIndexPath, destination: TableIndexPath)] = []
  var reloadedRows: [TableIndexPath] = []
  var reconfiguredRows: [TableIndexPath] = []

  /// A builder holding the given updates, sorted by kind.
  init(_ updates: [TableUpdate]) {
    for update in updates {
      switch update {
      case .deleteSections(let sections): deletedSections += sections
      case .insertSections(let sections): insertedSections += sections
      case .moveSection(let source, let destination): movedSections.append((source, destination))
      case .reloadSections(let sections): reloadedSections += sections
      case .deleteRows(let rows): deletedRows += rows
      case .insertRows(let rows): insertedRows += rows
      case .moveRow(let source, let destination): movedRows.append((source, destination))
      case .reloadRows(let rows): reloadedRows += rows
      case .reconfigureRows(let rows): reconfiguredRows += rows
      case .reloadData: break
      }
    }
  }

  /// An empty builder.
  init() {}

  /// Replaces a kept section whose rows cannot be diffed: a reload, or, when the section also
  /// moves (a section cannot be moved and reloaded in one batch), a delete and an insert.
  mutating func replaceSection(source: Int, destination: Int) {
    if let move = movedSections.firstIndex(where: { $0.source == source }) {
      movedSections.remove(at: move)
      deletedSections.append(source)
      insertedSections.append(destination)
    } else {
      reloadedSections.append(source)
    }
  }

  /// The updates: sections deleted, inserted, moved, reloaded; then rows deleted, inserted,
  /// moved, reloaded, reconfigured. Positions ascending; empty kinds left out.
  func updates() -> [TableUpdate] {
    var updates: [TableUpdate] = []
    if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections.sorted())) }
    if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections.sorted())) }
    for move in movedSections.sorted(by: { $0.destination < $1.destination }) {
      updates.append(.moveSection(move.source, to: move.destination))
    }
    if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections.sorted())) }
    if !deletedRows.isEmpty { updates.append(.deleteRows(deletedRows.sorted())) }
    if !insertedRows.isEmpty { updates.append(.insertRows(insertedRows.sorted())) }
    for move in movedRows.sorted(by: { $0.destination < $1.destination }) {
      updates.append(.moveRow(move.source, to: move.destination))
    }
    if !reloadedRows.isEmpty { updates.append(.reloadRows(reloadedRows.sorted())) }
    if !reconfiguredRows.isEmpty { updates.append(.reconfigureRows(reconfiguredRows.sorted())) }
    return updates
  }
}
