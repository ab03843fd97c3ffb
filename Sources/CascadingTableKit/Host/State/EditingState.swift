/// Whether a table is in editing mode, and the swipe open on one of its rows.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; the
/// delegate calls that announce a swipe's opening and closing stay with the table.
///
/// Invariants: at most one swipe is open; each opening gets a number larger than every
/// earlier one's (see ``OpenSwipe/generation``), so a caller that ran an action can tell
/// whether the swipe it opened is still the one open; an open swipe names its row where it
/// is now, or, once an update removed the row, where it was (``OpenSwipe/isRowGone``).
struct EditingState {
  /// Whether the table is in editing mode.
  private(set) var isEditing = false

  /// The swipe open on a row, or `nil`.
  private(set) var openSwipe: OpenSwipe?

  /// The number of the last swipe opened.
  private var swipeCount = 0

  /// Enters or leaves editing mode.
  mutating func setEditing(_ editing: Bool) {
    isEditing = editing
  }

  /// Opens a swipe, numbering it after every earlier one.
  mutating func open(_ swipe: OpenSwipe) {
    swipeCount += 1
    openSwipe = swipe
    openSwipe?.generation = swipeCount
  }

  /// Closes the open swipe.
  /// - Returns: The swipe closed, or `nil` when none was open.
  mutating func closeSwipe() -> OpenSwipe? {
    defer { openSwipe = nil }
    return openSwipe
  }

  /// Closes the open swipe if it is the opening numbered `generation`.
  /// - Returns: The swipe closed, or `nil` when another one (or none) is open.
  mutating func closeSwipe(opened generation: Int) -> OpenSwipe? {
    guard let current = openSwipe, current.generation == generation else { return nil }
    openSwipe = nil
    return current
  }

  /// Marks the open swipe as waiting for its tapped action's completion.
  mutating func markActionPending() {
    openSwipe?.isActionPending = true
  }

  /// Carries the open swipe across a change of positions: a row the map sends to `nil` is
  /// gone, and the swipe stays open, marked gone, until it closes.
  mutating func remap(rows rowMap: (TableIndexPath) -> TableIndexPath?) {
    guard let swipe = openSwipe, !swipe.isRowGone else { return }
    if let moved = rowMap(swipe.indexPath) {
      openSwipe?.indexPath = moved
    } else {
      openSwipe?.isRowGone = true
    }
  }
}
