/// A drop over a ``HeadlessTableView`` (see ``HeadlessTableView/drop(at:point:)``): the items
/// of the table's drag in progress, or none.
///
/// Invariants: ``items`` are the local drag's items when it has one; one session is made per
/// drop, so its identity tells one drop from another.
///
/// Not meant to be subclassed: the table makes its sessions.
@MainActor
public final class HeadlessDropSession: TableDropSession {
  /// The items being dropped, in order.
  public let items: [TableDragItem]

  /// Where the drop happens, in the table's content coordinates.
  public let location: TablePoint

  /// The table's drag in progress, or `nil` when there is none.
  public var localDragSession: (any TableDragSession)? { drag }

  /// The drag as the table made it.
  let drag: HeadlessDragSession?

  /// Creates the session of a drop of a drag (or of nothing).
  init(drag: HeadlessDragSession?, location: TablePoint) {
    self.drag = drag
    self.items = drag?.items ?? []
    self.location = location
  }
}
