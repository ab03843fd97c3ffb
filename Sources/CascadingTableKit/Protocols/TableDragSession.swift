/// A drag in progress (UIKit's `UIDragSession`), as the delegate methods of a drag see it.
///
/// ## Implementation requirements
/// - Identity is the session's: every call about one drag carries the same object.
/// - ``items`` grows as rows add items to the drag, in the order they were added.
@MainActor
public protocol TableDragSession: AnyObject {
  /// The items being dragged, in order.
  var items: [TableDragItem] { get }

  /// Where the drag is, in the table's content coordinates.
  var location: TablePoint { get }

  /// Whether the drag may move its items, not only copy them (UIKit's `allowsMoveOperation`).
  var allowsMoveOperation: Bool { get }
}
