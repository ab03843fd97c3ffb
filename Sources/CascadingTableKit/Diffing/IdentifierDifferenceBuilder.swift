/// Computes ``IdentifierDifference``s.
///
/// Inlinable, so that a client module's call specialises for its identifier type: comparisons
/// and hashing then run on the concrete type instead of through witness tables.
///
/// The steps, cheapest first:
/// 1. compare the common prefix element by element, and return at once when the collections
///    are equal;
/// 2. compare the common suffix, and return at once when one element is inserted or deleted
///    between the two;
/// 3. when a few edits separate the middles, match them by Myers' greedy algorithm, hashing
///    only the edited elements to pair moves;
/// 4. otherwise match the middle by hashing (Heckel's method): every source element into one
///    table, then each destination element compared with the source element after the
///    previous one's match, and looked up in the table only when it is not that one;
/// 5. take the kept elements in destination order, and move those outside a longest increasing
///    subsequence of their source positions.
@usableFromInline
enum IdentifierDifferenceBuilder {
  /// The difference between two collections, read in place when they have contiguous storage.
  ///
  /// `maximumMyersEdits` exists for tests, which force each strategy: 0 hashes every middle.
  @inlinable
  static func difference<Source: Collection, Destination: Collection>(
    from source: Source, to destination: Destination, checkingEveryIdentifier: Bool,
    maximumMyersEdits: Int = maximumMyersEdits
  ) -> Result<IdentifierDifference, DuplicateIdentifierError>
  where Source.Element: Hashable, Destination.Element == Source.Element {
    withBuffer(of: source) { sourceBuffer in
      withBuffer(of: destination) { destinationBuffer in
        difference(
          from: sourceBuffer, to: destinationBuffer,
          checkingEveryIdentifier: checkingEveryIdentifier, maximumMyersEdits: maximumMyersEdits)
      }
    }
  }

  /// Calls `body` with the collection's elements in contiguous memory: its own storage when it
  /// has some, otherwise a copy.
  @inlinable
  static func withBuffer<Elements: Collection, Result>(
    of elements: Elements, _ body: (UnsafeBufferPointer<Elements.Element>) -> Result
  ) -> Result {
    if let result = elements.withContiguousStorageIfAvailable(body) { return result }
    return ContiguousArray(elements).withUnsafeBufferPointer(body)
  }

  /// The difference between two buffers of identifiers.
  @inlinable
  static func difference<Element: Hashable>(
    from source: UnsafeBufferPointer<Element>, to destination: UnsafeBufferPointer<Element>,
    checkingEveryIdentifier: Bool, maximumMyersEdits: Int
  ) -> Result<IdentifierDifference, DuplicateIdentifierError> {
    if checkingEveryIdentifier {
      if let error = firstDuplicate(in: source, isInSource: true) {
        return .failure(error)
      }
      if let error = firstDuplicate(in: destination, isInSource: false) {
        return .failure(error)
      }
    }
    let sourceCount = source.count
    let destinationCount = destination.count
    let shorterCount = Swift.min(sourceCount, destinationCount)
    var prefixCount = 0
    while prefixCount < shorterCount && source[prefixCount] == destination[prefixCount] {
      prefixCount += 1
    }
    if prefixCount == sourceCount && sourceCount == destinationCount {
      return .success(unchanged(count: sourceCount))
    }
    var suffixCount = 0
    let suffixLimit = shorterCount - prefixCount
    while suffixCount < suffixLimit
      && source[sourceCount - 1 - suffixCount] == destination[destinationCount - 1 - suffixCount]
    {
      suffixCount += 1
    }
    var matching = MiddleMatching(
      sourceCount: sourceCount, destinationCount: destinationCount, prefixCount: prefixCount,
      suffixCount: suffixCount)
    let sourceMiddleCount = sourceCount - prefixCount - suffixCount
    let destinationMiddleCount = destinationCount - prefixCount - suffixCount
    if Swift.min(sourceMiddleCount, destinationMiddleCount) == 0
      && Swift.max(sourceMiddleCount, destinationMiddleCount) == 1
    {
      // One element deleted or inserted between the shared ends (the commonest edit): nothing
      // to match and no duplicate to find, so the middle stays unmatched without a table.
      return .success(matching.difference())
    }
    switch matching.matchByMyers(
      source: source, destination: destination, maximumEdits: maximumMyersEdits)
    {
    case .matched:
      break
    case .duplicate(let error):
      return .failure(error)
    case .tooManyEdits:
      if let error = matching.matchByHashing(source: source, destination: destination) {
        return .failure(error)
      }
    }
    return .success(matching.difference())
  }

  /// The most edits Myers' pass looks for before the middle is hashed instead.
  @inlinable static var maximumMyersEdits: Int { 64 }

  /// The empty difference of a collection with itself.
  /// The difference that deletes every source element and inserts every destination one.
  @inlinable
  static func replacingAll(sourceCount: Int, destinationCount: Int) -> IdentifierDifference {
    IdentifierDifference(
      deletions: Array(0..<sourceCount), insertions: Array(0..<destinationCount), moves: [],
      sourceCount: sourceCount, destinationCount: destinationCount, commonPrefixCount: 0,
      commonSuffixCount: 0, middleDestinationOfSource: [Int](repeating: -1, count: sourceCount),
      middleSourceOfDestination: [Int](repeating: -1, count: destinationCount))
  }

  @inlinable
  static func unchanged(count: Int) -> IdentifierDifference {
    IdentifierDifference(
      deletions: [], insertions: [], moves: [], sourceCount: count, destinationCount: count,
      commonPrefixCount: count, commonSuffixCount: 0, middleDestinationOfSource: [],
      middleSourceOfDestination: [])
  }

  /// The error for the first identifier of `elements` that occurs twice, or `nil`.
  @inlinable
  static func firstDuplicate<Element: Hashable>(
    in elements: UnsafeBufferPointer<Element>, isInSource: Bool
  ) -> DuplicateIdentifierError? {
    // Fewer than two elements hold no duplicate: no set to allocate.
    guard elements.count > 1 else { return nil }
    var seen = Set<Element>(minimumCapacity: elements.count)
    for element in elements where !seen.insert(element).inserted {
      return duplicateError(element, in: elements, isInSource: isInSource)
    }
    return nil
  }

  /// The error naming `identifier` and every position it occurs at in `elements`.
  @usableFromInline
  static func duplicateError<Element: Hashable>(
    _ identifier: Element, in elements: UnsafeBufferPointer<Element>, isInSource: Bool
  ) -> DuplicateIdentifierError {
    var positions: [Int] = []
    for position in elements.indices where elements[position] == identifier {
      positions.append(position)
    }
    return DuplicateIdentifierError(
      identifierDescription: String(describing: identifier), positions: positions,
      isInSource: isInSource)
  }
}
