import CascadingTableKit

/// A data source and delegate that stands between a table and a delegate tree, forwards every
/// call to the tree's root unchanged, and logs the path each call travels through the tree.
///
/// Attach the tree first, then put the proxy in the root's place:
///
/// ```swift
/// page.attach(to: table)
/// let proxy = TracingTableProxy(root: page.root) { print($0) }
/// table.dataSource = proxy
/// table.delegate = proxy
/// ```
///
/// Each line reads `heightForRowAt [3, 1]: root → section 3 (DestinationInfoListSection) → row
/// 1 (InfoRow)`. The table holds the proxy weakly: keep it.
@MainActor
public final class TracingTableProxy: TableDataSource, TableDelegate {
  /// The root every call is forwarded to.
  public let root: any CascadingTableDelegate

  private let log: @MainActor (String) -> Void

  /// Creates a proxy for a tree.
  /// - Parameters:
  ///   - root: The root every call is forwarded to.
  ///   - log: Receives one line per call.
  public init(root: any CascadingTableDelegate, log: @escaping @MainActor (String) -> Void) {
    self.root = root
    self.log = log
  }

  private func trace(_ call: String, _ indexPath: TableIndexPath) {
    log("\(call) \(indexPath): \(DelegateRoute.path(of: indexPath, from: root))")
  }

  private func trace(_ call: String, optional indexPath: TableIndexPath?) {
    guard let indexPath else { return trace(call) }
    trace(call, indexPath)
  }

  private func trace(_ call: String, section: Int) {
    log("\(call) section \(section): \(DelegateRoute.path(ofSection: section, from: root))")
  }

  private func trace(_ call: String) {
    log("\(call): root")
  }

  // MARK: - Calls about the whole table

  /// Logs the call, then forwards it to the root.
  public func numberOfSections(in tableView: any TableHost) -> Int {
    trace("numberOfSections")
    return root.numberOfSections(in: tableView)
  }

  /// Logs the call, then forwards it to the root.
  public func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    trace("sectionIndexTitles")
    return root.sectionIndexTitles(for: tableView)
  }

  /// Logs the call, then forwards it to the root.
  public func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    trace("indexPathForPreferredFocusedView")
    return root.indexPathForPreferredFocusedView(in: tableView)
  }

  // MARK: - Calls about a section or a row

  /// Logs the route of `numberOfRowsInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    trace("numberOfRowsInSection", section: section)
    return root.tableView(tableView, numberOfRowsInSection: section)
  }

  /// Logs the route of `cellForRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    trace("cellForRowAt", indexPath)
    return root.tableView(tableView, cellForRowAt: indexPath)
  }

  /// Logs the route of `titleForHeaderInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String?
  {
    trace("titleForHeaderInSection", section: section)
    return root.tableView(tableView, titleForHeaderInSection: section)
  }

  /// Logs the route of `titleForFooterInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String?
  {
    trace("titleForFooterInSection", section: section)
    return root.tableView(tableView, titleForFooterInSection: section)
  }

  /// Logs the route of `canEditRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool?
  {
    trace("canEditRowAt", indexPath)
    return root.tableView(tableView, canEditRowAt: indexPath)
  }

  /// Logs the route of `canMoveRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool?
  {
    trace("canMoveRowAt", indexPath)
    return root.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// Logs the route of `commit`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    trace("commit", indexPath)
    root.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  /// Logs the route of `sectionForSectionIndexTitle`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    trace("sectionForSectionIndexTitle")
    return root.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
  }

  /// Logs the route of `moveRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    trace("moveRowAt", sourceIndexPath)
    root.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  /// Logs the route of `willDisplay`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    trace("willDisplay", indexPath)
    root.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// Logs the route of `willDisplayHeaderView`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    trace("willDisplayHeaderView", section: section)
    root.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Logs the route of `willDisplayFooterView`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    trace("willDisplayFooterView", section: section)
    root.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Logs the route of `didEndDisplaying`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    trace("didEndDisplaying", indexPath)
    root.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Logs the route of `didEndDisplayingHeaderView`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    trace("didEndDisplayingHeaderView", section: section)
    root.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  /// Logs the route of `didEndDisplayingFooterView`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    trace("didEndDisplayingFooterView", section: section)
    root.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  /// Logs the route of `heightForRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    trace("heightForRowAt", indexPath)
    return root.tableView(tableView, heightForRowAt: indexPath)
  }

  /// Logs the route of `heightForHeaderInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    trace("heightForHeaderInSection", section: section)
    return root.tableView(tableView, heightForHeaderInSection: section)
  }

  /// Logs the route of `heightForFooterInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    trace("heightForFooterInSection", section: section)
    return root.tableView(tableView, heightForFooterInSection: section)
  }

  /// Logs the route of `estimatedHeightForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? {
    trace("estimatedHeightForRowAt", indexPath)
    return root.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }

  /// Logs the route of `estimatedHeightForHeaderInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    trace("estimatedHeightForHeaderInSection", section: section)
    return root.tableView(tableView, estimatedHeightForHeaderInSection: section)
  }

  /// Logs the route of `estimatedHeightForFooterInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  {
    trace("estimatedHeightForFooterInSection", section: section)
    return root.tableView(tableView, estimatedHeightForFooterInSection: section)
  }

  /// Logs the route of `viewForHeaderInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    trace("viewForHeaderInSection", section: section)
    return root.tableView(tableView, viewForHeaderInSection: section)
  }

  /// Logs the route of `viewForFooterInSection`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    trace("viewForFooterInSection", section: section)
    return root.tableView(tableView, viewForFooterInSection: section)
  }

  /// Logs the route of `accessoryButtonTappedForRowWith`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    trace("accessoryButtonTappedForRowWith", indexPath)
    root.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  /// Logs the route of `shouldHighlightRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    trace("shouldHighlightRowAt", indexPath)
    return root.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// Logs the route of `didHighlightRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    trace("didHighlightRowAt", indexPath)
    root.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// Logs the route of `didUnhighlightRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {
    trace("didUnhighlightRowAt", indexPath)
    root.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// Logs the route of `willSelectRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    trace("willSelectRowAt", indexPath)
    return root.tableView(tableView, willSelectRowAt: indexPath)
  }

  /// Logs the route of `willDeselectRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    trace("willDeselectRowAt", indexPath)
    return root.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// Logs the route of `didSelectRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    trace("didSelectRowAt", indexPath)
    root.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// Logs the route of `didDeselectRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {
    trace("didDeselectRowAt", indexPath)
    root.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// Logs the route of `editingStyleForRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  {
    trace("editingStyleForRowAt", indexPath)
    return root.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  /// Logs the route of `titleForDeleteConfirmationButtonForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? {
    trace("titleForDeleteConfirmationButtonForRowAt", indexPath)
    return root.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  /// Logs the route of `editActionsForRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  {
    trace("editActionsForRowAt", indexPath)
    return root.tableView(tableView, editActionsForRowAt: indexPath)
  }

  /// Logs the route of `leadingSwipeActionsConfigurationForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    trace("leadingSwipeActionsConfigurationForRowAt", indexPath)
    return root.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Logs the route of `trailingSwipeActionsConfigurationForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    trace("trailingSwipeActionsConfigurationForRowAt", indexPath)
    return root.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Logs the route of `shouldIndentWhileEditingRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? {
    trace("shouldIndentWhileEditingRowAt", indexPath)
    return root.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
  }

  /// Logs the route of `willBeginEditingRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath)
  {
    trace("willBeginEditingRowAt", indexPath)
    root.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  /// Logs the route of `didEndEditingRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {
    trace("didEndEditingRowAt", optional: indexPath)
    root.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  /// Logs the route of `targetIndexPathForMoveFromRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    trace("targetIndexPathForMoveFromRowAt", sourceIndexPath)
    return root.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }

  /// Logs the route of `indentationLevelForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath
  ) -> Int? {
    trace("indentationLevelForRowAt", indexPath)
    return root.tableView(tableView, indentationLevelForRowAt: indexPath)
  }

  /// Logs the route of `shouldShowMenuForRowAt`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath
  ) -> Bool? {
    trace("shouldShowMenuForRowAt", indexPath)
    return root.tableView(tableView, shouldShowMenuForRowAt: indexPath)
  }

  /// Logs the route of `canPerformAction`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? {
    trace("canPerformAction", indexPath)
    return root.tableView(
      tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
  }

  /// Logs the route of `performAction`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {
    trace("performAction", indexPath)
    root.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
  }

  /// Logs the route of `canFocusRowAt`, then forwards the call to the root.
  public func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    trace("canFocusRowAt", indexPath)
    return root.tableView(tableView, canFocusRowAt: indexPath)
  }

  /// Logs the route of `shouldUpdateFocusIn`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext
  ) -> Bool? {
    trace("shouldUpdateFocusIn", optional: context.nextFocusedIndexPath)
    return root.tableView(tableView, shouldUpdateFocusIn: context)
  }

  /// Logs the route of `didUpdateFocusIn`, then forwards the call to the root.
  public func tableView(
    _ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext
  ) {
    trace("didUpdateFocusIn", optional: context.nextFocusedIndexPath)
    root.tableView(tableView, didUpdateFocusIn: context)
  }
}
