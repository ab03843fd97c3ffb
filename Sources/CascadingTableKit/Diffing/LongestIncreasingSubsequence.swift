/// A longest strictly increasing subsequence of a sequence of distinct integers, found by
/// patience sorting.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Which elements of `values` belong to one longest increasing subsequence.
  /// - Parameter values: Distinct integers.
  /// - Returns: `nil` when `values` is already increasing (every element belongs); otherwise
  ///   one flag per element.
  /// - Complexity: O(*k*) when `values` is increasing, O(*k* log *k*) otherwise.
  @inlinable
  static func membership(of values: [Int]) -> [Bool]? {
    var index = 1
    while index < values.count && values[index - 1] < values[index] { index += 1 }
    if index >= values.count { return nil }
    // `tails[length - 1]` is the index of the smallest last value of an increasing
    // subsequence of that length found so far; `predecessor` links each index to the index
    // before it in the subsequence it ends.
    var tails: [Int] = []
    var predecessor = Array(repeating: -1, count: values.count)
    for index in values.indices {
      let value = values[index]
      if let last = tails.last, values[last] < value {
        predecessor[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { predecessor[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var membership = Array(repeating: false, count: values.count)
    var member = tails.last ?? -1
    while member >= 0 {
      membership[member] = true
      member = predecessor[member]
    }
    return membership
  }
}
