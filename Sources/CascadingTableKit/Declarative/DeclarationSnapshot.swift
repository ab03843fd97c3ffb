/// The declarations of a ``TableViewDataSource`` at one moment, as a transaction compares
/// them: keys are made only for the rows the diff reads, and rows equal as values at both ends
/// of two snapshots are kept without making theirs.
@MainActor
protocol DeclaredRowList {
  /// The number of rows.
  var count: Int { get }

  /// The key of the row at a position.
  /// - Complexity: O(1) plus the declaration's `id` and hash.
  func key(at position: Int) -> DeclarationRowKey

  /// How many rows at the front, and then at the back, are equal as values to `other`'s, or
  /// `(0, 0)` when the declarations cannot be compared so (or are of another type).
  /// - Complexity: O(*p* + *s*) for the rows shared at the ends.
  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int)
}

/// The declarations of one ``TableViewDataSource``, with its way of making a row's key.
@MainActor
struct DeclarationSnapshot<Declaration>: DeclaredRowList {
  /// The declarations, in order.
  let declarations: [Declaration]

  /// Makes a row's key from its declaration.
  let makeKey: (Declaration) -> DeclarationRowKey

  /// Counts the rows equal as values at both ends of two lists, for `Equatable` declarations.
  let countEqualEnds: (([Declaration], [Declaration]) -> (prefix: Int, suffix: Int))?

  var count: Int { declarations.count }

  func key(at position: Int) -> DeclarationRowKey {
    makeKey(declarations[position])
  }

  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int) {
    guard let countEqualEnds, let other = other as? Self else { return (0, 0) }
    return countEqualEnds(declarations, other.declarations)
  }
}
