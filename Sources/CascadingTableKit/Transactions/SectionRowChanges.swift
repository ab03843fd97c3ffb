/// How the rows of one kept section changed, by their positions in the section: the result
/// of diffing its rows before and after a transaction.
struct SectionRowChanges {
  /// Rows that left, by source position, with their identifiers (a root may turn one into a
  /// move to another section).
  var deletions: [(identifier: AnyHashable, row: Int)] = []
  /// Rows that arrived, by destination position, with their identifiers.
  var insertions: [(identifier: AnyHashable, row: Int)] = []
  /// Kept rows moved relative to the others, unchanged in content.
  var moves: [(source: Int, destination: Int)] = []
  /// Kept rows, not moved, whose class changed (by source position).
  var reloads: [Int] = []
  /// Kept rows, not moved, whose content changed (by source position).
  var reconfigures: [Int] = []
  /// The identifiers before, by position.
  var identifiersBefore: [AnyHashable] = []
  /// The identifiers after, by position.
  var identifiersAfter: [AnyHashable] = []

  var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty
      && reconfigures.isEmpty
  }

  /// Diffs two lists of rows by identifier, then compares the content of the kept ones.
  ///
  /// A kept row that moved and changed becomes a delete and an insert: UIKit cannot move and
  /// reload (or reconfigure) one row in a batch.
  /// - Throws: The duplicate identifier met, with its side.
  /// - Complexity: O(*n*) expected for *n* rows, plus one `isContentEqual(to:)` per kept row
  ///   whose instance changed.
  @MainActor
  init(from before: DifferenceRows, to after: DifferenceRows) throws(DuplicateIdentifierError) {
    identifiersBefore = before.identifiers()
    identifiersAfter = after.identifiers()
    let difference = try IdentifierDifference(
      from: identifiersBefore, to: identifiersAfter, checkingEveryIdentifier: true)
    for row in difference.deletions {
      deletions.append((identifiersBefore[row], row))
    }
    for row in difference.insertions {
      insertions.append((identifiersAfter[row], row))
    }
    var moved: [Bool] = []
    if !difference.moves.isEmpty {
      moved = [Bool](repeating: false, count: before.count)
      for move in difference.moves {
        moved[move.source] = true
        if after.compare(at: move.destination, with: before, at: move.source) == .same {
          moves.append((move.source, move.destination))
        } else {
          deletions.append((identifiersBefore[move.source], move.source))
          insertions.append((identifiersAfter[move.destination], move.destination))
        }
      }
    }
    for source in 0..<before.count {
      guard let destination = difference.destination(ofSource: source),
        moved.isEmpty || !moved[source]
      else { continue }
      switch after.compare(at: destination, with: before, at: source) {
      case .same: break
      case .contentChanged: reconfigures.append(source)
      case .typeChanged: reloads.append(source)
      }
    }
  }
}
