/// The interactions a user holds open over a table's rows besides a swipe: a context menu
/// and a drag.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; the
/// delegate calls that open, use and end an interaction stay with the table's drivers.
///
/// Invariants: at most one context menu is open and at most one drag is in progress; the
/// menu's row and the drag's ``HeadlessDragSession/sourceIndexPath`` name rows of the
/// table's current counts, where they are now: a change of positions goes through
/// ``remap(rows:)`` (a menu whose row goes away closes; a drag whose source row goes away
/// goes on without a source), a reload through ``endAllRows()``.
@MainActor
struct InteractionState {
  /// The open context menu, or `nil`.
  private(set) var openMenu: OpenContextMenu?

  /// The drag in progress, or `nil`.
  private(set) var drag: HeadlessDragSession?

  /// Opens a context menu, closing any other.
  mutating func openMenu(_ menu: OpenContextMenu) {
    openMenu = menu
  }

  /// Closes the open context menu.
  /// - Returns: The menu closed, or `nil` when none was open.
  mutating func closeMenu() -> OpenContextMenu? {
    defer { openMenu = nil }
    return openMenu
  }

  /// Starts a drag, replacing any other.
  mutating func beginDrag(_ session: HeadlessDragSession) {
    drag = session
  }

  /// Ends the drag in progress.
  /// - Returns: The drag ended, or `nil` when none was in progress.
  mutating func endDrag() -> HeadlessDragSession? {
    defer { drag = nil }
    return drag
  }

  /// Carries the menu's row and the drag's source across a change of positions.
  mutating func remap(rows rowMap: (TableIndexPath) -> TableIndexPath?) {
    if let menu = openMenu {
      if let moved = rowMap(menu.indexPath) {
        openMenu?.indexPath = moved
      } else {
        openMenu = nil
      }
    }
    if let source = drag?.sourceIndexPath {
      drag?.sourceIndexPath = rowMap(source)
    }
  }

  /// Forgets every row a reload may have changed: the menu closes, the drag loses its
  /// source row.
  mutating func endAllRows() {
    openMenu = nil
    drag?.sourceIndexPath = nil
  }
}
