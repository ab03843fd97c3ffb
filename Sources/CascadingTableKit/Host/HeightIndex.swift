/// The heights of a run of items (the rows of a section, or the sections of a table) with
/// their running offsets, kept in a Fenwick tree so that an item's offset, the item at an
/// offset, and a change of one height all cost O(log *n*).
///
/// Inserting or removing items rebuilds the tree in O(*n*); a table keeps one index per
/// section so that an update rebuilds only the sections it touches.
struct HeightIndex {
  /// The height of each item.
  private(set) var heights: [Double]

  /// Fenwick tree over `heights`, 1-based: `tree[i]` sums the `i & -i` heights ending at `i`.
  private var tree: [Double]

  /// The largest power of two not above `count`, where the descending search starts.
  private var topStep: Int

  /// Creates an index over the given heights.
  /// - Complexity: O(*n*).
  init(heights: [Double]) {
    self.heights = heights
    self.tree = []
    self.topStep = 0
    rebuild()
  }

  /// Creates an index of `count` items of the same height.
  /// - Complexity: O(*n*).
  init(repeating height: Double, count: Int) {
    self.init(heights: [Double](repeating: height, count: count))
  }

  /// The number of items.
  var count: Int { heights.count }

  /// The sum of all heights.
  /// - Complexity: O(log *n*).
  var total: Double { offset(of: heights.count) }

  /// The sum of the heights of the first `position` items: the offset of item `position`.
  /// - Complexity: O(log *n*).
  func offset(of position: Int) -> Double {
    var index = position
    var sum = 0.0
    while index > 0 {
      sum += tree[index]
      index &= index - 1
    }
    return sum
  }

  /// The item whose span `[offset, offset + height)` contains `y`, skipping empty items;
  /// clamped to `0..<count` (the last item for `y` at or past the total). `nil` when empty.
  /// - Complexity: O(log *n*).
  func position(containing y: Double) -> Int? {
    guard !heights.isEmpty else { return nil }
    var position = 0
    var remaining = y
    var step = topStep
    while step > 0 {
      let next = position + step
      if next <= heights.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step >>= 1
    }
    return min(position, heights.count - 1)
  }

  /// Changes the height of one item.
  /// - Complexity: O(log *n*).
  mutating func setHeight(_ height: Double, at position: Int) {
    let delta = height - heights[position]
    guard delta != 0 else { return }
    heights[position] = height
    var index = position + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// Replaces every height.
  /// - Complexity: O(*n*).
  mutating func replaceAll(with newHeights: [Double]) {
    heights = newHeights
    rebuild()
  }

  private mutating func rebuild() {
    let count = heights.count
    var newTree = [Double](repeating: 0, count: count + 1)
    var index = 1
    while index <= count {
      newTree[index] += heights[index - 1]
      let parent = index + (index & -index)
      if parent <= count {
        newTree[parent] += newTree[index]
      }
      index += 1
    }
    tree = newTree
    var step = 1
    while step * 2 <= count {
      step *= 2
    }
    topStep = count == 0 ? 0 : step
  }
}
