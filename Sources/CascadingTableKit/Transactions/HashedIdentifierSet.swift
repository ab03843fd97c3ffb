/// A set of row identifiers with the hash value of each, for looking identifiers up when
/// most are absent: an identifier whose hash value no member has is rejected by comparing
/// integers, without hashing it again or comparing it with a member.
///
/// Comparing two `AnyHashable`s unboxes one of them by a dynamic cast, about 1,600
/// instructions; a lookup in a `Set<AnyHashable>` compares the identifier with every member
/// it probes, and hashes it once per set. A section holding groups is looked up in as one set
/// per group, so an absent identifier cost one hashing per group and about one such comparison
/// per group in two.
///
/// The hash values cost a second pass over the identifiers, worth it for a set that stays
/// (an untouched group's, remembered while it is untouched) and not for one made for a single
/// transaction (a changed section's): such a set is made without them (``init(unhashed:)``)
/// and looks identifiers up as a plain set does.
///
/// Invariant: ``hashes``, when not `nil`, holds the `hashValue` of every member of
/// ``identifiers``, and nothing else.
struct HashedIdentifierSet {
  /// The identifiers.
  let identifiers: Set<AnyHashable>
  /// The hash value of each identifier, or `nil` for a set looked up as a plain one.
  let hashes: Set<Int>?

  /// The set of `identifiers`, with their hash values.
  /// - Complexity: O(*n*) expected for *n* identifiers.
  init(_ identifiers: Set<AnyHashable>) {
    self.identifiers = identifiers
    var hashes = Set<Int>(minimumCapacity: identifiers.count)
    for identifier in identifiers {
      hashes.insert(identifier.hashValue)
    }
    self.hashes = hashes
  }

  /// The set of `identifiers`, whose hash values are `hashes`: known already, they are not
  /// asked again.
  /// - Complexity: O(1).
  init(_ identifiers: Set<AnyHashable>, hashes: Set<Int>) {
    self.identifiers = identifiers
    self.hashes = hashes
  }

  /// The set of `identifiers` without their hash values: looked up as a plain set.
  /// - Complexity: O(1).
  init(unhashed identifiers: Set<AnyHashable>) {
    self.identifiers = identifiers
    hashes = nil
  }

  /// Whether the set holds `identifier`, whose hash value is `hash`.
  /// - Complexity: O(1) expected; with hash values, an identifier is compared with members
  ///   only when a member has its hash value.
  @inline(__always)
  func contains(_ identifier: AnyHashable, hash: Int) -> Bool {
    if let hashes, !hashes.contains(hash) { return false }
    return identifiers.contains(identifier)
  }
}
