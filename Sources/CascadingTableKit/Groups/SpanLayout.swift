/// Where each child of a node starts among the node's slots (rows or sections), for a node
/// whose children do not all fill exactly one slot.
///
/// A value: rebuilt when the children, or a child's span, change, and shared with the
/// transaction records copy-on-write.
struct SpanLayout {
  /// `boundaries[i]` is the number of slots the children before child `i` fill; the last
  /// element is the total. Always one longer than the children.
  private(set) var boundaries: [Int]

  /// A layout of the given spans, in child order.
  /// - Complexity: O(*n*) in the number of spans.
  init(spans: [Int]) {
    var boundaries: [Int] = []
    boundaries.reserveCapacity(spans.count + 1)
    var total = 0
    boundaries.append(0)
    for span in spans {
      total = Self.saturatingSum(total, max(span, 0))
      boundaries.append(total)
    }
    self.boundaries = boundaries
  }

  /// `a + b` for slot counts and positions (`b` not negative), or `Int.max` when the sum does
  /// not fit: spans whose sum passes `Int.max` fill every slot up to it, and never trap.
  /// - Complexity: O(1).
  @inline(__always)
  static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b < 0 ? Int.min : Int.max) : sum
  }

  /// The number of slots the children fill together.
  var total: Int { boundaries[boundaries.count - 1] }

  /// The first slot of the child at `position`, relative to the node's own first slot.
  /// - Complexity: O(1).
  func start(ofChildAt position: Int) -> Int {
    boundaries[min(max(position, 0), boundaries.count - 1)]
  }

  /// The slots the child at `position` fills, relative to the node's own first slot.
  /// - Complexity: O(1).
  func range(ofChildAt position: Int) -> Range<Int> {
    guard position >= 0, position + 1 < boundaries.count else { return total..<total }
    return boundaries[position]..<boundaries[position + 1]
  }

  /// The position of the child filling `slot` (relative to the node's first slot), or `nil`
  /// when no child fills it. A child filling no slot is never the answer.
  /// - Complexity: O(log *n*) in the number of children.
  func childPosition(containing slot: Int) -> Int? {
    guard slot >= 0, slot < total else { return nil }
    // The last child starting at or before the slot: a child of span 0 starts where the next
    // one does, so the child found is the one that fills the slot.
    var low = 0
    var high = boundaries.count - 1
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if boundaries[middle] <= slot {
        low = middle
      } else {
        high = middle
      }
    }
    return low
  }
}
