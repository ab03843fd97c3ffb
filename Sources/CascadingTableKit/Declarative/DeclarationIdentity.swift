/// How declarations that identify themselves are identified and compared, as closures made
/// once for the declaration type (see ``RowIdentification``).
struct DeclarationIdentity<CellDeclaration> {
  /// Makes a row's whole key (identifier, content and, where asked, reuse identifier is added
  /// by the data source).
  let key: (CellDeclaration) -> DeclarationRowKey

  /// Makes a row's identifier alone: what a difference reads for every row it pairs.
  let identifier: (CellDeclaration) -> AnyHashable

  /// Whether two declarations of the same identifier have equal content, compared as typed
  /// values without boxing either; `nil` when declarations have no content to compare, so a
  /// kept row is always reconfigured.
  let sameContent: ((_ new: CellDeclaration, _ old: CellDeclaration) -> Bool)?

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

  /// Counts the rows equal as values at the front and at the back of two lists, when the
  /// declarations are `Equatable`: a transaction keeps them without reading their keys.
  let equalEnds:
    ((_ old: [CellDeclaration], _ new: [CellDeclaration]) -> (prefix: Int, suffix: Int))?
}
