import Testing

@testable import CascadingTableKit

/// A recorded chunk keeps the hash values of its rows' identifiers, and a later listing of the
/// same group derives those of the rows it kept at its ends instead of asking and hashing
/// them again: checked against a model that reads and hashes every identifier plainly and
/// works out on its own which rows must be asked, with and without the columns of identities.
@MainActor
struct LeafChunkIdentifierHashTests {
  /// A row of the model: a node's identity, and for a row of a block its place and span.
  private struct ModelRow: Equatable {
    var node: ObjectIdentifier
    var offset: Int
    var span: Int
  }

  /// The identifier the model gives a row, from the ids it keeps itself.
  private static func modelIdentifier(of row: ModelRow, ids: [ObjectIdentifier: Int])
    -> AnyHashable
  {
    let id = AnyHashable(ids[row.node] ?? -1)
    guard row.offset >= 0 else { return id }
    return AnyHashable(BlockRowIdentity(block: id, row: row.offset))
  }

  /// The leaf the model's row stands for.
  private static func leaf(of row: ModelRow, nodes: [IdentifierCountingRow]) -> LeafRow {
    let node = nodes.first { ObjectIdentifier($0) == row.node }!
    return row.offset < 0 ? .node(node) : .block(node, offset: row.offset, span: row.span)
  }

  @Test func derivedHashValuesAreThoseOfEveryRowAndOnlyUnkeptRowsAreAsked() {
    var generator = HostSeededGenerator(seed: 16_500_011)
    // Few ids for many rows: duplicates are common.
    let nodes = (0..<8).map { IdentifierCountingRow(id: $0 % 5) }
    var derivedAny = 0
    var withColumns = 0
    for _ in 0..<4_000 {
      for node in nodes {
        node.updateMark = .none
      }
      func randomRow() -> ModelRow {
        let node = ObjectIdentifier(nodes.randomElement(using: &generator)!)
        guard Int.random(in: 0..<5, using: &generator) == 0 else {
          return ModelRow(node: node, offset: -1, span: 1)
        }
        let span = Int.random(in: 2...3, using: &generator)
        return ModelRow(node: node, offset: Int.random(in: 0..<span, using: &generator), span: span)
      }
      let told = (0..<Int.random(in: 0...8, using: &generator)).map { _ in randomRow() }
      var ids = Dictionary(uniqueKeysWithValues: nodes.map { (ObjectIdentifier($0), $0.id) })
      let toldHashes = told.map { Self.modelIdentifier(of: $0, ids: ids).hashValue }
      let useColumns = Bool.random(using: &generator)
      let toldColumn = told.map {
        LeafIdentity(node: $0.node, offset: $0.offset, span: $0.span, isMarked: false)
      }
      let chunk = LeafChunk(
        group: nil, version: 0, leaves: told.map { Self.leaf(of: $0, nodes: nodes) },
        rowIdentities: useColumns ? toldColumn : nil, identifierHashes: toldHashes)
      // Edit the list: remove, insert, swap.
      var later = told
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where !later.isEmpty:
          later.remove(at: Int.random(in: later.indices, using: &generator))
        case 1:
          later.insert(randomRow(), at: Int.random(in: 0...later.count, using: &generator))
        case 2 where later.count > 1:
          later.swapAt(
            Int.random(in: later.indices, using: &generator),
            Int.random(in: later.indices, using: &generator))
        default:
          break
        }
      }
      // Some nodes change their identifier and say so; some only say their content changed.
      for node in nodes {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
          node.id = Int.random(in: 0..<7, using: &generator)
          node.updateMark = .identity
        case 1:
          node.updateMark = .content
        default:
          break
        }
        ids[ObjectIdentifier(node)] = node.id
      }
      let marked = Set(nodes.filter { $0.updateMark != .none }.map(ObjectIdentifier.init))
      // The model: the rows asked are those not at the ends the two lists share, a row at an
      // end being the same node (and block row) with no mark now.
      func keeps(_ row: ModelRow, _ toldRow: ModelRow) -> Bool {
        row == toldRow && !marked.contains(row.node)
      }
      let shorter = min(told.count, later.count)
      var prefix = 0
      while prefix < shorter && keeps(later[prefix], told[prefix]) { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix
        && keeps(later[later.count - 1 - suffix], told[told.count - 1 - suffix])
      {
        suffix += 1
      }
      let expected = later.map { Self.modelIdentifier(of: $0, ids: ids).hashValue }
      let laterColumn = later.map {
        LeafIdentity(
          node: $0.node, offset: $0.offset, span: $0.span, isMarked: marked.contains($0.node))
      }

      IdentifierCountingRow.reads = 0
      let derived = chunk.identifierHashes(
        of: later.map { Self.leaf(of: $0, nodes: nodes) },
        laterIdentities: useColumns ? laterColumn : nil)
      #expect(derived == expected)
      #expect(IdentifierCountingRow.reads == later.count - prefix - suffix)
      if prefix + suffix > 0 { derivedAny += 1 }
      if useColumns { withColumns += 1 }
    }
    // The walk met lists that kept rows at their ends, not only lists read whole, and lists
    // compared both through columns and row by row.
    #expect(derivedAny > 1_000)
    #expect(withColumns > 1_000 && withColumns < 3_000)
  }

  @Test func aChunkWhoseHashValuesWereNotReadOrDoNotMatchItsRowsDerivesNone() {
    let rows = (0..<3).map { IdentifierCountingRow(id: $0) }
    let leaves = rows.map { LeafRow.node($0) }
    #expect(LeafChunk(group: nil, version: 0, leaves: leaves).identifierHashes(of: leaves) == nil)
    let short = LeafChunk(group: nil, version: 0, leaves: leaves, identifierHashes: [0, 1])
    #expect(short.identifierHashes(of: leaves) == nil)
    // Read plainly: one hash value per row, each its identifier's.
    #expect(
      LeafChunk.identifierHashes(readFrom: leaves) == (0..<3).map { AnyHashable($0).hashValue })
  }

  @Test func hashValuesLookedUpAreFoundWhetherComparedOneByOneOrInASet() {
    var generator = HostSeededGenerator(seed: 16_500_013)
    var compared = (few: 0, many: 0)
    for _ in 0..<3_000 {
      // Up to twice as many identifiers as are compared one by one.
      let count = Int.random(in: 0...(2 * LookedUpHashes.directLimit), using: &generator)
      let identifiers = (0..<count).map { _ -> AnyHashable in
        Bool.random(using: &generator)
          ? AnyHashable(Int.random(in: 0..<40, using: &generator))
          : AnyHashable("\(Int.random(in: 0..<40, using: &generator))")
      }
      let hashes = LookedUpHashes(identifiers)
      let model = Set(identifiers.map(\.hashValue))
      let probes = (0..<20).map { _ in
        Bool.random(using: &generator)
          ? AnyHashable(Int.random(in: 0..<40, using: &generator)).hashValue
          : AnyHashable("\(Int.random(in: 0..<40, using: &generator))").hashValue
      }
      for probe in probes + Array(model) {
        #expect(hashes.contains(probe) == model.contains(probe))
      }
      if count <= LookedUpHashes.directLimit { compared.few += 1 } else { compared.many += 1 }
    }
    #expect(compared.few > 1_000 && compared.many > 1_000)
  }

  @Test func aKeptRowThatDidNotSayItsIdentifierChangedKeepsTheHashValueItWasToldWith() {
    // A transaction keeps an instance still in place without asking it (see
    // `setNeedsUpdate(identifierChanged:)`): the derived hash values follow that rule.
    let rows = (0..<3).map { IdentifierCountingRow(id: $0) }
    let leaves = rows.map { LeafRow.node($0) }
    let chunk = LeafChunk(
      group: nil, version: 0, leaves: leaves,
      identifierHashes: LeafChunk.identifierHashes(readFrom: leaves))
    rows[1].id = 10
    #expect(chunk.identifierHashes(of: leaves) == [0, 1, 2].map { AnyHashable($0).hashValue })
    rows[1].updateMark = .identity
    #expect(chunk.identifierHashes(of: leaves) == [0, 10, 2].map { AnyHashable($0).hashValue })
  }
}
