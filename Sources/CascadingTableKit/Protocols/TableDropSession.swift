/// A drag over the table that may end in a drop (UIKit's `UIDropSession`).
///
/// ## Implementation requirements
/// - Identity is the session's: every call about one drop carries the same object.
/// - ``localDragSession`` is the drag that began in this application, or `nil` for a drag
///   from another one.
@MainActor
public protocol TableDropSession: AnyObject {
  /// The items being dragged, in order.
  var items: [TableDragItem] { get }

  /// Where the drag is, in the table's content coordinates.
  var location: TablePoint { get }

  /// The drag that began in this application, or `nil` when it came from another one.
  var localDragSession: (any TableDragSession)? { get }
}
