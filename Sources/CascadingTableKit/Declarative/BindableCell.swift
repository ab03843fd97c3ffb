/// A cell type that states how it is registered and configured for a value: DataSourceKit's
/// `BindableCell`.
///
/// ```swift
/// final class ReviewCell: TableCell, BindableCell {
///   static func makeBinder(value: String) -> CellBinder {
///     CellBinder(
///       cellType: ReviewCell.self, registrationMethod: .class(ReviewCell.self),
///       reuseIdentifier: "Review"
///     ) { cell in
///       cell.text = value
///     }
///   }
/// }
/// ```
@MainActor
public protocol BindableCell {
  /// The value a cell of this type shows.
  associatedtype Value

  /// The binder that registers, dequeues and configures a cell of this type for a value.
  /// - Parameter value: The value the cell shows.
  /// - Returns: The binder.
  static func makeBinder(value: Value) -> CellBinder
}
