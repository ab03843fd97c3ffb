/// A sorted set of distinct positions — the rows or sections an update removes from or adds to
/// one coordinate space — answering how the other positions shift around them.
///
/// An update keeps every position it does not remove in order: the k-th surviving position
/// before the update becomes the k-th position after it that is not added. Holding only the
/// changed positions, sorted, makes both directions of that mapping a binary search, so a
/// section of a million rows with three changes costs three stored integers, not a million.
struct SortedPositions: Sendable {
  /// The positions, ascending and distinct.
  private(set) var values: [Int]

  /// Creates the set from distinct positions in any order.
  /// - Complexity: O(n log n).
  init(_ positions: [Int]) {
    values = positions.sorted()
  }

  /// The empty set.
  static let empty = SortedPositions([])

  /// The number of positions.
  var count: Int { values.count }

  /// The number of positions less than `position`.
  /// - Complexity: O(log n).
  func countBelow(_ position: Int) -> Int {
    values.lowerBound(of: position)
  }

  /// Whether `position` is in the set.
  /// - Complexity: O(log n).
  func contains(_ position: Int) -> Bool {
    let index = countBelow(position)
    return index < values.count && values[index] == position
  }

  /// The rank of a position that is not in the set among all positions not in the set:
  /// `position` minus the number of set positions below it.
  /// - Complexity: O(log n).
  func rankOfPositionOutside(_ position: Int) -> Int {
    position - countBelow(position)
  }

  /// The `rank`-th position (from 0) that is not in the set.
  ///
  /// The positions in the set below the answer are exactly those `values[i]` with
  /// `values[i] - i <= rank` (the number of free positions below `values[i]` is
  /// `values[i] - i`, which never decreases), so the answer is `rank` plus their number.
  /// - Complexity: O(log n).
  func positionOutside(rank: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] - middle <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return rank + low
  }
}
