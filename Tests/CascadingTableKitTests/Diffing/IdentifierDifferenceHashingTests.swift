import CascadingTableKit
import Testing

/// Which elements a difference hashes: none of equal collections, only the edited ones when
/// a few edits separate long lists, every element between the common prefix and suffix under
/// churn, and every element of both sides when asked to check every identifier.
struct IdentifierDifferenceHashingTests {
  private func identifiers(_ values: [Int], _ counter: HashCountingIdentifier.Counter)
    -> [HashCountingIdentifier]
  {
    values.map { HashCountingIdentifier(value: $0, counter: counter) }
  }

  @Test func equalCollectionsAreComparedWithoutHashing() throws {
    let counter = HashCountingIdentifier.Counter()
    let source = identifiers(Array(0..<1_000), counter)
    let difference = try IdentifierDifference(
      from: source, to: identifiers(Array(0..<1_000), counter))
    #expect(difference.isEmpty)
    #expect(counter.hashCount == 0)
  }

  @Test func aDeleteAndAnInsertFarApartHashOnlyThoseTwoIdentifiers() throws {
    let counter = HashCountingIdentifier.Counter()
    var values = Array(0..<1_000)
    let source = identifiers(values, counter)
    values.remove(at: 10)
    values.insert(-1, at: 990)
    let difference = try IdentifierDifference(from: source, to: identifiers(values, counter))
    #expect(difference.deletions == [10] && difference.insertions == [990])
    #expect(counter.hashCount == 2)
  }

  @Test func anElementMovedAcrossALongListIsPairedByHashingItTwice() throws {
    let counter = HashCountingIdentifier.Counter()
    var values = Array(0..<1_000)
    let source = identifiers(values, counter)
    values.append(values.removeFirst())
    let difference = try IdentifierDifference(from: source, to: identifiers(values, counter))
    #expect(difference.moves == [IdentifierDifference.Move(source: 0, destination: 999)])
    #expect(counter.hashCount == 2)
  }

  @Test func aReversalHashesEveryElementOnce() throws {
    let counter = HashCountingIdentifier.Counter()
    let source = identifiers(Array(0..<500), counter)
    let difference = try IdentifierDifference(
      from: source, to: identifiers(Array((0..<500).reversed()), counter))
    #expect(difference.moves.count == 499)
    #expect(counter.hashCount == 1_000)
  }

  @Test func checkingEveryIdentifierHashesBothSidesEvenWhenEqual() throws {
    let counter = HashCountingIdentifier.Counter()
    let source = identifiers(Array(0..<300), counter)
    let difference = try IdentifierDifference(
      from: source, to: identifiers(Array(0..<300), counter), checkingEveryIdentifier: true)
    #expect(difference.isEmpty)
    #expect(counter.hashCount == 600)
  }
}
