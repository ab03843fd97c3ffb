import Testing

@testable import CascadingTableKit

/// The hash values a section's record keeps for a group's rows (``LeafChunk/identifierHashes``)
/// are those of the rows' identifiers as the table was told them, however the record was
/// made: by transactions, which derive them, or by the table reading counts (a reload after
/// edits it was not told), which derives them from the previous chunk of a group a transaction
/// listed. Checked against a plain model of the tree on random trees: groups of rows with few
/// identifiers (duplicates within and across groups are common), nested groups, groups with an
/// empty state, rows moved between groups and sections, and rows renamed saying so.
@MainActor
struct RecordedIdentifierHashTests {
  /// A random tree: a root of 2–3 sections, each holding 1–4 groups (some nested, some with an
  /// empty state) of 0–5 rows, and sometimes a row of its own.
  @MainActor
  private struct Tree {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 2_000))
    let root: CascadingRootTableDelegate
    let sections: [CascadingSectionTableDelegate]
    /// Every group holding rows, nested ones included.
    let groups: [CascadingSectionTableDelegate]

    init(using generator: inout HostSeededGenerator) {
      var groups: [CascadingSectionTableDelegate] = []
      func row() -> IdentifierCountingRow {
        IdentifierCountingRow(id: Int.random(in: 0..<12, using: &generator))
      }
      func group(depth: Int) -> CascadingSectionTableDelegate {
        var children: [any CascadingTableDelegate] = (0..<Int.random(in: 0...5, using: &generator))
          .map { _ in row() }
        if depth < 1 && Int.random(in: 0..<4, using: &generator) == 0 {
          children.insert(
            group(depth: depth + 1), at: Int.random(in: 0...children.count, using: &generator))
        }
        let node = CascadingSectionTableDelegate(index: 0, childDelegates: children)
        if Int.random(in: 0..<4, using: &generator) == 0 {
          node.emptyStateDelegate = row()
        }
        groups.append(node)
        return node
      }
      sections = (0..<Int.random(in: 2...3, using: &generator)).map { _ in
        var children: [any CascadingTableDelegate] = (0..<Int.random(in: 1...4, using: &generator))
          .map { _ in group(depth: 0) }
        if Bool.random(using: &generator) {
          children.append(row())
        }
        return CascadingSectionTableDelegate(index: 0, childDelegates: children)
      }
      self.groups = groups
      root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
      root.prepare(tableView: table)
      table.layoutIfNeeded()
    }
  }

  /// The model's leaves of a node of rows: its rows in order, a group's in its place; a group
  /// that fills no row shows its empty state's instead.
  private static func modelLeaves(of node: any CascadingTableDelegate) -> [IdentifierCountingRow] {
    guard let group = node as? CascadingSectionTableDelegate else {
      return [node as! IdentifierCountingRow]
    }
    let leaves = group.childDelegates.flatMap { modelLeaves(of: $0) }
    if leaves.isEmpty, let emptyState = group.emptyStateDelegate {
      return modelLeaves(of: emptyState)
    }
    return leaves
  }

  /// The first mismatch between a section's record and the model, if any; counts the chunks
  /// that kept hash values.
  private static func mismatch(
    in section: CascadingSectionTableDelegate, chunksWithHashes: inout Int
  ) -> String? {
    guard let chunks = section.updateState.shownChunks else { return nil }
    let children = section.childDelegates
    guard chunks.count == children.count else {
      return "\(chunks.count) chunks for \(children.count) children"
    }
    for (chunk, child) in zip(chunks, children) {
      guard let hashes = chunk.identifierHashes else { continue }
      chunksWithHashes += 1
      let rows = modelLeaves(of: child)
      let leaves = chunk.leaves.map { ObjectIdentifier($0.node!) }
      guard leaves == rows.map(ObjectIdentifier.init) else {
        return "a chunk lists other rows than its child's"
      }
      let expected = rows.map { AnyHashable($0.id).hashValue }
      guard hashes == expected else { return "hash values \(hashes), expected \(expected)" }
    }
    return nil
  }

  @Test func recordedHashValuesAreThoseOfTheRowsAsToldHoweverTheRecordWasMade() {
    let setting = PropagatingTableDelegate.findsEveryDuplicateIdentifier
    defer { PropagatingTableDelegate.findsEveryDuplicateIdentifier = setting }
    var generator = HostSeededGenerator(seed: 16_500_017)
    var chunksWithHashes = 0
    var reloadsAfterHashes = 0
    for seed in 0..<1_500 {
      // Release builds' lookup and debug builds' alike.
      PropagatingTableDelegate.findsEveryDuplicateIdentifier = seed % 2 == 0
      let tree = Tree(using: &generator)
      for step in 0..<10 {
        let nonEmpty = tree.groups.filter { !$0.childDelegates.isEmpty }
        let source = nonEmpty.randomElement(using: &generator)
        let destination = tree.groups.randomElement(using: &generator)!
        let rows = tree.groups.flatMap {
          $0.childDelegates.compactMap { $0 as? IdentifierCountingRow }
        }
        let renamed = Bool.random(using: &generator) ? rows.randomElement(using: &generator) : nil
        let edit = {
          if let source, !source.childDelegates.isEmpty {
            let from = Int.random(in: source.childDelegates.indices, using: &generator)
            let moved = source.childDelegates.remove(at: from)
            if moved is IdentifierCountingRow {
              let to = Int.random(in: 0...destination.childDelegates.count, using: &generator)
              destination.childDelegates.insert(moved, at: to)
            } else {
              source.childDelegates.insert(moved, at: from)
            }
          }
          if let renamed {
            renamed.id = Int.random(in: 0..<12, using: &generator)
            renamed.setNeedsUpdate(identifierChanged: true)
          }
        }
        let byTransaction = Int.random(in: 0..<3, using: &generator) > 0
        if byTransaction {
          tree.root.performUpdates { edit() }
        } else {
          // Edits the table is not told, then a reload: the record is made by its counts.
          let before = chunksWithHashes
          edit()
          tree.table.reloadData()
          if before > 0 { reloadsAfterHashes += 1 }
        }
        for (position, section) in tree.sections.enumerated() {
          if let mismatch = Self.mismatch(in: section, chunksWithHashes: &chunksWithHashes) {
            let made = byTransaction ? "transaction" : "reload"
            Issue.record("seed \(seed), step \(step) (\(made)), section \(position): \(mismatch)")
            return
          }
        }
      }
    }
    // Hash values were kept, and records made by reloads met groups that had them.
    #expect(chunksWithHashes > 1_000)
    #expect(reloadsAfterHashes > 1_000)
  }
}
