/// One leaf of a listing (``LeafRow``) as a plain value: the identity of the node answering it,
/// its place in a block, and whether the node had said it changed in place when it was listed.
///
/// A listing keeps one per leaf, in a column beside its rows (``LeafRowList/identities``,
/// ``LeafChunk/rowIdentities``), so that a transaction finds the rows two listings share by
/// comparing these values instead of reading each ``LeafRow`` out of its array: a read copies
/// the row, retaining and releasing its node, and a row delegate's reference count takes the
/// runtime's slow path (it has a side table for its weak references).
///
/// Invariants: ``node`` is `nil` exactly for a declared row (``LeafRow/declared(_:)``), whose
/// sameness is its declaration's and must be read from the row; ``offset`` is −1 for a row
/// delegate (``LeafRow/node(_:)``) and the row's offset, from 0, in a block of ``span`` rows.
/// A column only compares rows whose nodes the listings hold, so equal node identities are the
/// same instance.
struct LeafIdentity: Sendable {
  /// The node answering the row, or `nil` for a declared row.
  var node: ObjectIdentifier?
  /// −1 for a row delegate, else the row's offset in its block.
  var offset: Int
  /// The number of rows of the row's block; 1 for a row delegate or a declared row.
  var span: Int
  /// Whether the row's node had said it changed in place when the row was listed
  /// (``LeafRow/isMarked``).
  var isMarked: Bool

  /// A declared row's entry.
  static let declared = LeafIdentity(node: nil, offset: -1, span: 1, isMarked: false)

  /// Whether a row listed earlier, `told`, is kept as `now`, a row listed in the running
  /// transaction (`told.isKept(as: now)` for ``LeafRow/isKept(as:)``, whose block rows must
  /// also not be marked now); `nil` when either is a declared row, which only its
  /// ``LeafRow`` answers.
  /// - Complexity: O(1).
  @inline(__always)
  static func isKept(_ told: LeafIdentity, as now: LeafIdentity) -> Bool? {
    guard let node = told.node, let other = now.node else { return nil }
    return node == other && told.offset == now.offset && told.span == now.span
      && (now.offset < 0 || !now.isMarked)
  }

  /// Whether `now`, a row listed in the running transaction, is `told` and answers the
  /// identifier it had then: the same row (as ``isKept(_:as:)``), not marked now. `nil` when
  /// either is a declared row.
  /// - Complexity: O(1).
  @inline(__always)
  static func keepsIdentifier(_ now: LeafIdentity, as told: LeafIdentity) -> Bool? {
    guard let node = now.node, let other = told.node else { return nil }
    return node == other && now.offset == told.offset && now.span == told.span
      && !now.isMarked
  }

  /// How many rows in a row two columns share, comparing `told[toldStart + k * step]` with
  /// `now[nowStart + k * step]` for `k` from 0 while below `limit`: as ``isKept(_:as:)``, or as
  /// ``keepsIdentifier(_:as:)`` when `keepingIdentifiers` is `true`. A pair with a declared row
  /// is compared by `compareRows` (told position, now position), which only its ``LeafRow``s
  /// answer.
  ///
  /// One tight loop over the two columns' storage: the shared ends of a changed group of a
  /// large section are found comparing a few words per row.
  /// - Precondition: Every position compared is within its column.
  /// - Complexity: O(*k*) for the *k* rows shared, plus one call of `compareRows` per declared
  ///   row among them.
  static func sharedRun(
    told: [LeafIdentity], from toldStart: Int, now: [LeafIdentity], from nowStart: Int,
    step: Int, limit: Int, keepingIdentifiers: Bool, compareRows: (Int, Int) -> Bool
  ) -> Int {
    // The positions compared stay within both columns: checked once, not per row.
    let room =
      step > 0
      ? Swift.min(told.count - toldStart, now.count - nowStart)
      : Swift.min(toldStart, nowStart) + 1
    precondition(step == 1 || step == -1, "a run goes one row at a time")
    precondition(limit <= 0 || (toldStart >= 0 && nowStart >= 0 && room >= limit))
    return told.withUnsafeBufferPointer { told in
      now.withUnsafeBufferPointer { now in
        var count = 0
        var toldPosition = toldStart
        var nowPosition = nowStart
        while count < limit {
          let before = told[toldPosition]
          let after = now[nowPosition]
          let same =
            keepingIdentifiers
            ? keepsIdentifier(after, as: before) : isKept(before, as: after)
          guard same ?? compareRows(toldPosition, nowPosition) else { break }
          count += 1
          toldPosition &+= step
          nowPosition &+= step
        }
        return count
      }
    }
  }

  /// Appends the entries of the `count` rows the node identified by `node` filled, as the
  /// listing appended them: one row delegate for a count of 1, a block of `count` rows
  /// otherwise, or `count` declared rows.
  /// - Complexity: O(*count*).
  static func append(
    rowsOf node: ObjectIdentifier, count: Int, declared: Bool, marked: Bool,
    to column: inout [LeafIdentity]
  ) {
    if declared {
      column.append(contentsOf: repeatElement(.declared, count: count))
      return
    }
    if count == 1 {
      column.append(LeafIdentity(node: node, offset: -1, span: 1, isMarked: marked))
      return
    }
    for offset in 0..<count {
      column.append(LeafIdentity(node: node, offset: offset, span: count, isMarked: marked))
    }
  }
}
