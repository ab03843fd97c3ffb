/// The drag a ``HeadlessTableView`` runs from one of its rows (see
/// ``HeadlessTableView/beginDrag(fromRowAt:at:)``).
///
/// Invariants: ``items`` holds what the delegate gave, in order (`itemsForBeginning`, then
/// each `itemsForAddingTo`), and is never empty once the drag began; ``sourceIndexPath`` is
/// the row the drag began from where it is now, or `nil` once an update or a reload removed
/// it.
///
/// Not meant to be subclassed: the table makes its sessions.
@MainActor
public final class HeadlessDragSession: TableDragSession {
  /// The items being dragged, in order.
  public internal(set) var items: [TableDragItem] = []

  /// Where the drag is, in the table's content coordinates: where it began, then where the
  /// last row was added or the drop happened.
  public internal(set) var location: TablePoint

  /// Whether the drag may move its items: `true`, as for a drag within one application.
  public var allowsMoveOperation: Bool { true }

  /// The row the drag began from, where it is now, or `nil` once it was removed.
  public internal(set) var sourceIndexPath: TableIndexPath?

  /// Creates a drag from a row, with no items yet.
  init(sourceIndexPath: TableIndexPath, location: TablePoint) {
    self.sourceIndexPath = sourceIndexPath
    self.location = location
  }
}
