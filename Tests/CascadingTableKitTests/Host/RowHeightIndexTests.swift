import Testing

@testable import CascadingTableKit

/// Checks the internal height index against plain arrays under seeded random edits, across
/// many blocks (the table's own tests use sections too small to split a block).
struct RowHeightIndexTests {
  private static func expectMatches(
    _ index: RowHeightIndex, _ heights: [Double], _ isExact: [Bool],
    using random: inout HostSeededGenerator
  ) {
    #expect(index.count == heights.count)
    #expect(index.heights == heights)
    #expect(index.exactness == isExact)
    var offsets: [Double] = [0]
    for height in heights { offsets.append(offsets[offsets.count - 1] + height) }
    #expect(index.total == offsets[heights.count])
    for _ in 0..<200 where !heights.isEmpty {
      let row = Int.random(in: 0..<heights.count, using: &random)
      #expect(index.offset(of: row) == offsets[row])
      #expect(index.height(at: row) == heights[row])
      #expect(index.isExact(at: row) == isExact[row])
      let y = offsets[row] + heights[row] / 2
      if heights[row] > 0 {
        #expect(index.row(containing: y) == row)
      }
    }
    #expect(
      index.row(containing: offsets[heights.count] + 10)
        == (heights.isEmpty ? nil : heights.count - 1))
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func randomEditsAgreeWithPlainArrays(seed: UInt64) {
    var random = HostSeededGenerator(seed: seed)
    var heights: [Double] = []
    var isExact: [Bool] = []
    for _ in 0..<5_000 {
      heights.append(Double(Int.random(in: 0...4, using: &random)) * 10)
      isExact.append(Bool.random(using: &random))
    }
    var index = RowHeightIndex(heights: heights, isExact: isExact)
    Self.expectMatches(index, heights, isExact, using: &random)
    for round in 0..<8 {
      for _ in 0..<400 {
        switch Int.random(in: 0...2, using: &random) {
        case 0:
          let row = Int.random(in: 0...heights.count, using: &random)
          let height = Double(Int.random(in: 1...5, using: &random))
          heights.insert(height, at: row)
          isExact.insert(true, at: row)
          index.insert(height, isExact: true, at: row)
        case 1 where !heights.isEmpty:
          let row = Int.random(in: 0..<heights.count, using: &random)
          heights.remove(at: row)
          isExact.remove(at: row)
          index.remove(at: row)
        default:
          guard !heights.isEmpty else { continue }
          let row = Int.random(in: 0..<heights.count, using: &random)
          heights[row] = Double(Int.random(in: 0...9, using: &random))
          isExact[row] = false
          index.setHeight(heights[row], isExact: false, at: row)
        }
      }
      // Lean towards removals in later rounds so blocks empty out and disappear.
      if round >= 4 {
        for _ in 0..<min(heights.count, 700) {
          let row = Int.random(in: 0..<heights.count, using: &random)
          heights.remove(at: row)
          isExact.remove(at: row)
          index.remove(at: row)
        }
      }
      Self.expectMatches(index, heights, isExact, using: &random)
    }
    // Grow one block past twice its size so it splits, then drain the front so blocks empty.
    for step in 0..<(3 * RowHeightIndex.blockSize) {
      let height = Double(step % 5)
      heights.insert(height, at: 3)
      isExact.insert(false, at: 3)
      index.insert(height, isExact: false, at: 3)
    }
    Self.expectMatches(index, heights, isExact, using: &random)
    for _ in 0..<(2 * RowHeightIndex.blockSize) {
      heights.removeFirst()
      isExact.removeFirst()
      index.remove(at: 0)
    }
    Self.expectMatches(index, heights, isExact, using: &random)
    while !heights.isEmpty {
      heights.removeLast()
      isExact.removeLast()
      index.remove(at: index.count - 1)
    }
    Self.expectMatches(index, heights, isExact, using: &random)
    index.insert(4, isExact: true, at: 0)
    #expect(index.total == 4)
  }

  /// The rows `edits` should produce, applied one by one to plain arrays.
  private static func naive(
    _ edits: SectionRowEdits, _ heights: [Double], _ isExact: [Bool]
  ) -> (heights: [Double], isExact: [Bool]) {
    var heights = heights
    var isExact = isExact
    for row in Set(edits.removed).sorted(by: >) {
      heights.remove(at: row)
      isExact.remove(at: row)
    }
    for item in edits.added.sorted(by: { $0.row < $1.row }) {
      heights.insert(item.height ?? Double(1_000 + item.row), at: item.row)
      isExact.insert(item.height == nil ? false : item.isExact, at: item.row)
    }
    for row in edits.reloaded {
      heights[row] = Double(1_000 + row)
      isExact[row] = false
    }
    return (heights, isExact)
  }

  @Test func sectionRowEditsApplyFewChangesInPlaceAndManyByCopyingAlike() {
    var random = HostSeededGenerator(seed: 7)
    let count = 4_000
    var heights: [Double] = []
    for row in 0..<count { heights.append(Double(row % 7)) }
    let isExact = [Bool](repeating: true, count: count)
    var few = SectionRowEdits()
    few.removed = [5, 1_500, 3_999, 5]
    few.added = [(2_000, 77, true), (0, nil, false), (3_999, nil, false)]
    few.reloaded = [10]
    var many = few
    many.removed += Array(100..<200)
    many.added = [(0, nil, false), (1, 3, true), (2_000, 77, true), (3_700, nil, false)]
    for edits in [few, many] {
      var index = RowHeightIndex(heights: heights, isExact: isExact)
      edits.apply(to: &index) { row in (Double(1_000 + row), false) }
      let expected = Self.naive(edits, heights, isExact)
      Self.expectMatches(index, expected.heights, expected.isExact, using: &random)
    }
  }
}
