import CascadingTableKit

/// Applies an ``IdentifierDifference`` to a list the way UIKit applies a batch update, to check
/// that it turns the source into the destination.
///
/// Deletions and move sources are removed from the source; then moved elements are placed at
/// their destination positions, inserted ones (taken from the destination, as a data source
/// would give them) at theirs, and the remaining kept elements fill the other positions in
/// their old relative order. Malformed differences — unsorted or out-of-range positions, a
/// position removed or filled twice, counts that do not add up — are rejected with a reason.
enum DifferenceOracle {
  /// Why a difference cannot be applied.
  struct Violation: Error, CustomStringConvertible {
    var description: String
  }

  /// The list `difference` makes of `source`.
  /// - Parameters:
  ///   - difference: The difference to apply.
  ///   - source: The list before the change.
  ///   - destination: The list after the change, read only at inserted positions.
  static func apply<Element>(
    _ difference: IdentifierDifference, to source: [Element], insertingFrom destination: [Element]
  ) throws(Violation) -> [Element] {
    guard difference.sourceCount == source.count,
      difference.destinationCount == destination.count
    else {
      throw Violation(
        description: "counts \(difference.sourceCount)→\(difference.destinationCount)")
    }
    try requireAscending(difference.deletions, below: source.count, "deletions")
    try requireAscending(difference.insertions, below: destination.count, "insertions")
    try requireAscending(difference.moves.map(\.destination), below: destination.count, "moves")
    var removed = Set(difference.deletions)
    var placed: [Int: Element] = [:]
    for position in difference.insertions { placed[position] = destination[position] }
    for move in difference.moves {
      guard move.source >= 0, move.source < source.count else {
        throw Violation(description: "move source \(move.source) out of range")
      }
      guard removed.insert(move.source).inserted else {
        throw Violation(description: "source \(move.source) removed twice")
      }
      guard placed.updateValue(source[move.source], forKey: move.destination) == nil else {
        throw Violation(description: "destination \(move.destination) filled twice")
      }
    }
    let remaining = source.indices.filter { !removed.contains($0) }.map { source[$0] }
    guard remaining.count + placed.count == destination.count else {
      throw Violation(
        description: "\(remaining.count) kept + \(placed.count) placed ≠ \(destination.count)")
    }
    var result: [Element] = []
    var next = remaining.makeIterator()
    for position in 0..<destination.count {
      if let element = placed[position] {
        result.append(element)
      } else if let element = next.next() {
        result.append(element)
      }
    }
    return result
  }

  private static func requireAscending(_ positions: [Int], below limit: Int, _ name: String)
    throws(Violation)
  {
    for (index, position) in positions.enumerated() {
      guard position >= 0, position < limit else {
        throw Violation(description: "\(name): \(position) out of 0..<\(limit)")
      }
      if index > 0, positions[index - 1] >= position {
        throw Violation(description: "\(name) not strictly ascending: \(positions)")
      }
    }
  }

  /// The length of a longest strictly increasing subsequence, by the quadratic textbook
  /// recurrence, as an independent check of the engine's moves.
  static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var lengths = Array(repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        lengths[index] = max(lengths[index], lengths[earlier] + 1)
      }
    }
    return lengths.max() ?? 0
  }

  /// The fewest moves any batch turning `source` into `destination` (unique identifiers) can
  /// have: the kept identifiers minus a longest run of them kept in relative order.
  static func minimalMoveCount<Element: Hashable>(from source: [Element], to destination: [Element])
    -> Int
  {
    var sourcePosition: [Element: Int] = [:]
    for (position, element) in source.enumerated() { sourcePosition[element] = position }
    let keptSources = destination.compactMap { sourcePosition[$0] }
    return keptSources.count - longestIncreasingSubsequenceLength(keptSources)
  }
}
