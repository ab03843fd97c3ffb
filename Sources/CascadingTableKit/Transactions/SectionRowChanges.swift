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
  /// The position of the first row compared: rows before it (and after the compared ones)
  /// are the same instances on both sides.
  var offset = 0
  /// The rows before, and the range of them compared.
  private var rowsBefore: DifferenceRows
  private var comparedBefore: Range<Int> = 0..<0
  /// The rows after, and the range of them compared.
  private var rowsAfter: DifferenceRows
  private var comparedAfter: Range<Int> = 0..<0
  /// The identifiers of the rows compared, when the diff read them as such.
  private var readIdentifiersBefore: [AnyHashable]?
  private var readIdentifiersAfter: [AnyHashable]?

  /// The identifiers before of the rows compared, from ``offset``.
  /// - Complexity: O(1) when the diff read them; O(*m*) for *m* rows when it diffed them as
  ///   typed values.
  @MainActor var identifiersBefore: [AnyHashable] {
    readIdentifiersBefore ?? rowsBefore.identifiers(in: comparedBefore, replacingMarked: true)
  }

  /// The identifiers after of the rows compared, from ``offset``.
  /// - Complexity: As ``identifiersBefore``.
  @MainActor var identifiersAfter: [AnyHashable] {
    readIdentifiersAfter ?? rowsAfter.identifiers(in: comparedAfter)
  }

  /// The number of rows compared before (from ``offset``), whose identifiers
  /// ``identifiersBefore`` lists.
  var comparedCountBefore: Int { comparedBefore.count }

  /// The number of rows compared after (from ``offset``), whose identifiers
  /// ``identifiersAfter`` lists.
  var comparedCountAfter: Int { comparedAfter.count }

  var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty
      && reconfigures.isEmpty
  }

  /// Diffs two lists of rows by identifier, then compares the content of the kept ones.
  ///
  /// Rows that are the very same instances at both ends of the two lists are kept without
  /// asking their identifiers (an instance's identifier must not change while it is a
  /// child); only the rows between them are identified, diffed and checked for duplicates.
  /// A kept row that moved and changed becomes a delete and an insert: UIKit cannot move and
  /// reload (or reconfigure) one row in a batch.
  ///
  /// With `keepingSharedEnds` `false`, every row is compared, for lists that are already the
  /// rows between the shared ends (`markedPositions` is then not needed), and an inserted
  /// row's repeat of a row outside them is for the caller to look for.
  /// - Throws: The duplicate identifier met among the rows compared, with its side and its
  ///   positions in the section.
  /// - Complexity: O(*n*) instance comparisons for *n* rows, then O(*m*) expected for the *m*
  ///   rows between the shared ends, plus one `isContentEqual(to:)` per kept row whose
  ///   instance changed.
  @MainActor
  init(
    from before: DifferenceRows, to after: DifferenceRows, markedPositions: [Int] = [],
    keepingSharedEnds: Bool = true
  ) throws(DuplicateIdentifierError) {
    var ends = keepingSharedEnds ? before.sharedEnds(with: after) : (prefix: 0, suffix: 0)
    // A row that said it changed in place is compared, not kept unseen at an end.
    for position in markedPositions {
      ends.prefix = min(ends.prefix, position)
      ends.suffix = min(ends.suffix, after.count - 1 - position)
    }
    let offset = ends.prefix
    self.offset = offset
    rowsBefore = before
    rowsAfter = after
    comparedBefore = offset..<(before.count - ends.suffix)
    comparedAfter = offset..<(after.count - ends.suffix)
    if comparedBefore.count + comparedAfter.count == 1 {
      // One row deleted or inserted between the shared ends (the commonest edit): nothing to
      // match, no duplicate among one row, and no kept row to compare.
      if comparedBefore.isEmpty {
        insertions.append((identifierAfter(at: 0), offset))
      } else {
        deletions.append((identifierBefore(at: 0), offset))
      }
      try Self.checkRepeatAtEnds(of: after, insertions: insertions, ends: ends)
      return
    }
    let difference: IdentifierDifference
    do {
      if let typed = before.typedDifference(in: comparedBefore, to: after, in: comparedAfter) {
        difference = try typed.get()
      } else {
        let identifiersBefore = before.identifiers(in: comparedBefore, replacingMarked: true)
        let identifiersAfter = after.identifiers(in: comparedAfter)
        readIdentifiersBefore = identifiersBefore
        readIdentifiersAfter = identifiersAfter
        difference = try IdentifierDifference(
          from: identifiersBefore, to: identifiersAfter, checkingEveryIdentifier: true)
      }
    } catch {
      throw DuplicateIdentifierError(
        identifierDescription: error.identifierDescription,
        positions: error.positions.map { offset + $0 }, isInSource: error.isInSource)
    }
    for row in difference.deletions {
      deletions.append((identifierBefore(at: row), offset + row))
    }
    for row in difference.insertions {
      insertions.append((identifierAfter(at: row), offset + row))
    }
    try Self.checkRepeatAtEnds(of: after, insertions: insertions, ends: ends)
    let compare = after.comparer(with: before)
    var moved: [Bool] = []
    if !difference.moves.isEmpty {
      moved = [Bool](repeating: false, count: comparedBefore.count)
      for move in difference.moves {
        moved[move.source] = true
        let source = offset + move.source
        let destination = offset + move.destination
        if compare(destination, source) == .same {
          moves.append((source, destination))
        } else {
          deletions.append((identifierBefore(at: move.source), source))
          insertions.append((identifierAfter(at: move.destination), destination))
        }
      }
    }
    for row in 0..<comparedBefore.count {
      guard let destination = difference.destination(ofSource: row),
        moved.isEmpty || !moved[row]
      else { continue }
      switch compare(offset + destination, offset + row) {
      case .same: break
      case .contentChanged: reconfigures.append(offset + row)
      case .typeChanged: reloads.append(offset + row)
      }
    }
  }

  /// The identifier before of the row compared at `row` (from ``offset``).
  @MainActor
  private func identifierBefore(at row: Int) -> AnyHashable {
    readIdentifiersBefore?[row] ?? rowsBefore.identifier(at: offset + row, replacingMarked: true)
  }

  /// The identifier after of the row compared at `row` (from ``offset``).
  @MainActor
  private func identifierAfter(at row: Int) -> AnyHashable {
    readIdentifiersAfter?[row] ?? rowsAfter.identifier(at: offset + row)
  }

  /// Throws the first duplicate identifier among all the rows `after` when an inserted row
  /// may repeat the identifier of a row kept unseen at an end: read every identifier of a
  /// section that gained rows to report it, where asked to
  /// (``PropagatingTableDelegate/findsEveryDuplicateIdentifier``).
  /// - Complexity: O(1) unless asked to, then O(*n*) expected.
  @MainActor
  private static func checkRepeatAtEnds(
    of after: DifferenceRows, insertions: [(identifier: AnyHashable, row: Int)],
    ends: (prefix: Int, suffix: Int)
  ) throws(DuplicateIdentifierError) {
    if !insertions.isEmpty && (ends.prefix > 0 || ends.suffix > 0)
      && PropagatingTableDelegate.findsEveryDuplicateIdentifier
    {
      try checkEveryIdentifier(of: after)
    }
  }

  /// Throws the first duplicate identifier among all the rows.
  /// - Complexity: O(*n*) expected.
  @MainActor
  static func checkEveryIdentifier(of rows: DifferenceRows) throws(DuplicateIdentifierError) {
    let identifiers = rows.identifiers(in: 0..<rows.count)
    var firstPosition: [AnyHashable: Int] = [:]
    firstPosition.reserveCapacity(identifiers.count)
    for position in identifiers.indices {
      if let first = firstPosition.updateValue(position, forKey: identifiers[position]) {
        throw DuplicateIdentifierError(
          identifierDescription: String(describing: identifiers[position].base),
          positions: [first, position], isInSource: false)
      }
    }
  }
}
