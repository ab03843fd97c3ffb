/// How the rows of one data source changed between two assignments, by position: the
/// difference of its declarations, with kept rows compared by content.
struct DeclarationChanges {
  /// Rows that left, by old position.
  var deletions: [Int] = []
  /// Rows that arrived, by new position.
  var insertions: [Int] = []
  /// Kept rows that moved relative to the others, unchanged in content.
  var moves: [(source: Int, destination: Int)] = []
  /// Kept rows, not moved, whose content changed, by old position.
  var reconfigures: [Int] = []
  /// Kept rows, not moved, whose cell changed kind (a new cell), by old position.
  var reloads: [Int] = []

  var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reconfigures.isEmpty
      && reloads.isEmpty
  }

  /// Diffs two lists of identifiers, then compares the content of the kept rows. A kept row
  /// that moved and changed becomes a delete and an insert: UIKit cannot move and reconfigure
  /// one row in a batch.
  /// - Parameters:
  ///   - before: The old identifiers.
  ///   - after: The new identifiers.
  ///   - compare: How the row at a new position compares with the row of the same identity
  ///     at an old position.
  /// - Throws: The duplicate identifier met, with its side.
  /// - Complexity: O(*n*) expected, plus one `compare` per kept row.
  init<Identifier: Hashable>(
    from before: [Identifier], to after: [Identifier],
    compare: (_ source: Int, _ destination: Int) -> DifferenceRows.Comparison
  ) throws(DuplicateIdentifierError) {
    let difference = try IdentifierDifference(from: before, to: after)
    deletions = difference.deletions
    insertions = difference.insertions
    var moved: [Bool] = []
    if !difference.moves.isEmpty {
      moved = [Bool](repeating: false, count: before.count)
      for move in difference.moves {
        moved[move.source] = true
        if compare(move.source, move.destination) == .same {
          moves.append((move.source, move.destination))
        } else {
          deletions.append(move.source)
          insertions.append(move.destination)
        }
      }
    }
    for source in before.indices {
      guard let destination = difference.destination(ofSource: source),
        moved.isEmpty || !moved[source]
      else { continue }
      switch compare(source, destination) {
      case .same: break
      case .contentChanged: reconfigures.append(source)
      case .typeChanged: reloads.append(source)
      }
    }
  }

  /// Moves every position by the same amount: changes computed between the middles of two
  /// lists, after `offset` rows kept in place at the front, become the lists' changes.
  /// - Parameter offset: The number of rows in front of the middles.
  /// - Complexity: O(*c*), where *c* is the number of changes.
  mutating func offset(by offset: Int) {
    guard offset != 0 else { return }
    deletions = deletions.map { $0 + offset }
    insertions = insertions.map { $0 + offset }
    moves = moves.map { ($0.source + offset, $0.destination + offset) }
    reconfigures = reconfigures.map { $0 + offset }
    reloads = reloads.map { $0 + offset }
  }

  /// The changes as the updates of one section, in the `TableUpdate` vocabulary.
  /// - Parameter section: The section.
  /// - Returns: Deletes, inserts, moves, reloads and reconfigures; empty kinds left out.
  func updates(inSection section: Int) -> [TableUpdate] {
    var builder = TableDifferenceBuilder()
    builder.deletedRows = deletions.map { TableIndexPath(row: $0, section: section) }
    builder.insertedRows = insertions.map { TableIndexPath(row: $0, section: section) }
    builder.movedRows = moves.map {
      (
        TableIndexPath(row: $0.source, section: section),
        TableIndexPath(row: $0.destination, section: section)
      )
    }
    builder.reconfiguredRows = reconfigures.map { TableIndexPath(row: $0, section: section) }
    builder.reloadedRows = reloads.map { TableIndexPath(row: $0, section: section) }
    return builder.updates()
  }
}
