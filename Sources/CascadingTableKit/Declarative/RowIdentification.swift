/// How a ``TableViewDataSource`` identifies its rows, decided once from its declaration type
/// so that identifying a row costs no dynamic cast to a protocol.
enum RowIdentification<CellDeclaration> {
  /// Every row is identified by its declaration: `key` makes a row's key for a transaction;
  /// `equalEnds`, when the declarations are `Equatable`, counts the rows equal as values at
  /// the front and at the back of two lists, which a transaction keeps without reading their
  /// keys.
  case byDeclaration(
    key: (CellDeclaration) -> DeclarationRowKey,
    equalEnds: ((_ old: [CellDeclaration], _ new: [CellDeclaration]) -> (prefix: Int, suffix: Int))?
  )
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

  /// By `id`, content compared by value. The rows equal as values at both ends are kept
  /// without reading their ids, so an edit in a long list reads the ids of the edited middle
  /// only.
  private static func identifiedAndCompared<Declaration: IdentifiableAndHashable>(
    _ type: Declaration.Type
  ) -> RowIdentification {
    .byDeclaration(
      key: { declaration in
        let value = declaration as! Declaration
        return DeclarationRowKey(identifier: AnyHashable(value.id), content: AnyHashable(value))
      },
      equalEnds: { old, new in equalEnds(of: typed(old, as: type), and: typed(new, as: type)) })
  }

  /// By `id`, content unknown: a kept row is always reconfigured (reloaded when its cell
  /// changes kind).
  private static func identified<Declaration: Identifiable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      key: { DeclarationRowKey(identifier: AnyHashable(($0 as! Declaration).id)) },
      equalEnds: nil)
  }

  /// By value, which is also the content: a kept row never changes. The equal ends are
  /// kept unread, as for ``identifiedAndCompared(_:)``.
  private static func compared<Declaration: Hashable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      key: { declaration in
        let value = AnyHashable(declaration as! Declaration)
        return DeclarationRowKey(identifier: value, content: value)
      },
      equalEnds: { old, new in equalEnds(of: typed(old, as: type), and: typed(new, as: type)) })
  }
}
