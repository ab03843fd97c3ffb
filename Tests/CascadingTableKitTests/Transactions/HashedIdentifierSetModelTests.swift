import Testing

@testable import CascadingTableKit

/// Model-based tests of ``HashedIdentifierSet``: seeded random sets of identifiers of several
/// types, some of a type whose values share three hash values, made with hash values, with
/// hash values given and without them, each looked up like a plain `Set<AnyHashable>` for
/// members and for values it does not hold.
struct HashedIdentifierSetModelTests {
  /// An identifier whose values share three hash values: a hash value held by the set does
  /// not make an identifier a member.
  private struct FewHashes: Hashable {
    var value: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(value % 3)
    }
  }

  /// One random identifier out of a small pool, so that lookups hit and miss.
  private static func identifier(using generator: inout HostSeededGenerator) -> AnyHashable {
    let value = Int.random(in: 0..<40, using: &generator)
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return AnyHashable(value)
    case 1: return AnyHashable("row \(value)")
    default: return AnyHashable(FewHashes(value: value))
    }
  }

  @Test func lookupsAnswerAsThePlainSetOfTheSameIdentifiers() {
    for seed in UInt64(0)..<1_000 {
      var generator = HostSeededGenerator(seed: seed &+ 0x4A5E)
      let count = Int.random(in: 0..<30, using: &generator)
      let plain = Set((0..<count).map { _ in Self.identifier(using: &generator) })
      let hashed = HashedIdentifierSet(plain)
      let known = HashedIdentifierSet(plain, hashes: Set(plain.map(\.hashValue)))
      let unhashed = HashedIdentifierSet(unhashed: plain)
      #expect(hashed.hashes == Set(plain.map(\.hashValue)), "seed \(seed &+ 0x4A5E)")
      #expect(unhashed.hashes == nil)
      for _ in 0..<60 {
        let looked = Self.identifier(using: &generator)
        let expected = plain.contains(looked)
        #expect(
          hashed.contains(looked, hash: looked.hashValue) == expected,
          "seed \(seed &+ 0x4A5E), \(looked)")
        #expect(known.contains(looked, hash: looked.hashValue) == expected)
        #expect(unhashed.contains(looked, hash: looked.hashValue) == expected)
      }
    }
  }

  @Test func anIdentifierWhoseHashValueNoMemberHasIsRejectedWithoutTheSet() {
    // With a hash value no member has, the answer is no even for a member: the hash values
    // are asked first, and only a match asks the identifiers.
    let set = HashedIdentifierSet([AnyHashable(1), AnyHashable(2)])
    #expect(set.contains(AnyHashable(1), hash: AnyHashable(1).hashValue))
    let absentHash = (0...).first { set.hashes?.contains($0) == false }!
    #expect(!set.contains(AnyHashable(1), hash: absentHash))
    // Without hash values, the identifier alone answers.
    #expect(
      HashedIdentifierSet(unhashed: [AnyHashable(1)]).contains(AnyHashable(1), hash: absentHash))
  }
}
