import CascadingTableKit

/// A row of the promise suite's trees: its cell and height follow its identity.
@MainActor
final class PromiseRow: CascadingBareTableDelegate, PromiseNode {
  let promiseID: Int
  let version: Int

  init(id: Int, version: Int) {
    promiseID = id
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? PromiseRow)?.version == version
  }

  /// Callbacks a test can hook to act from inside a row's `cellForRowAt`, `willDisplay`,
  /// `didEndDisplaying` and `heightForRowAt`, the calls the table's user drivers make on it
  /// (highlight, `willSelectRowAt`, `didSelectRowAt`, primary action, accessory button, editing
  /// commit) and `scrollViewDidScroll` (each hook runs once); `nil` when no test listens. The
  /// row answers as its superclass does, hooked or not.
  static var hooks: CallbackHooks?

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    Self.hooks?.fire(.cellForRow, at: indexPath)
    return tableView.promiseCell("row \(promiseID) v\(version)", for: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.willDisplay, at: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.didEndDisplaying, at: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    Self.hooks?.fire(.heightForRow, at: indexPath)
    return PromiseModelNode.rowHeight(id: promiseID)
  }

  override func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    Self.hooks?.fire(.didHighlight, at: indexPath)
  }

  override func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    Self.hooks?.fire(.willSelect, at: indexPath)
    return super.tableView(tableView, willSelectRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    Self.hooks?.fire(.didSelect, at: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, performPrimaryActionForRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.primaryAction, at: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.accessoryButton, at: indexPath)
  }

  /// Deletable while a test hooks `.commit`, so that the editing control commits; else as the
  /// superclass answers.
  override func tableView(
    _ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath
  )
    -> TableCellEditingStyle?
  {
    Self.hooks?.isHooked(.commit) == true
      ? .delete : super.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  /// Editable while a test hooks `.commit`, so that the editing control commits; else as the
  /// superclass answers.
  override func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    Self.hooks?.isHooked(.commit) == true
      ? true : super.tableView(tableView, canEditRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.commit, at: indexPath)
  }

  override func scrollViewDidScroll(_ scrollView: any TableHost) {
    Self.hooks?.fire(.didScroll, at: TableIndexPath(row: -1, section: -1))
  }
}
