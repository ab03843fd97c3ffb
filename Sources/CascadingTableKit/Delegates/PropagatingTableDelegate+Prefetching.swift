extension PropagatingTableDelegate {
  // MARK: - Prefetching: a list of index paths, split by owning child

  /// Splits `indexPaths` by the child owning each (``ownerChild(for:)``: a `.row`-mode node
  /// takes only the paths of its own section), then calls `call` once for each child that owns
  /// at least one path and adopts ``TableDataSourcePrefetching``, with that child's paths in
  /// the order given. Children are called in the order of their first path in `indexPaths`
  /// (the table names the nearest rows first, so the nearest child hears first). A path no
  /// child owns (out of range, negative, another section's) reaches nobody; a child that does
  /// not adopt the protocol is skipped.
  ///
  /// The owners and their lists are taken before any child is called, so a child that changes
  /// the tree from inside the call changes neither who receives this call nor what; the lists
  /// hold the children while the call runs.
  /// - Complexity: O(*k* log *n*) for *k* paths and *n* children (O(*k*) when each child fills
  ///   one slot). When one child owns every path, the array is passed on as it is, with no
  ///   allocation; otherwise one list per owner and, past ``PathSplit/ownersScannedLinearly``
  ///   owners, an index of them: nothing proportional to *n*.
  func splitByOwner(
    _ indexPaths: [TableIndexPath],
    _ call: (any TableDataSourcePrefetching, [TableIndexPath]) -> Void
  ) {
    guard !indexPaths.isEmpty else { return }
    if let only = onlyOwner(of: indexPaths) {
      // One owner (a table's usual batch): the array is passed on as it is, unallocated.
      if let owner = PathSplit.prefetching(only) {
        call(owner, indexPaths)
      }
      return
    }
    var split = PathSplit()
    for indexPath in indexPaths {
      guard let child = ownerChild(for: indexPath) else { continue }
      split.add(indexPath, to: child)
    }
    for (owner, paths) in zip(split.owners, split.paths) {
      guard let owner else { continue }
      call(owner, paths)
    }
  }

  /// The child owning every path, or `nil` when a path has no owner or another one.
  /// - Complexity: O(*k* log *n*); stops at the first path of another owner.
  private func onlyOwner(of indexPaths: [TableIndexPath]) -> (any CascadingTableDelegate)? {
    guard let first = ownerChild(for: indexPaths[0]) else { return nil }
    let identity = ObjectIdentifier(first)
    for indexPath in indexPaths.dropFirst() {
      guard let owner = ownerChild(for: indexPath), ObjectIdentifier(owner) == identity else {
        return nil
      }
    }
    return first
  }
}
