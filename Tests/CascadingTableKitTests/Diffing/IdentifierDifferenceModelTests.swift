import Testing

@testable import CascadingTableKit

/// Model-based tests of ``IdentifierDifference``: thousands of seeded random pairs of unique
/// identifier lists, of every ``IdentifierPairShape``, each checked against the oracle (applying
/// the difference UIKit-style gives exactly the destination), against a brute-force minimum
/// (deletions, insertions and moves), and through both position mappings — with the engine's
/// own choice of strategy, and forced to hash every middle or to try Myers' pass on any.
struct IdentifierDifferenceModelTests {
  private static let seedCount: UInt64 = 2_000

  @Test func randomPairsOfIntIdentifiersTurnIntoEachOtherWithTheFewestChanges() {
    for seed in 0..<Self.seedCount {
      let (source, destination, shape) = Self.pair(seed: seed, maximumCount: 60)
      Self.verify(source, destination, "seed \(seed), \(shape)")
    }
  }

  @Test func randomPairsOfStringIdentifiersTurnIntoEachOtherWithTheFewestChanges() {
    for seed in 0..<Self.seedCount {
      let (source, destination, shape) = Self.pair(seed: seed ^ 0x5757, maximumCount: 60)
      Self.verify(
        source.map { "id\($0)" }, destination.map { "id\($0)" },
        "seed \(seed ^ 0x5757), \(shape), strings")
    }
  }

  @Test func longListsWithFewEditsTurnIntoEachOtherWithTheFewestChanges() {
    let shapes: [IdentifierPairShape] = [
      .fewEdits, .farApartInsertAndDelete, .swaps, .prefixEdits, .suffixEdits, .churn,
    ]
    for seed in UInt64(0)..<60 {
      var generator = HostSeededGenerator(seed: seed &+ 0xB16)
      let shape = shapes[Int(seed) % shapes.count]
      let (source, destination) = shape.pair(
        maximumCount: 2_000, smallAlphabet: false, using: &generator)
      Self.verify(source, destination, "seed \(seed &+ 0xB16), \(shape), long")
    }
  }

  @Test func collectionsWithoutContiguousStorageGiveTheSameDifferenceAsArrays() throws {
    for seed in UInt64(0)..<300 {
      let (source, destination, shape) = Self.pair(seed: seed &+ 0xC0, maximumCount: 40)
      let fromArrays = try IdentifierDifference(from: source, to: destination)
      let fromViews = try IdentifierDifference(
        from: source.lazy.map(\.self), to: destination.reversed().reversed())
      #expect(fromViews == fromArrays, "seed \(seed &+ 0xC0), \(shape)")
    }
  }

  @Test func oneRowDeletedOrInsertedAnywhereIsThatOneChangeByEveryStrategy() throws {
    // The commonest edit skips matching the middle: every position of every short list, as a
    // deletion and as an insertion, must still be exactly that one change.
    for count in 0..<12 {
      let list = Array(0..<count)
      for position in list.indices {
        var shorter = list
        shorter.remove(at: position)
        Self.verify(list, shorter, "delete \(position) of \(count)")
        let deletion = try IdentifierDifference(from: list, to: shorter)
        #expect(deletion.deletions == [position] && deletion.insertions.isEmpty)
        #expect(deletion.moves.isEmpty, "delete \(position) of \(count)")
      }
      for position in 0...count {
        var longer = list
        longer.insert(100, at: position)
        Self.verify(list, longer, "insert at \(position) of \(count)")
        let insertion = try IdentifierDifference(from: list, to: longer)
        #expect(insertion.insertions == [position] && insertion.deletions.isEmpty)
        #expect(insertion.moves.isEmpty, "insert at \(position) of \(count)")
      }
    }
    // A duplicate outside the change is still found when every identifier is checked.
    #expect(throws: DuplicateIdentifierError.self) {
      try IdentifierDifference(from: [1, 2, 2], to: [1, 2, 2, 3], checkingEveryIdentifier: true)
    }
  }

  /// A random pair for a seed; the seed picks the shape and the alphabet.
  private static func pair(seed: UInt64, maximumCount: Int)
    -> (source: [Int], destination: [Int], shape: IdentifierPairShape)
  {
    var generator = HostSeededGenerator(seed: seed)
    let shapes = IdentifierPairShape.allCases
    let shape = shapes[Int(seed % UInt64(shapes.count))]
    let smallAlphabet = (seed / UInt64(shapes.count)).isMultiple(of: 2)
    let (source, destination) = shape.pair(
      maximumCount: maximumCount, smallAlphabet: smallAlphabet, using: &generator)
    return (source, destination, shape)
  }

  /// Checks the difference of one pair, by every strategy, against the oracle, the minimum
  /// and the mappings.
  private static func verify<Element: Hashable>(
    _ source: [Element], _ destination: [Element], _ context: Comment
  ) {
    let minimum = Minimum(source, destination)
    verify(source, destination, minimum, "\(context), engine's choice") {
      try IdentifierDifference(from: source, to: destination)
    }
    for maximumMyersEdits in [0, 10_000] {
      verify(source, destination, minimum, "\(context), Myers up to \(maximumMyersEdits) edits") {
        try IdentifierDifferenceBuilder.difference(
          from: source, to: destination, checkingEveryIdentifier: false,
          maximumMyersEdits: maximumMyersEdits
        ).get()
      }
    }
  }

  private static func verify<Element: Hashable>(
    _ source: [Element], _ destination: [Element], _ minimum: Minimum, _ context: Comment,
    _ makeDifference: () throws -> IdentifierDifference
  ) {
    let difference: IdentifierDifference
    do {
      difference = try makeDifference()
    } catch {
      Issue.record("threw \(error) — \(context)")
      return
    }
    do {
      let result = try DifferenceOracle.apply(difference, to: source, insertingFrom: destination)
      #expect(result == destination, "\(difference) — \(context)")
    } catch {
      Issue.record("oracle rejected \(difference): \(error) — \(context)")
    }
    #expect(difference.deletions.count == source.count - minimum.keptCount, context)
    #expect(difference.insertions.count == destination.count - minimum.keptCount, context)
    #expect(difference.moves.count == minimum.moveCount, "\(difference) — \(context)")
    #expect(difference.isEmpty == (source == destination), context)
    for position in source.indices {
      if let target = difference.destination(ofSource: position) {
        #expect(destination[target] == source[position], "source \(position) — \(context)")
        #expect(difference.source(ofDestination: target) == position, context)
      } else {
        #expect(!destination.contains(source[position]), "source \(position) — \(context)")
      }
    }
    for position in destination.indices where difference.source(ofDestination: position) == nil {
      #expect(!source.contains(destination[position]), "destination \(position) — \(context)")
    }
    #expect(difference.destination(ofSource: -1) == nil, context)
    #expect(difference.destination(ofSource: source.count) == nil, context)
    #expect(difference.source(ofDestination: -1) == nil, context)
    #expect(difference.source(ofDestination: destination.count) == nil, context)
  }

  /// The fewest changes between two lists of unique identifiers, by brute force.
  private struct Minimum {
    /// The number of identifiers on both sides.
    var keptCount: Int
    /// The fewest moves.
    var moveCount: Int

    init<Element: Hashable>(_ source: [Element], _ destination: [Element]) {
      keptCount = Set(source).intersection(destination).count
      moveCount = DifferenceOracle.minimalMoveCount(from: source, to: destination)
    }
  }
}
