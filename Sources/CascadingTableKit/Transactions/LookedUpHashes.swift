/// The hash values of the identifiers a lookup of duplicates looks for, asked once per row
/// looked in: a transaction usually looks up one or two identifiers among a group's rows, so a
/// few hash values are compared one by one, which costs less than hashing each row's hash
/// value into a set; many are kept in a set.
///
/// Invariant: `many` holds the hash values when there are more than ``directLimit`` of them,
/// and is empty otherwise; `few` holds them otherwise, and is empty when `many` holds them.
struct LookedUpHashes {
  /// The most hash values compared one by one.
  static let directLimit = 8

  private var few: [Int] = []
  private var many: Set<Int> = []

  /// The hash values of `identifiers`.
  /// - Complexity: O(*n*) for *n* identifiers.
  init(_ identifiers: [AnyHashable]) {
    if identifiers.count <= Self.directLimit {
      few = identifiers.map(\.hashValue)
    } else {
      many = Set(identifiers.map(\.hashValue))
    }
  }

  /// Whether `hash` is the hash value of an identifier looked up.
  /// - Complexity: O(1): at most ``directLimit`` comparisons, or one lookup in a set.
  @inline(__always)
  func contains(_ hash: Int) -> Bool {
    many.isEmpty ? few.contains(hash) : many.contains(hash)
  }
}
