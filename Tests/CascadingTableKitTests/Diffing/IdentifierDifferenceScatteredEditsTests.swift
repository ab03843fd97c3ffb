import CascadingTableKit
import Testing

/// Long lists with edits scattered all over them — too many for Myers' pass, so the middle is
/// matched by hashing the source and guessing each destination element from the one before:
/// seeded random pairs checked against the oracle and the brute-force minimum, duplicates
/// placed next to kept elements reported exactly as when every element is looked up, and the
/// destination mostly compared rather than hashed.
struct IdentifierDifferenceScatteredEditsTests {
  @Test func scatteredEditsTurnIntoEachOtherWithTheFewestChanges() throws {
    for seed in UInt64(0)..<120 {
      var generator = HostSeededGenerator(seed: seed &+ 0x5CA7)
      let (source, destination) = Self.scatteredPair(using: &generator)
      let context: Comment = "seed \(seed &+ 0x5CA7), \(source.count) → \(destination.count)"
      let difference = try IdentifierDifference(from: source, to: destination)
      #expect(
        try DifferenceOracle.apply(difference, to: source, insertingFrom: destination)
          == destination, context)
      let keptCount = Set(source).intersection(destination).count
      #expect(difference.deletions.count == source.count - keptCount, context)
      #expect(difference.insertions.count == destination.count - keptCount, context)
      #expect(
        difference.moves.count == DifferenceOracle.minimalMoveCount(from: source, to: destination),
        context)
      for position in source.indices {
        if let target = difference.destination(ofSource: position) {
          #expect(destination[target] == source[position], "source \(position) — \(context)")
          #expect(difference.source(ofDestination: target) == position, context)
        }
      }
      // Strings of equal value in separate storage take the same path.
      func name(_ value: Int) -> String { "identifier-\(value)-stored-out-of-line" }
      let strings = try IdentifierDifference(
        from: source.map(name), to: destination.map(name))
      #expect(strings == difference, context)
    }
  }

  @Test func aDuplicateNextToAKeptElementIsReportedWithEveryPosition() {
    for seed in UInt64(0)..<400 {
      var generator = HostSeededGenerator(seed: seed &+ 0xD0B)
      var (source, destination) = Self.scatteredPair(using: &generator)
      let inSource = Bool.random(using: &generator)
      var side = inSource ? source : destination
      let other = inSource ? destination : source
      // A kept element (on both sides), copied a few places before or after itself, or
      // anywhere.
      let keptPositions = side.indices.filter { other.contains(side[$0]) }
      guard let original = keptPositions.randomElement(using: &generator) else { continue }
      let duplicated = side[original]
      let copyPosition =
        Bool.random(using: &generator)
        ? min(max(0, original + Int.random(in: -3...4, using: &generator)), side.count)
        : Int.random(in: 0...side.count, using: &generator)
      side.insert(duplicated, at: copyPosition)
      if inSource { source = side } else { destination = side }
      let positions = side.indices.filter { side[$0] == duplicated }
      let sideName = inSource ? "source" : "destination"
      let context: Comment =
        "seed \(seed &+ 0xD0B), \(duplicated) at \(positions) of the \(sideName)"
      let expected = DuplicateIdentifierError(
        identifierDescription: "\(duplicated)", positions: positions, isInSource: inSource)
      let (prefixCount, suffixCount) = Self.commonEnds(source, destination)
      if positions.allSatisfy({ $0 >= prefixCount && $0 < side.count - suffixCount }) {
        // Both copies are between the common ends, where every element is hashed or matched
        // against the hashed source: the error is certain.
        #expect(throws: expected, context) {
          try IdentifierDifference(from: source, to: destination)
        }
      } else {
        // A copy in a common end is matched by position: an error, if any, is the same one,
        // and a difference turns the source into the destination.
        do {
          let difference = try IdentifierDifference(from: source, to: destination)
          #expect(
            try DifferenceOracle.apply(difference, to: source, insertingFrom: destination)
              == destination, context)
        } catch let error as DuplicateIdentifierError {
          #expect(error == expected, context)
        } catch {
          Issue.record("\(error) — \(context)")
        }
      }
      #expect(throws: expected, context) {
        try IdentifierDifference(from: source, to: destination, checkingEveryIdentifier: true)
      }
      let paired = IdentifierDifference(pairingDuplicatesFrom: source, to: destination)
      #expect(
        (try? DifferenceOracle.apply(paired, to: source, insertingFrom: destination))
          == destination, context)
    }
  }

  @Test func aDuplicateRightAfterItsGuessedMatchInTheDestinationIsReported() {
    let source = Array(0..<1_000)
    // Every tenth element deleted, so Myers' pass gives up; 151 doubled right after itself.
    var destination = source.filter { !$0.isMultiple(of: 10) }
    destination.insert(151, at: 136)
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "151", positions: [135, 136], isInSource: false)
    ) {
      try IdentifierDifference(from: source, to: destination)
    }
  }

  @Test func scatteredEditsHashTheSourceButFewDestinationElements() throws {
    let counter = HashCountingIdentifier.Counter()
    var generator = HostSeededGenerator(seed: 0xC0FFEE)
    let values = Array(0..<2_000)
    var edited = values
    // 40 deletions, 40 insertions and 20 moves: more edits than Myers' pass looks for.
    for _ in 0..<40 { edited.remove(at: Int.random(in: 0..<edited.count, using: &generator)) }
    for fresh in 0..<40 {
      edited.insert(-1 - fresh, at: Int.random(in: 0...edited.count, using: &generator))
    }
    for _ in 0..<20 {
      let moved = edited.remove(at: Int.random(in: 0..<edited.count, using: &generator))
      edited.insert(moved, at: Int.random(in: 0...edited.count, using: &generator))
    }
    let source = values.map { HashCountingIdentifier(value: $0, counter: counter) }
    let destination = edited.map { HashCountingIdentifier(value: $0, counter: counter) }
    let difference = try IdentifierDifference(from: source, to: destination)
    #expect(difference.deletions.count == 40 && difference.insertions.count == 40)
    // At most every source element once, and per edit one or two destination elements (three
    // for a move): far fewer than the 2,000 of the destination.
    #expect(counter.hashCount <= 2_000 + 40 + 40 + 3 * 20, "\(counter.hashCount) hashes")
  }

  /// 400–1,500 unique identifiers, then 5–10 % of them (at least 70) deleted, a third as many
  /// moved and a third as many new ones inserted, each at a random position. The 70 deleted
  /// identifiers alone are more edits than Myers' pass looks for.
  private static func scatteredPair(using generator: inout HostSeededGenerator)
    -> (source: [Int], destination: [Int])
  {
    let count = Int.random(in: 400...1_500, using: &generator)
    let source = Array(0..<count).shuffled(using: &generator)
    let editCount = count * Int.random(in: 5...10, using: &generator) / 100
    var destination = source
    for _ in 0..<max(70, editCount / 3) {
      destination.remove(at: Int.random(in: 0..<destination.count, using: &generator))
    }
    for _ in 0..<(editCount / 3) {
      let moved = destination.remove(
        at: Int.random(in: 0..<destination.count, using: &generator))
      destination.insert(moved, at: Int.random(in: 0...destination.count, using: &generator))
    }
    for fresh in count..<(count + editCount / 3) {
      destination.insert(fresh, at: Int.random(in: 0...destination.count, using: &generator))
    }
    return (source, destination)
  }

  /// The lengths of the common prefix and suffix, as the engine trims them.
  private static func commonEnds(_ source: [Int], _ destination: [Int]) -> (Int, Int) {
    let shorter = min(source.count, destination.count)
    var prefix = 0
    while prefix < shorter && source[prefix] == destination[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && source[source.count - 1 - suffix] == destination[destination.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }
}
