/// A pair of identifier lists to diff: DifferenceKit's README scenarios, plus the unchanged and
/// nearly unchanged lists where hashing everything is the wrong move.
enum DiffingScenario: CaseIterable {
  /// 5,000 identifiers: 1,000 deleted (2,000..<3,000), 1,000 inserted at 3,000, and the first
  /// 200 of the result shuffled.
  case churn5k
  /// 100,000 identifiers: 10,000 deleted (20,000..<30,000), 10,000 inserted at 30,000, and the
  /// first 2,000 of the result shuffled.
  case churn100k
  /// 100,000 identifiers, the same on both sides (equal values, separately built lists).
  case unchanged100k
  /// 100,000 identifiers, one deleted near the start (at 1,000) and one inserted near the end
  /// (at 99,000).
  case insertAndDelete100k

  /// The scenario's name in benchmark names.
  var name: String {
    switch self {
    case .churn5k: "5k, delete 1k, insert 1k, shuffle 200"
    case .churn100k: "100k, delete 10k, insert 10k, shuffle 2k"
    case .unchanged100k: "100k unchanged"
    case .insertAndDelete100k: "100k, insert 1, delete 1"
    }
  }

  /// Whether the standard library takes seconds per run here, so its benchmarks run only a few
  /// iterations.
  var isSlowForTheStandardLibrary: Bool { self == .churn100k }

  /// The source and destination as numbers; every number is unique on its side.
  func numbers() -> (source: [Int], destination: [Int]) {
    var generator = SplitMixGenerator(seed: 0xD1FF)
    var fresh = 0
    func next() -> Int {
      fresh += 1
      return fresh
    }
    switch self {
    case .churn5k, .churn100k:
      let count = self == .churn5k ? 5_000 : 100_000
      let source = (0..<count).map { _ in next() }
      var destination = source
      destination.removeSubrange((count / 5)..<(count * 3 / 10))
      destination.insert(contentsOf: (0..<(count / 5)).map { _ in next() }, at: count * 3 / 10)
      destination[0..<(count / 25)].shuffle(using: &generator)
      return (source, destination)
    case .unchanged100k:
      let source = (0..<100_000).map { _ in next() }
      return (source, source.map { $0 })
    case .insertAndDelete100k:
      let source = (0..<100_000).map { _ in next() }
      var destination = source
      destination.remove(at: 1_000)
      destination.insert(next(), at: 99_000)
      return (source, destination)
    }
  }

  /// The source and destination as UUID-like strings of 36 characters (stored out of line,
  /// as real identifiers are), each side built separately so that equal identifiers do not
  /// share storage.
  func strings() -> (source: [String], destination: [String]) {
    let (source, destination) = numbers()
    return (source.map(Self.uuidString), destination.map(Self.uuidString))
  }

  /// A UUID-shaped string made from a number.
  static func uuidString(_ number: Int) -> String {
    var generator = SplitMixGenerator(seed: UInt64(number))
    let high = String(generator.next(), radix: 16)
    let low = String(generator.next(), radix: 16)
    let digits = Array(
      (String(repeating: "0", count: 16 - high.count) + high)
        + (String(repeating: "0", count: 16 - low.count) + low))
    return String(digits[0..<8]) + "-" + String(digits[8..<12]) + "-" + String(digits[12..<16])
      + "-" + String(digits[16..<20]) + "-" + String(digits[20..<32])
  }
}
