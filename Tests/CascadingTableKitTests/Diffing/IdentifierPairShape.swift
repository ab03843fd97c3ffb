/// A way to derive a destination list of unique identifiers from a source list, for the
/// difference engine's random tests.
enum IdentifierPairShape: CaseIterable {
  case unchanged
  case independent
  case fewEdits
  case prefixEdits
  case suffixEdits
  case farApartInsertAndDelete
  case churn
  case shuffle
  case reversal
  case rotation
  case swaps
  case emptySource
  case emptyDestination

  /// A random source and destination of this shape.
  /// - Parameters:
  ///   - maximumCount: The largest source count.
  ///   - smallAlphabet: Whether identifiers come from a universe barely larger than the lists
  ///     (so independent lists overlap a lot) or a large one.
  func pair<Generator: RandomNumberGenerator>(
    maximumCount: Int, smallAlphabet: Bool, using generator: inout Generator
  ) -> (source: [Int], destination: [Int]) {
    let count = Int.random(in: 0...maximumCount, using: &generator)
    let universe = smallAlphabet ? count + 8 : count * 100 + 1_000
    var fresh = FreshIdentifiers(universe: universe)
    var source: [Int] = []
    for _ in 0..<count { source.append(fresh.next(using: &generator)) }
    switch self {
    case .unchanged:
      return (source, source)
    case .independent:
      let other = Int.random(in: 0...maximumCount, using: &generator)
      var pool = Array(0..<max(universe, other)).shuffled(using: &generator)
      pool.removeLast(pool.count - other)
      return (source, pool)
    case .fewEdits:
      let edits = Int.random(in: 1...4, using: &generator)
      return (source, Self.edited(source, edits: edits, in: 0...count, fresh: &fresh, &generator))
    case .prefixEdits:
      let edits = Int.random(in: 1...3, using: &generator)
      let region = 0...min(count, 3)
      return (source, Self.edited(source, edits: edits, in: region, fresh: &fresh, &generator))
    case .suffixEdits:
      let edits = Int.random(in: 1...3, using: &generator)
      let region = max(0, count - 3)...count
      return (source, Self.edited(source, edits: edits, in: region, fresh: &fresh, &generator))
    case .farApartInsertAndDelete:
      var destination = source
      if !destination.isEmpty {
        destination.remove(at: Int.random(in: 0..<min(3, destination.count), using: &generator))
      }
      let tail = max(0, destination.count - 2)...destination.count
      destination.insert(
        fresh.next(using: &generator), at: Int.random(in: tail, using: &generator))
      return (source, destination)
    case .churn:
      var destination = source.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
      for _ in 0..<(count / 5) {
        destination.insert(
          fresh.next(using: &generator),
          at: Int.random(in: 0...destination.count, using: &generator))
      }
      for _ in 0..<(count / 25 + 1) where destination.count > 1 {
        let element = destination.remove(
          at: Int.random(in: 0..<destination.count, using: &generator))
        destination.insert(element, at: Int.random(in: 0...destination.count, using: &generator))
      }
      return (source, destination)
    case .shuffle:
      return (source, source.shuffled(using: &generator))
    case .reversal:
      return (source, source.reversed())
    case .rotation:
      guard count > 0 else { return (source, source) }
      let offset = Int.random(in: 0..<count, using: &generator)
      return (source, Array(source[offset...] + source[..<offset]))
    case .swaps:
      var destination = source
      for _ in 0..<Int.random(in: 1...3, using: &generator) where count > 1 {
        destination.swapAt(
          Int.random(in: 0..<count, using: &generator),
          Int.random(in: 0..<count, using: &generator))
      }
      return (source, destination)
    case .emptySource:
      return ([], source)
    case .emptyDestination:
      return (source, [])
    }
  }

  /// `source` after `edits` random inserts, deletes and moves at positions in `region`.
  private static func edited<Generator: RandomNumberGenerator>(
    _ source: [Int], edits: Int, in region: ClosedRange<Int>, fresh: inout FreshIdentifiers,
    _ generator: inout Generator
  ) -> [Int] {
    var destination = source
    for _ in 0..<edits {
      let position = min(Int.random(in: region, using: &generator), destination.count)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        destination.insert(fresh.next(using: &generator), at: position)
      case 1 where position < destination.count:
        destination.remove(at: position)
      case 2 where position < destination.count:
        let element = destination.remove(at: position)
        destination.insert(element, at: Int.random(in: 0...destination.count, using: &generator))
      default:
        break
      }
    }
    return destination
  }
}

/// Identifiers never handed out before, drawn at random from a universe (which grows once
/// exhausted).
struct FreshIdentifiers {
  private var universe: Int
  private var used: Set<Int> = []

  init(universe: Int) {
    self.universe = universe
  }

  mutating func next<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Int {
    if used.count * 2 >= universe { universe *= 2 }
    while true {
      let candidate = Int.random(in: 0..<universe, using: &generator)
      if used.insert(candidate).inserted { return candidate }
    }
  }
}
