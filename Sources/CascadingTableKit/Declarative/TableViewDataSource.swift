/// A node that shows a list of declared cells: DataSourceKit's `TableViewDataSource`, on the
/// tree.
///
/// Give it a way to map each declaration to a ``CellBinder`` and assign
/// ``cellDeclarations``; it reports one row per declaration and, for each cell, maps the
/// declaration to a binder, registers the binder's nib or class once per reuse identifier
/// and table (at the first cell that needs it), dequeues and configures. It can be a whole
/// table (its data source and delegate) or one section of a tree (a child of a
/// ``CascadingRootTableDelegate``): several of them make a multi-section table.
///
/// ```swift
/// let dataSource = TableViewDataSource<CellBinder>()
/// let table = HeadlessTableView()
/// table.dataSource = dataSource
/// table.delegate = dataSource
/// dataSource.cellDeclarations = [
///   CellBinder(
///     cellType: TableCell.self, registrationMethod: .class(TableCell.self),
///     reuseIdentifier: "Title"
///   ) { $0.text = "Kaminarimon" }
/// ]
/// table.reloadData()
/// ```
///
/// ## Diffed assignments
/// When the rows can be identified — declarations that are `Identifiable` (by `id`, content
/// compared when they are also `Hashable`) or `Hashable` (by value), or binders given an
/// identity with ``CellBinder/identified(by:)`` — assigning ``cellDeclarations`` on a table
/// applies the difference as one animated batch: rows inserted, deleted, moved, and kept rows
/// whose content changed reconfigured (reloaded when their cell's reuse identifier changed).
/// Otherwise (binders without an identity, as in DataSourceKit) the assignment reloads the
/// node's section, so the table always shows what was assigned; DataSourceKit's habit of
/// calling `reloadData()` afterwards still works. Inside a transaction on the tree, the change
/// joins it.
///
/// ## Rows
/// A binder can also answer its row's height (``CellBinder/rowHeight``), selection
/// (``CellBinder/isSelectable``, ``CellBinder/didSelect``) and swipe actions.
///
/// A cell of the wrong type for its binder never traps: the row keeps the unconfigured cell
/// and the table receives a ``TableDiagnostic/cellTypeMismatch(declaration:expectedCellType:actualCellType:)``.
///
/// ## Subclassing
/// Every table method is an `open` member (inherited from ``CascadingBareTableDelegate``);
/// override any to answer differently. Calling `super` is required for the ones this class
/// answers: rows and cells, `heightForRowAt`, `shouldHighlightRowAt`, `willSelectRowAt`,
/// `didSelectRowAt`, the swipe configurations and ``prepare(tableView:)``.
/// The node's rows come from its declarations; it ignores
/// ``CascadingBareTableDelegate/childDelegates`` in routing.
open class TableViewDataSource<CellDeclaration>: CascadingBareTableDelegate {
  /// Maps a declaration to its binder; `nil` when the node was made without one.
  let binderFromDeclaration: ((CellDeclaration) -> CellBinder)?

  /// How the rows are identified, decided once from the declaration type.
  let rowIdentification = RowIdentification<CellDeclaration>.resolve()

  /// The table the node last served or was prepared for. Held weakly.
  weak var servedTable: (any TableHost)?

  /// The declarations the table was last told about (see ``RowDifferencing``).
  var shownDeclarations: [CellDeclaration] = []

  /// The assignment the table was last told about, or `nil` when it was never told.
  var shownAssignment: Int?

  /// The keys of ``shownDeclarations``, once computed.
  var shownRowKeys: [DeclarationRowKey]?

  /// The identity of every row, for a transaction, computed once per assignment when first
  /// asked; `nil` until then.
  var rowKeysCache: [DeclarationRowKey]? = []

  /// The rows of the current declarations, when identified by binders, for a transaction:
  /// computed once per assignment when first asked; `nil` until then.
  var binderRowsCache: DifferenceRows?

  /// The rows of ``shownDeclarations``, when identified by binders, once computed.
  var shownBinderRows: DifferenceRows?

  /// The typed identifiers of the current declarations, when they identify themselves: read
  /// once per assignment, when a transaction first diffs most of them.
  var identifierColumn = IdentifierColumnCache()

  /// The typed identifiers of ``shownDeclarations``, once read.
  var shownIdentifierColumn = IdentifierColumnCache()

  /// Counts assignments, so that the stand-in identities of unidentifiable rows never match
  /// across them.
  var assignmentCount = 0

  /// Set while ``setCellDeclarations(_:animation:)`` assigns, so the assignment is applied
  /// with its animation and reports its updates.
  var pendingAssignment: PendingAssignment?

  /// Set while the data source reorders its declarations to match a row the table moved
  /// itself: the table already shows the new order, so it is not sent a batch.
  var isTakingTableMove = false

  /// The cells, in display order: one row per declaration.
  ///
  /// Assigning applies the difference to the table as one animated batch when the rows can be
  /// identified (see "Diffed assignments" above); otherwise it reloads the node's section.
  /// Empty at first.
  /// Overriding it requires calling `super`'s setter.
  open var cellDeclarations: [CellDeclaration] = [] {
    didSet { cellDeclarationsDidChange(from: oldValue) }
  }

  /// The animation of the rows a diffed assignment of ``cellDeclarations`` inserts, deletes
  /// and reloads. `.automatic` by default.
  open var rowAnimation: TableRowAnimation = .automatic

  /// Creates a data source that maps each declaration to a binder.
  /// - Parameter binderFromDeclaration: Makes the binder of a declaration; called for every
  ///   cell and every delegate question about a row, so keep it cheap.
  public init(binderFromDeclaration: @escaping (CellDeclaration) -> CellBinder) {
    self.binderFromDeclaration = binderFromDeclaration
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a data source at a position in a tree, without a binder mapping: declarations
  /// that are ``CellBinder``s are their own binders; any other shows a plain ``TableCell`` and
  /// reports ``TableDiagnostic/missingBinder(declaration:)``.
  /// - Parameters:
  ///   - index: The node's position in its parent.
  ///   - childDelegates: Stored as given, and not routed to: the rows come from the
  ///     declarations.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.binderFromDeclaration = nil
    super.init(index: index, childDelegates: childDelegates)
  }

  /// The number of rows the data source fills: ``cellDeclarations``'s count under a
  /// `.row`-mode node, where it is a group of its declarations; 1 elsewhere (a section under a
  /// root, or the table's own data source).
  ///
  /// Override only to change which rows are the data source's. Calling `super` is not
  /// required. See <doc:ComposingSectionsFromGroups>.
  /// - Complexity: O(1).
  open override var span: Int { isRowGroup ? cellDeclarations.count : 1 }

  /// Whether the data source is a group of its declarations, under a `.row`-mode node.
  override var isRowGroup: Bool {
    (parentDelegate as? PropagatingTableDelegate)?.mode == .row
  }

  override func appendLeafRows(to leaves: inout [LeafRow]) {
    guard isRowGroup else {
      super.appendLeafRows(to: &leaves)
      return
    }
    for key in currentRowKeys() {
      leaves.append(.declared(key))
    }
  }

  override func noteRowsShown() -> Bool {
    markShown()
    return true
  }

  /// Remembers the table, so that assignments of ``cellDeclarations`` update it, and forwards
  /// the call to the children. Calling `super` is required.
  /// - Parameter tableView: The table the node will serve.
  open override func prepare(tableView: any TableHost) {
    servedTable = tableView
    if shownAssignment == nil {
      markShown()
    }
    super.prepare(tableView: tableView)
  }

  // MARK: - Rows and cells

  /// The number of rows: ``cellDeclarations``'s count, whatever the section (as in
  /// DataSourceKit). Calling `super` is required.
  /// - Parameters:
  ///   - tableView: The table asking, which the node remembers.
  ///   - section: Ignored.
  /// - Returns: The number of declarations.
  /// - Complexity: O(1).
  open override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int)
    -> Int
  {
    servedTable = tableView
    // A section under a root is recorded by the root, which sees the count it answered.
    if !(parentDelegate is PropagatingTableDelegate)
      && PropagatingTableDelegate.isReadingCounts(tableView)
    {
      markShown()
    }
    return cellDeclarations.count
  }

  /// The cell of a row: the binder of the row's declaration registers its nib or class on the
  /// table (once per reuse identifier and table), and the cell it dequeues is configured.
  ///
  /// A row out of range gets a plain ``TableCell``; a cell of the wrong type is left
  /// unconfigured and reported (see ``TableDiagnostic``). Calling `super` is required.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row; its `row` indexes ``cellDeclarations``.
  /// - Returns: The configured cell.
  /// - Complexity: O(1) plus the binder's cost.
  open override func tableView(
    _ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath
  ) -> TableCell {
    servedTable = tableView
    return makeCell(in: tableView, at: indexPath)
  }

  // MARK: - What a declaration answers

  /// The binder's ``CellBinder/rowHeight``, or `nil` (not answered). Calling `super` is
  /// required to keep it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height, or `nil`.
  open override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    binder(forRow: indexPath)?.rowHeight
  }

  /// `false` for a row whose binder is not ``CellBinder/isSelectable``, else `nil` (not
  /// answered). Calling `super` is required to keep it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: `false`, or `nil`.
  open override func tableView(
    _ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath
  ) -> Bool? {
    binder(forRow: indexPath)?.isSelectable == false ? false : nil
  }

  /// `nil` (a veto) for a row whose binder is not ``CellBinder/isSelectable``, else the row.
  /// Calling `super` is required to keep it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row, or `nil`.
  open override func tableView(
    _ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath
  ) -> TableIndexPath? {
    binder(forRow: indexPath)?.isSelectable == false ? nil : indexPath
  }

  /// Runs the binder's ``CellBinder/didSelect``, if any. Calling `super` is required to keep
  /// it.
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The selected row.
  open override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath)
  {
    binder(forRow: indexPath)?.didSelect?()
  }

  /// The binder's ``CellBinder/leadingSwipeActions``, or `nil`. Calling `super` is required
  /// to keep it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The configuration, or `nil`.
  open override func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    binder(forRow: indexPath)?.leadingSwipeActions
  }

  /// The binder's ``CellBinder/trailingSwipeActions``, or `nil`. Calling `super` is required
  /// to keep it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The configuration, or `nil`.
  open override func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    binder(forRow: indexPath)?.trailingSwipeActions
  }

  // MARK: - Moving rows

  /// Reorders ``cellDeclarations`` to match a row the user moved among this data source's own
  /// rows. The table moved the row itself, as UIKit's does, so it is sent no batch: the new
  /// order is recorded as shown when the old one was. A move whose rows are not both this data
  /// source's, in one section, changes nothing: a tree never sends one (see
  /// <doc:ComposingSectionsFromGroups>).
  ///
  /// Rows are movable only when `canMoveRowAt` answers `true`, which a subclass decides.
  /// Override to keep the order elsewhere; calling `super` is not required.
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: The row's position before the move.
  ///   - destinationIndexPath: The row's position after the move.
  /// - Complexity: O(*n*) in the declarations, plus the assignment's cost.
  open override func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    // The rows are checked before any arithmetic, so that no path overflows.
    let first = isRowGroup ? tableRange.lowerBound : 0
    let rows = first..<(first + cellDeclarations.count)
    guard sourceIndexPath.section == destinationIndexPath.section,
      sourceIndexPath.row != destinationIndexPath.row, rows.contains(sourceIndexPath.row),
      rows.contains(destinationIndexPath.row)
    else { return }
    var declarations = cellDeclarations
    declarations.insert(
      declarations.remove(at: sourceIndexPath.row - first), at: destinationIndexPath.row - first)
    let wasShown = !hasUnshownChanges
    isTakingTableMove = true
    cellDeclarations = declarations
    isTakingTableMove = false
    if wasShown {
      markShown()
    }
  }
}
