/// The identifiers of a node's rows, remembered for as long as the node's rows stay the same,
/// so that looking for a duplicate of a changed row in an untouched section or group costs
/// O(1) per lookup after the node's identifiers were read once.
///
/// A node is keyed by identity and a version that changes with its rows; an entry whose node
/// was released, or whose version is not the node's any more, is read again.
@MainActor
final class IdentifierSetCache {
  /// One node's identifiers at a version. A class, so that reading an entry out of the
  /// dictionary retains one object instead of copying a weak reference (atomic operations on
  /// the node's side table) and a set.
  private final class Entry {
    weak var node: AnyObject?
    let version: Int
    let identifiers: Set<AnyHashable>
    /// The identifiers with their hash values, made on first use (see ``hashed(of:version:)``).
    var hashed: HashedIdentifierSet?

    init(node: AnyObject, version: Int, identifiers: Set<AnyHashable>) {
      self.node = node
      self.version = version
      self.identifiers = identifiers
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Entries made since released nodes' entries were last dropped.
  private var insertionsSincePruning = 0

  /// The identifiers of a node's rows at a version, if remembered.
  /// - Complexity: O(1) on average.
  func remembered(of node: AnyObject, version: Int) -> Set<AnyHashable>? {
    entry(of: node, version: version)?.identifiers
  }

  /// A node's entry at a version, if it is the node's (not a released node's at the same
  /// address) and of that version.
  private func entry(of node: AnyObject, version: Int) -> Entry? {
    guard let entry = entries[ObjectIdentifier(node)], entry.version == version,
      entry.node === node
    else { return nil }
    return entry
  }

  /// The identifiers of a node's rows at a version with their hash values, if its
  /// identifiers are remembered; the hash values are read once per entry.
  /// - Complexity: O(1) on average, plus O(*r*) in the node's rows the first time.
  func hashed(of node: AnyObject, version: Int) -> HashedIdentifierSet? {
    guard let entry = entry(of: node, version: version) else { return nil }
    if let hashed = entry.hashed { return hashed }
    let hashed = HashedIdentifierSet(entry.identifiers)
    entry.hashed = hashed
    return hashed
  }

  /// The identifiers of a node's rows at a version, read with `read` unless remembered.
  /// - Parameters:
  ///   - node: The node.
  ///   - version: A number that changes whenever the node's rows change.
  ///   - read: Reads the identifiers of every row of the node.
  /// - Complexity: O(1) on average when remembered, else O(*r*) in the node's rows.
  func identifiers(
    of node: AnyObject, version: Int, read: () -> [AnyHashable]
  ) -> Set<AnyHashable> {
    if let identifiers = remembered(of: node, version: version) {
      return identifiers
    }
    let key = ObjectIdentifier(node)
    let identifiers = Set(read())
    entries[key] = Entry(node: node, version: version, identifiers: identifiers)
    insertionsSincePruning += 1
    if insertionsSincePruning > max(64, entries.count) {
      insertionsSincePruning = 0
      entries = entries.filter { $0.value.node != nil }
    }
    return identifiers
  }
}
