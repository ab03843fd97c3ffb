/// A ``CellsDeclarator`` that declares its cells with a ``CellsBuilder`` instead of calls.
///
/// Write ``cells`` as a list of statements; the conformance supplies
/// ``CellsDeclarator/declareCells(_:)``, so ``CellsDeclarator/cellDeclarations`` works as usual.
/// Name the declaration type with a `typealias`: Swift applies the builder to ``cells`` only
/// once it knows it.
///
/// ```swift
/// struct VenueScreenState: CellsBuilderDeclarator {
///   typealias CellDeclaration = VenueRow
///
///   var reviews: [String]
///
///   var cells: [VenueRow] {
///     VenueRow.outline("Kaminarimon")
///     if !reviews.isEmpty {
///       VenueRow.header("Reviews")
///       for review in reviews { VenueRow.review(review) }
///     }
///   }
/// }
/// ```
@MainActor
public protocol CellsBuilderDeclarator: CellsDeclarator {
  /// The declarations, in display order.
  @CellsBuilder<CellDeclaration> var cells: [CellDeclaration] { get }
}

// MARK: - Default implementations

extension CellsBuilderDeclarator {
  /// Passes each of ``cells`` to `cell`, in order.
  /// - Parameter cell: Receives each declaration.
  /// - Complexity: O(*n*) in the number of declarations, plus the cost of ``cells``.
  public func declareCells(_ cell: (CellDeclaration) -> Void) {
    for declaration in cells {
      cell(declaration)
    }
  }
}
