/// The lists of one split call, by owner in the order of their first path.
///
/// Invariants: ``owners``, ``identities`` and ``paths`` have one entry per distinct child met,
/// in order of first appearance; ``index`` is empty or maps every identity to its position;
/// ``owners`` holds `nil` for a child that does not adopt ``TableDataSourcePrefetching`` (its
/// paths are still gathered, and dropped).
@MainActor
struct PathSplit {
  /// Each owner met, as the protocol it is called through, or `nil` when it does not adopt it.
  private(set) var owners: [(any TableDataSourcePrefetching)?] = []
  /// Each owner's paths, in the order given.
  private(set) var paths: [[TableIndexPath]] = []
  /// Each owner's identity.
  private var identities: [ObjectIdentifier] = []
  /// The owners' positions by identity, built once there are more than
  /// ``ownersScannedLinearly``.
  private var index: [ObjectIdentifier: Int] = [:]
  /// The position of the owner of the previous path.
  private var last = -1

  /// How many distinct owners a split compares by a linear scan before it indexes them in a
  /// dictionary: a prefetch batch usually falls to one or two children.
  static let ownersScannedLinearly = 8

  /// Adds a path to its owner's list, adding the owner when it is new.
  /// - Complexity: O(1) for a path of the previous path's owner; otherwise O(*m*) for the
  ///   first few *m* owners, then O(1) on average.
  mutating func add(_ indexPath: TableIndexPath, to child: any CascadingTableDelegate) {
    let identity = ObjectIdentifier(child)
    if last < 0 || identities[last] != identity {
      last = position(of: identity) ?? append(child, identity)
    }
    paths[last].append(indexPath)
  }

  private func position(of identity: ObjectIdentifier) -> Int? {
    if !index.isEmpty {
      return index[identity]
    }
    return identities.firstIndex(of: identity)
  }

  private mutating func append(_ child: any CascadingTableDelegate, _ identity: ObjectIdentifier)
    -> Int
  {
    let position = identities.count
    owners.append(Self.prefetching(child))
    identities.append(identity)
    paths.append([])
    if !index.isEmpty {
      index[identity] = position
    } else if identities.count > Self.ownersScannedLinearly {
      for (known, knownIdentity) in identities.enumerated() {
        index[knownIdentity] = known
      }
    }
    return position
  }

  /// `child` as the protocol it is called through, or `nil` when it does not adopt it. The
  /// library's open classes (every node but a hand-written conformer) are found by a class
  /// check, cheaper than looking the conformance up.
  static func prefetching(_ child: any CascadingTableDelegate) -> (any TableDataSourcePrefetching)?
  {
    if let node = child as? PropagatingTableDelegate {
      return node
    }
    if let leaf = child as? CascadingBareTableDelegate {
      return leaf
    }
    return child as? any TableDataSourcePrefetching
  }
}
