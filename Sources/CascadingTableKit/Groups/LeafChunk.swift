/// The rows one child of a section holding groups showed when the table was last told: a
/// group's leaves with the group's version then, or the rows of any other child.
///
/// A section's record keeps one chunk per child, so that a transaction compares only the
/// groups that changed since, and recording a section again re-lists only those.
///
/// Invariants: ``identifiers``, when known, holds one identifier per leaf of ``leaves``, in
/// order: each leaf's ``LeafRow/identifier(replacingMarked:)`` (not replacing) when the chunk
/// was listed. ``rowIdentities``, when known, holds one ``LeafIdentity`` per leaf, in order, as
/// the leaf was when the chunk was listed.
@MainActor
struct LeafChunk {
  /// The group the chunk lists, or `nil` for a row delegate, a block or a group of
  /// declarations (whose rows are listed anew each time).
  var group: PropagatingTableDelegate?
  /// The group's ``NodeUpdateState/version`` when the chunk was listed.
  var version: Int
  /// The rows, in order.
  var leaves: [LeafRow]
  /// The identifier of each of ``leaves`` when the chunk was listed, or `nil` when they were
  /// not read: kept so that a later listing of the same group derives the identifiers of the
  /// rows it kept instead of asking them again (see ``identifiers(of:)``).
  var identifiers: [AnyHashable]? = nil
  /// The column of the leaves' identities (see ``LeafIdentity``), or `nil` when the chunk was
  /// listed without it: kept so that a later listing finds the rows it shares with this one
  /// without reading them.
  var rowIdentities: [LeafIdentity]? = nil

  /// The identifiers of `later`, a later listing of this chunk's child, derived from
  /// ``identifiers``: a row kept at either end of the list (the same row,
  /// ``LeafRow/isKept(as:)``, whose node did not say it changed in place) keeps the identifier
  /// it had, since a row changing its identifier in place says so; every other row is asked.
  /// `nil` when ``identifiers`` is.
  /// - Parameter laterIdentities: The column of `later` (one ``LeafIdentity`` per row, marks
  ///   as they are now), if its listing kept one: with ``rowIdentities``, the ends are found
  ///   comparing the two columns, reading only declared rows.
  /// - Complexity: O(*m*) for the *m* rows of `later`, asking only the identifiers of the rows
  ///   between the ends the two lists share.
  func identifiers(
    of later: [LeafRow], laterIdentities: [LeafIdentity]? = nil
  ) -> [AnyHashable]? {
    guard let identifiers, identifiers.count == leaves.count else { return nil }
    let shorter = min(leaves.count, later.count)
    var columns: (told: [LeafIdentity], now: [LeafIdentity])?
    if let told = rowIdentities, let now = laterIdentities, told.count == leaves.count,
      now.count == later.count
    {
      columns = (told, now)
    }
    func keepsIdentifier(_ position: Int, _ toldPosition: Int) -> Bool {
      if let columns,
        let kept = LeafIdentity.keepsIdentifier(
          columns.now[position], as: columns.told[toldPosition])
      {
        return kept
      }
      return Self.keepsIdentifier(later[position], as: leaves[toldPosition])
    }
    var prefix = 0
    while prefix < shorter && keepsIdentifier(prefix, prefix) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix
      && keepsIdentifier(later.count - 1 - suffix, leaves.count - 1 - suffix)
    {
      suffix += 1
    }
    var derived: [AnyHashable] = []
    derived.reserveCapacity(later.count)
    derived.append(contentsOf: identifiers[0..<prefix])
    for position in prefix..<(later.count - suffix) {
      derived.append(later[position].identifier(replacingMarked: false))
    }
    derived.append(contentsOf: identifiers[(identifiers.count - suffix)...])
    return derived
  }

  /// The identifier of each of `leaves`, asked.
  /// - Complexity: O(*m*) for the *m* leaves.
  static func identifiers(readFrom leaves: [LeafRow]) -> [AnyHashable] {
    var identifiers: [AnyHashable] = []
    identifiers.reserveCapacity(leaves.count)
    for leaf in leaves {
      identifiers.append(leaf.identifier(replacingMarked: false))
    }
    return identifiers
  }

  /// Whether `row` is `told` and answers the identifier it had then.
  private static func keepsIdentifier(_ row: LeafRow, as told: LeafRow) -> Bool {
    row.isKept(as: told) && !row.isMarked
  }
}
