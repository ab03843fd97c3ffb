extension Array where Element: Comparable {
  /// The index of the first element not below `value` (`count` when every element is), for an
  /// array sorted in ascending order: where `value` is, or would be inserted to keep the order.
  /// - Complexity: O(log *n*).
  func lowerBound(of value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
