import CascadingTableKit
import Testing

/// ``IdentifierDifference/init(pairingDuplicatesFrom:to:)`` turns any two lists into each
/// other, duplicates included, pairing equal identifiers in the order they occur.
struct IdentifierDifferencePairingTests {
  @Test func randomPairsWithDuplicatesTurnIntoEachOther() throws {
    for seed in UInt64(0)..<5_000 {
      var generator = HostSeededGenerator(seed: seed &+ 0xD0B1E)
      // A small alphabet makes most lists hold duplicates, on one side or both.
      let alphabet = Int.random(in: 1...6, using: &generator)
      let source = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        Int.random(in: 0..<alphabet, using: &generator)
      }
      let destination = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
        Int.random(in: 0..<alphabet, using: &generator)
      }
      let difference = IdentifierDifference(pairingDuplicatesFrom: source, to: destination)
      let result = try DifferenceOracle.apply(
        difference, to: source, insertingFrom: destination)
      #expect(result == destination, "seed \(seed &+ 0xD0B1E): \(source) → \(destination)")
      // Every kept element keeps its identifier.
      for position in source.indices {
        if let moved = difference.destination(ofSource: position) {
          #expect(destination[moved] == source[position], "seed \(seed &+ 0xD0B1E)")
        }
      }
    }
  }

  @Test func withoutDuplicatesItIsTheOrdinaryDifference() throws {
    for seed in UInt64(0)..<1_000 {
      var generator = HostSeededGenerator(seed: seed &+ 0xF00D)
      let source = Array((0..<20).shuffled(using: &generator).prefix(12))
      let destination = Array((0..<20).shuffled(using: &generator).prefix(12))
      #expect(
        IdentifierDifference(pairingDuplicatesFrom: source, to: destination)
          == (try IdentifierDifference(from: source, to: destination)), "seed \(seed &+ 0xF00D)")
    }
  }

  @Test func equalIdentifiersArePairedInTheOrderTheyOccur() throws {
    let source = ["a", "b", "a", "c", "a"]
    let destination = ["c", "a", "a", "b", "a"]
    #expect(throws: DuplicateIdentifierError.self) {
      try IdentifierDifference(from: source, to: destination, checkingEveryIdentifier: true)
    }
    let difference = IdentifierDifference(pairingDuplicatesFrom: source, to: destination)
    // The first, second and third "a" of the source are the first, second and third of the
    // destination.
    #expect(difference.destination(ofSource: 0) == 1)
    #expect(difference.destination(ofSource: 2) == 2)
    #expect(difference.destination(ofSource: 4) == 4)
    #expect(difference.destination(ofSource: 1) == 3)
    #expect(difference.destination(ofSource: 3) == 0)
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
    #expect(
      try DifferenceOracle.apply(difference, to: source, insertingFrom: destination)
        == destination)
  }

  @Test func occurrencesBeyondTheOtherSidesCountAreDeletedOrInserted() {
    let fewer = IdentifierDifference(pairingDuplicatesFrom: [7, 1, 7, 7], to: [1, 7])
    #expect(fewer.destination(ofSource: 0) == 1)
    #expect(fewer.deletions == [2, 3])
    let more = IdentifierDifference(pairingDuplicatesFrom: [1, 7], to: [7, 1, 7, 7])
    #expect(more.source(ofDestination: 0) == 1)
    #expect(more.insertions == [2, 3])
  }
}
