import Testing

@testable import CascadingTableKit

/// A group's listing keeps a column of its rows' identities (`LeafIdentity`), and the shared
/// ends of a comparison and the derivation of identifiers compare those columns instead of the
/// rows: checked against models that describe the rows on their own.
@MainActor
struct LeafIdentityTests {
  /// A row of the models: a node, its place in a block, or a declaration.
  private enum ModelRow {
    case row(ObjectIdentifier)
    case block(ObjectIdentifier, offset: Int, span: Int)
    case declared(id: Int, version: Int)
  }

  // MARK: - The column a listing keeps

  @Test func aGroupsListingKeepsOneIdentityPerRowWithItsMark() {
    var generator = HostSeededGenerator(seed: 14_300_001)
    var checked = 0
    for _ in 0..<400 {
      // A group of rows, blocks (of 0 to 3 rows), groups of declarations and groups of rows.
      var expected: [(node: ObjectIdentifier?, offset: Int, span: Int, marked: Bool)] = []
      func randomChildren(depth: Int) -> [any CascadingTableDelegate] {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ -> any CascadingTableDelegate in
          let marked = Int.random(in: 0..<4, using: &generator) == 0
          switch Int.random(in: 0..<(depth < 2 ? 4 : 3), using: &generator) {
          case 0:
            let block = CountingBlock(id: 0, count: Int.random(in: 0...3, using: &generator))
            block.updateMark = marked ? .content : .none
            for offset in 0..<block.count {
              expected.append(
                block.count == 1
                  ? (ObjectIdentifier(block), -1, 1, marked)
                  : (ObjectIdentifier(block), offset, block.count, marked))
            }
            return block
          case 1:
            let declared = TableViewDataSource<DeclaredItem>(
              binderFromDeclaration: DeclaredItem.binder)
            declared.cellDeclarations = DeclaredItem.items(
              Array(0..<Int.random(in: 0...3, using: &generator)))
            declared.updateMark = marked ? .content : .none
            expected += declared.cellDeclarations.map { _ in (nil, -1, 1, false) }
            return declared
          case 2:
            let row = IdentifierCountingRow(id: 0)
            row.updateMark = marked ? .identity : .none
            expected.append((ObjectIdentifier(row), -1, 1, marked))
            return row
          default:
            return CascadingSectionTableDelegate(
              index: 0, childDelegates: randomChildren(depth: depth + 1))
          }
        }
      }
      let group = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      group.childDelegates = randomChildren(depth: 0)
      let list = PropagatingTableDelegate.leafRowListWithIdentities(ofGroup: group)
      let identities = try! #require(list.identities)
      #expect(identities.count == expected.count)
      #expect(list.rows.count == expected.count)
      for (identity, model) in zip(identities, expected) {
        #expect(identity.node == model.node)
        #expect(identity.offset == model.offset)
        #expect(identity.span == model.span)
        #expect(identity.isMarked == model.marked)
      }
      #expect(list.markedPositions == expected.indices.filter { expected[$0].marked })
      if expected.count > 3 { checked += 1 }
    }
    #expect(checked > 100)
  }

  // MARK: - Comparing columns

  /// Random rows over a few nodes and declarations, each with the column entry a listing
  /// would give it now (its mark now) and the one a listing gave it earlier (a stale mark).
  @MainActor
  private struct Rows {
    let rows: [IdentifierCountingRow]
    var leaves: [LeafRow] = []
    var models: [ModelRow] = []
    var now: [LeafIdentity] = []
    var told: [LeafIdentity] = []

    mutating func append(using generator: inout HostSeededGenerator) {
      let staleMark = Bool.random(using: &generator)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        let id = Int.random(in: 0..<3, using: &generator)
        let version = Int.random(in: 0..<2, using: &generator)
        leaves.append(
          .declared(DeclarationRowKey(identifier: id, content: version, reuseIdentifier: "r")))
        models.append(.declared(id: id, version: version))
        now.append(.declared)
        told.append(.declared)
      case 1:
        let node = rows.randomElement(using: &generator)!
        let span = Int.random(in: 2...3, using: &generator)
        let offset = Int.random(in: 0..<span, using: &generator)
        leaves.append(.block(node, offset: offset, span: span))
        models.append(.block(ObjectIdentifier(node), offset: offset, span: span))
        now.append(
          LeafIdentity(
            node: ObjectIdentifier(node), offset: offset, span: span,
            isMarked: node.updateMark != .none))
        told.append(
          LeafIdentity(
            node: ObjectIdentifier(node), offset: offset, span: span, isMarked: staleMark))
      default:
        let node = rows.randomElement(using: &generator)!
        leaves.append(.node(node))
        models.append(.row(ObjectIdentifier(node)))
        now.append(
          LeafIdentity(
            node: ObjectIdentifier(node), offset: -1, span: 1,
            isMarked: node.updateMark != .none))
        told.append(
          LeafIdentity(node: ObjectIdentifier(node), offset: -1, span: 1, isMarked: staleMark))
      }
    }
  }

  /// The model's sameness of a row as told and a row now: the same node (and block row, of a
  /// block not marked now), or the same declaration with the same content.
  private static func isSame(
    _ told: ModelRow, _ now: ModelRow, marked: Set<ObjectIdentifier>
  ) -> Bool {
    switch (told, now) {
    case (.row(let a), .row(let b)):
      a == b
    case (.block(let a, let offset, let span), .block(let b, let otherOffset, let otherSpan)):
      a == b && offset == otherOffset && span == otherSpan && !marked.contains(a)
    case (.declared(let id, let version), .declared(let otherID, let otherVersion)):
      id == otherID && version == otherVersion
    default:
      false
    }
  }

  private static func node(of row: ModelRow) -> ObjectIdentifier? {
    switch row {
    case .row(let node), .block(let node, _, _): node
    case .declared: nil
    }
  }

  @Test func columnsFindTheSharedEndsOfTheFlatSides() {
    var generator = HostSeededGenerator(seed: 14_300_002)
    let rows = (0..<6).map { IdentifierCountingRow(id: $0) }
    let groups = (0..<3).map { _ in CascadingSectionTableDelegate(index: 0, childDelegates: []) }
    var checked = 0
    for _ in 0..<3_000 {
      for row in rows {
        row.updateMark = Int.random(in: 0..<8, using: &generator) == 0 ? .content : .none
      }
      let marked = Set(rows.filter { $0.updateMark != .none }.map(ObjectIdentifier.init))
      var chunked = ChunkedLeafRows()
      // The flat sides of the model: a group's identity, or a row.
      var before: [(group: ObjectIdentifier?, row: ModelRow?)] = []
      var after: [(group: ObjectIdentifier?, row: ModelRow?)] = []
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        if Int.random(in: 0..<3, using: &generator) == 0 {
          let group = groups.randomElement(using: &generator)!
          chunked.appendUntouched(group, rowCount: 2)
          before.append((ObjectIdentifier(group), nil))
          after.append((ObjectIdentifier(group), nil))
          continue
        }
        var told = Rows(rows: rows)
        var now = Rows(rows: rows)
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
          told.append(using: &generator)
        }
        // Often the same rows with one edit, so that ends are shared.
        if Bool.random(using: &generator) {
          now = told
          now.now = now.now.indices.map { position in
            var identity = told.now[position]
            if let node = identity.node { identity.isMarked = marked.contains(node) }
            return identity
          }
          if !now.leaves.isEmpty && Bool.random(using: &generator) {
            let position = Int.random(in: now.leaves.indices, using: &generator)
            now.leaves.remove(at: position)
            now.models.remove(at: position)
            now.now.remove(at: position)
          } else {
            now.append(using: &generator)
          }
        } else {
          for _ in 0..<Int.random(in: 0...4, using: &generator) {
            now.append(using: &generator)
          }
        }
        // A column is kept by some listings only: the rows answer for the others.
        let withColumns = Int.random(in: 0..<5, using: &generator) != 0
        chunked.appendChanged(
          before: told.leaves, after: now.leaves, told: withColumns ? told.told : nil,
          now: withColumns ? now.now : nil)
        before += told.models.map { (nil, $0) }
        after += now.models.map { (nil, $0) }
      }
      func same(
        _ a: (group: ObjectIdentifier?, row: ModelRow?),
        _ b: (group: ObjectIdentifier?, row: ModelRow?)
      ) -> Bool {
        if let group = a.group { return b.group == group }
        guard let row = a.row, let other = b.row else { return false }
        return Self.isSame(row, other, marked: marked)
      }
      let markedAfter = after.indices.filter { position in
        after[position].row.flatMap(Self.node(of:)).map(marked.contains) ?? false
      }
      let shorter = min(before.count, after.count)
      var prefix = 0
      while prefix < shorter && same(before[prefix], after[prefix]) { prefix += 1 }
      var suffix = 0
      while prefix + suffix < shorter
        && same(before[before.count - 1 - suffix], after[after.count - 1 - suffix])
      {
        suffix += 1
      }
      for position in markedAfter {
        prefix = min(prefix, position)
        suffix = min(suffix, after.count - 1 - position)
      }
      #expect(chunked.markedAfter == markedAfter)
      let ends = chunked.sharedEnds()
      #expect(ends.prefix == prefix && ends.suffix == suffix)
      if prefix + suffix > 0 { checked += 1 }
    }
    #expect(checked > 500 && checked < 2_900)
  }

  @Test func columnsDeriveTheIdentifiersOfEveryRowAskingOnlyUnkeptRows() {
    var generator = HostSeededGenerator(seed: 14_300_003)
    let rows = (0..<6).map { IdentifierCountingRow(id: $0 % 4) }
    var derivedAny = 0
    for _ in 0..<3_000 {
      for row in rows {
        row.updateMark = .none
      }
      var told = Rows(rows: rows)
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        told.append(using: &generator)
      }
      let chunk = LeafChunk(
        group: nil, version: 0, leaves: told.leaves,
        rowIdentities: told.told,
        identifierHashes: LeafChunk.identifierHashes(readFrom: told.leaves))
      var now = told
      if !now.leaves.isEmpty && Bool.random(using: &generator) {
        let position = Int.random(in: now.leaves.indices, using: &generator)
        now.leaves.remove(at: position)
        now.models.remove(at: position)
      }
      if Bool.random(using: &generator) {
        now.append(using: &generator)
      }
      // Some rows change their identifier and say so, some their content.
      for row in rows {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
          row.id = Int.random(in: 0..<6, using: &generator)
          row.updateMark = .identity
        case 1:
          row.updateMark = .content
        default:
          break
        }
      }
      let marked = Set(rows.filter { $0.updateMark != .none }.map(ObjectIdentifier.init))
      let ids = Dictionary(uniqueKeysWithValues: rows.map { (ObjectIdentifier($0), $0.id) })
      // The column now, from the model's rows and marks.
      let column = now.models.map { row -> LeafIdentity in
        switch row {
        case .row(let node):
          LeafIdentity(node: node, offset: -1, span: 1, isMarked: marked.contains(node))
        case .block(let node, let offset, let span):
          LeafIdentity(node: node, offset: offset, span: span, isMarked: marked.contains(node))
        case .declared:
          .declared
        }
      }
      let expected = now.models.map { row -> AnyHashable in
        switch row {
        case .row(let node): AnyHashable(ids[node]!)
        case .block(let node, let offset, _):
          AnyHashable(BlockRowIdentity(block: AnyHashable(ids[node]!), row: offset))
        case .declared(let id, _): AnyHashable(id)
        }
      }
      IdentifierCountingRow.reads = 0
      let derived = chunk.identifierHashes(of: now.leaves, laterIdentities: column)
      #expect(derived == expected.map(\.hashValue))
      let reads = IdentifierCountingRow.reads
      // The model's ends: rows kept, not marked now.
      func keeps(_ now: ModelRow, _ told: ModelRow) -> Bool {
        Self.isSame(told, now, marked: marked)
          && !(Self.node(of: now).map(marked.contains) ?? false)
      }
      let shorter = min(told.models.count, now.models.count)
      var prefix = 0
      while prefix < shorter && keeps(now.models[prefix], told.models[prefix]) { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix
        && keeps(
          now.models[now.models.count - 1 - suffix], told.models[told.models.count - 1 - suffix])
      {
        suffix += 1
      }
      // Only the rows between the ends are asked (a declaration answers from its key).
      let asked = now.models[prefix..<(now.models.count - suffix)].filter {
        Self.node(of: $0) != nil
      }
      #expect(reads == asked.count)
      if prefix + suffix > 0 { derivedAny += 1 }
    }
    #expect(derivedAny > 500)
  }
}
