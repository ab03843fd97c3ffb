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
///
/// Two snapshots whose identifiers are `Int`s or `String`s (see
/// ``DeclarationIdentity/identifierColumn``) are diffed as typed columns: when the rows
/// compared are most of the lists, each list's whole column, read once per assignment and
/// checked for duplicates once (``IdentifierColumnCache``), so that two lists free of
/// duplicates skip the engine's check; otherwise the compared rows alone, read into columns
/// and checked. Other identifiers go through ``DeclarationIdentity/difference``.
///
/// Invariants: `column` belongs to the assignment whose declarations these are.
///
/// Subclassing: a value type, not meant to be extended outside the module.
@MainActor
struct DeclarationSnapshot<Declaration>: DeclaredRowList {
  /// The declarations, in order.
  let declarations: [Declaration]

  /// How the declarations are identified and compared.
  let identity: DeclarationIdentity<Declaration>

  /// The typed identifiers of all the declarations, once read.
  let column: IdentifierColumnCache

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
    guard let compare = comparer(with: source) else {
      return key(at: position).compare(with: source.key(at: sourcePosition))
    }
    return compare(position, sourcePosition)
  }

  /// The comparison with a source snapshot of the same type, capturing only what it reads:
  /// the content comparison made once for the two lists, and what asks a changed row's reuse
  /// identifiers.
  func comparer(with source: any DeclaredRowList)
    -> ((_ position: Int, _ sourcePosition: Int) -> DifferenceRows.Comparison)?
  {
    guard let source = source as? Self else { return nil }
    let asksReuseIdentifier = identity.asksReuseIdentifier
    let declarations = declarations
    let sourceDeclarations = source.declarations
    let reuseIdentifier = reuseIdentifier
    let sourceReuseIdentifier = source.reuseIdentifier
    let changed = { (position: Int, sourcePosition: Int) -> DifferenceRows.Comparison in
      if asksReuseIdentifier, let newReuse = reuseIdentifier(declarations[position]),
        let oldReuse = sourceReuseIdentifier(sourceDeclarations[sourcePosition]),
        newReuse != oldReuse
      {
        return .typeChanged
      }
      return .contentChanged
    }
    guard let sameContent = identity.sameContent?(declarations, source.declarations) else {
      return changed
    }
    // Not an optional closure bound at every row: that would retain it at every row.
    return { position, sourcePosition in
      sameContent(position, sourcePosition) ? .same : changed(position, sourcePosition)
    }
  }

  func difference(in range: Range<Int>, to other: any DeclaredRowList, in otherRange: Range<Int>)
    -> Result<IdentifierDifference, DuplicateIdentifierError>?
  {
    guard let other = other as? Self else { return nil }
    guard let read = identity.identifierColumn else {
      return identity.difference(declarations, range, other.declarations, otherRange)
    }
    guard (range.count + otherRange.count) * 4 >= count + other.count else {
      // A few rows compared (an edit in a long list): read theirs alone, and check them.
      return read(declarations, range).difference(
        in: 0..<range.count, to: read(other.declarations, otherRange), in: 0..<otherRange.count,
        checkingEveryIdentifier: true)
    }
    let old = column.column { read(declarations, declarations.indices) }
    let new = other.column.column { read(other.declarations, other.declarations.indices) }
    // Lists known to be free of duplicates need no check: the difference is the same.
    return old.column.difference(
      in: range, to: new.column, in: otherRange,
      checkingEveryIdentifier: !(old.hasUniqueIdentifiers && new.hasUniqueIdentifiers))
  }

  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int) {
    guard let countEqualEnds = identity.equalEnds, let other = other as? Self else {
      return (0, 0)
    }
    return countEqualEnds(declarations, other.declarations)
  }
}
