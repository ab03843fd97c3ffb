/// The identifiers of one assignment's declared rows, read once into a typed column when they
/// all share `Int` or all `String`, so that two assignments are diffed by the engine
/// specialised for that type instead of as `AnyHashable`s (or through the witnesses of a
/// declaration type known only at run time).
///
/// Both ``BinderRowList`` (binders' identities) and ``DeclarationSnapshot`` (the `id`s of
/// `Identifiable` declarations, or `Int` and `String` declarations themselves) keep one.
///
/// Invariants: a typed column holds one identifier per row, in row order; `.boxed` says only
/// that the rows have no typed column (their identifiers are read another way).
///
/// Subclassing: a value type, not meant to be extended outside the module.
enum IdentifierColumn {
  /// Every identifier is an `Int`.
  case ints([Int])
  /// Every identifier is a `String`.
  case strings([String])
  /// The identifiers are of another type, or of several: no typed column.
  case boxed

  /// The identifier at a position, boxed as a transaction reads it, or `nil` for `.boxed`.
  /// - Parameter position: A row of the column.
  /// - Complexity: O(1).
  func identifier(at position: Int) -> AnyHashable? {
    switch self {
    case .ints(let ints): AnyHashable(ints[position])
    case .strings(let strings): AnyHashable(strings[position])
    case .boxed: nil
    }
  }

  /// Whether the column is typed and no two of its identifiers are equal: a list known to be
  /// free of duplicates is diffed without the engine's check of every identifier.
  ///
  /// Dense `Int`s (no wider apart than 16 times their number, as counters and database keys
  /// usually are) are checked with a bitmap, one bit per possible value; other columns with a
  /// hash set.
  /// - Complexity: O(*n*): one pass, then a bit or a hash-set insertion per row.
  var hasUniqueIdentifiers: Bool {
    switch self {
    case .ints(let ints): Self.areUnique(ints)
    case .strings(let strings):
      strings.withUnsafeBufferPointer {
        IdentifierDifferenceBuilder.firstDuplicate(in: $0, isInSource: true) == nil
      }
    case .boxed: false
    }
  }

  /// Whether no two `Int`s are equal.
  /// - Complexity: O(*n*).
  private static func areUnique(_ ints: [Int]) -> Bool {
    ints.withUnsafeBufferPointer { buffer in
      guard var lowest = buffer.first else { return true }
      var highest = lowest
      for value in buffer {
        lowest = Swift.min(lowest, value)
        highest = Swift.max(highest, value)
      }
      // The distance as an unsigned value, exact even when it overflows `Int`.
      let span = UInt(bitPattern: highest &- lowest)
      let (limit, overflow) = buffer.count.multipliedReportingOverflow(by: 16)
      guard !overflow, span < UInt(limit) else {
        return IdentifierDifferenceBuilder.firstDuplicate(in: buffer, isInSource: true) == nil
      }
      var bits = [UInt64](repeating: 0, count: Int(span / 64) + 1)
      return bits.withUnsafeMutableBufferPointer { words in
        for value in buffer {
          let offset = Int(UInt(bitPattern: value &- lowest))
          let bit = UInt64(1) &<< UInt64(offset & 63)
          if words[offset &>> 6] & bit != 0 { return false }
          words[offset &>> 6] |= bit
        }
        return true
      }
    }
  }

  /// The difference between the identifiers of `range` of this column and `otherRange` of
  /// `other`, diffed as typed values, or `nil` when the two are not typed alike (an empty
  /// range diffs typed against any column).
  /// - Parameters:
  ///   - range: Rows of this column (the old side).
  ///   - other: The column of the new side.
  ///   - otherRange: Rows of `other`.
  ///   - checkingEveryIdentifier: Whether the engine checks every identifier of both ranges
  ///     for duplicates; pass `false` only for two columns known to have none.
  /// - Complexity: Expected O(*m*) for the *m* rows of the ranges.
  func difference(
    in range: Range<Int>, to other: IdentifierColumn, in otherRange: Range<Int>,
    checkingEveryIdentifier: Bool
  ) -> Result<IdentifierDifference, DuplicateIdentifierError>? {
    if let old = ints(in: range), let new = other.ints(in: otherRange) {
      return IdentifierDifferenceBuilder.difference(
        from: old, to: new, checkingEveryIdentifier: checkingEveryIdentifier)
    }
    if let old = strings(in: range), let new = other.strings(in: otherRange) {
      return IdentifierDifferenceBuilder.difference(
        from: old, to: new, checkingEveryIdentifier: checkingEveryIdentifier)
    }
    return nil
  }

  /// The `Int` identifiers of a range of rows, when they are all `Int`s (none, in an empty
  /// range).
  /// - Complexity: O(1).
  private func ints(in range: Range<Int>) -> ArraySlice<Int>? {
    if case .ints(let ints) = self { return ints[range] }
    return range.isEmpty ? [] : nil
  }

  /// The `String` identifiers of a range of rows, when they are all `String`s (none, in an
  /// empty range).
  /// - Complexity: O(1).
  private func strings(in range: Range<Int>) -> ArraySlice<String>? {
    if case .strings(let strings) = self { return strings[range] }
    return range.isEmpty ? [] : nil
  }
}
