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

  /// The identifier of the row at a position: the identifier of its key, made without the
  /// rest of the key.
  /// - Complexity: O(1) plus the declaration's `id`.
  func identifier(at position: Int) -> AnyHashable

  /// How the row at `position` compares with the row at `sourcePosition` of `source`, which
  /// has the same identifier: as their keys compare.
  /// - Complexity: O(1) plus one `==` of the declarations, and their binders when the content
  ///   changed.
  func compare(at position: Int, with source: any DeclaredRowList, at sourcePosition: Int)
    -> DifferenceRows.Comparison

  /// ``compare(at:with:at:)`` against one source, with the source's type checked once: `nil`
  /// when it is of another type.
  func comparer(with source: any DeclaredRowList)
    -> ((_ position: Int, _ sourcePosition: Int) -> DifferenceRows.Comparison)?

  /// The difference between the identifiers of `range` of this list and `otherRange` of
  /// `other`, diffed as typed values, or `nil` when `other` is of another type.
  /// - Complexity: Expected O(*m*) for the *m* rows of the ranges.
  func difference(in range: Range<Int>, to other: any DeclaredRowList, in otherRange: Range<Int>)
    -> Result<IdentifierDifference, DuplicateIdentifierError>?

  /// How many rows at the front, and then at the back, are equal as values to `other`'s, or
  /// `(0, 0)` when the declarations cannot be compared so (or are of another type).
  /// - Complexity: O(*p* + *s*) for the rows shared at the ends.
  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int)
}

/// The declarations of one ``TableViewDataSource``, with its ways of identifying and comparing
/// them.
@MainActor
struct DeclarationSnapshot<Declaration>: DeclaredRowList {
  /// The declarations, in order.
  let declarations: [Declaration]

  /// How the declarations are identified and compared.
  let identity: DeclarationIdentity<Declaration>

  /// Makes a row's key from its declaration, with the reuse identifier where one is asked.
  let makeKey: (Declaration) -> DeclarationRowKey

  /// The reuse identifier of a declaration's cell.
  let reuseIdentifier: (Declaration) -> String?

  var count: Int { declarations.count }

  func key(at position: Int) -> DeclarationRowKey {
    makeKey(declarations[position])
  }

  func identifier(at position: Int) -> AnyHashable {
    identity.identifier(declarations[position])
  }

  /// Equal declarations are the same row: their binders are not asked (a binder is taken to
  /// make the same cell for equal declarations). Otherwise the row is reloaded when its cell's
  /// reuse identifier changed, and reconfigured when not.
  func compare(at position: Int, with source: any DeclaredRowList, at sourcePosition: Int)
    -> DifferenceRows.Comparison
  {
    guard let source = source as? Self else {
      return key(at: position).compare(with: source.key(at: sourcePosition))
    }
    return compare(declarations[position], with: source.declarations[sourcePosition], of: source)
  }

  func comparer(with source: any DeclaredRowList)
    -> ((_ position: Int, _ sourcePosition: Int) -> DifferenceRows.Comparison)?
  {
    guard let source = source as? Self else { return nil }
    return { position, sourcePosition in
      compare(declarations[position], with: source.declarations[sourcePosition], of: source)
    }
  }

  /// How a declaration compares with `old`, of `source`, which has the same identifier.
  private func compare(_ new: Declaration, with old: Declaration, of source: Self)
    -> DifferenceRows.Comparison
  {
    if let sameContent = identity.sameContent, sameContent(new, old) {
      return .same
    }
    if identity.asksReuseIdentifier, let newReuse = reuseIdentifier(new),
      let oldReuse = source.reuseIdentifier(old), newReuse != oldReuse
    {
      return .typeChanged
    }
    return .contentChanged
  }

  func difference(in range: Range<Int>, to other: any DeclaredRowList, in otherRange: Range<Int>)
    -> Result<IdentifierDifference, DuplicateIdentifierError>?
  {
    guard let other = other as? Self else { return nil }
    return identity.difference(declarations, range, other.declarations, otherRange)
  }

  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int) {
    guard let countEqualEnds = identity.equalEnds, let other = other as? Self else {
      return (0, 0)
    }
    return countEqualEnds(declarations, other.declarations)
  }
}
