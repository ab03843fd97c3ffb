extension IdentifierDifference {
  /// Computes the difference between two collections of identifiers that may hold duplicates,
  /// pairing equal identifiers in order instead of throwing.
  ///
  /// Equal identifiers are paired in the order they occur: where the difference has to hash
  /// them, the *k*-th occurrence of an identifier in `source` is the same element as its *k*-th
  /// occurrence in `destination`, and occurrences beyond the other side's count are deleted or
  /// inserted; where it matches them one by one (at the common ends, or across a few edits),
  /// the occurrences it pairs keep their order on both sides.
  /// This is how DifferenceKit and the standard library's `difference(from:)` treat
  /// duplicates, and the result is always valid: applied to `source`, it gives `destination`. Use ``init(from:to:)`` where duplicates are a mistake to report (as the
  /// delegate tree does).
  ///
  /// Without duplicates the result is the same as ``init(from:to:)``'s, at the same cost.
  /// - Parameters:
  ///   - source: The identifiers before the change (old positions).
  ///   - destination: The identifiers after the change (new positions).
  /// - Complexity: As ``init(from:to:)`` when it would not throw; otherwise, in addition, one
  ///   hash-table operation per element of both sides to number the occurrences.
  @inlinable
  public init<Source: Collection, Destination: Collection>(
    pairingDuplicatesFrom source: Source, to destination: Destination
  ) where Source.Element: Hashable, Destination.Element == Source.Element {
    switch IdentifierDifferenceBuilder.difference(
      from: source, to: destination, checkingEveryIdentifier: false)
    {
    case .success(let difference):
      self = difference
    case .failure:
      let numberedSource = IdentifierOccurrence.numbering(source)
      let numberedDestination = IdentifierOccurrence.numbering(destination)
      switch IdentifierDifferenceBuilder.difference(
        from: numberedSource, to: numberedDestination, checkingEveryIdentifier: false)
      {
      case .success(let difference):
        self = difference
      case .failure:
        // Numbered occurrences are unique; should they ever not be, replacing every element
        // is still a valid difference.
        self = IdentifierDifferenceBuilder.replacingAll(
          sourceCount: numberedSource.count, destinationCount: numberedDestination.count)
      }
    }
  }
}

/// An identifier with the number of its occurrence among equal ones (0 for the first):
/// unique within one collection.
@usableFromInline
struct IdentifierOccurrence<Identifier: Hashable>: Hashable {
  @usableFromInline let identifier: Identifier
  @usableFromInline let occurrence: Int

  @inlinable
  init(identifier: Identifier, occurrence: Int) {
    self.identifier = identifier
    self.occurrence = occurrence
  }

  /// Every identifier of a collection with its occurrence number, in order.
  /// - Complexity: O(*n*) expected.
  @inlinable
  static func numbering<Identifiers: Collection>(_ identifiers: Identifiers) -> [Self]
  where Identifiers.Element == Identifier {
    var seen: [Identifier: Int] = [:]
    var numbered: [Self] = []
    numbered.reserveCapacity(identifiers.count)
    for identifier in identifiers {
      let occurrence = seen[identifier, default: 0]
      seen[identifier] = occurrence + 1
      numbered.append(Self(identifier: identifier, occurrence: occurrence))
    }
    return numbered
  }
}
