extension HeadlessTableView {
  // MARK: Context menu

  /// The row a context menu is open over, or `nil`.
  /// - Complexity: O(1).
  public var indexPathForContextMenu: TableIndexPath? { interactions.openMenu?.indexPath }

  /// The configuration of the open context menu, or `nil`.
  /// - Complexity: O(1).
  public var contextMenuConfiguration: TableContextMenuConfiguration? {
    interactions.openMenu?.configuration
  }

  /// Long-presses a row as a user would to open its context menu: the delegate is asked
  /// `contextMenuConfigurationForRowAt(_:point:)`; a configuration opens the menu over the row
  /// (closing any other), `nil` (the default) opens none.
  ///
  /// The open menu follows its row through updates and closes when an update or a reload
  /// removes it; ``renderText(width:)`` draws its actions as `{Copy} {Report}` on the row.
  /// When a menu opens, the delegate is then asked, in UIKit's order,
  /// `previewForHighlightingContextMenuWithConfiguration` and told `willDisplayContextMenu`
  /// (with an animator whose animations and completions run as soon as the call returns); a
  /// tree routes both to the leaf that returned the configuration. A delegate closing or
  /// replacing the menu from the preview call gets no `willDisplayContextMenu`.
  /// A row the table does not have reports
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` and calls nobody.
  /// - Parameters:
  ///   - indexPath: The row pressed.
  ///   - point: Where it is pressed, in the table's content coordinates.
  /// - Returns: The configuration of the menu opened, or `nil` when none opened.
  /// - Complexity: O(1), plus the delegate call.
  @discardableResult
  public func openContextMenu(
    forRowAt indexPath: TableIndexPath, at point: TablePoint = TablePoint(x: 0, y: 0)
  )
    -> TableContextMenuConfiguration?
  {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "openContextMenu(forRowAt:at:)") else { return nil }
    let press = lifecycle.generation
    guard
      let configuration = delegate?.tableView(
        self, contextMenuConfigurationForRowAt: indexPath, point: point),
      lifecycle.generation == press
    else { return nil }
    interactions.openMenu(OpenContextMenu(configuration: configuration, indexPath: indexPath))
    _ = delegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    guard interactions.openMenu?.configuration === configuration else { return configuration }
    let animator = HeadlessContextMenuAnimator()
    delegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    animator.run()
    return configuration
  }

  /// Chooses one of the open context menu's actions as a user would: the menu closes (the
  /// delegate told `willEndContextMenuInteraction`, then asked
  /// `previewForDismissingContextMenuWithConfiguration`), then the action's handler runs. A disabled action, an index the menu does not have or no open menu
  /// does nothing.
  /// - Parameter index: The action's position in the configuration's
  ///   ``TableContextMenuConfiguration/actions``.
  /// - Returns: Whether a handler ran.
  /// - Complexity: O(1), plus the handler.
  @discardableResult
  public func chooseContextMenuAction(at index: Int) -> Bool {
    guard let menu = interactions.openMenu, menu.configuration.actions.indices.contains(index)
    else { return false }
    let action = menu.configuration.actions[index]
    guard !action.isDisabled else { return false }
    endContextMenuInteraction()
    action.handler(action)
    return true
  }

  /// Dismisses the open context menu without choosing an action, as a tap outside it does: the
  /// menu closes, then the delegate is told `willEndContextMenuInteraction` and asked
  /// `previewForDismissingContextMenuWithConfiguration`. A menu closed by an update removing its
  /// row makes no call.
  /// - Returns: Whether a menu was open.
  /// - Complexity: O(1).
  @discardableResult
  public func dismissContextMenu() -> Bool {
    endContextMenuInteraction()
  }

  /// Closes the open menu, then tells the delegate, in UIKit's order:
  /// `willEndContextMenuInteraction`, then `previewForDismissingContextMenuWithConfiguration`.
  /// - Returns: Whether a menu was open.
  @discardableResult
  private func endContextMenuInteraction() -> Bool {
    guard let menu = interactions.closeMenu() else { return false }
    let animator = HeadlessContextMenuAnimator()
    delegate?.tableView(self, willEndContextMenuInteraction: menu.configuration, animator: animator)
    animator.run()
    _ = delegate?.tableView(
      self, previewForDismissingContextMenuWithConfiguration: menu.configuration)
    return true
  }
}
