/// A value that declares a screen's cells, in display order: DataSourceKit's
/// `CellsDeclarator`.
///
/// A view state conforms and declares one cell per call of `cell`; ``cellDeclarations``
/// collects them in call order. With an `Equatable` declaration type, the state's cells are
/// tested as plain data, without a table:
///
/// ```swift
/// enum VenueRow: Hashable { case outline(String), header(String), review(String) }
///
/// struct VenueState: CellsDeclarator {
///   var reviews: [String]
///
///   func declareCells(_ cell: (VenueRow) -> Void) {
///     cell(.outline("Kaminarimon"))
///     if !reviews.isEmpty {
///       cell(.header("Reviews"))
///       for review in reviews { cell(.review(review)) }
///     }
///   }
/// }
/// ```
@MainActor
public protocol CellsDeclarator {
  /// What the conformer declares each cell as: a ``CellBinder``, or a value of your own that a
  /// ``TableViewDataSource`` maps to one.
  associatedtype CellDeclaration

  /// Declares the cells, in display order, one call of `cell` each.
  /// - Parameter cell: Receives each declaration.
  func declareCells(_ cell: (CellDeclaration) -> Void)
}

// MARK: - API

extension CellsDeclarator {
  /// The declarations ``declareCells(_:)`` makes, in call order (which is display order).
  /// - Complexity: O(*n*) in the number of declarations, plus the cost of `declareCells`.
  public var cellDeclarations: [CellDeclaration] {
    var declarations: [CellDeclaration] = []
    declareCells { declarations.append($0) }
    return declarations
  }
}
