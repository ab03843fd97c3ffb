/// The rows one child of a section holding groups showed when the table was last told: a
/// group's leaves with the group's version then, or the rows of any other child.
///
/// A section's record keeps one chunk per child, so that a transaction compares only the
/// groups that changed since, and recording a section again re-lists only those.
///
/// Invariants: ``identifierHashes``, when known, holds one value per leaf of ``leaves``, in
/// order: the hash value of each leaf's ``LeafRow/identifier(replacingMarked:)`` (not
/// replacing) when the chunk was listed. ``rowIdentities``, when known, holds one
/// ``LeafIdentity`` per leaf, in order, as the leaf was when the chunk was listed.
@MainActor
struct LeafChunk {
  /// The group the chunk lists, or `nil` for a row delegate, a block or a group of
  /// declarations (whose rows are listed anew each time).
  var group: PropagatingTableDelegate?
  /// The group's ``NodeUpdateState/version`` when the chunk was listed.
  var version: Int
  /// The rows, in order.
  var leaves: [LeafRow]
  /// The column of the leaves' identities (see ``LeafIdentity``), or `nil` when the chunk was
  /// listed without it: kept so that a later listing finds the rows it shares with this one
  /// without reading them.
  var rowIdentities: [LeafIdentity]? = nil

  /// The hash value of the identifier of each of ``leaves`` when the chunk was listed, or
  /// `nil` when they were not read: what a transaction's lookup of duplicates compares first,
  /// a later listing deriving its own from these (see ``identifierHashes(of:laterIdentities:)``),
  /// so that neither the identifiers of the rows a group kept nor their hash values are
  /// computed again.
  var identifierHashes: [Int]? = nil

  /// The hash values of the identifiers of `later`, a later listing of this chunk's child,
  /// derived from ``identifierHashes``: a row kept at either end of the list (the same row,
  /// ``LeafRow/isKept(as:)``, whose node did not say it changed in place) keeps the identifier
  /// it had, since a row changing its identifier in place says so, so its hash value; every
  /// other row is asked its identifier, and that is hashed. `nil` when ``identifierHashes``
  /// is, or does not hold one value per leaf.
  /// - Parameter laterIdentities: The column of `later` (one ``LeafIdentity`` per row, marks
  ///   as they are now), if its listing kept one: with ``rowIdentities``, the ends are found
  ///   comparing the two columns, reading only declared rows.
  /// - Complexity: O(*m*) for the *m* rows of `later`, asking and hashing only the
  ///   identifiers of the rows between the ends the two lists share.
  func identifierHashes(
    of later: [LeafRow], laterIdentities: [LeafIdentity]? = nil
  ) -> [Int]? {
    guard let told = identifierHashes, told.count == leaves.count else { return nil }
    let shorter = min(leaves.count, later.count)
    var columns: (told: [LeafIdentity], now: [LeafIdentity])?
    if let toldColumn = rowIdentities, let now = laterIdentities,
      toldColumn.count == leaves.count, now.count == later.count
    {
      columns = (toldColumn, now)
    }
    var prefix = 0
    var suffix = 0
    if let columns {
      let leaves = leaves
      prefix = LeafIdentity.sharedRun(
        told: columns.told, from: 0, now: columns.now, from: 0, step: 1, limit: shorter,
        keepingIdentifiers: true
      ) { toldPosition, position in
        Self.keepsIdentifier(later[position], as: leaves[toldPosition])
      }
      suffix = LeafIdentity.sharedRun(
        told: columns.told, from: leaves.count - 1, now: columns.now, from: later.count - 1,
        step: -1, limit: shorter - prefix, keepingIdentifiers: true
      ) { toldPosition, position in
        Self.keepsIdentifier(later[position], as: leaves[toldPosition])
      }
    } else {
      while prefix < shorter && Self.keepsIdentifier(later[prefix], as: leaves[prefix]) {
        prefix += 1
      }
      while suffix < shorter - prefix
        && Self.keepsIdentifier(
          later[later.count - 1 - suffix], as: leaves[leaves.count - 1 - suffix])
      {
        suffix += 1
      }
    }
    var values: [Int] = []
    values.reserveCapacity(later.count)
    values.append(contentsOf: told[0..<prefix])
    for position in prefix..<(later.count - suffix) {
      values.append(later[position].identifier(replacingMarked: false).hashValue)
    }
    values.append(contentsOf: told[(told.count - suffix)...])
    return values
  }

  /// The hash value of the identifier of each of `leaves`, asked.
  /// - Complexity: O(*m*) for the *m* leaves.
  static func identifierHashes(readFrom leaves: [LeafRow]) -> [Int] {
    var hashes: [Int] = []
    hashes.reserveCapacity(leaves.count)
    for leaf in leaves {
      hashes.append(leaf.identifier(replacingMarked: false).hashValue)
    }
    return hashes
  }

  /// Whether `row` is `told` and answers the identifier it had then.
  private static func keepsIdentifier(_ row: LeafRow, as told: LeafRow) -> Bool {
    row.isKept(as: told) && !row.isMarked
  }
}
