/// The groups a transaction listed while comparing their sections, each with its rows and,
/// once known, their identifiers: the lookup of duplicates reads those identifiers from here
/// and the record of what the table was told keeps these chunks, instead of each listing the
/// groups again.
///
/// Filled while a transaction computes its difference and emptied once it recorded the tree
/// as told (``TableTransaction/markTreeShown(_:)``), so it holds no group past the transaction.
///
/// Invariants:
/// - every chunk's ``LeafChunk/group`` is non-nil, and it is the chunk's key's group;
/// - a chunk is answered only while its group's ``NodeUpdateState/version`` is the chunk's
///   ``LeafChunk/version``: its leaves are then the group's leaves
///   (`PropagatingTableDelegate.leafRows(ofChild:)`), as the record's reuse of a chunk assumes.
@MainActor
struct ListedGroupChunks {
  private var chunks: [ObjectIdentifier: LeafChunk] = [:]

  /// Whether nothing is listed.
  var isEmpty: Bool { chunks.isEmpty }

  /// The chunk listed for `group` at its current version, if any.
  /// - Complexity: O(1) on average.
  func chunk(for group: PropagatingTableDelegate) -> LeafChunk? {
    guard let chunk = chunks[ObjectIdentifier(group)], chunk.group === group,
      chunk.version == group.updateState.version
    else { return nil }
    return chunk
  }

  /// Keeps a chunk listed for its group, replacing any earlier one.
  /// - Complexity: O(1) on average.
  mutating func keep(_ chunk: LeafChunk) {
    guard let group = chunk.group else { return }
    chunks[ObjectIdentifier(group)] = chunk
  }

  /// Forgets every chunk.
  mutating func removeAll() {
    chunks.removeAll()
  }
}
