import CascadingTableKit

/// Table callbacks a test can hook to act from inside them, once.
@MainActor
final class CallbackHooks {
  /// A table callback that can run a hooked action.
  enum Callback: String, CaseIterable, Sendable {
    case cellForRow, willDisplay, didSelect, commit, didEndDisplaying, heightForRow
    /// Keyed by a row, from the table's user drivers (the promise walks' keyed calls).
    case didHighlight, willSelect, primaryAction, accessoryButton
    /// Not keyed by a row: a section's header height, a scroll of the table.
    case heightForHeader, didScroll
    /// Not keyed by a row: a section's header view and footer title (asked while the table
    /// lays out automatic header and footer heights), the section index's titles (asked while
    /// the table loads or applies a batch that changes sections), and the section a title of
    /// the index leads to (asked when the user taps it).
    case viewForHeader, titleForFooter, sectionIndexTitles, sectionForIndexTitle
  }

  /// Whether the hooked nodes that can answer them also answer header and footer titles and
  /// section index titles (the promise walks' table-wide calls; see
  /// `PromiseBatchWalk.headerAndIndexCalls`). Off by default: the nodes answer as their
  /// superclasses do.
  var answersHeadersAndIndex = false

  private var pending: [Callback: (TableIndexPath) -> Void] = [:]

  /// Runs `action` the next time `callback` reaches a hooked node (once).
  func hook(_ callback: Callback, _ action: @escaping (TableIndexPath) -> Void) {
    pending[callback] = action
  }

  /// Whether a hook waits for `callback`.
  func isHooked(_ callback: Callback) -> Bool {
    pending[callback] != nil
  }

  /// Drops every hook.
  func clear() {
    pending.removeAll()
  }

  /// Runs and removes the hook of `callback`, if any.
  func fire(_ callback: Callback, at indexPath: TableIndexPath) {
    guard let action = pending.removeValue(forKey: callback) else { return }
    action(indexPath)
  }
}

/// A `.row`-mode section of ``IdentifiedRow`` nodes, identified by a model id, whose table
/// callbacks can run hooked actions.
@MainActor
final class HookedRowSection: CascadingSectionTableDelegate {
  let id: Int
  var hooks: CallbackHooks?

  init(id: Int, rows: [IdentifiedRow], hooks: CallbackHooks) {
    self.id = id
    self.hooks = hooks
    super.init(index: 0, childDelegates: rows)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }

  /// The height of the row with model id `id`: rows differ in height by identity, so a row
  /// shown at another row's height is seen.
  static func rowHeight(id: Int) -> Double { 20 + Double(id % 7) * 2 }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    hooks?.fire(.cellForRow, at: indexPath)
    return super.tableView(tableView, cellForRowAt: indexPath)
  }

  /// Each row's height follows its identity (``rowHeight(id:)``).
  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    guard indexPath.row >= 0, indexPath.row < childDelegates.count,
      let row = childDelegates[indexPath.row] as? IdentifiedRow
    else { return super.tableView(tableView, heightForRowAt: indexPath) }
    return Self.rowHeight(id: row.id)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    hooks?.fire(.willDisplay, at: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    super.tableView(tableView, didSelectRowAt: indexPath)
    hooks?.fire(.didSelect, at: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    hooks?.fire(.commit, at: indexPath)
  }
}

/// A hand-written section: it answers its rows itself from its own array of versions, so a
/// transaction cannot identify them one by one. Identified by a model id; a new instance with
/// another `version` shows other content.
@MainActor
final class HandWrittenSection: CascadingBareTableDelegate {
  let id: Int
  let version: Int
  /// How many rows it answers.
  var rowCount: Int
  var hooks: CallbackHooks?

  init(id: Int, rowCount: Int, version: Int = 0, hooks: CallbackHooks) {
    self.id = id
    self.rowCount = rowCount
    self.version = version
    self.hooks = hooks
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    rowCount = 0
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  /// What the cell of a row shows.
  func text(row: Int) -> String { "hand \(id).\(row) v\(version)" }

  /// The height of row `row` of the hand-written section with model id `id`.
  static func rowHeight(id: Int, row: Int) -> Double { 18 + Double((id + row) % 4) * 3 }

  override var differenceIdentifier: AnyHashable { id }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? HandWrittenSection)?.version == version
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    hooks?.fire(.cellForRow, at: indexPath)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: IdentifiedRow.reuseIdentifier, for: indexPath)
    cell.text = text(row: indexPath.row)
    return cell
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    hooks?.fire(.willDisplay, at: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    Self.rowHeight(id: id, row: indexPath.row)
  }
}

/// A section of declared cells (``DeclaredItem``s, which are `Identifiable & Hashable`),
/// identified by a model id.
@MainActor
final class DeclaredItemSection: TableViewDataSource<DeclaredItem> {
  let id: Int

  init(id: Int, items: [DeclaredItem]) {
    self.id = id
    super.init(binderFromDeclaration: DeclaredItem.binder(for:))
    cellDeclarations = items
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { id }
}
