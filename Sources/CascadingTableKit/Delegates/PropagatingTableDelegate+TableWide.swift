extension PropagatingTableDelegate {
  // MARK: - Table-wide calls: the children on screen

  /// The children on screen in `host`, in the order of the tree: each child owning at least
  /// one of `host.indexPathsForVisibleRows`, once. A `.row`-mode node counts only the rows of
  /// its own section (see ``ownerChild(for:)``).
  ///
  /// The list is taken before any child is called, so a child that changes the tree from
  /// inside the call (a section loading more rows from `scrollViewDidScroll`) changes neither
  /// who receives this call nor the order; the array holds the children while the call runs.
  /// A child visible only by its header or footer (no visible row) is not counted.
  /// - Complexity: O(*v* log *n*) for *v* visible rows and *n* children (O(*v*) when each
  ///   child fills one slot); one array of the children on screen, none per row.
  func childrenOnScreen(in host: any TableHost) -> [any CascadingTableDelegate] {
    guard let visible = host.indexPathsForVisibleRows, !visible.isEmpty else { return [] }
    var onScreen: [any CascadingTableDelegate] = []
    var last: ObjectIdentifier?
    for indexPath in visible {
      guard let child = ownerChild(for: indexPath) else { continue }
      let identity = ObjectIdentifier(child)
      // Visible rows come in table order and a child's rows are consecutive, so a child
      // repeats only right after itself.
      guard identity != last else { continue }
      last = identity
      onScreen.append(child)
    }
    return onScreen
  }

  /// Passes a table-wide notification to the children on screen, in order.
  /// - Complexity: as ``childrenOnScreen(in:)``, plus the children's own work.
  func tableWide(_ host: any TableHost, _ call: (any CascadingTableDelegate) -> Void) {
    for child in childrenOnScreen(in: host) {
      call(child)
    }
  }

  /// Asks the children on screen in order and answers the first non-`nil` answer; the
  /// children after it are not asked. `nil` when none answers or none is on screen.
  /// - Complexity: as ``childrenOnScreen(in:)``, plus the children's own work.
  func firstTableWideAnswer<Answer>(
    _ host: any TableHost, _ ask: (any CascadingTableDelegate) -> Answer?
  ) -> Answer? {
    for child in childrenOnScreen(in: host) {
      if let answer = ask(child) {
        return answer
      }
    }
    return nil
  }
}
