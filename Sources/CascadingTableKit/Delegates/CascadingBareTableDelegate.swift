/// A plain node of a delegate tree that answers nothing by itself: the class to subclass for a
/// hand-written row delegate, or a section delegate with rows of its own.
///
/// It stores ``index`` and ``childDelegates`` exactly as given (it neither re-indexes nor
/// re-parents children, as in the original; call ``CascadingTableDelegate/validateChildDelegates()``
/// yourself if you need that), forwards ``prepare(tableView:)`` to its children, reports 0 rows
/// and a new empty cell, and answers every other table method with "not answered".
///
/// Invariant: ``index`` and ``parentDelegate`` read their own storage, which only a parent
/// re-synchronising a node whose class is exactly this one writes around the accessors, so an
/// override of either accessor sees every write.
///
/// ## Subclassing
/// Override the methods your row or section answers. Every table method is an `open` member,
/// so an override is reached through the protocol. Calling `super` is never required.
@MainActor
open class CascadingBareTableDelegate: CascadingTableDelegate, TableDataSourcePrefetching {
  /// The node's position in its parent's ``childDelegates``. Its parent keeps it up to date.
  ///
  /// An override sees every write a parent makes: a parent skips the accessor only for a node
  /// whose class is exactly this one, which no override can reach.
  open var index: Int {
    get { storedIndex }
    set { storedIndex = newValue }
  }

  /// The storage of ``index``, read and written by its accessors; final so that a parent
  /// re-synchronising a node of exactly this class writes it without a dynamic call (see
  /// `PropagatingTableDelegate.synchronizeChildren(keptAtEnds:readingLayout:)`).
  @exclusivity(unchecked) final var storedIndex: Int

  // The fields a parent reads or writes in every child it re-synchronises after an edit
  // (`storedIndex` and `bookkeeping`) are declared first, next to the type metadata the
  // parent reads too: the pass then touches the object's first 32 bytes (at 10^6 children
  // the pass is bound by memory traffic).

  /// The parent's serial, the update mark and two flags, in eight bytes (see
  /// ``ChildBookkeeping``), so that the instance fits a 64-byte block of the allocator.
  @exclusivity(unchecked) final var bookkeeping = ChildBookkeeping()

  /// The serial of the ``PropagatingTableDelegate`` that last made itself this node's parent,
  /// or 0 once ``parentDelegate`` was written since (see ``NodeSerial``).
  final var parentSerial: UInt64 {
    @inline(__always) get { bookkeeping.parentSerial }
    @inline(__always) set { bookkeeping.parentSerial = newValue }
  }

  /// What the node said about a change it made in place (see ``setNeedsUpdate(identifierChanged:)``).
  final var updateMark: UpdateMark {
    get { bookkeeping.updateMark }
    set { bookkeeping.updateMark = newValue }
  }

  /// Whether the node is listed in its parent's changed children.
  final var isListedInParent: Bool {
    get { bookkeeping.isListedInParent }
    set { bookkeeping.isListedInParent = newValue }
  }

  /// Set by this class's own ``span``: a node whose class does not override it fills one row
  /// whatever its data, so a reload need not read its span again.
  final var answeredDefaultSpan: Bool {
    @inline(__always) get { bookkeeping.answeredDefaultSpan }
    @inline(__always) set { bookkeeping.answeredDefaultSpan = newValue }
  }

  /// The node's children, stored as given. Held strongly.
  open var childDelegates: [any CascadingTableDelegate]

  /// The node holding this one, or `nil`. Held weakly.
  ///
  /// An override sees every write a parent makes: a parent skips the accessor only for a node
  /// whose class is exactly this one. Declared `weak`, as the original's, so that an override
  /// declared `override weak var` still compiles.
  open weak var parentDelegate: (any CascadingTableDelegate)? {
    get { storedParent }
    set {
      parentSerial = 0
      storedParent = newValue
    }
  }

  /// The weak storage of ``parentDelegate``, whose setter also resets ``parentSerial``; final
  /// so that a parent re-synchronising a node of exactly this class assigns it without the
  /// setter's call, which takes its new value owned (a strong retain and release of the parent
  /// around each call, on the slow path of an object with a weak side table). A direct write
  /// must reset or stamp ``parentSerial`` itself, as the setter does.
  final weak var storedParent: (any CascadingTableDelegate)?

  /// Records the rows as the ones the table was told, for the kinds of node that keep such a
  /// record (``TableViewDataSource`` overrides it); nothing here. Called by a parent when the
  /// table reads the node's row count.
  /// - Returns: Whether the node keeps such a record.
  func noteRowsShown() -> Bool { false }

  /// Creates a node storing the index and children exactly as given.
  /// - Parameters:
  ///   - index: The node's position in its parent.
  ///   - childDelegates: The node's children; neither re-indexed nor re-parented.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.storedIndex = index
    self.childDelegates = childDelegates
  }

  /// Creates a node with no children, at position 0 until a parent indexes it.
  public convenience init() {
    self.init(index: 0, childDelegates: [])
  }

  /// Forwards the call to every child, in order.
  ///
  /// Override to register cells; call `super` if the node has children to prepare.
  /// - Parameter tableView: The table the tree will serve.
  /// - Complexity: O(*n*) in the number of children, plus their own preparation.
  open func prepare(tableView: any TableHost) {
    for child in childDelegates {
      child.prepare(tableView: tableView)
    }
  }

  // MARK: - Identity

  /// What makes this node the same row or section across a change of the tree.
  ///
  /// Returns `ObjectIdentifier(self)`: the instance is its own identity. Override to identify
  /// the node by its model (an id), so a new node for the same model is a kept row, not a
  /// delete and an insert. Calling `super` is not required.
  /// - Complexity: O(1).
  open var differenceIdentifier: AnyHashable { ObjectIdentifier(self) }

  /// Whether this node shows the same content as `source`, the node it replaces under the same
  /// identifier.
  ///
  /// Returns `source === self`. Override to compare models, so that a replacement with equal
  /// content is not reconfigured. Calling `super` is not required.
  /// - Parameter source: The node this one replaces.
  /// - Returns: Whether the content is the same.
  /// - Complexity: O(1).
  open func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    source === self
  }

  // MARK: - Span

  /// How many consecutive rows (or sections) of its parent the node fills: 1.
  ///
  /// Override to make the node a *block* answering several rows from its own data; it finds
  /// its own row as `indexPath.row - tableRange.lowerBound`. A transaction cannot pair a
  /// block's rows one by one: they are reloaded when its span or content changed, so call
  /// ``setNeedsUpdate(identifierChanged:)`` after changing its data. Calling `super` is not
  /// required. See <doc:ComposingSectionsFromGroups>.
  /// - Complexity: O(1).
  open var span: Int {
    answeredDefaultSpan = true
    return 1
  }

  /// The rows of the node as a transaction compares them when its parent's section holds
  /// groups: one row delegate, or the rows of a block. ``TableViewDataSource`` answers its
  /// declarations.
  func appendLeafRows(to leaves: inout [LeafRow]) {
    let span = self.span
    if span == 1 {
      leaves.append(.node(self))
      return
    }
    for offset in 0..<max(span, 0) {
      leaves.append(.block(self, offset: offset, span: span))
    }
  }

  /// Whether the node is a group of rows whose rows a section's difference lists one by one
  /// (a ``TableViewDataSource`` under a `.row`-mode node); `false` here. A class overriding it
  /// conforms to ``RowGroupOverriding``.
  var isRowGroup: Bool { false }

  // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)

  // MARK: Data source

  /// The number of rows in a section. Returns 0; override to report rows.
  open func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell for a row. Returns a new, empty ``TableCell`` on every call; override to dequeue and
  /// configure one.
  open func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  { TableCell() }

  /// The number of sections. Returns 1, as UIKit assumes. Override to answer; calling `super` is
  /// not required.
  open func numberOfSections(in tableView: any TableHost) -> Int { 1 }

  /// The title of a section's header. Returns `nil`: no header title. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The title of a section's footer. Returns `nil`: no footer title. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Whether a row can be edited. Returns `nil`: not answered. Override to answer; calling `super`
  /// is not required.
  open func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? {
    nil
  }

  /// Whether a row can be moved. Returns `nil`: not answered. Override to answer; calling `super`
  /// is not required.
  open func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool? {
    nil
  }

  /// Commits the insertion or deletion of a row the user asked for. Does nothing. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {}

  /// The titles of the section index. Returns `nil`: no section index. Override to answer; calling
  /// `super` is not required.
  open func sectionIndexTitles(for tableView: any TableHost) -> [String]? { nil }

  /// The section a section-index title leads to. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? { nil }

  /// Tells the data source that the user moved a row. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {}

  // MARK: Display

  /// Tells that a row's cell is about to enter the viewport. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {}

  /// Tells that a section's header view is about to enter the viewport. Does nothing. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Tells that a section's footer view is about to enter the viewport. Does nothing. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Tells that a row's cell left the viewport. Does nothing. Override to answer; calling `super`
  /// is not required.
  open func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {}

  /// Tells that a section's header view left the viewport. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  /// Tells that a section's footer view left the viewport. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {}

  // MARK: Heights

  /// The height of a row. Returns `nil`: not answered. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { nil }

  /// The height of a section's header. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double?
  { nil }

  /// The height of a section's footer. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double?
  { nil }

  /// The estimated height of a row. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  { nil }

  /// The estimated height of a section's header. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  { nil }

  /// The estimated height of a section's footer. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  { nil }

  // MARK: Header and footer views

  /// The view of a section's header. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  { nil }

  /// The view of a section's footer. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  { nil }

  // MARK: Selection

  /// Tells that the user tapped a row's accessory button. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {}

  /// Whether a row highlights when touched. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Tells that a row was highlighted. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {}

  /// Tells that a row lost its highlight. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {}

  /// The row to select instead of the tapped one, or `nil` to veto. Returns `indexPath`: no veto
  /// and no redirect. Override to answer; calling `super` is not required.
  open func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  { indexPath }

  /// The row to deselect instead of the given one, or `nil` to veto. Returns `indexPath`: no veto
  /// and no redirect. Override to answer; calling `super` is not required.
  open func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  { indexPath }

  /// Tells that a row was selected. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {}

  /// Tells that a row was deselected. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {}

  /// Whether selecting a row performs its primary action. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, canPerformPrimaryActionForRowAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// Tells a row to perform its primary action. Does nothing. Override to answer; calling `super`
  /// is not required.
  open func tableView(
    _ tableView: any TableHost, performPrimaryActionForRowAt indexPath: TableIndexPath
  ) {}

  // MARK: Editing

  /// The editing control of a row. Returns `nil`: not answered. Override to answer; calling `super`
  /// is not required.
  open func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  { nil }

  /// The title of a row's delete confirmation button. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? { nil }

  /// The legacy swipe actions of a row. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  { nil }

  /// The actions shown when a row is swiped from its leading edge. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? { nil }

  /// The actions shown when a row is swiped from its trailing edge. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? { nil }

  /// Whether a row's content indents in editing mode. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// Tells that the user is about to edit a row by swiping it. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath) {
  }

  /// Tells that swipe editing of a row ended. Does nothing. Override to answer; calling `super` is
  /// not required.
  open func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {}

  // MARK: Moving and indentation

  /// Where a row being moved will go, given where the user proposes. Returns
  /// `proposedDestinationIndexPath`: the move goes where the user proposes. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath { proposedDestinationIndexPath }

  /// The indentation level of a row. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath
  ) -> Int? { nil }

  // MARK: Copy and paste

  /// Whether a row shows the edit menu. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Whether a row can perform an edit-menu action. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? { nil }

  /// Tells a row to perform an edit-menu action. Does nothing. Override to answer; calling `super`
  /// is not required.
  open func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {}

  // MARK: Focus

  /// Whether a row can take focus. Returns `nil`: not answered. Override to answer; calling `super`
  /// is not required.
  open func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool?
  { nil }

  /// Whether focus may move as described. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext
  ) -> Bool? { nil }

  /// Tells that focus moved as described. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext)
  {}

  /// Tells that focus moved as described, with a coordinator to animate alongside the move. Does
  /// nothing. Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext,
    with coordinator: TableFocusAnimationCoordinator
  ) {}

  /// Whether moving focus to a row selects it. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, selectionFollowsFocusForRowAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// The row that should take focus first. Returns `nil`: not answered. Override to answer; calling
  /// `super` is not required.
  open func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? { nil }

  // MARK: Spring loading

  /// Whether a drag hovering over a row springs it open. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, shouldSpringLoadRowAt indexPath: TableIndexPath,
    with context: any TableSpringLoadedInteractionContext
  ) -> Bool? { nil }

  // MARK: Multiple selection

  /// Whether a two-finger pan starting at a row begins selecting several rows. Returns `nil`: not
  /// answered. Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) -> Bool? { nil }

  /// Tells that selecting several rows began at a row. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath
  ) {}

  // MARK: Context menus

  /// The context menu of a row, asked when the user presses it long. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? { nil }

  // MARK: Drag

  /// The items a drag starting at a row carries. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, itemsForBeginning session: any TableDragSession,
    at indexPath: TableIndexPath
  ) -> [TableDragItem]? { nil }

  /// The items a row adds to a drag in progress when the user taps it. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, itemsForAddingTo session: any TableDragSession,
    at indexPath: TableIndexPath, point: TablePoint
  ) -> [TableDragItem]? { nil }

  /// How the preview of a row being dragged is drawn. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, dragPreviewParametersForRowAt indexPath: TableIndexPath
  ) -> TableDragPreviewParameters? { nil }

  // MARK: Drop

  /// How the preview of items dropped into a row is drawn. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, dropPreviewParametersForRowAt indexPath: TableIndexPath
  ) -> TableDragPreviewParameters? { nil }

  /// What a drop at the place a drag moved to would do. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, dropSessionDidUpdate session: any TableDropSession,
    withDestinationIndexPath destinationIndexPath: TableIndexPath?
  ) -> TableDropProposal? { nil }

  /// Tells the delegate to incorporate the dropped items. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, performDropWith coordinator: any TableDropCoordinator
  ) {}

  // MARK: Context menu interaction

  /// The preview a context menu opening highlights. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost,
    previewForHighlightingContextMenuWithConfiguration configuration: TableContextMenuConfiguration
  ) -> TableTargetedPreview? { nil }

  /// The preview a context menu closing returns to. Returns `nil`: not answered. Override to
  /// answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost,
    previewForDismissingContextMenuWithConfiguration configuration: TableContextMenuConfiguration
  ) -> TableTargetedPreview? { nil }

  /// Tells that a context menu is about to appear. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(
    _ tableView: any TableHost, willDisplayContextMenu configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {}

  /// Tells that a context menu is about to close. Does nothing. Override to answer; calling `super`
  /// is not required.
  open func tableView(
    _ tableView: any TableHost,
    willEndContextMenuInteraction configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {}

  /// Tells that the user committed a context menu's preview. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost,
    willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration,
    animator: any TableContextMenuInteractionAnimating
  ) {}

  // MARK: Drag session

  /// Tells that a drag is about to begin, its items given. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, dragSessionWillBegin session: any TableDragSession
  ) {}

  /// Tells that a drag ended, dropped or not. Does nothing. Override to answer; calling `super` is
  /// not required.
  open func tableView(_ tableView: any TableHost, dragSessionDidEnd session: any TableDragSession) {
  }

  /// Whether a drop of the drag may move its rows. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, dragSessionAllowsMoveOperation session: any TableDragSession
  ) -> Bool? { nil }

  /// Whether the drag may only be dropped in this application. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost,
    dragSessionIsRestrictedToDraggingApplication session: any TableDragSession
  ) -> Bool? { nil }

  // MARK: Drop session

  /// Whether the table can take the items of a drag over it. Returns `nil`: not answered. Override
  /// to answer; calling `super` is not required.
  open func tableView(_ tableView: any TableHost, canHandle session: any TableDropSession) -> Bool?
  { nil }

  /// Tells that a drag entered the table. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func tableView(_ tableView: any TableHost, dropSessionDidEnter session: any TableDropSession)
  {}

  /// Tells that a drag left the table without a drop. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func tableView(_ tableView: any TableHost, dropSessionDidExit session: any TableDropSession)
  {}

  /// Tells that a drag over the table ended, dropped or not. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func tableView(_ tableView: any TableHost, dropSessionDidEnd session: any TableDropSession) {
  }

  // MARK: Table-wide: scroll view

  /// Tells that the content moved: a drag, a deceleration, an animation or a new `contentOffset`.
  /// Does nothing. Override to answer; calling `super` is not required.
  open func scrollViewDidScroll(_ scrollView: any TableHost) {}

  /// Tells that the zoom scale changed. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func scrollViewDidZoom(_ scrollView: any TableHost) {}

  /// Tells that the user began dragging the content. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func scrollViewWillBeginDragging(_ scrollView: any TableHost) {}

  /// Tells that the user lifted the finger, and lets the delegate choose where the content stops.
  /// Does nothing. Override to answer; calling `super` is not required.
  open func scrollViewWillEndDragging(
    _ scrollView: any TableHost, withVelocity velocity: TablePoint,
    targetContentOffset: inout TablePoint
  ) {}

  /// Tells that the user ended dragging the content. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func scrollViewDidEndDragging(_ scrollView: any TableHost, willDecelerate decelerate: Bool) {
  }

  /// Tells that the content begins slowing down after a drag. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func scrollViewWillBeginDecelerating(_ scrollView: any TableHost) {}

  /// Tells that the content stopped after slowing down. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func scrollViewDidEndDecelerating(_ scrollView: any TableHost) {}

  /// Tells that an animated scroll the program asked for ended. Does nothing. Override to answer;
  /// calling `super` is not required.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: any TableHost) {}

  /// The view to scale when the user zooms. Returns `nil`: not answered. Override to answer;
  /// calling `super` is not required.
  open func viewForZooming(in scrollView: any TableHost) -> AnyObject? { nil }

  /// Tells that zooming the content is about to begin. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func scrollViewWillBeginZooming(_ scrollView: any TableHost, with view: AnyObject?) {}

  /// Tells that zooming the content ended. Does nothing. Override to answer; calling `super` is not
  /// required.
  open func scrollViewDidEndZooming(
    _ scrollView: any TableHost, with view: AnyObject?, atScale scale: Double
  ) {}

  /// Whether a tap on the status bar scrolls the content to the top. Returns `nil`: not answered.
  /// Override to answer; calling `super` is not required.
  open func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool? { nil }

  /// Tells that the content scrolled to the top after a tap on the status bar. Does nothing.
  /// Override to answer; calling `super` is not required.
  open func scrollViewDidScrollToTop(_ scrollView: any TableHost) {}

  /// Tells that the insets around the content changed. Does nothing. Override to answer; calling
  /// `super` is not required.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: any TableHost) {}

  // MARK: Table-wide: multiple selection

  /// Tells that the user stopped selecting several rows with a two-finger pan. Does nothing.
  /// Override to answer; calling `super` is not required.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableHost) {}

  // MARK: Prefetching

  /// Tells that the table expects to display these rows soon, so their data can start loading. Does
  /// nothing. Override to load; calling `super` is not required.
  open func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {}

  /// Tells that the table no longer expects to display these rows soon, so loading their data can
  /// stop. Does nothing. Override to answer; calling `super` is not required.
  open func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {}

  // End of the generated table members.
}
