extension PropagatingTableDelegate {
  // MARK: - Routing by what a row returned (API.md §10)

  /// Asks the child owning the row for its context menu and, when it answers one, remembers
  /// that child as the configuration's producer, so that the menu's follow-up calls reach it.
  /// - Complexity: O(1) to route (O(log *n*) when children fill several slots); O(*k*) in the
  ///   configurations and sessions alive this node remembers when a menu is answered.
  func routeContextMenuConfiguration(
    _ tableView: any TableHost, at indexPath: TableIndexPath, point: TablePoint
  ) -> TableContextMenuConfiguration? {
    guard let child = routedChild(for: indexPath),
      let configuration = child.tableView(
        tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    else { return nil }
    producers.remember(child, producing: configuration)
    return configuration
  }

  /// Asks the child owning the row for the items of a drag beginning there and, when it gives
  /// some, remembers that child as the session's producer, so that the session's calls reach
  /// it.
  /// - Complexity: as ``routeContextMenuConfiguration(_:at:point:)``.
  func routeItemsForBeginning(
    _ tableView: any TableHost, session: any TableDragSession, at indexPath: TableIndexPath
  ) -> [TableDragItem] {
    guard let child = routedChild(for: indexPath) else { return [] }
    let items = child.tableView(tableView, itemsForBeginning: session, at: indexPath) ?? []
    if !items.isEmpty {
      producers.remember(child, producing: session)
    }
    return items
  }

  /// The child that produced `configuration`, while it is still one of this node's children.
  /// - Complexity: O(*k* + *c*) in the values remembered and the children.
  func producer(ofConfiguration configuration: TableContextMenuConfiguration)
    -> (any CascadingTableDelegate)?
  {
    remainingChild(producers.producer(of: configuration))
  }

  /// The child that began `session`, while it is still one of this node's children.
  /// - Complexity: O(*k* + *c*) in the values remembered and the children.
  func producer(ofDrag session: any TableDragSession) -> (any CascadingTableDelegate)? {
    remainingChild(producers.producer(of: session))
  }

  /// The child that began the drag a drop session carries, when the drag began in a table this
  /// tree serves (its `localDragSession`) and that child is still one of this node's; `nil`
  /// for a drag from elsewhere: the node answers the call itself.
  /// - Complexity: O(*k* + *c*) in the values remembered and the children.
  func producer(ofDrop session: any TableDropSession) -> (any CascadingTableDelegate)? {
    session.localDragSession.flatMap(producer(ofDrag:))
  }

  /// `producer` when it is still one of the children (a child removed from this node, even if
  /// alive elsewhere, no longer receives the calls keyed by what it produced).
  private func remainingChild(_ producer: AnyObject?) -> (any CascadingTableDelegate)? {
    guard let producer else { return nil }
    return childDelegatesForDifference.first { $0 === producer }
  }
}
