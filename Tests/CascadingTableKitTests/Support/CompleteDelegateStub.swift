import CascadingTableKit

/// A node that answers every table method of the surface with a configurable value that differs
/// from the cascading default, and records each call with its exact arguments.
///
/// Set an answer to `nil` to make the stub answer "not answered" for that method.
@MainActor
final class CompleteDelegateStub: CascadingTableDelegate, TableDataSourcePrefetching {
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
  var canPerformPrimaryAction: Bool? = false
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
  var selectionFollowsFocus: Bool? = true
  var shouldSpringLoad: Bool? = false
  var shouldBeginMultipleSelection: Bool? = true
  var contextMenuConfiguration: TableContextMenuConfiguration? = TableContextMenuConfiguration(
    identifier: "stub-menu", actions: [TableMenuAction(title: "Copy") { _ in }])
  var itemsForBeginning: [TableDragItem]? = [TableDragItem(suggestedName: "stub-begun")]
  var itemsForAddingTo: [TableDragItem]? = [TableDragItem(suggestedName: "stub-added")]
  var dragPreviewParameters: TableDragPreviewParameters? = TableDragPreviewParameters(
    cornerRadius: 6)
  var dropPreviewParameters: TableDragPreviewParameters? = TableDragPreviewParameters(
    cornerRadius: 8)
  var dropProposal: TableDropProposal? = TableDropProposal(
    operation: .copy, intent: .insertIntoDestinationIndexPath)
  var targetedPreview: TableTargetedPreview? = TableTargetedPreview(
    cell: TableCell(reuseIdentifier: "stub-preview"))
  var dragSessionAllowsMove: Bool? = false
  var dragSessionRestricted: Bool? = true
  var canHandleDrop: Bool? = false
  var zoomView: AnyObject? = TableHeaderFooterView(reuseIdentifier: "stub-zoom")
  var shouldScrollToTop: Bool? = false

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

  /// Records a call (the generated table methods call it).
  func record(_ call: DelegateCall) {
    calls.append(call)
    journal?.append(name, call)
  }
}
