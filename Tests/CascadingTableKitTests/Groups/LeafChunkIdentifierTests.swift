import Testing

@testable import CascadingTableKit

/// A recorded chunk keeps the identifiers of its rows, and a later listing of the same group
/// derives those of the rows it kept at its ends instead of asking them: checked against a
/// model that reads every identifier plainly and works out on its own which rows must be
/// asked.
@MainActor
struct LeafChunkIdentifierTests {
  /// A row of the model: a node's identity, and for a row of a block its place and span.
  private struct ModelRow: Equatable {
    var node: ObjectIdentifier
    var block: (offset: Int, span: Int)?

    static func == (lhs: ModelRow, rhs: ModelRow) -> Bool {
      lhs.node == rhs.node && lhs.block?.offset == rhs.block?.offset
        && lhs.block?.span == rhs.block?.span
    }
  }

  /// The identifier the model gives a row, from the ids it keeps itself.
  private static func modelIdentifier(of row: ModelRow, ids: [ObjectIdentifier: Int])
    -> AnyHashable
  {
    let id = AnyHashable(ids[row.node] ?? -1)
    guard let block = row.block else { return id }
    return AnyHashable(BlockRowIdentity(block: id, row: block.offset))
  }

  @Test func derivedIdentifiersAreThoseOfEveryRowAndOnlyUnkeptRowsAreAsked() {
    var generator = HostSeededGenerator(seed: 2_700_027)
    // Few ids for many rows: duplicates are common.
    let nodes = (0..<8).map { IdentifierCountingRow(id: $0 % 5) }
    var derivedAny = 0
    for _ in 0..<4_000 {
      for node in nodes {
        node.updateMark = .none
      }
      func randomRow() -> (leaf: LeafRow, model: ModelRow) {
        let node = nodes.randomElement(using: &generator)!
        if Int.random(in: 0..<5, using: &generator) == 0 {
          let span = Int.random(in: 2...3, using: &generator)
          let offset = Int.random(in: 0..<span, using: &generator)
          return (
            .block(node, offset: offset, span: span),
            ModelRow(node: ObjectIdentifier(node), block: (offset, span))
          )
        }
        return (.node(node), ModelRow(node: ObjectIdentifier(node), block: nil))
      }
      var told = (0..<Int.random(in: 0...8, using: &generator)).map { _ in randomRow() }
      var ids = Dictionary(uniqueKeysWithValues: nodes.map { (ObjectIdentifier($0), $0.id) })
      let toldIdentifiers = told.map { Self.modelIdentifier(of: $0.model, ids: ids) }
      let chunk = LeafChunk(
        group: nil, version: 0, leaves: told.map(\.leaf), identifiers: toldIdentifiers)
      // Edit the list: remove, insert, swap.
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where !told.isEmpty:
          told.remove(at: Int.random(in: told.indices, using: &generator))
        case 1:
          told.insert(randomRow(), at: Int.random(in: 0...told.count, using: &generator))
        case 2 where told.count > 1:
          told.swapAt(
            Int.random(in: told.indices, using: &generator),
            Int.random(in: told.indices, using: &generator))
        default:
          break
        }
      }
      let later = told
      // Some nodes change their identifier, and say so; some only say their content changed.
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
      // The model: every identifier read plainly; the rows asked are those not at the ends the
      // two lists share, a row at an end being the same node (and block row) with no mark.
      let toldRows = chunk.leaves.indices.map { position -> ModelRow in
        switch chunk.leaves[position] {
        case .block(let node, let offset, let span):
          ModelRow(node: ObjectIdentifier(node), block: (offset, span))
        default:
          ModelRow(node: ObjectIdentifier(chunk.leaves[position].node!), block: nil)
        }
      }
      let laterRows = later.map(\.model)
      let marked = Set(nodes.filter { $0.updateMark != .none }.map(ObjectIdentifier.init))
      func keeps(_ row: ModelRow, _ toldRow: ModelRow) -> Bool {
        row == toldRow && !marked.contains(row.node)
      }
      let shorter = min(toldRows.count, laterRows.count)
      var prefix = 0
      while prefix < shorter && keeps(laterRows[prefix], toldRows[prefix]) { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix
        && keeps(
          laterRows[laterRows.count - 1 - suffix], toldRows[toldRows.count - 1 - suffix])
      {
        suffix += 1
      }
      let expected = laterRows.map { Self.modelIdentifier(of: $0, ids: ids) }

      IdentifierCountingRow.reads = 0
      let derived = chunk.identifiers(of: later.map(\.leaf))
      #expect(derived == expected)
      #expect(IdentifierCountingRow.reads == laterRows.count - prefix - suffix)
      if prefix + suffix > 0 { derivedAny += 1 }
    }
    // The walk met lists that kept rows at their ends, not only lists read whole.
    #expect(derivedAny > 1_000)
  }

  @Test func aChunkWhoseIdentifiersWereNotReadDerivesNone() {
    let rows = (0..<3).map { IdentifierCountingRow(id: $0) }
    let leaves = rows.map { LeafRow.node($0) }
    #expect(LeafChunk(group: nil, version: 0, leaves: leaves).identifiers(of: leaves) == nil)
    // A column that does not match the rows is not trusted.
    let short = LeafChunk(group: nil, version: 0, leaves: leaves, identifiers: [0, 1])
    #expect(short.identifiers(of: leaves) == nil)
  }

  @Test func aKeptRowThatDidNotSayItsIdentifierChangedKeepsTheIdentifierItWasToldWith() {
    // A transaction keeps an instance still in place without asking it (see
    // `setNeedsUpdate(identifierChanged:)`): the derived identifiers follow that rule.
    let rows = (0..<3).map { IdentifierCountingRow(id: $0) }
    let leaves = rows.map { LeafRow.node($0) }
    let chunk = LeafChunk(
      group: nil, version: 0, leaves: leaves, identifiers: LeafChunk.identifiers(readFrom: leaves))
    rows[1].id = 10
    #expect(chunk.identifiers(of: leaves) == [0, 1, 2])
    rows[1].updateMark = .identity
    #expect(chunk.identifiers(of: leaves) == [0, 10, 2])
  }
}
