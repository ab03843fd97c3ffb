/// How a ``TableViewDataSource`` identifies its rows, decided once from its declaration type
/// so that identifying a row costs no dynamic cast to a protocol.
enum RowIdentification<CellDeclaration> {
  /// Every row is identified by its declaration: `key` makes a row's key for a transaction,
  /// `difference` diffs two lists of declarations with their own types (no `AnyHashable`),
  /// asking `cellKindChanged` (old position, new position) about kept rows whose content
  /// changed, so that a row whose cell changes kind is reloaded rather than reconfigured.
  case byDeclaration(
    key: (CellDeclaration) -> DeclarationRowKey,
    difference:
      (
        _ old: [CellDeclaration], _ new: [CellDeclaration],
        _ cellKindChanged: (Int, Int) -> Bool
      ) throws(DuplicateIdentifierError) -> DeclarationChanges)
  /// A row is identified by its binder's identity (``CellBinder/id``), when it has one: the
  /// declaration itself when it is a ``CellBinder``, else the binder it maps to.
  case byBinder
}

/// Declarations identified by `id` and compared by value.
typealias IdentifiableAndHashable = Hashable & Identifiable

extension RowIdentification {
  /// The identification for the declaration type: an `Identifiable`'s `id` (content compared
  /// when it is also `Hashable`, else always reconfigured), else a `Hashable` value itself,
  /// else binders.
  /// - Complexity: O(1): a few casts of the type, once.
  static func resolve() -> RowIdentification {
    if CellDeclaration.self == CellBinder.self {
      return .byBinder
    }
    if let type = CellDeclaration.self as? any IdentifiableAndHashable.Type {
      return identifiedAndCompared(type)
    }
    if let type = CellDeclaration.self as? any Identifiable.Type {
      return identified(type)
    }
    if let type = CellDeclaration.self as? any Hashable.Type {
      return compared(type)
    }
    return .byBinder
  }

  /// Declarations of a type that is `CellDeclaration`, as that type: the same array,
  /// reinterpreted in O(1) when the types are identical (as ``resolve()`` makes them), else
  /// cast one by one.
  private static func typed<Declaration>(_ declarations: [CellDeclaration], as: Declaration.Type)
    -> [Declaration]
  {
    guard Declaration.self == CellDeclaration.self else {
      return declarations.map { $0 as! Declaration }
    }
    return unsafeBitCast(declarations, to: [Declaration].self)
  }

  /// The ids of values, read through a buffer: `map` on an unspecialised generic array reads
  /// each element through a coroutine that allocates.
  private static func ids<Declaration: Identifiable>(
    of values: [Declaration], in range: Range<Int>? = nil
  ) -> [Declaration.ID] {
    values.withUnsafeBufferPointer { buffer in
      let range = range ?? buffer.indices
      var ids: [Declaration.ID] = []
      ids.reserveCapacity(range.count)
      for position in range {
        ids.append(buffer[position].id)
      }
      return ids
    }
  }

  /// The values at positions of a list, read through its buffer.
  private static func values<Declaration>(of list: [Declaration], in range: Range<Int>)
    -> [Declaration]
  {
    list.withUnsafeBufferPointer { buffer in
      var values: [Declaration] = []
      values.reserveCapacity(range.count)
      for position in range {
        values.append(buffer[position])
      }
      return values
    }
  }

  /// The changes of two lists from those of their middles, after `prefix` rows kept in place
  /// at the front: every position, a duplicate's included, moved by `prefix`.
  private static func trimmed(
    by prefix: Int, _ middle: () throws(DuplicateIdentifierError) -> DeclarationChanges
  ) throws(DuplicateIdentifierError) -> DeclarationChanges {
    do throws(DuplicateIdentifierError) {
      var changes = try middle()
      changes.offset(by: prefix)
      return changes
    } catch {
      var shifted = error
      shifted.positions = error.positions.map { $0 + prefix }
      throw shifted
    }
  }

  /// The rows equal as values at the front and at the back of two lists (never overlapping),
  /// compared through the lists' buffers: such rows are kept in place, unchanged, so the
  /// difference needs to read no identifier of theirs.
  /// - Complexity: O(*p* + *s*), one `==` per trimmed row and one more per end.
  private static func equalEnds<Declaration: Equatable>(
    of before: [Declaration], and after: [Declaration]
  ) -> (prefix: Int, suffix: Int) {
    before.withUnsafeBufferPointer { old in
      after.withUnsafeBufferPointer { new in
        let limit = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < limit, old[prefix] == new[prefix] {
          prefix += 1
        }
        var suffix = 0
        while suffix < limit - prefix,
          old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// By `id`, content compared by value. The rows equal as values at both ends are trimmed
  /// first, so an edit in a long list reads the ids of the edited middle only.
  private static func identifiedAndCompared<Declaration: IdentifiableAndHashable>(
    _ type: Declaration.Type
  ) -> RowIdentification {
    .byDeclaration(
      key: { declaration in
        let value = declaration as! Declaration
        return DeclarationRowKey(identifier: AnyHashable(value.id), content: AnyHashable(value))
      },
      difference: { (old, new, cellKindChanged) throws(DuplicateIdentifierError) in
        let before = typed(old, as: type)
        let after = typed(new, as: type)
        let (prefix, suffix) = equalEnds(of: before, and: after)
        return try trimmed(by: prefix) { () throws(DuplicateIdentifierError) in
          try DeclarationChanges(
            from: ids(of: before, in: prefix..<before.count - suffix),
            to: ids(of: after, in: prefix..<after.count - suffix),
            compare: { source, destination in
              let (source, destination) = (source + prefix, destination + prefix)
              return before[source] == after[destination]
                ? .same
                : cellKindChanged(source, destination) ? .typeChanged : .contentChanged
            })
        }
      })
  }

  /// By `id`, content unknown: a kept row is always reconfigured (reloaded when its cell
  /// changes kind).
  private static func identified<Declaration: Identifiable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      key: { DeclarationRowKey(identifier: AnyHashable(($0 as! Declaration).id)) },
      difference: { (old, new, cellKindChanged) throws(DuplicateIdentifierError) in
        try DeclarationChanges(
          from: ids(of: typed(old, as: type)), to: ids(of: typed(new, as: type)),
          compare: { cellKindChanged($0, $1) ? .typeChanged : .contentChanged })
      })
  }

  /// By value, which is also the content: a kept row never changes. The equal ends are
  /// trimmed first, as for ``identifiedAndCompared(_:)``.
  private static func compared<Declaration: Hashable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      key: { declaration in
        let value = AnyHashable(declaration as! Declaration)
        return DeclarationRowKey(identifier: value, content: value)
      },
      difference: { (old, new, _) throws(DuplicateIdentifierError) in
        let before = typed(old, as: type)
        let after = typed(new, as: type)
        let (prefix, suffix) = equalEnds(of: before, and: after)
        return try trimmed(by: prefix) { () throws(DuplicateIdentifierError) in
          try DeclarationChanges(
            from: values(of: before, in: prefix..<before.count - suffix),
            to: values(of: after, in: prefix..<after.count - suffix), compare: { _, _ in .same })
        }
      })
  }
}
