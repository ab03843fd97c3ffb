/// Builds a list of cell declarations from statements: each expression declares a cell (or,
/// given an array, several), in order, and `if`, `if let`, `switch` and `for` work as in
/// ordinary code.
///
/// ```swift
/// @CellsBuilder<VenueRow>
/// func rows(reviews: [String], related: [String]) -> [VenueRow] {
///   VenueRow.outline("Kaminarimon")
///   if !reviews.isEmpty {
///     VenueRow.header("Reviews")
///     for review in reviews { VenueRow.review(review) }
///   }
///   if let first = related.first { VenueRow.related(first) }
/// }
/// ```
///
/// Use it through ``CellsBuilderDeclarator``, or with
/// ``TableViewDataSource/setCellDeclarations(animation:_:)``.
@resultBuilder
public enum CellsBuilder<CellDeclaration> {
  /// Declares one cell.
  /// - Parameter declaration: The cell's declaration.
  /// - Returns: It, as a list.
  public static func buildExpression(_ declaration: CellDeclaration) -> [CellDeclaration] {
    [declaration]
  }

  /// Declares several cells, in order.
  /// - Parameter declarations: The cells' declarations.
  /// - Returns: Them.
  public static func buildExpression(_ declarations: [CellDeclaration]) -> [CellDeclaration] {
    declarations
  }

  /// Joins the cells of consecutive statements, in order.
  /// - Parameter components: Each statement's cells.
  /// - Returns: All of them.
  public static func buildBlock(_ components: [CellDeclaration]...) -> [CellDeclaration] {
    components.flatMap { $0 }
  }

  /// The cells of an `if` (or `if let`) without `else`: none when it did not run.
  /// - Parameter component: The cells, or `nil`.
  /// - Returns: The cells, or an empty list.
  public static func buildOptional(_ component: [CellDeclaration]?) -> [CellDeclaration] {
    component ?? []
  }

  /// The cells of the first branch of an `if`–`else` or a `switch`.
  /// - Parameter component: The branch's cells.
  /// - Returns: Them.
  public static func buildEither(first component: [CellDeclaration]) -> [CellDeclaration] {
    component
  }

  /// The cells of the second branch of an `if`–`else` or a `switch`.
  /// - Parameter component: The branch's cells.
  /// - Returns: Them.
  public static func buildEither(second component: [CellDeclaration]) -> [CellDeclaration] {
    component
  }

  /// The cells of every iteration of a `for` loop, in order.
  /// - Parameter components: Each iteration's cells.
  /// - Returns: All of them.
  public static func buildArray(_ components: [[CellDeclaration]]) -> [CellDeclaration] {
    components.flatMap { $0 }
  }

  /// The cells of an `if #available` branch.
  /// - Parameter component: The branch's cells.
  /// - Returns: Them.
  public static func buildLimitedAvailability(_ component: [CellDeclaration])
    -> [CellDeclaration]
  {
    component
  }
}
