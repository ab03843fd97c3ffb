/// The identity-keyed difference between two collections of unique identifiers, in UIKit's
/// batch-update convention.
///
/// Give it the identifiers of a list before and after a change; it answers which positions
/// were deleted, inserted and moved, the way `UITableView.performBatchUpdates(_:completion:)`
/// wants them: deletions name **source** (old) positions, insertions name **destination**
/// (new) positions, and a move goes from a source position to a destination position.
///
/// ```swift
/// let before = ["milk", "eggs", "bread", "jam"]
/// let after = ["bread", "milk", "eggs", "tea"]
/// let difference = try IdentifierDifference(from: before, to: after)
/// // difference.deletions == [3]                       ("jam")
/// // difference.insertions == [3]                      ("tea")
/// // difference.moves == [Move(source: 2, destination: 0)]  ("bread")
/// let updates = difference.rowUpdates(sourceSection: 0, destinationSection: 0)
/// // [.deleteRows([[0, 3]]), .insertRows([[0, 3]]), .moveRow([0, 2], to: [0, 0])]
/// ```
///
/// Elements are matched by equality of the identifiers alone: whether a kept element's
/// *content* changed is the caller's business, which walks the kept pairs with
/// ``destination(ofSource:)`` or ``source(ofDestination:)``.
///
/// ### Minimal moves
///
/// The kept elements that stay in the same relative order form a longest increasing
/// subsequence of their source positions taken in destination order; every other kept element
/// is a move. So a pure permutation is moves only, and as few as possible; one inserted
/// identifier is one insertion; equal collections give an empty difference.
///
/// ### Cost
///
/// O(*n*) expected, where *n* is the total count of both sides, and never quadratic:
/// - the common prefix and suffix are matched element by element without hashing, so equal
///   collections cost one comparison per element and allocate nothing;
/// - when at most 64 edits separate what remains, a Myers pass matches it with at most about
///   4*n* comparisons, hashing only the edited elements;
/// - otherwise what remains is matched by hashing (Heckel's method): every source element
///   goes into a table, and each destination element is first compared with the source
///   element after the previous one's match and hashed only when it is not that one — so
///   edits scattered between long kept runs cost one hash-table operation per source element
///   and one comparison per destination element, and every element between the common ends
///   is still checked for duplicates;
/// - the moves then cost O(*k* log *k*), where *k* is the number of kept elements out of order
///   — nothing when nothing moved.
///
/// Measured against the standard library's `difference(from:)` + `inferringMoves()`, that is
/// a few times faster on equal or nearly equal collections, and hundreds to thousands of times
/// faster under heavy churn (see the package's `Documentation/Performance.md`).
///
/// ### Duplicates
///
/// Matching by identity needs identifiers that are unique on each side. Two elements of one
/// side with the same identifier throw ``DuplicateIdentifierError`` when both are among the
/// elements the hash pass matches: every element between the common prefix and suffix once
/// Myers' pass gives up (a destination element matched by its guess, without hashing, is
/// still checked against the hashed source). The fast paths match by position, without
/// hashing, the common prefix and suffix and — when few edits separate the sides — the runs
/// of equal elements between the edits, so a duplicate with a copy there may go unreported;
/// the difference applied to the source still gives the destination exactly. Use
/// ``init(from:to:checkingEveryIdentifier:)`` to check every identifier of both sides, for one
/// more hash-table operation per element.
public struct IdentifierDifference: Hashable, Sendable, CustomStringConvertible {
  /// The source positions of the deleted elements, ascending.
  public let deletions: [Int]

  /// The destination positions of the inserted elements, ascending.
  public let insertions: [Int]

  /// The kept elements that changed position relative to the other kept elements, ascending by
  /// destination. Minimal: every kept element outside one longest run kept in relative order.
  public let moves: [Move]

  /// The number of elements in the source (old) collection.
  public let sourceCount: Int

  /// The number of elements in the destination (new) collection.
  public let destinationCount: Int

  /// The length of the common prefix: positions below it are kept in place.
  @usableFromInline let commonPrefixCount: Int

  /// The length of the common suffix: the last positions on both sides are kept in place.
  @usableFromInline let commonSuffixCount: Int

  /// For each source position between the common prefix and suffix, its destination position,
  /// or -1 when deleted.
  @usableFromInline let middleDestinationOfSource: [Int]

  /// For each destination position between the common prefix and suffix, its source position,
  /// or -1 when inserted.
  @usableFromInline let middleSourceOfDestination: [Int]

  /// Creates a difference from its parts; the builder's output.
  @usableFromInline
  init(
    deletions: [Int], insertions: [Int], moves: [Move], sourceCount: Int, destinationCount: Int,
    commonPrefixCount: Int, commonSuffixCount: Int, middleDestinationOfSource: [Int],
    middleSourceOfDestination: [Int]
  ) {
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.sourceCount = sourceCount
    self.destinationCount = destinationCount
    self.commonPrefixCount = commonPrefixCount
    self.commonSuffixCount = commonSuffixCount
    self.middleDestinationOfSource = middleDestinationOfSource
    self.middleSourceOfDestination = middleSourceOfDestination
  }

  /// Computes the difference between two collections of identifiers.
  ///
  /// - Parameters:
  ///   - source: The identifiers before the change (old positions).
  ///   - destination: The identifiers after the change (new positions).
  /// - Throws: ``DuplicateIdentifierError`` when two elements of one side that the hash pass
  ///   matches have the same identifier (see *Duplicates* above). The source side is checked
  ///   first; the error names the identifier whose second occurrence comes first.
  /// - Complexity: O(*n*) expected, where *n* is `source.count + destination.count`: one
  ///   comparison per element when the collections are equal; at most about 4*n* comparisons
  ///   and no hashing beyond the edited elements when at most 64 edits separate them;
  ///   otherwise one hash-table operation per source element between the common prefix and
  ///   suffix, and per destination element there one comparison, plus one hash-table
  ///   operation unless it follows the source element after the previous one's match;
  ///   plus O(*k* log *k*) for the *k* kept elements out of order. Collections with
  ///   contiguous storage (such as `Array`) are read in place; others are copied once.
  @inlinable
  public init<Source: Collection, Destination: Collection>(
    from source: Source, to destination: Destination
  ) throws(DuplicateIdentifierError)
  where Source.Element: Hashable, Destination.Element == Source.Element {
    self = try IdentifierDifferenceBuilder.difference(
      from: source, to: destination, checkingEveryIdentifier: false
    ).get()
  }

  /// Computes the difference between two collections of identifiers, optionally checking every
  /// identifier of both sides for duplicates.
  ///
  /// - Parameters:
  ///   - source: The identifiers before the change (old positions).
  ///   - destination: The identifiers after the change (new positions).
  ///   - checkingEveryIdentifier: When `true`, every identifier of both sides is hashed and the
  ///     initializer throws for any duplicate, even one that the fast paths would match by
  ///     position. When `false`, the same as ``init(from:to:)``.
  /// - Throws: ``DuplicateIdentifierError`` naming the first duplicate found, checking the
  ///   source before the destination.
  /// - Complexity: With `checkingEveryIdentifier`, one hash-table operation per element of
  ///   both sides more than ``init(from:to:)``.
  @inlinable
  public init<Source: Collection, Destination: Collection>(
    from source: Source, to destination: Destination, checkingEveryIdentifier: Bool
  ) throws(DuplicateIdentifierError)
  where Source.Element: Hashable, Destination.Element == Source.Element {
    self = try IdentifierDifferenceBuilder.difference(
      from: source, to: destination, checkingEveryIdentifier: checkingEveryIdentifier
    ).get()
  }

  /// Whether the difference has no deletion, insertion or move.
  /// - Complexity: O(1).
  public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// The destination position of the element at a source position.
  /// - Parameter position: A position in the source collection.
  /// - Returns: Where that element is in the destination, or `nil` when it was deleted or
  ///   `position` is out of range.
  /// - Complexity: O(1).
  public func destination(ofSource position: Int) -> Int? {
    guard position >= 0, position < sourceCount else { return nil }
    if position < commonPrefixCount { return position }
    if position >= sourceCount - commonSuffixCount {
      return position - sourceCount + destinationCount
    }
    let destination = middleDestinationOfSource[position - commonPrefixCount]
    return destination < 0 ? nil : destination
  }

  /// The source position of the element at a destination position.
  /// - Parameter position: A position in the destination collection.
  /// - Returns: Where that element was in the source, or `nil` when it was inserted or
  ///   `position` is out of range.
  /// - Complexity: O(1).
  public func source(ofDestination position: Int) -> Int? {
    guard position >= 0, position < destinationCount else { return nil }
    if position < commonPrefixCount { return position }
    if position >= destinationCount - commonSuffixCount {
      return position - destinationCount + sourceCount
    }
    let source = middleSourceOfDestination[position - commonPrefixCount]
    return source < 0 ? nil : source
  }

  /// The difference in one line, for example
  /// `IdentifierDifference(4→4, deletions: [3], insertions: [3], moves: [2→0])`.
  public var description: String {
    "IdentifierDifference(\(sourceCount)→\(destinationCount), deletions: \(deletions), "
      + "insertions: \(insertions), moves: \(moves))"
  }

  /// Two differences are equal when they have the same counts, deletions, insertions and
  /// moves, which determine every position's counterpart.
  /// - Complexity: O(*d*), where *d* is the number of changes.
  public static func == (lhs: IdentifierDifference, rhs: IdentifierDifference) -> Bool {
    lhs.sourceCount == rhs.sourceCount && lhs.destinationCount == rhs.destinationCount
      && lhs.deletions == rhs.deletions && lhs.insertions == rhs.insertions
      && lhs.moves == rhs.moves
  }

  /// Hashes the counts, deletions, insertions and moves.
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*d*), where *d* is the number of changes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sourceCount)
    hasher.combine(destinationCount)
    hasher.combine(deletions)
    hasher.combine(insertions)
    hasher.combine(moves)
  }
}
