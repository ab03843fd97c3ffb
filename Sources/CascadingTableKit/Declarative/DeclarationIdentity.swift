/// How declarations that identify themselves are identified and compared, as closures made
/// once for the declaration type (see ``RowIdentification``).
///
/// Invariants: every closure reads the declarations as the one type ``RowIdentification``
/// resolved; ``identifierColumn``, when there is one, reads for each declaration a value equal
/// (as `AnyHashable`) to what ``identifier`` answers, so the typed and boxed paths pair the same
/// rows; ``sameContent`` answers `==` of the two declarations.
///
/// Subclassing: a value type, not meant to be extended outside the module.
struct DeclarationIdentity<CellDeclaration> {
  /// Makes a row's whole key (identifier, content and, where asked, reuse identifier is added
  /// by the data source).
  let key: (CellDeclaration) -> DeclarationRowKey

  /// Makes a row's identifier alone: what a difference reads for every row it pairs.
  let identifier: (CellDeclaration) -> AnyHashable

  /// Makes the content comparison of two lists, for declarations of the same identifier:
  /// whether the declaration at `position` of `new` and the one at `oldPosition` of `old`
  /// have equal content, compared as typed values; `nil` when declarations have no content to
  /// compare, so a kept row is always reconfigured. The lists are reinterpreted as their type
  /// once, when the comparison is made, not at every row.
  let sameContent:
    (
      (_ new: [CellDeclaration], _ old: [CellDeclaration])
        -> (_ position: Int, _ oldPosition: Int) -> Bool
    )?

  /// Whether a kept row whose content changed is reloaded rather than reconfigured when its
  /// binder's reuse identifier changed: `false` when the declaration is its own identity.
  let asksReuseIdentifier: Bool

  /// Diffs the identifiers of a range of each of two lists as typed values (no identifier is
  /// boxed), reporting a duplicate anywhere in either range as the engine does.
  let difference:
    (
      _ old: [CellDeclaration], _ oldRange: Range<Int>, _ new: [CellDeclaration],
      _ newRange: Range<Int>
    )
      -> Result<IdentifierDifference, DuplicateIdentifierError>

  /// Reads the identifiers of a range of declarations into a typed column, one pass through
  /// the array's buffer; `nil` when the identifier type is neither `Int` nor `String` (the
  /// identifiers are then read by ``difference`` alone).
  let identifierColumn:
    ((_ declarations: [CellDeclaration], _ range: Range<Int>) -> IdentifierColumn)?

  /// Counts the rows equal as values at the front and at the back of two lists, when the
  /// declarations are `Equatable`: a transaction keeps them without reading their keys.
  let equalEnds:
    ((_ old: [CellDeclaration], _ new: [CellDeclaration]) -> (prefix: Int, suffix: Int))?
}
