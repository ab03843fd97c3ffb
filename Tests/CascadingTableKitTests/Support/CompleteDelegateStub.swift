import CascadingTableKit

/// A node that answers every one of the 50 table methods with a configurable value that differs
/// from the cascading default, and records each call with its exact arguments.
///
/// Set an answer to `nil` to make the stub answer "not answered" for that method.
@MainActor
final class CompleteDelegateStub: CascadingTableDelegate {
  var index: Int
  var childDelegates: [any CascadingTableDelegate]
  weak var parentDelegate: (any CascadingTableDelegate)?

  /// The name the stub records under in ``journal``.
  let name: String
  /// A log shared with other nodes, or `nil`.
  let journal: CallJournal?
  /// Every call received, in order.
  private(set) var calls: [DelegateCall] = []

  // MARK: Answers

  /// How many rows (or sections) the stub fills: set it to make the stub a block.
  var span = 1

  var numberOfRows = 7
  var cell = TableCell(reuseIdentifier: "stub-cell")
  var numberOfSections = 3
  var titleForHeader: String? = "Header"
  var titleForFooter: String? = "Footer"
  var canEdit: Bool? = true
  var canMove: Bool? = true
  var sectionIndexTitles: [String]?
  var sectionForSectionIndexTitle: Int?
  var heightForRow: Double? = 11
  var heightForHeader: Double? = 12
  var heightForFooter: Double? = 13
  var estimatedHeightForRow: Double? = 21
  var estimatedHeightForHeader: Double? = 22
  var estimatedHeightForFooter: Double? = 23
  var headerView: TableHeaderFooterView? = TableHeaderFooterView(reuseIdentifier: "stub-header")
  var footerView: TableHeaderFooterView? = TableHeaderFooterView(reuseIdentifier: "stub-footer")
  var shouldHighlight: Bool? = false
  var willSelect: TableIndexPath? = TableIndexPath(row: 40, section: 40)
  var willDeselect: TableIndexPath? = TableIndexPath(row: 41, section: 41)
  var editingStyle: TableCellEditingStyle? = .insert
  var titleForDeleteConfirmation: String? = "Remove"
  var editActions: [TableRowAction]? = [
    TableRowAction(style: .destructive, title: "Erase") { _, _ in }
  ]
  var leadingSwipeActions: TableSwipeActionsConfiguration? = TableSwipeActionsConfiguration(
    actions: [TableContextualAction(style: .normal, title: "Pin") { _, _ in }])
  var trailingSwipeActions: TableSwipeActionsConfiguration? = TableSwipeActionsConfiguration(
    actions: [TableContextualAction(style: .destructive, title: "Archive") { _, _ in }])
  var shouldIndentWhileEditing: Bool? = true
  var moveTarget: TableIndexPath? = TableIndexPath(row: 42, section: 42)
  var indentationLevel: Int? = 5
  var shouldShowMenu: Bool? = true
  var canPerformAction: Bool? = true
  var canFocus: Bool? = true
  var shouldUpdateFocus: Bool? = false
  var preferredFocusedIndexPath: TableIndexPath?

  /// Creates a stub recording under `name`, into `journal` too when given one.
  init(
    name: String = "complete", journal: CallJournal? = nil, index: Int = 0,
    childDelegates: [any CascadingTableDelegate] = []
  ) {
    self.name = name
    self.journal = journal
    self.index = index
    self.childDelegates = childDelegates
  }

  convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(name: "complete", journal: nil, index: index, childDelegates: childDelegates)
  }

  func prepare(tableView: any TableHost) {
    record(.prepare(tableID(tableView)))
    for child in childDelegates {
      child.prepare(tableView: tableView)
    }
  }

  /// Forgets the recorded calls.
  func resetCalls() { calls.removeAll() }

  private func record(_ call: DelegateCall) {
    calls.append(call)
    journal?.append(name, call)
  }

  // MARK: Table methods

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    record(.numberOfRows(tableID(tableView), section))
    return numberOfRows
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    record(.cellForRow(tableID(tableView), indexPath))
    return cell
  }

  func numberOfSections(in tableView: any TableHost) -> Int {
    record(.numberOfSections(tableID(tableView)))
    return numberOfSections
  }

  func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    record(.titleForHeader(tableID(tableView), section))
    return titleForHeader
  }

  func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String? {
    record(.titleForFooter(tableID(tableView), section))
    return titleForFooter
  }

  func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? {
    record(.canEdit(tableID(tableView), indexPath))
    return canEdit
  }

  func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool? {
    record(.canMove(tableID(tableView), indexPath))
    return canMove
  }

  func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    record(.commit(tableID(tableView), editingStyle, indexPath))
  }

  func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    record(.sectionIndexTitles(tableID(tableView)))
    return sectionIndexTitles
  }

  func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    record(.sectionForSectionIndexTitle(tableID(tableView), title, index))
    return sectionForSectionIndexTitle
  }

  func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    record(.moveRow(tableID(tableView), sourceIndexPath, destinationIndexPath))
  }

  func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    record(.willDisplayCell(tableID(tableView), ObjectIdentifier(cell), indexPath))
  }

  func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.willDisplayHeaderView(tableID(tableView), ObjectIdentifier(view), section))
  }

  func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.willDisplayFooterView(tableID(tableView), ObjectIdentifier(view), section))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    record(.didEndDisplayingCell(tableID(tableView), ObjectIdentifier(cell), indexPath))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.didEndDisplayingHeaderView(tableID(tableView), ObjectIdentifier(view), section))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.didEndDisplayingFooterView(tableID(tableView), ObjectIdentifier(view), section))
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    record(.heightForRow(tableID(tableView), indexPath))
    return heightForRow
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    record(.heightForHeader(tableID(tableView), section))
    return heightForHeader
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    record(.heightForFooter(tableID(tableView), section))
    return heightForFooter
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    record(.estimatedHeightForRow(tableID(tableView), indexPath))
    return estimatedHeightForRow
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    record(.estimatedHeightForHeader(tableID(tableView), section))
    return estimatedHeightForHeader
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  {
    record(.estimatedHeightForFooter(tableID(tableView), section))
    return estimatedHeightForFooter
  }

  func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    record(.viewForHeader(tableID(tableView), section))
    return headerView
  }

  func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    record(.viewForFooter(tableID(tableView), section))
    return footerView
  }

  func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    record(.accessoryButtonTapped(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    record(.shouldHighlight(tableID(tableView), indexPath))
    return shouldHighlight
  }

  func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    record(.didHighlight(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {
    record(.didUnhighlight(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    record(.willSelect(tableID(tableView), indexPath))
    return willSelect
  }

  func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    record(.willDeselect(tableID(tableView), indexPath))
    return willDeselect
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    record(.didSelect(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {
    record(.didDeselect(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  {
    record(.editingStyle(tableID(tableView), indexPath))
    return editingStyle
  }

  func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? {
    record(.titleForDeleteConfirmation(tableID(tableView), indexPath))
    return titleForDeleteConfirmation
  }

  func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  {
    record(.editActions(tableID(tableView), indexPath))
    return editActions
  }

  func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    record(.leadingSwipeActions(tableID(tableView), indexPath))
    return leadingSwipeActions
  }

  func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    record(.trailingSwipeActions(tableID(tableView), indexPath))
    return trailingSwipeActions
  }

  func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? {
    record(.shouldIndentWhileEditing(tableID(tableView), indexPath))
    return shouldIndentWhileEditing
  }

  func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath) {
    record(.willBeginEditing(tableID(tableView), indexPath))
  }

  func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {
    record(.didEndEditing(tableID(tableView), indexPath))
  }

  func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    record(
      .targetIndexPathForMove(tableID(tableView), sourceIndexPath, proposedDestinationIndexPath))
    return moveTarget ?? proposedDestinationIndexPath
  }

  func tableView(_ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath)
    -> Int?
  {
    record(.indentationLevel(tableID(tableView), indexPath))
    return indentationLevel
  }

  func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    record(.shouldShowMenu(tableID(tableView), indexPath))
    return shouldShowMenu
  }

  func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? {
    record(.canPerformAction(tableID(tableView), action, indexPath, senderID(sender)))
    return canPerformAction
  }

  func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {
    record(.performAction(tableID(tableView), action, indexPath, senderID(sender)))
  }

  func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool? {
    record(.canFocus(tableID(tableView), indexPath))
    return canFocus
  }

  func tableView(_ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext)
    -> Bool?
  {
    record(.shouldUpdateFocus(tableID(tableView), context))
    return shouldUpdateFocus
  }

  func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext) {
    record(.didUpdateFocus(tableID(tableView), context))
  }

  func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    record(.preferredFocusedIndexPath(tableID(tableView)))
    return preferredFocusedIndexPath
  }
}
