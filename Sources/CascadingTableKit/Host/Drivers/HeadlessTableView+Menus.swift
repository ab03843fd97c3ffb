extension HeadlessTableView {
  // MARK: Accessory button

  /// Taps a row's accessory button (a detail button) as a user would: the delegate gets
  /// `accessoryButtonTappedForRowWith`. Nothing happens for a row the table does not have.
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the delegate was told.
  @discardableResult
  public func tapAccessoryButton(forRowAt indexPath: TableIndexPath) -> Bool {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "tapAccessoryButton(forRowAt:)"),
      let source = delegate
    else { return false }
    source.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    return true
  }

  // MARK: Edit menu

  /// The actions the edit menu offers by default, in the order it lists them.
  public static let standardMenuActions: [TableAction] = [
    .cut, .copy, .paste, .select, .selectAll, .delete,
  ]

  /// Long-presses a row as a user would to show its edit menu: `shouldShowMenuForRowAt`
  /// (unanswered: `false`, as in UIKit), then `canPerformAction` for each candidate action
  /// (unanswered: `false`).
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - candidates: The actions to offer; ``standardMenuActions`` by default.
  /// - Returns: The actions the menu shows, in order, or `nil` when no menu shows.
  /// - Complexity: O(*c*) delegate calls for *c* candidates.
  public func showMenu(
    forRowAt indexPath: TableIndexPath, offering candidates: [TableAction] = standardMenuActions
  ) -> [TableAction]? {
    layoutIfNeeded()
    guard containsReporting(indexPath, call: "showMenu(forRowAt:offering:)"),
      let source = delegate,
      source.tableView(self, shouldShowMenuForRowAt: indexPath) ?? false
    else { return nil }
    var shown: [TableAction] = []
    for action in candidates
    where source.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: nil)
      ?? false
    {
      shown.append(action)
    }
    return shown
  }

  /// Chooses an action from a row's edit menu as a user would: `shouldShowMenuForRowAt`, then
  /// `canPerformAction` for that action, then, when both answer `true`, `performAction`.
  /// - Parameters:
  ///   - action: The action chosen.
  ///   - indexPath: The row.
  ///   - sender: Passed to the delegate unchanged.
  /// - Returns: Whether the action was performed.
  @discardableResult
  public func performMenuAction(
    _ action: TableAction, forRowAt indexPath: TableIndexPath, sender: Any? = nil
  ) -> Bool {
    layoutIfNeeded()
    let press = lifecycle.generation
    guard containsReporting(indexPath, call: "performMenuAction(_:forRowAt:sender:)"),
      let source = delegate,
      source.tableView(self, shouldShowMenuForRowAt: indexPath) ?? false,
      lifecycle.generation == press,
      source.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        ?? false, lifecycle.generation == press
    else { return false }
    source.tableView(self, performAction: action, forRowAt: indexPath, withSender: sender)
    return true
  }
}
