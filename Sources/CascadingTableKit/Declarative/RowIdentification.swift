/// How a ``TableViewDataSource`` identifies its rows, decided once from its declaration type
/// so that identifying a row costs no dynamic cast to a protocol.
enum RowIdentification<CellDeclaration> {
  /// Every row is identified by its declaration, as the identity's closures say.
  case byDeclaration(DeclarationIdentity<CellDeclaration>)
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

  /// A declaration as `Declaration`, which is `CellDeclaration` itself (as ``resolve()`` makes
  /// it): reinterpreted without a dynamic cast when the types are identical.
  @inline(__always)
  private static func typed<Declaration>(_ declaration: CellDeclaration, as: Declaration.Type)
    -> Declaration
  {
    guard Declaration.self == CellDeclaration.self else { return declaration as! Declaration }
    return unsafeBitCast(declaration, to: Declaration.self)
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
      DeclarationIdentity(
        key: { declaration in
          let value = typed(declaration, as: type)
          return DeclarationRowKey(identifier: AnyHashable(value.id), content: AnyHashable(value))
        },
        identifier: { AnyHashable(typed($0, as: type).id) },
        sameContent: { new, old in sameValues(typed(new, as: type), typed(old, as: type)) },
        asksReuseIdentifier: true,
        difference: { old, oldRange, new, newRange in
          identifierDifference(
            // A closure, not the key path `\.id`: on a type opened at run time a key path is
            // applied through the key-path runtime, a fifth of an assignment's time.
            from: typed(old, as: type)[oldRange].map { $0.id },
            to: typed(new, as: type)[newRange].map { $0.id })
        },
        identifierColumn: identifierColumn(of: type),
        equalEnds: { old, new in equalEnds(of: typed(old, as: type), and: typed(new, as: type)) }))
  }

  /// Identification by `id` alone: a kept row is always reconfigured.
  private static func identified<Declaration: Identifiable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      DeclarationIdentity(
        key: { DeclarationRowKey(identifier: AnyHashable(typed($0, as: type).id)) },
        identifier: { AnyHashable(typed($0, as: type).id) },
        sameContent: nil,
        asksReuseIdentifier: true,
        difference: { old, oldRange, new, newRange in
          identifierDifference(
            // A closure, not the key path `\.id`: on a type opened at run time a key path is
            // applied through the key-path runtime, a fifth of an assignment's time.
            from: typed(old, as: type)[oldRange].map { $0.id },
            to: typed(new, as: type)[newRange].map { $0.id })
        },
        identifierColumn: identifierColumn(of: type),
        equalEnds: nil))
  }

  /// Identification by the whole value: a kept row is always unchanged.
  private static func compared<Declaration: Hashable>(_ type: Declaration.Type)
    -> RowIdentification
  {
    .byDeclaration(
      DeclarationIdentity(
        key: { declaration in
          let value = AnyHashable(typed(declaration, as: type))
          return DeclarationRowKey(identifier: value, content: value)
        },
        identifier: { AnyHashable(typed($0, as: type)) },
        sameContent: { _, _ in { _, _ in true } },
        asksReuseIdentifier: false,
        difference: { old, oldRange, new, newRange in
          IdentifierDifferenceBuilder.difference(
            from: typed(old, as: type)[oldRange], to: typed(new, as: type)[newRange],
            checkingEveryIdentifier: true)
        },
        identifierColumn: valueColumn(of: type),
        equalEnds: { old, new in equalEnds(of: typed(old, as: type), and: typed(new, as: type)) }))
  }

  /// The comparison of two lists' declarations with `==`, the lists captured as their type.
  /// - Complexity: O(1); each comparison O(1) plus the type's `==`.
  private static func sameValues<Declaration: Equatable>(
    _ new: [Declaration], _ old: [Declaration]
  ) -> (_ position: Int, _ oldPosition: Int) -> Bool {
    { position, oldPosition in new[position] == old[oldPosition] }
  }

  /// The reader of a typed column of the `id`s of declarations, when they are `Int`s or
  /// `String`s; `nil` otherwise. The identifier type is compared once, here.
  private static func identifierColumn<Declaration: Identifiable>(of type: Declaration.Type)
    -> (([CellDeclaration], Range<Int>) -> IdentifierColumn)?
  {
    if Declaration.ID.self == Int.self {
      return { declarations, range in
        .ints(identifiers(of: typed(declarations, as: type), in: range, as: Int.self))
      }
    }
    if Declaration.ID.self == String.self {
      return { declarations, range in
        .strings(identifiers(of: typed(declarations, as: type), in: range, as: String.self))
      }
    }
    return nil
  }

  /// The `id`s of a range of declarations whose `ID` is `Identifier` (`Int` or `String`, as
  /// ``identifierColumn(of:)`` checks): read through the array's buffer, each reinterpreted
  /// without a cast.
  /// - Complexity: O(*n*) for the *n* rows of the range: one `id` witness call each.
  private static func identifiers<Declaration: Identifiable, Identifier>(
    of declarations: [Declaration], in range: Range<Int>, as _: Identifier.Type
  ) -> [Identifier] {
    var identifiers: [Identifier] = []
    identifiers.reserveCapacity(range.count)
    declarations.withUnsafeBufferPointer { buffer in
      for position in range {
        identifiers.append(unsafeBitCast(buffer[position].id, to: Identifier.self))
      }
    }
    return identifiers
  }

  /// The reader of a typed column of declarations that are their own identifiers, when they
  /// are `Int`s or `String`s; `nil` otherwise.
  private static func valueColumn<Declaration: Hashable>(of type: Declaration.Type)
    -> (([CellDeclaration], Range<Int>) -> IdentifierColumn)?
  {
    if Declaration.self == Int.self {
      return { declarations, range in
        .ints(Array(unsafeBitCast(typed(declarations, as: type), to: [Int].self)[range]))
      }
    }
    if Declaration.self == String.self {
      return { declarations, range in
        .strings(Array(unsafeBitCast(typed(declarations, as: type), to: [String].self)[range]))
      }
    }
    return nil
  }

  /// Diffs identifiers of a type known only at run time, with the engine specialised for the
  /// most common identifier types (`Int`, `String`): the generic engine, run on a type opened
  /// from an existential, looks up type metadata for every element it hashes.
  private static func identifierDifference<ID: Hashable>(from old: [ID], to new: [ID])
    -> Result<IdentifierDifference, DuplicateIdentifierError>
  {
    if ID.self == Int.self {
      return IdentifierDifferenceBuilder.difference(
        from: unsafeBitCast(old, to: [Int].self), to: unsafeBitCast(new, to: [Int].self),
        checkingEveryIdentifier: true)
    }
    if ID.self == String.self {
      return IdentifierDifferenceBuilder.difference(
        from: unsafeBitCast(old, to: [String].self), to: unsafeBitCast(new, to: [String].self),
        checkingEveryIdentifier: true)
    }
    return IdentifierDifferenceBuilder.difference(
      from: old, to: new, checkingEveryIdentifier: true)
  }
}
