import CascadingTableKit

/// A bare delegate that overrides every table method by handing the call to a recording
/// stub, so a test can prove that each override is reached through the protocols.
@MainActor
final class OverridingCascadingBareTableDelegate: CascadingBareTableDelegate {
  /// Records every overridden call and supplies its answer.
  let stub = CompleteDelegateStub(name: "override")

  override func prepare(tableView: any TableHost) {
    stub.prepare(tableView: tableView)
  }

  override var differenceIdentifier: AnyHashable { "overridden" }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    false
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    stub.tableView(tableView, numberOfRowsInSection: section)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    stub.tableView(tableView, cellForRowAt: indexPath)
  }

  override func numberOfSections(in tableView: any TableHost) -> Int {
    stub.numberOfSections(in: tableView)
  }

  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  {
    stub.tableView(tableView, titleForHeaderInSection: section)
  }

  override func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int)
    -> String?
  {
    stub.tableView(tableView, titleForFooterInSection: section)
  }

  override func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    stub.tableView(tableView, canEditRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    stub.tableView(tableView, canMoveRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    stub.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  override func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    stub.sectionIndexTitles(for: tableView)
  }

  override func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    stub.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
  }

  override func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    stub.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    stub.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    stub.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    stub.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    stub.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    stub.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    stub.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    stub.tableView(tableView, heightForRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    stub.tableView(tableView, heightForHeaderInSection: section)
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    stub.tableView(tableView, heightForFooterInSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? {
    stub.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int
  ) -> Double? {
    stub.tableView(tableView, estimatedHeightForHeaderInSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, estimatedHeightForFooterInSection section: Int
  ) -> Double? {
    stub.tableView(tableView, estimatedHeightForFooterInSection: section)
  }

  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    stub.tableView(tableView, viewForHeaderInSection: section)
  }

  override func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    stub.tableView(tableView, viewForFooterInSection: section)
  }

  override func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    stub.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath
  ) -> Bool? {
    stub.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    stub.tableView(tableView, didHighlightRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath)
  {
    stub.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    stub.tableView(tableView, willSelectRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    stub.tableView(tableView, willDeselectRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    stub.tableView(tableView, didSelectRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {
    stub.tableView(tableView, didDeselectRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath
  ) -> TableCellEditingStyle? {
    stub.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? {
    stub.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  {
    stub.tableView(tableView, editActionsForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    stub.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    stub.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? {
    stub.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath
  ) {
    stub.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  override func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?)
  {
    stub.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    stub.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }

  override func tableView(
    _ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath
  ) -> Int? {
    stub.tableView(tableView, indentationLevelForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath
  ) -> Bool? {
    stub.tableView(tableView, shouldShowMenuForRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? {
    stub.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
  }

  override func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {
    stub.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
  }

  override func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    stub.tableView(tableView, canFocusRowAt: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext
  ) -> Bool? {
    stub.tableView(tableView, shouldUpdateFocusIn: context)
  }

  override func tableView(
    _ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext
  ) {
    stub.tableView(tableView, didUpdateFocusIn: context)
  }

  override func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    stub.indexPathForPreferredFocusedView(in: tableView)
  }
}
