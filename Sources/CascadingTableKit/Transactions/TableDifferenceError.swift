/// Why a transaction could not diff part of the tree: identifiers that are not unique.
///
/// A transaction (``PropagatingTableDelegate/performUpdates(animation:_:completion:)``) never
/// traps on them: it reloads what it cannot diff — the section whose rows share an
/// identifier, the sections a row identifier appears in, or the whole table when sections
/// share one — so the table still matches the tree, then reports this error
/// (``PropagatingTableDelegate/lastDifferenceError``,
/// ``PropagatingTableDelegate/differenceErrorHandler``) or throws it
/// (``PropagatingTableDelegate/performUpdatesChecked(animation:_:)``).
public struct TableDifferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which identifiers clashed, and where.
  ///
  /// New cases may arrive in a minor release: switch over a kind with a `default:`.
  public enum Kind: Hashable, Sendable {
    /// Two or more children of a root share an identifier; `sections` are their positions.
    case duplicateSections(sections: [Int])
    /// Two or more rows of one section share an identifier; `rows` are their index paths.
    case duplicateRows(rows: [TableIndexPath])
    /// A row identifier is in two sections at once; `rows` are its index paths. Sections that
    /// both changed and share it are reloaded; a row that arrived with the identifier of a row
    /// in a section left as it was is inserted like any row.
    case rowInSeveralSections(rows: [TableIndexPath])
  }

  /// Which identifiers clashed, with their positions.
  public var kind: Kind

  /// The identifier that occurs more than once, as text (`String(describing:)` of its base).
  public var identifier: String

  /// The type name of the node whose children clash: the root for sections and for a row in
  /// several sections, the section for its rows.
  public var nodeType: String

  /// That node's ``CascadingTableDelegate/index``.
  public var nodeIndex: Int

  /// Whether the positions are those before the transaction (the table's) or after it (the
  /// tree's).
  public var coordinates: TableUpdateError.Coordinates

  /// Creates an error.
  /// - Parameters:
  ///   - kind: Which identifiers clashed, and where.
  ///   - identifier: The identifier, as text.
  ///   - nodeType: The type name of the node whose children clash.
  ///   - nodeIndex: That node's index.
  ///   - coordinates: The side of the transaction the positions name.
  public init(
    kind: Kind, identifier: String, nodeType: String, nodeIndex: Int,
    coordinates: TableUpdateError.Coordinates
  ) {
    self.kind = kind
    self.identifier = identifier
    self.nodeType = nodeType
    self.nodeIndex = nodeIndex
    self.coordinates = coordinates
  }

  /// What clashed, where, and what was reloaded instead.
  public var description: String {
    switch kind {
    case .duplicateSections(let sections):
      return "Sections \(sections.map(String.init).joined(separator: ", ")) of \(nodeType) "
        + "share the identifier \(identifier) \(coordinates); the table was reloaded."
    case .duplicateRows(let rows):
      return "Rows \(rows.map(\.description).joined(separator: ", ")) of \(nodeType) (section "
        + "\(nodeIndex)) share the identifier \(identifier) \(coordinates); the section was "
        + "reloaded."
    case .rowInSeveralSections(let rows):
      return
        "The row identifier \(identifier) is at \(rows.map(\.description).joined(separator: ", ")) "
        + "\(coordinates), in several sections of \(nodeType); the table shows each of them "
        + "(sections whose rows could not be paired were reloaded)."
    }
  }
}
