/// The rows of one assignment of a ``TableViewDataSource`` whose declarations are identified
/// by their binders, as a transaction compares them: the binders themselves, with their
/// identities read once into a typed column when they all share `Int` or all `String`.
///
/// Two lists whose columns are of the same type are diffed as typed values (the engine on
/// `Int`s or `String`s); any other pair (a column of another type, identities of mixed or other
/// types) leaves the diff to the transaction, which reads every identity as `AnyHashable`, as
/// it always did. Kept rows compare their content unboxed where both are of one common type.
///
/// Invariants: every binder has an identity (``CellBinder/identity`` is never `nil`); the
/// column, when there is one, holds the identity of every binder, in order; the binders are
/// those whose identities identify the rows (the declarations themselves when they are
/// binders, else the binders they map to).
///
/// Subclassing: a value type, not meant to be extended outside the module.
@MainActor
struct BinderRowList: DeclaredRowList {
  /// The binders, in row order; every one has an identity.
  let binders: [CellBinder]

  /// The identities, typed when they share `Int` or `String`.
  let identifiers: IdentifierColumn

  /// Whether no two rows share an identity: checked once, when the list is made with a typed
  /// column (every later diff against it can then skip its own check); `false` when the
  /// column is not typed or two rows share one.
  let hasUniqueIdentifiers: Bool

  /// The content of every row, in order, read once from the binders.
  let contents: [BinderValue?]

  /// The reuse identifier of every row, in order, read once from the binders.
  let reuseIdentifiers: [String]

  /// Reads the identities of binders, or answers `nil` when one has none.
  /// - Parameter binders: The binders of the rows, in order.
  /// - Complexity: O(*n*): one read of each binder's identity, content and reuse identifier,
  ///   one append to each column, and, for a typed column, one hash-set insertion per row.
  init?(binders: [CellBinder]) {
    guard let first = binders.first else {
      self.binders = binders
      identifiers = .boxed
      hasUniqueIdentifiers = true
      contents = []
      reuseIdentifiers = []
      return
    }
    var column: IdentifierColumn
    switch first.identity {
    case nil: return nil
    case .int: column = .ints([])
    case .string: column = .strings([])
    case .other: column = .boxed
    }
    // Each loop reads the binders through the array's own storage; the column is appended to
    // in place (it is taken out of the enum first, so it is not copied).
    switch column {
    case .ints:
      var ints: [Int] = []
      ints.reserveCapacity(binders.count)
      var position = 0
      while position < binders.count {
        guard case .int(let value) = binders[position].identity else { break }
        ints.append(value)
        position += 1
      }
      column = position == binders.count ? .ints(ints) : .boxed
      guard Self.allIdentified(binders, from: position) else { return nil }
    case .strings:
      var strings: [String] = []
      strings.reserveCapacity(binders.count)
      var position = 0
      while position < binders.count {
        guard case .string(let value) = binders[position].identity else { break }
        strings.append(value)
        position += 1
      }
      column = position == binders.count ? .strings(strings) : .boxed
      guard Self.allIdentified(binders, from: position) else { return nil }
    case .boxed:
      guard Self.allIdentified(binders, from: 1) else { return nil }
    }
    self.binders = binders
    identifiers = column
    hasUniqueIdentifiers = column.hasUniqueIdentifiers
    var contents: [BinderValue?] = []
    var reuseIdentifiers: [String] = []
    contents.reserveCapacity(binders.count)
    reuseIdentifiers.reserveCapacity(binders.count)
    for position in binders.indices {
      contents.append(binders[position].contentValue)
      reuseIdentifiers.append(binders[position].reuseIdentifier)
    }
    self.contents = contents
    self.reuseIdentifiers = reuseIdentifiers
  }

  /// Whether every binder from a position on has an identity.
  /// - Complexity: O(*n* - `position`).
  private static func allIdentified(_ binders: [CellBinder], from position: Int) -> Bool {
    var position = position
    while position < binders.count {
      guard binders[position].identity != nil else { return false }
      position += 1
    }
    return true
  }

  var count: Int { binders.count }

  func key(at position: Int) -> DeclarationRowKey {
    DeclarationRowKey(
      identifier: identifier(at: position), content: contents[position]?.boxed,
      reuseIdentifier: reuseIdentifiers[position])
  }

  func identifier(at position: Int) -> AnyHashable {
    // Never a stand-in: every binder has an identity.
    identifiers.identifier(at: position) ?? binders[position].identity?.boxed
      ?? AnyHashable(position)
  }

  func compare(at position: Int, with source: any DeclaredRowList, at sourcePosition: Int)
    -> DifferenceRows.Comparison
  {
    guard let source = source as? BinderRowList else {
      return key(at: position).compare(with: source.key(at: sourcePosition))
    }
    return Self.compare(
      reuseIdentifiers[position], contents[position], with: source.reuseIdentifiers[sourcePosition],
      source.contents[sourcePosition])
  }

  func comparer(with source: any DeclaredRowList)
    -> ((_ position: Int, _ sourcePosition: Int) -> DifferenceRows.Comparison)?
  {
    guard let source = source as? BinderRowList else { return nil }
    let reuseIdentifiers = reuseIdentifiers
    let contents = contents
    let sourceReuseIdentifiers = source.reuseIdentifiers
    let sourceContents = source.contents
    return { position, sourcePosition in
      Self.compare(
        reuseIdentifiers[position], contents[position],
        with: sourceReuseIdentifiers[sourcePosition], sourceContents[sourcePosition])
    }
  }

  /// How a row compares with an old one of the same identity, by their reuse identifiers
  /// and contents, as their keys would (``DeclarationRowKey/compare(with:)``): reloaded when
  /// the reuse identifier changed, reconfigured when either has no content or the contents
  /// differ, else the same.
  /// - Complexity: O(1) for `Int` contents and short strings.
  @inline(__always)
  static func compare(
    _ reuseIdentifier: String, _ content: BinderValue?, with oldReuseIdentifier: String,
    _ oldContent: BinderValue?
  ) -> DifferenceRows.Comparison {
    if reuseIdentifier != oldReuseIdentifier {
      return .typeChanged
    }
    guard let content, let oldContent, content.isSame(as: oldContent) else {
      return .contentChanged
    }
    return .same
  }

  func difference(in range: Range<Int>, to other: any DeclaredRowList, in otherRange: Range<Int>)
    -> Result<IdentifierDifference, DuplicateIdentifierError>?
  {
    guard let other = other as? BinderRowList else { return nil }
    // Lists known to be free of duplicates need no check: the difference is the same.
    return identifiers.difference(
      in: range, to: other.identifiers, in: otherRange,
      checkingEveryIdentifier: !(hasUniqueIdentifiers && other.hasUniqueIdentifiers))
  }

  /// The rows kept at both ends: same identity, same reuse identifier, and equal content
  /// (a row without content is never kept unseen), as the transaction keeps keyed rows.
  func equalEnds(with other: any DeclaredRowList) -> (prefix: Int, suffix: Int) {
    guard let other = other as? BinderRowList else { return (0, 0) }
    let count = binders.count
    let otherCount = other.binders.count
    let shorter = Swift.min(count, otherCount)
    var prefix = 0
    while prefix < shorter && isKept(prefix, as: other, at: prefix) {
      prefix += 1
    }
    var suffix = 0
    while prefix + suffix < shorter
      && isKept(count - 1 - suffix, as: other, at: otherCount - 1 - suffix)
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Whether the row at `position` is the same row as `other`'s at `otherPosition`,
  /// unchanged (a symmetric test).
  @inline(__always)
  private func isKept(_ position: Int, as other: BinderRowList, at otherPosition: Int) -> Bool {
    guard let identity = binders[position].identity,
      let otherIdentity = other.binders[otherPosition].identity, identity.isSame(as: otherIdentity)
    else { return false }
    return Self.compare(
      reuseIdentifiers[position], contents[position],
      with: other.reuseIdentifiers[otherPosition], other.contents[otherPosition]) == .same
  }
}
