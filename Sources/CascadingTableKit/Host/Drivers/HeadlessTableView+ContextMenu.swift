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
  /// `previewForDismissingContextMenuWithConfiguration`), then the action's handler runs. A
  /// disabled action or an index the menu does not have does nothing, and the menu stays open.
  /// With no menu open the table reports ``TableDiagnostic/noInteractionInProgress(call:)``
  /// and calls nobody.
  /// - Parameter index: The action's position in the configuration's
  ///   ``TableContextMenuConfiguration/actions``.
  /// - Returns: Whether a handler ran.
  /// - Complexity: O(1), plus the handler.
  @discardableResult
  public func chooseContextMenuAction(at index: Int) -> Bool {
    guard let menu = interactions.openMenu else {
      report(.noInteractionInProgress(call: "chooseContextMenuAction(at:)"))
      return false
    }
    guard menu.configuration.actions.indices.contains(index) else { return false }
    let action = menu.configuration.actions[index]
    guard !action.isDisabled else { return false }
    endContextMenuInteraction()
    action.handler(action)
    return true
  }

  /// Taps the open context menu's preview as a user would to commit it (to open what the
  /// preview shows), in UIKit's order: the delegate is told
  /// `willPerformPreviewActionForMenuWith` with a commit animator; then the menu closes as
  /// ``dismissContextMenu()`` closes it (`willEndContextMenuInteraction`, then
  /// `previewForDismissingContextMenuWithConfiguration`); last, the commit animator's
  /// animations, then its completions, run, as UIKit runs them at the end of the commit
  /// transition, once the menu is gone (the place to show the committed content). A tree routes
  /// every one of these calls to the leaf that returned the configuration.
  ///
  /// A delegate that closes or replaces the menu, or changes the table so that the menu's row
  /// goes away, from `willPerformPreviewActionForMenuWith` gets no closing calls for it: it
  /// is closed already. With no menu open the table reports
  /// ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Returns: Whether a menu was open, and so committed.
  /// - Complexity: O(1), plus the delegate calls and the animator's closures.
  @discardableResult
  public func commitContextMenuPreview() -> Bool {
    guard let menu = interactions.openMenu else {
      report(.noInteractionInProgress(call: "commitContextMenuPreview()"))
      return false
    }
    let animator = HeadlessContextMenuAnimator()
    delegate?.tableView(
      self, willPerformPreviewActionForMenuWith: menu.configuration, animator: animator)
    if interactions.openMenu?.configuration === menu.configuration {
      endContextMenuInteraction()
    }
    animator.run()
    return true
  }

  /// Dismisses the open context menu without choosing an action, as a tap outside it does: the
  /// menu closes, then the delegate is told `willEndContextMenuInteraction` and asked
  /// `previewForDismissingContextMenuWithConfiguration`. A menu closed by an update removing its
  /// row makes no call. With no menu open the table reports
  /// ``TableDiagnostic/noInteractionInProgress(call:)`` and calls nobody.
  /// - Returns: Whether a menu was open.
  /// - Complexity: O(1).
  @discardableResult
  public func dismissContextMenu() -> Bool {
    guard interactions.openMenu != nil else {
      report(.noInteractionInProgress(call: "dismissContextMenu()"))
      return false
    }
    return endContextMenuInteraction()
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
