import Testing

@testable import CascadingTableKit

/// ``LongestIncreasingSubsequence`` marks an increasing subsequence as long as the quadratic
/// textbook recurrence finds, on nearly sorted values (runs of consecutive values with
/// outliers, which take its shortcuts) and on shuffled ones, skipping negative values.
struct LongestIncreasingSubsequenceTests {
  @Test func nearlySortedAndShuffledValuesGiveALongestIncreasingSubsequence() {
    for seed in UInt64(0)..<1_500 {
      var generator = HostSeededGenerator(seed: seed &+ 0x11C)
      let count = Int.random(in: 0...120, using: &generator)
      var values = Array(0..<count)
      if seed.isMultiple(of: 3) {
        values.shuffle(using: &generator)
      } else {
        // A few values moved far away, and runs of consecutive values swapped.
        for _ in 0..<Int.random(in: 0...6, using: &generator) where count > 1 {
          let moved = values.remove(at: Int.random(in: 0..<count, using: &generator))
          values.insert(moved, at: Int.random(in: 0..<count, using: &generator))
        }
        if count > 8, Bool.random(using: &generator) {
          let cut = Int.random(in: 1..<(count - 1), using: &generator)
          values = Array(values[cut...] + values[..<cut])
        }
      }
      // Unmatched positions (-1), which are skipped.
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        values.insert(-1, at: Int.random(in: 0...values.count, using: &generator))
      }
      let context: Comment = "seed \(seed &+ 0x11C): \(values)"
      let kept = values.filter { $0 >= 0 }
      let expectedLength = DifferenceOracle.longestIncreasingSubsequenceLength(kept)
      guard let membership = LongestIncreasingSubsequence.membership(of: values) else {
        #expect(expectedLength == count, context)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, context)
        continue
      }
      #expect(membership.count == values.count, context)
      #expect(values.indices.allSatisfy { values[$0] >= 0 || !membership[$0] }, context)
      let members = values.indices.filter { membership[$0] }.map { values[$0] }
      #expect(members.count == expectedLength, context)
      #expect(zip(members, members.dropFirst()).allSatisfy { $0 < $1 }, context)
      // Every width of scratch index marks the same subsequence.
      #expect(LongestIncreasingSubsequence.membership(of: values, indices: Int.self) == membership)
      #expect(
        LongestIncreasingSubsequence.membership(of: values, indices: Int16.self) == membership)
    }
  }
}
