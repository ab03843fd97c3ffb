/// The hash table of ``MiddleMatching/matchByHashing(source:destination:)``: middle elements
/// stored as their offsets alone — the elements stay in the buffers — by open addressing with
/// linear probing.
///
/// A `Dictionary<Element, Int>` keeps a copy of each key and a value beside its buckets: 4 MB
/// for 100,000 `Int` identifiers, whose random stores miss the cache on every insertion. This
/// table keeps one `Entry` per bucket (1 MB there with 32-bit entries), and reads an element
/// only to compare it with one that landed in the same run of buckets.
@usableFromInline
struct MiddleOffsetTable<Element: Hashable, Entry: FixedWidthInteger & SignedInteger> {
  /// The middle source elements.
  @usableFromInline let source: UnsafeBufferPointer<Element>

  /// The middle destination elements.
  @usableFromInline let destination: UnsafeBufferPointer<Element>

  /// Per bucket: 0 when empty, `offset + 1` for the source element at a middle offset, or
  /// `~offset` (negative) for the destination element at one.
  @usableFromInline var buckets: [Entry]

  /// The number of buckets minus one (a power of two minus one).
  @usableFromInline var mask: Int

  /// The number of elements stored.
  @usableFromInline var count = 0

  /// An empty table with room for `capacity` elements before it grows.
  @inlinable
  init(
    source: UnsafeBufferPointer<Element>, destination: UnsafeBufferPointer<Element>,
    capacity: Int
  ) {
    self.source = source
    self.destination = destination
    var bucketCount = 16
    while bucketCount * 3 < capacity * 4 { bucketCount &<<= 1 }
    buckets = Array(repeating: 0, count: bucketCount)
    mask = bucketCount - 1
  }

  /// The element an entry stands for.
  @inlinable
  func element(of entry: Entry) -> Element {
    entry > 0
      ? source[Int(truncatingIfNeeded: entry) - 1] : destination[Int(truncatingIfNeeded: ~entry)]
  }

  /// The entry of the element equal to `element` if there is one; otherwise stores `entry`
  /// for it.
  /// - Parameters:
  ///   - element: The element to look for: the one `entry` stands for.
  ///   - entry: `offset + 1` for a middle source offset, `~offset` for a destination one.
  /// - Returns: The entry of an equal element stored before, or `nil` when `entry` was stored.
  /// - Complexity: One hash, and O(1) comparisons expected (the table is at most three
  ///   quarters full).
  @inlinable
  mutating func entry(equalTo element: Element, orStoring entry: Entry) -> Entry? {
    if count * 4 >= buckets.count * 3 { grow() }
    var bucket = element.hashValue & mask
    while true {
      let found = buckets[bucket]
      if found == 0 {
        buckets[bucket] = entry
        count += 1
        return nil
      }
      if self.element(of: found) == element { return found }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Doubles the buckets, hashing every stored element again.
  @inlinable
  mutating func grow() {
    let stored = buckets
    buckets = Array(repeating: 0, count: stored.count * 2)
    mask = buckets.count - 1
    for entry in stored where entry != 0 {
      var bucket = element(of: entry).hashValue & mask
      while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
      buckets[bucket] = entry
    }
  }
}
