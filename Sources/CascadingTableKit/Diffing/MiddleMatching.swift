/// The matching of the elements between the common prefix and suffix of a difference, and the
/// difference it makes.
///
/// Positions stored are absolute (in the whole source or destination); -1 means unmatched.
@usableFromInline
struct MiddleMatching {
  /// The number of source elements.
  @usableFromInline let sourceCount: Int

  /// The number of destination elements.
  @usableFromInline let destinationCount: Int

  /// The length of the common prefix.
  @usableFromInline let prefixCount: Int

  /// The length of the common suffix.
  @usableFromInline let suffixCount: Int

  /// For each middle source position (from `prefixCount`), its destination position or -1.
  @usableFromInline var destinationOfSource: [Int]

  /// For each middle destination position (from `prefixCount`), its source position or -1.
  @usableFromInline var sourceOfDestination: [Int]

  /// Whether the matching paired the moved elements itself (Myers' pass), so that no longest
  /// increasing subsequence is needed.
  @usableFromInline var movesArePaired = false

  /// The middle destination offsets of the moved elements, ascending, when `movesArePaired`.
  @usableFromInline var movedDestinationOffsets: [Int] = []

  /// How Myers' pass ended.
  @usableFromInline
  enum MyersOutcome {
    /// The middle is matched.
    case matched
    /// More edits than allowed, or too many comparisons: the middle is left unmatched.
    case tooManyEdits
    /// A duplicate among the edited elements.
    case duplicate(DuplicateIdentifierError)
  }

  /// An unmatched middle between a common prefix and suffix.
  @inlinable
  init(sourceCount: Int, destinationCount: Int, prefixCount: Int, suffixCount: Int) {
    self.sourceCount = sourceCount
    self.destinationCount = destinationCount
    self.prefixCount = prefixCount
    self.suffixCount = suffixCount
    destinationOfSource = Array(repeating: -1, count: sourceCount - prefixCount - suffixCount)
    sourceOfDestination = Array(
      repeating: -1, count: destinationCount - prefixCount - suffixCount)
  }

  /// Matches the middle by hashing the source: every middle source element goes into one
  /// table; then each middle destination element is first compared with the source element
  /// after the one the previous destination element matched, and looked up in the table only
  /// when it is not that one.
  ///
  /// Between scattered edits the destination mostly runs through the source in order, so most
  /// destination elements cost one comparison instead of a hash-table operation: with 1 %
  /// scattered edits, fewer than one destination element in fifty is hashed. The matching is the
  /// same as looking every destination element up, and so are the duplicates found: source
  /// identifiers are unique once the table is built, so an element equal to the guessed source
  /// element can match no other; and a destination element whose source element is matched
  /// already, or that equals an earlier unmatched one (kept in the table), is a duplicate.
  /// - Returns: The error for the first duplicate met, or `nil`.
  /// - Complexity: One hash-table operation per middle source element; per middle destination
  ///   element, one comparison, plus one hash-table operation when the guess fails.
  @inlinable
  mutating func matchByHashing<Element: Hashable>(
    source: UnsafeBufferPointer<Element>, destination: UnsafeBufferPointer<Element>
  ) -> DuplicateIdentifierError? {
    // 32-bit entries halve the table (1 MB for 100,000 identifiers, which then stays in the
    // cache) whenever the offsets fit.
    if Swift.max(destinationOfSource.count, sourceOfDestination.count) < Int(Int32.max) {
      return matchByHashing(source: source, destination: destination, entries: Int32.self)
    }
    return matchByHashing(source: source, destination: destination, entries: Int.self)
  }

  /// Matches the middle by hashing, with a table of `Entry` offsets, which must hold the
  /// middle counts.
  @inlinable
  mutating func matchByHashing<Element: Hashable, Entry: FixedWidthInteger & SignedInteger>(
    source: UnsafeBufferPointer<Element>, destination: UnsafeBufferPointer<Element>,
    entries: Entry.Type
  ) -> DuplicateIdentifierError? {
    let sourceMiddleCount = destinationOfSource.count
    let destinationMiddleCount = sourceOfDestination.count
    let middleSource = UnsafeBufferPointer(
      rebasing: source[prefixCount..<(prefixCount + sourceMiddleCount)])
    let middleDestination = UnsafeBufferPointer(
      rebasing: destination[prefixCount..<(prefixCount + destinationMiddleCount)])
    // Only destination elements missing from the source enter the table, so it is sized for
    // the source and half the destination: sized for both sides it doubled at 100,000
    // identifiers, and each insertion cost more (cache and TLB misses). It grows once only
    // when more than half the destination is new.
    var table = MiddleOffsetTable<Element, Entry>(
      source: middleSource, destination: middleDestination,
      capacity: sourceMiddleCount + destinationMiddleCount / 2)
    for offset in 0..<sourceMiddleCount {
      let element = middleSource[offset]
      if table.entry(equalTo: element, orStoring: Entry(truncatingIfNeeded: offset + 1)) != nil {
        return IdentifierDifferenceBuilder.duplicateError(
          element, in: source, isInSource: true)
      }
    }
    // The middle source offset the next destination element most likely matches.
    var guess = 0
    for offset in 0..<destinationMiddleCount {
      let element = middleDestination[offset]
      let sourceOffset: Int
      if guess < sourceMiddleCount && middleSource[guess] == element {
        sourceOffset = guess
      } else {
        // Missing from the source: stored, so that a second occurrence shows.
        guard
          let found = table.entry(equalTo: element, orStoring: Entry(truncatingIfNeeded: ~offset))
        else { continue }
        guard found > 0 else {
          return IdentifierDifferenceBuilder.duplicateError(
            element, in: destination, isInSource: false)
        }
        sourceOffset = Int(truncatingIfNeeded: found) - 1
      }
      if destinationOfSource[sourceOffset] >= 0 {
        return IdentifierDifferenceBuilder.duplicateError(
          element, in: destination, isInSource: false)
      }
      destinationOfSource[sourceOffset] = prefixCount + offset
      sourceOfDestination[offset] = prefixCount + sourceOffset
      guess = sourceOffset + 1
    }
    return nil
  }

  /// The difference this matching makes: unmatched sources are deletions, unmatched
  /// destinations insertions, and matched elements outside a longest increasing subsequence of
  /// source positions (in destination order) moves.
  /// - Complexity: O(*m* + *k* log *k*), where *m* is the middle's length and *k* the number
  ///   of matched elements; O(*m*) when the matched elements are in order or the moves are
  ///   paired already.
  @inlinable
  func difference() -> IdentifierDifference {
    var deletions: [Int] = []
    for offset in destinationOfSource.indices where destinationOfSource[offset] < 0 {
      deletions.append(prefixCount + offset)
    }
    var insertions: [Int] = []
    for offset in sourceOfDestination.indices where sourceOfDestination[offset] < 0 {
      insertions.append(prefixCount + offset)
    }
    var moves: [IdentifierDifference.Move] = []
    if movesArePaired {
      moves.reserveCapacity(movedDestinationOffsets.count)
      for offset in movedDestinationOffsets {
        moves.append(
          IdentifierDifference.Move(
            source: sourceOfDestination[offset], destination: prefixCount + offset))
      }
    } else if let inOrder = LongestIncreasingSubsequence.membership(of: sourceOfDestination) {
      // Source positions in destination order, -1 for insertions, which are skipped.
      for offset in sourceOfDestination.indices
      where sourceOfDestination[offset] >= 0 && !inOrder[offset] {
        moves.append(
          IdentifierDifference.Move(
            source: sourceOfDestination[offset], destination: prefixCount + offset))
      }
    }
    return IdentifierDifference(
      deletions: deletions, insertions: insertions, moves: moves, sourceCount: sourceCount,
      destinationCount: destinationCount, commonPrefixCount: prefixCount,
      commonSuffixCount: suffixCount, middleDestinationOfSource: destinationOfSource,
      middleSourceOfDestination: sourceOfDestination)
  }
}
