import Testing

@testable import CascadingTableKit

/// The hash pass gives the same matching, and the same duplicates, whatever the width of its
/// table's entries (32 bits whenever the offsets fit, 64 otherwise).
struct MiddleOffsetTableWidthTests {
  @Test func everyEntryWidthGivesTheSameMatchingAndDuplicates() {
    for seed in UInt64(0)..<600 {
      var generator = HostSeededGenerator(seed: seed &+ 0x3264)
      let shapes = IdentifierPairShape.allCases
      let shape = shapes[Int(seed % UInt64(shapes.count))]
      var (source, destination) = shape.pair(
        maximumCount: 50, smallAlphabet: seed.isMultiple(of: 2), using: &generator)
      if seed.isMultiple(of: 5), let copied = source.randomElement(using: &generator) {
        destination.insert(copied, at: Int.random(in: 0...destination.count, using: &generator))
      }
      let context: Comment = "seed \(seed &+ 0x3264), \(shape): \(source) → \(destination)"
      let wide = Self.matching(source, destination, entries: Int.self)
      #expect(Self.matching(source, destination, entries: Int32.self) == wide, context)
      #expect(Self.matching(source, destination, entries: Int16.self) == wide, context)
    }
  }

  /// The difference, or the duplicate's error, from hashing the whole of both lists.
  private static func matching<Entry: FixedWidthInteger & SignedInteger>(
    _ source: [Int], _ destination: [Int], entries: Entry.Type
  ) -> Result<IdentifierDifference, DuplicateIdentifierError> {
    source.withUnsafeBufferPointer { sourceBuffer in
      destination.withUnsafeBufferPointer { destinationBuffer in
        var matching = MiddleMatching(
          sourceCount: source.count, destinationCount: destination.count, prefixCount: 0,
          suffixCount: 0)
        if let error = matching.matchByHashing(
          source: sourceBuffer, destination: destinationBuffer, entries: entries)
        {
          return .failure(error)
        }
        return .success(matching.difference())
      }
    }
  }
}
