/// The "1 % scattered edits" lists: 100,000 identifiers, then 334 deleted, 333 moved and 333
/// new ones inserted, each at a random position (seeded), so that about 1,000 edits are spread
/// over the whole list and no long run is left for Myers' pass.
enum ScatteredEdits {
  /// The number of source identifiers.
  static let count = 100_000

  /// The lists of `Int` identifiers, built on first use.
  static let numbers: IdentifierLists<Int> = {
    var generator = SplitMixGenerator(seed: 0x5CA7)
    let source = Array(1...count)
    var destination = source
    for _ in 0..<334 {
      destination.remove(at: Int.random(in: 0..<destination.count, using: &generator))
    }
    for _ in 0..<333 {
      let moved = destination.remove(
        at: Int.random(in: 0..<destination.count, using: &generator))
      destination.insert(moved, at: Int.random(in: 0...destination.count, using: &generator))
    }
    for fresh in (count + 1)...(count + 333) {
      destination.insert(fresh, at: Int.random(in: 0...destination.count, using: &generator))
    }
    return IdentifierLists(source: source, destination: destination)
  }()

  /// The same lists as UUID-shaped strings of 36 characters, each side built separately.
  static let strings = IdentifierLists(
    source: numbers.source.map(DiffingScenario.uuidString),
    destination: numbers.destination.map(DiffingScenario.uuidString))
}
