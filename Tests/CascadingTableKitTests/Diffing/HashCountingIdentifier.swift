/// An identifier that counts how often it is hashed, to check which elements a difference
/// hashes. Equality and hashing use `value` alone.
struct HashCountingIdentifier: Hashable {
  /// Counts the hashing of every identifier that shares it.
  final class Counter {
    var hashCount = 0
  }

  let value: Int
  let counter: Counter

  static func == (lhs: HashCountingIdentifier, rhs: HashCountingIdentifier) -> Bool {
    lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    counter.hashCount += 1
    hasher.combine(value)
  }
}
