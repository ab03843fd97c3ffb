/// A longest strictly increasing subsequence of a sequence of distinct integers, found by
/// patience sorting.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// Which elements of `values` belong to one longest increasing subsequence of its
  /// non-negative elements.
  /// - Parameter values: Integers, distinct where not negative; negative ones are skipped
  ///   (never members), so that a matching's source positions, -1 where unmatched, can be
  ///   passed as they are.
  /// - Returns: `nil` when the non-negative elements are already increasing (all of them
  ///   belong); otherwise one flag per element.
  /// - Complexity: O(*k*) when `values` is increasing, O(*k* log *k*) otherwise; O(1) per
  ///   value one more than the value before it, and O(log *d*) per value whose place is *d*
  ///   places from the end of the longest subsequence so far, so nearly sorted values cost
  ///   little more than a pass.
  @inlinable
  static func membership(of values: [Int]) -> [Bool]? {
    var previous = -1
    var index = 0
    while index < values.count && (values[index] < 0 || previous < values[index]) {
      if values[index] >= 0 { previous = values[index] }
      index += 1
    }
    if index >= values.count { return nil }
    // 32-bit indices halve the scratch arrays whenever they fit.
    if values.count < Int(Int32.max) { return membership(of: values, indices: Int32.self) }
    return membership(of: values, indices: Int.self)
  }

  /// Which elements of `values` belong to one longest increasing subsequence of its
  /// non-negative elements, with scratch arrays of `Index`, which must hold `values.count`.
  @inlinable
  static func membership<Index: FixedWidthInteger & SignedInteger>(
    of values: [Int], indices: Index.Type
  ) -> [Bool] {
    // `tails[length - 1]` is the index of the smallest last value of an increasing
    // subsequence of that length found so far; `predecessor` links each index to the index
    // before it in the subsequence it ends.
    var tails: [Index] = []
    var predecessor = [Index](repeating: -1, count: values.count)
    var previous = -1
    // The tail slot the current value goes to: the first whose value is at least it.
    var slot = 0
    // The last value placed; below any value, at first.
    previous = -2
    for index in values.indices {
      let value = values[index]
      if value < 0 { continue }
      if value == previous &+ 1 {
        // A value one more than the one before goes to the slot after that one's: the next
        // slot's value is greater than the value before, and distinct from this one, so
        // greater than it too. Runs of consecutive values need no search.
        slot += 1
      } else if let last = tails.last, values[Int(truncatingIfNeeded: last)] < value {
        slot = tails.count
      } else {
        // The tails' values increase. Nearly sorted input puts the slot near the end, so
        // gallop back from the last tail (which is at least `value`) before bisecting:
        // O(log d) for a slot d places from the end.
        var high = tails.count - 1
        var low = 0
        var step = 1
        while high - step >= 0 {
          if values[Int(truncatingIfNeeded: tails[high - step])] < value {
            low = high - step + 1
            break
          }
          high -= step
          step &*= 2
        }
        while low < high {
          let middle = (low + high) / 2
          if values[Int(truncatingIfNeeded: tails[middle])] < value {
            low = middle + 1
          } else {
            high = middle
          }
        }
        slot = low
      }
      if slot > 0 { predecessor[index] = tails[slot - 1] }
      let stored = Index(truncatingIfNeeded: index)
      if slot == tails.count { tails.append(stored) } else { tails[slot] = stored }
      previous = value
    }
    var membership = Array(repeating: false, count: values.count)
    var member = Int(truncatingIfNeeded: tails.last ?? -1)
    while member >= 0 {
      membership[member] = true
      member = Int(truncatingIfNeeded: predecessor[member])
    }
    return membership
  }
}
