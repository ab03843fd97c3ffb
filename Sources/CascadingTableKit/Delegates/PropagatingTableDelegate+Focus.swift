extension PropagatingTableDelegate {
  // MARK: - Focus

  /// What ``tableView(_:shouldUpdateFocusIn:)`` answers, as its documentation describes.
  func shouldUpdateFocus(in tableView: any TableHost, context: TableFocusUpdateContext) -> Bool? {
    guard let next = context.nextFocusedIndexPath, let child = ownerChild(for: next) else {
      return true
    }
    return child.tableView(tableView, shouldUpdateFocusIn: context) ?? true
  }

  /// What ``tableView(_:didUpdateFocusIn:)`` answers, as its documentation describes.
  func tellFocusUpdated(in tableView: any TableHost, context: TableFocusUpdateContext) {
    let previous = context.previouslyFocusedIndexPath.flatMap(ownerChild(for:))
    let next = context.nextFocusedIndexPath.flatMap(ownerChild(for:))
    previous?.tableView(tableView, didUpdateFocusIn: context)
    if let next, next !== previous {
      next.tableView(tableView, didUpdateFocusIn: context)
    }
  }

  /// What ``indexPathForPreferredFocusedView(in:)`` answers, as its documentation describes.
  func firstPreferredFocusedIndexPath(in tableView: any TableHost) -> TableIndexPath? {
    for child in childDelegatesForDifference {
      if let indexPath = child.indexPathForPreferredFocusedView(in: tableView) {
        return indexPath
      }
    }
    return nil
  }
}
