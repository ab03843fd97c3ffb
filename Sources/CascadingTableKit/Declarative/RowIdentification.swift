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
  private static func ids<Declaration: Identifiable>(of values: [Declaration])
    -> [Declaration.ID]
  {
    values.withUnsafeBufferPointer { buffer in
      var ids: [Declaration.ID] = []
      ids.reserveCapacity(buffer.count)
      for position in buffer.indices {
        ids.append(buffer[position].id)
      }
      return ids
    }
  }

  /// By `id`, content compared by value.
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
        return try DeclarationChanges(
          from: ids(of: before), to: ids(of: after),
          compare: {
            before[$0] == after[$1]
              ? .same : cellKindChanged($0, $1) ? .typeChanged : .contentChanged
          })
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

  /// By value, which is also the content: a kept row never changes.
  private static func compared<Declaration: Hashable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      key: { declaration in
        let value = AnyHashable(declaration as! Declaration)
        return DeclarationRowKey(identifier: value, content: value)
      },
      difference: { (old, new, _) throws(DuplicateIdentifierError) in
        try DeclarationChanges(
          from: typed(old, as: type), to: typed(new, as: type), compare: { _, _ in .same })
      })
  }
}
