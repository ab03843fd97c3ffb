extension CellBinder {
  /// A copy of the binder whose row has a fixed height.
  /// - Parameter height: The row's height.
  /// - Returns: The binder, answering `heightForRowAt` with `height`.
  public func rowHeight(_ height: Double) -> CellBinder {
    var binder = self
    binder.rowHeight = height
    return binder
  }

  /// A copy of the binder whose row runs a closure when the user selects it.
  /// - Parameter action: What selecting the row does.
  /// - Returns: The binder.
  public func onSelect(_ action: @escaping @MainActor () -> Void) -> CellBinder {
    var binder = self
    binder.didSelect = action
    binder.isSelectable = true
    return binder
  }

  /// A copy of the binder whose row the user cannot highlight or select.
  /// - Returns: The binder, vetoing `willSelectRowAt` and refusing `shouldHighlightRowAt`.
  public func unselectable() -> CellBinder {
    var binder = self
    binder.isSelectable = false
    return binder
  }

  /// A copy of the binder whose row shows actions when swiped from an edge.
  /// - Parameters:
  ///   - edge: The edge the user swipes from.
  ///   - actions: The actions, in order from the swiped edge inwards.
  /// - Returns: The binder.
  public func swipeActions(_ edge: TableSwipeEdge, _ actions: [TableContextualAction])
    -> CellBinder
  {
    var binder = self
    let configuration = TableSwipeActionsConfiguration(actions: actions)
    switch edge {
    case .leading: binder.leadingSwipeActions = configuration
    case .trailing: binder.trailingSwipeActions = configuration
    }
    return binder
  }
}
