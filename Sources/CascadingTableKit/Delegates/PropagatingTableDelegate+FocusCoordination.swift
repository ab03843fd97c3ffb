extension PropagatingTableDelegate {
  // MARK: - Focus with an animation coordinator

  /// What ``tableView(_:didUpdateFocusIn:with:)`` answers, as its documentation describes: the
  /// owners of the previously and the next focused rows, in that order, once each, as
  /// ``tableView(_:didUpdateFocusIn:)`` routes.
  /// - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
  func tellFocusUpdated(
    in tableView: any TableHost, context: TableFocusUpdateContext,
    coordinator: TableFocusAnimationCoordinator
  ) {
    let previous = context.previouslyFocusedIndexPath.flatMap(ownerChild(for:))
    let next = context.nextFocusedIndexPath.flatMap(ownerChild(for:))
    previous?.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
    if let next, next !== previous {
      next.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
    }
  }
}
