/// How a ``TableViewDataSource`` identifies its rows, decided once from its declaration type
/// so that identifying a row costs no dynamic cast to a protocol.
enum RowIdentification<CellDeclaration> {
  /// Every row is identified by its declaration, with a function made for the type: an
  /// `Identifiable`'s `id`, or a `Hashable` value itself.
  case byDeclaration((CellDeclaration) -> DeclarationRowKey)
  /// A row is identified by its binder's identity (``CellBinder/id``), when it has one: the
  /// declaration itself when it is a ``CellBinder``, else the binder it maps to.
  case byBinder
}

/// Declarations identified by `id` and compared by value.
typealias IdentifiableAndHashable = Hashable & Identifiable

extension RowIdentification {
  /// The identification for the declaration type.
  /// - Complexity: O(1): a few casts of the type, once.
  static func resolve() -> RowIdentification {
    if CellDeclaration.self == CellBinder.self {
      return .byBinder
    }
    if let type = CellDeclaration.self as? any IdentifiableAndHashable.Type {
      return .byDeclaration(identifiedAndCompared(type))
    }
    if let type = CellDeclaration.self as? any Identifiable.Type {
      return .byDeclaration(identified(type))
    }
    if let type = CellDeclaration.self as? any Hashable.Type {
      return .byDeclaration(compared(type))
    }
    return .byBinder
  }

  /// Keys of declarations of a type that is `CellDeclaration`: by `id`, content the value.
  private static func identifiedAndCompared<Declaration: IdentifiableAndHashable>(
    _ type: Declaration.Type
  ) -> (CellDeclaration) -> DeclarationRowKey {
    { declaration in
      let value = declaration as! Declaration
      return DeclarationRowKey(identifier: AnyHashable(value.id), content: AnyHashable(value))
    }
  }

  /// Keys of declarations of a type that is `CellDeclaration`: by `id`, content unknown (a
  /// kept row is always reconfigured).
  private static func identified<Declaration: Identifiable>(_ type: Declaration.Type)
    -> (CellDeclaration) -> DeclarationRowKey
  {
    { declaration in
      DeclarationRowKey(identifier: AnyHashable((declaration as! Declaration).id))
    }
  }

  /// Keys of declarations of a type that is `CellDeclaration`: by value, which is also the
  /// content (a kept row never changes).
  private static func compared<Declaration: Hashable>(_ type: Declaration.Type)
    -> (CellDeclaration) -> DeclarationRowKey
  {
    { declaration in
      let value = AnyHashable(declaration as! Declaration)
      return DeclarationRowKey(identifier: value, content: value)
    }
  }
}
