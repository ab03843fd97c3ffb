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
    let press = generation
    guard containsReporting(indexPath, call: "performMenuAction(_:forRowAt:sender:)"),
      let source = delegate,
      source.tableView(self, shouldShowMenuForRowAt: indexPath) ?? false, generation == press,
      source.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        ?? false, generation == press
    else { return false }
    source.tableView(self, performAction: action, forRowAt: indexPath, withSender: sender)
    return true
  }

  // MARK: Focus

  /// The focused row, or `nil`.
  /// - Complexity: O(1).
  public var focusedIndexPath: TableIndexPath? { storedFocusedIndexPath }

  /// Moves focus as a focus engine would (a remote, a keyboard): to a row, `canFocusRowAt`
  /// (unanswered: `true`) must allow it; then `shouldUpdateFocusIn` with the previous and next
  /// focused rows (unanswered: `true`); then focus moves and the delegate gets
  /// `didUpdateFocusIn`. `nil` moves focus off the table (asking only `shouldUpdateFocusIn`).
  /// - Parameter indexPath: The row to focus, or `nil`.
  /// - Returns: Whether focus moved.
  @discardableResult
  public func moveFocus(to indexPath: TableIndexPath?) -> Bool {
    layoutIfNeeded()
    let source = delegate
    let move = generation
    if let indexPath {
      guard containsReporting(indexPath, call: "moveFocus(to:)"),
        source?.tableView(self, canFocusRowAt: indexPath) ?? true,
        generation == move
      else {
        return false
      }
    }
    let context = TableFocusUpdateContext(
      previouslyFocusedIndexPath: storedFocusedIndexPath, nextFocusedIndexPath: indexPath)
    guard source?.tableView(self, shouldUpdateFocusIn: context) ?? true, generation == move else {
      return false
    }
    storedFocusedIndexPath = indexPath
    source?.tableView(self, didUpdateFocusIn: context)
    return true
  }

  /// Gives focus to the table as a focus engine would: to the delegate's
  /// `indexPathForPreferredFocusedView`, else the first visible row, through
  /// ``moveFocus(to:)``.
  /// - Returns: Whether focus moved.
  @discardableResult
  public func focusPreferredRow() -> Bool {
    layoutIfNeeded()
    let preferred =
      delegate?.indexPathForPreferredFocusedView(in: self) ?? indexPathsForVisibleRows?.first
    guard let preferred else { return false }
    return moveFocus(to: preferred)
  }

  // MARK: Section index

  /// The section index titles the data source gave at the last load (or the last update
  /// that changed sections), or `nil` for no index.
  /// - Complexity: O(1) once loaded.
  public var sectionIndexTitles: [String]? {
    loadIfNeeded()
    return storedSectionIndexTitles
  }

  /// Taps a title of the section index as a user would: the data source's
  /// `sectionForSectionIndexTitle` picks the section (unanswered: the title's position), and
  /// the table scrolls that section to the top.
  /// - Parameter position: The title's position in ``sectionIndexTitles``.
  /// - Returns: The section scrolled to, or `nil` for a position out of range or a section the
  ///   table does not have.
  @discardableResult
  public func tapSectionIndexTitle(at position: Int) -> Int? {
    layoutIfNeeded()
    guard let titles = storedSectionIndexTitles, position >= 0, position < titles.count else {
      return nil
    }
    let section =
      dataSource?.tableView(self, sectionForSectionIndexTitle: titles[position], at: position)
      ?? position
    guard section >= 0 && section < sectionGeometry.count else { return nil }
    scrollToSection(section)
    return section
  }
}
