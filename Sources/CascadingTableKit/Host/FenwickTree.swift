/// Non-negative values with their running sums, in a Fenwick (binary indexed) tree: a prefix
/// sum, the item at a running sum, and a change of one value all cost O(log *n*).
///
/// Used for section heights, for row counts and heights of row blocks, and within each block
/// of a ``RowHeightIndex``. Inserting or removing values means rebuilding, in O(*n*).
struct FenwickTree<Value: AdditiveArithmetic & Comparable> {
  /// The values, in order.
  private(set) var values: [Value]

  /// 1-based: `tree[i]` sums the `i & -i` values ending at `i`.
  private var tree: [Value]

  /// The largest power of two not above `count`, where the descending search starts.
  private var topStep: Int

  /// Creates a tree over the given values, which must not be negative.
  /// - Complexity: O(*n*).
  init(_ values: [Value]) {
    self.values = values
    let count = values.count
    var tree = [Value](repeating: .zero, count: count + 1)
    var index = 1
    while index <= count {
      tree[index] += values[index - 1]
      let parent = index + (index & -index)
      if parent <= count {
        tree[parent] += tree[index]
      }
      index += 1
    }
    self.tree = tree
    var step = count == 0 ? 0 : 1
    while step > 0 && step * 2 <= count {
      step *= 2
    }
    self.topStep = step
  }

  /// The number of values.
  var count: Int { values.count }

  /// The sum of all values.
  /// - Complexity: O(log *n*).
  var total: Value { prefixSum(values.count) }

  /// The sum of the first `length` values.
  /// - Complexity: O(log *n*).
  func prefixSum(_ length: Int) -> Value {
    var index = length
    var sum = Value.zero
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The number of leading values whose sum does not exceed `limit`: the position of the
  /// value whose span `[prefixSum(i), prefixSum(i + 1))` contains `limit`, skipping values
  /// of zero; `count` when `limit` is at or past the total.
  /// - Complexity: O(log *n*).
  func leadingCount(notExceeding limit: Value) -> Int {
    var position = 0
    var remaining = limit
    var step = topStep
    while step > 0 {
      let next = position + step
      if next <= values.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return position
  }

  /// The value whose span contains `limit` (see ``leadingCount(notExceeding:)``), clamped to
  /// the last value; `nil` when there are none.
  /// - Complexity: O(log *n*).
  func position(containing limit: Value) -> Int? {
    guard !values.isEmpty else { return nil }
    return min(leadingCount(notExceeding: limit), values.count - 1)
  }

  /// Changes one value.
  /// - Complexity: O(log *n*).
  mutating func setValue(_ value: Value, at position: Int) {
    let delta = value - values[position]
    guard delta != .zero else { return }
    values[position] = value
    var index = position + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }
}
