/// The rows of a section: each row's height and whether it is exact, with their running
/// offsets, in blocks of about ``blockSize`` rows.
///
/// Each block keeps a Fenwick tree of its heights, and two Fenwick trees over the blocks keep
/// their row counts and total heights. So a row's offset, the row at an offset and a change of
/// one height cost O(log *n*), and inserting or removing one row costs O(``blockSize`` + log
/// *n*) instead of a rebuild of the whole section: an update that touches a few rows of a
/// huge section stays cheap.
struct RowHeightIndex {
  /// The number of rows a block starts with; a block that grows to twice this splits.
  static let blockSize = 1_024

  /// A run of consecutive rows.
  private struct Block {
    var heights: FenwickTree<Double>
    var isExact: [Bool]

    init(heights: [Double], isExact: [Bool]) {
      self.heights = FenwickTree(heights)
      self.isExact = isExact
    }

    var count: Int { isExact.count }
  }

  private var blocks: [Block] = []
  private var blockCounts = FenwickTree<Int>([])
  private var blockHeights = FenwickTree<Double>([])

  /// The number of rows.
  private(set) var count = 0

  /// Creates an index over rows with the given heights and exactness (equal counts).
  /// - Complexity: O(*n*).
  init(heights: [Double], isExact: [Bool]) {
    precondition(
      heights.count == isExact.count,
      "\(heights.count) heights need \(heights.count) exactness flags, not \(isExact.count)")
    var start = 0
    while start < heights.count {
      let end = min(start + Self.blockSize, heights.count)
      blocks.append(
        Block(heights: Array(heights[start..<end]), isExact: Array(isExact[start..<end])))
      start = end
    }
    count = heights.count
    rebuildBlockTrees()
  }

  /// Creates an index of `count` rows of the same height and exactness.
  /// - Complexity: O(*n*).
  init(repeating height: Double, isExact: Bool, count: Int) {
    var start = 0
    while start < count {
      let length = min(Self.blockSize, count - start)
      blocks.append(
        Block(
          heights: [Double](repeating: height, count: length),
          isExact: [Bool](repeating: isExact, count: length)))
      start += length
    }
    self.count = count
    rebuildBlockTrees()
  }

  /// Creates an empty index, to fill with ``appendBlock(heights:isExact:)``.
  init() {}

  /// Appends rows as one block (at most ``blockSize`` of them), without updating the block
  /// trees: call ``finishAppendingBlocks()`` once done.
  /// - Complexity: O(*b*) for *b* rows.
  mutating func appendBlock(heights: [Double], isExact: [Bool]) {
    precondition(
      heights.count == isExact.count && heights.count <= Self.blockSize,
      "a block holds up to \(Self.blockSize) rows with one flag each, not \(heights.count) "
        + "heights and \(isExact.count) flags")
    guard !heights.isEmpty else { return }
    blocks.append(Block(heights: heights, isExact: isExact))
    count += heights.count
  }

  /// Brings the block trees up to date after ``appendBlock(heights:isExact:)``.
  /// - Complexity: O(*n* / ``blockSize``).
  mutating func finishAppendingBlocks() {
    rebuildBlockTrees()
  }

  /// The sum of all heights.
  /// - Complexity: O(log *n*).
  var total: Double { blockHeights.total }

  /// Every row's height, in order.
  /// - Complexity: O(*n*).
  var heights: [Double] {
    var all: [Double] = []
    all.reserveCapacity(count)
    for block in blocks {
      all.append(contentsOf: block.heights.values)
    }
    return all
  }

  /// Every row's exactness, in order.
  /// - Complexity: O(*n*).
  var exactness: [Bool] {
    var all: [Bool] = []
    all.reserveCapacity(count)
    for block in blocks {
      all.append(contentsOf: block.isExact)
    }
    return all
  }

  /// A row's height.
  /// - Complexity: O(log *n*).
  func height(at row: Int) -> Double {
    let (block, local) = locate(row)
    return blocks[block].heights.values[local]
  }

  /// Whether a row's height is exact.
  /// - Complexity: O(log *n*).
  func isExact(at row: Int) -> Bool {
    let (block, local) = locate(row)
    return blocks[block].isExact[local]
  }

  /// A row's offset and height, found together.
  /// - Complexity: O(log *n*).
  func span(of row: Int) -> (offset: Double, height: Double) {
    let (block, local) = locate(row)
    let heights = blocks[block].heights
    return (blockHeights.prefixSum(block) + heights.prefixSum(local), heights.values[local])
  }

  /// The sum of the heights of the first `row` rows: the offset of that row.
  /// - Complexity: O(log *n*).
  func offset(of row: Int) -> Double {
    guard row < count else { return total }
    let (block, local) = locate(row)
    return blockHeights.prefixSum(block) + blocks[block].heights.prefixSum(local)
  }

  /// The row whose span `[offset, offset + height)` contains `y`, skipping rows of height 0;
  /// clamped to the rows there are (the last one for `y` at or past the total). `nil` when
  /// there are no rows.
  /// - Complexity: O(log *n*).
  func row(containing y: Double) -> Int? {
    guard count > 0 else { return nil }
    var block = min(blockHeights.leadingCount(notExceeding: y), blocks.count - 1)
    while block > 0 && blocks[block].count == 0 {
      block -= 1
    }
    let local = blocks[block].heights.position(containing: y - blockHeights.prefixSum(block)) ?? 0
    return blockCounts.prefixSum(block) + local
  }

  /// Changes a row's height and exactness.
  /// - Complexity: O(log *n*).
  mutating func setHeight(_ height: Double, isExact: Bool, at row: Int) {
    let (block, local) = locate(row)
    let delta = height - blocks[block].heights.values[local]
    blocks[block].heights.setValue(height, at: local)
    blocks[block].isExact[local] = isExact
    if delta != 0 {
      blockHeights.setValue(blockHeights.values[block] + delta, at: block)
    }
  }

  /// Inserts a row so that it becomes row `row`.
  /// - Complexity: O(``blockSize`` + log *n*), or O(*n* / ``blockSize``) when a block splits.
  mutating func insert(_ height: Double, isExact: Bool, at row: Int) {
    precondition(row >= 0 && row <= count, "row \(row) is outside 0...\(count)")
    if blocks.isEmpty {
      blocks.append(Block(heights: [height], isExact: [isExact]))
      count = 1
      rebuildBlockTrees()
      return
    }
    let (block, local) =
      row == count ? (blocks.count - 1, blocks[blocks.count - 1].count) : locate(row)
    var heights = blocks[block].heights.values
    heights.insert(height, at: local)
    blocks[block].isExact.insert(isExact, at: local)
    blocks[block].heights = FenwickTree(heights)
    count += 1
    if blocks[block].count >= 2 * Self.blockSize {
      split(block)
    } else {
      blockCounts.setValue(blocks[block].count, at: block)
      blockHeights.setValue(blockHeights.values[block] + height, at: block)
    }
  }

  /// Removes row `row`.
  /// - Complexity: O(``blockSize`` + log *n*), or O(*n* / ``blockSize``) when a block empties.
  mutating func remove(at row: Int) {
    precondition(row >= 0 && row < count, "row \(row) is outside 0..<\(count)")
    let (block, local) = locate(row)
    var heights = blocks[block].heights.values
    let height = heights.remove(at: local)
    blocks[block].isExact.remove(at: local)
    blocks[block].heights = FenwickTree(heights)
    count -= 1
    if blocks[block].count == 0 {
      blocks.remove(at: block)
      rebuildBlockTrees()
    } else {
      blockCounts.setValue(blocks[block].count, at: block)
      blockHeights.setValue(blockHeights.values[block] - height, at: block)
    }
  }

  /// The block holding a row and the row's position in it.
  private func locate(_ row: Int) -> (block: Int, local: Int) {
    let block = min(blockCounts.leadingCount(notExceeding: row), blocks.count - 1)
    return (block, row - blockCounts.prefixSum(block))
  }

  private mutating func split(_ block: Int) {
    let heights = blocks[block].heights.values
    let isExact = blocks[block].isExact
    let half = heights.count / 2
    blocks[block] = Block(heights: Array(heights[..<half]), isExact: Array(isExact[..<half]))
    blocks.insert(
      Block(heights: Array(heights[half...]), isExact: Array(isExact[half...])), at: block + 1)
    rebuildBlockTrees()
  }

  private mutating func rebuildBlockTrees() {
    var counts: [Int] = []
    var totals: [Double] = []
    counts.reserveCapacity(blocks.count)
    totals.reserveCapacity(blocks.count)
    for block in blocks {
      counts.append(block.count)
      totals.append(block.heights.total)
    }
    blockCounts = FenwickTree(counts)
    blockHeights = FenwickTree(totals)
  }
}
