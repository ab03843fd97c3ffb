/// The rows of a section holding groups before and after a transaction, as the transaction
/// compares them when only some of the section's groups changed: one part per child, without
/// listing the two sides as flat lists.
///
/// Each side is read as the flat list of its parts' elements in order: an untouched group is
/// one element (``LeafRow/untouched(_:rowCount:)``) on both sides, a changed child its rows as
/// told (before) and as they are now (after). Only the elements between the ends the two
/// sides share are listed (``elements(before:in:)``), so a change of a few rows in a group of a
/// large section copies only those rows.
///
/// Invariants:
/// - ``beforeCount`` and ``afterCount`` are the lengths of the flat sides: one per untouched
///   part, and the length of each changed part's list on that side.
/// - ``markedAfter`` holds, ascending, the flat positions after of the leaves whose node said
///   it changed in place (``LeafRow/isMarked``), as the appended lists held them.
/// - ``untouchedGroups`` holds the group of every untouched part, in order: the part's
///   `index`-th.
/// - `shapes` holds one shape per part, in order: an untouched part's group identity and row
///   count, and each part's number of elements on each side.
/// - A changed part's columns, when kept, hold one ``LeafIdentity`` per row of its list on
///   that side.
@MainActor
struct ChunkedLeafRows {
  /// The rows of one child of the section.
  enum Part {
    /// A group untouched since the table was told: one element standing for its rows, the
    /// same on both sides. The group is ``ChunkedLeafRows/untouchedGroups``[`index`], held
    /// there only, so that a part costs no retain of its group (a group's reference count takes
    /// the runtime's slow path: its children hold it weakly).
    case untouched(index: Int, rowCount: Int)
    /// A child whose rows changed: its rows as told and as they are now, each row one
    /// element, with the columns of their identities when both listings kept one.
    case changed(before: [LeafRow], after: [LeafRow], columns: Columns?)
  }

  /// The columns of identities of a changed part's two lists (see ``LeafIdentity``): `told`
  /// one per row before, `now` one per row after.
  struct Columns {
    /// One identity per row as told.
    var told: [LeafIdentity]
    /// One identity per row as it is now, with its mark now.
    var now: [LeafIdentity]
  }

  /// The sizes of a part on each side, and an untouched part's group, as plain values: the
  /// walk for the shared ends reads these instead of copying parts (an untouched part's copy
  /// retains its group, on the runtime's slow path).
  private struct Shape {
    /// The untouched group's identity, or `nil` for a changed part.
    var group: ObjectIdentifier?
    /// The part's number of elements before.
    var before: Int
    /// The part's number of elements after.
    var after: Int
    /// The number of table rows an untouched part stands for; 0 for a changed part.
    var untouchedRows = 0
  }

  /// The parts, one per child in order.
  private(set) var parts: [Part] = []
  /// The shape of each of ``parts``, in order.
  private var shapes: [Shape] = []
  /// The number of elements of the flat side before.
  private(set) var beforeCount = 0
  /// The number of elements of the flat side after.
  private(set) var afterCount = 0
  /// The flat positions after of the leaves that said they changed in place, ascending.
  private(set) var markedAfter: [Int] = []
  /// The groups of the untouched parts, in order.
  private(set) var untouchedGroups: [PropagatingTableDelegate] = []

  /// Creates empty rows, with room for `partCount` parts (one per child of the section), so
  /// that appending them allocates each list once.
  init(partCount: Int = 0) {
    parts.reserveCapacity(partCount)
    shapes.reserveCapacity(partCount)
    untouchedGroups.reserveCapacity(partCount)
  }

  /// Appends an untouched group standing for `rowCount` rows.
  mutating func appendUntouched(_ group: PropagatingTableDelegate, rowCount: Int) {
    parts.append(.untouched(index: untouchedGroups.count, rowCount: rowCount))
    untouchedGroups.append(group)
    shapes.append(
      Shape(group: ObjectIdentifier(group), before: 1, after: 1, untouchedRows: rowCount))
    beforeCount += 1
    afterCount += 1
  }

  /// Appends a changed child's rows as told and as they are now, with the columns of their
  /// identities when both listings kept one (`told` and `now`, one per row of `before` and of
  /// `after`): the shared ends are then found comparing the columns, and the marks read from
  /// `now`.
  /// - Complexity: O(*m*) for the *m* rows after.
  mutating func appendChanged(
    before: [LeafRow], after: [LeafRow], told: [LeafIdentity]? = nil,
    now: [LeafIdentity]? = nil
  ) {
    var columns: Columns?
    if let told, let now, told.count == before.count, now.count == after.count {
      columns = Columns(told: told, now: now)
      for position in now.indices where now[position].isMarked {
        markedAfter.append(afterCount + position)
      }
    } else {
      for position in after.indices where after[position].isMarked {
        markedAfter.append(afterCount + position)
      }
    }
    parts.append(.changed(before: before, after: after, columns: columns))
    shapes.append(Shape(group: nil, before: before.count, after: after.count))
    beforeCount += before.count
    afterCount += after.count
  }

  /// How many elements at the front, and then at the back, the two sides share
  /// (``LeafRow/isKept(as:)``), as ``DifferenceRows/sharedEnds(with:)`` finds them on the flat
  /// sides, then shortened so that no leaf that said it changed in place is among them, as
  /// ``SectionRowChanges`` does.
  /// - Complexity: O(*p* + *s* + *k*) for the *p* and *s* elements shared at the ends and the
  ///   *k* parts.
  func sharedEnds() -> (prefix: Int, suffix: Int) {
    let shorter = min(beforeCount, afterCount)
    var prefix = sharedCount(fromFront: true, limit: shorter)
    var suffix = sharedCount(fromFront: false, limit: shorter - prefix)
    if let first = markedAfter.first, let last = markedAfter.last {
      prefix = min(prefix, first)
      suffix = min(suffix, afterCount - 1 - last)
    }
    return (prefix, suffix)
  }

  /// The number of elements shared from the front (or the back), at most `limit`.
  private func sharedCount(fromFront: Bool, limit: Int) -> Int {
    var shared = 0
    // Each side's part, and how many of its elements on that side were passed.
    var beforePart = fromFront ? 0 : parts.count - 1
    var afterPart = beforePart
    var beforePassed = 0
    var afterPassed = 0
    let step = fromFront ? 1 : -1
    while shared < limit {
      while shapes.indices.contains(beforePart) && shapes[beforePart].before == 0 {
        beforePart += step
      }
      while shapes.indices.contains(afterPart) && shapes[afterPart].after == 0 {
        afterPart += step
      }
      guard shapes.indices.contains(beforePart), shapes.indices.contains(afterPart) else {
        break
      }
      if let group = shapes[beforePart].group {
        // An untouched group is never the same as a row, nor as another group.
        guard shapes[afterPart].group == group else { return shared }
        shared += 1
        beforePart += step
        afterPart += step
        continue
      }
      guard shapes[afterPart].group == nil,
        case .changed(let rows, _, let columns) = parts[beforePart],
        case .changed(_, let others, let otherColumns) = parts[afterPart]
      else {
        return shared
      }
      let run = min(rows.count - beforePassed, others.count - afterPassed, limit - shared)
      // The columns of the two parts, when both kept one: compared instead of the rows.
      let told = columns?.told
      let now = otherColumns?.now
      let firstRow = fromFront ? beforePassed : rows.count - 1 - beforePassed
      let firstOther = fromFront ? afterPassed : others.count - 1 - afterPassed
      var kept = 0
      if let told, let now, told.count == rows.count, now.count == others.count {
        kept = LeafIdentity.sharedRun(
          told: told, from: firstRow, now: now, from: firstOther, step: step, limit: run,
          keepingIdentifiers: false
        ) { row, other in
          rows[row].isKept(as: others[other])
        }
      } else {
        while kept < run {
          let row = firstRow + kept * step
          let other = firstOther + kept * step
          guard rows[row].isKept(as: others[other]) else { break }
          kept += 1
        }
      }
      shared += kept
      guard kept == run else { return shared }
      beforePassed += kept
      afterPassed += kept
      if beforePassed == rows.count {
        beforePart += step
        beforePassed = 0
      }
      if afterPassed == others.count {
        afterPart += step
        afterPassed = 0
      }
    }
    return shared
  }

  /// One side's elements at the flat positions of `range`, with the table row where each
  /// starts (an untouched group fills its row count).
  /// - Complexity: O(*k* + *m*) for the *k* parts and the *m* elements listed.
  func elements(before: Bool, in range: Range<Int>) -> (elements: [LeafRow], rows: [Int]) {
    var elements: [LeafRow] = []
    var rows: [Int] = []
    elements.reserveCapacity(range.count)
    rows.reserveCapacity(range.count)
    var position = 0
    var row = 0
    for index in shapes.indices {
      guard position < range.upperBound else { break }
      let shape = shapes[index]
      let count = before ? shape.before : shape.after
      if position + count <= range.lowerBound {
        // Wholly before the range: passed by its shape, without copying the part.
        position += count
        row += shape.group == nil ? count : shape.untouchedRows
        continue
      }
      switch parts[index] {
      case .untouched(let group, let rowCount):
        if range.contains(position) {
          elements.append(.untouched(untouchedGroups[group], rowCount: rowCount))
          rows.append(row)
        }
        position += 1
        row += rowCount
      case .changed(let told, let now, _):
        let list = before ? told : now
        let first = max(range.lowerBound, position)
        let end = min(range.upperBound, position + list.count)
        if first < end {
          elements.append(contentsOf: list[(first - position)..<(end - position)])
          rows.append(contentsOf: (row + first - position)..<(row + end - position))
        }
        position += list.count
        row += list.count
      }
    }
    return (elements, rows)
  }
}
