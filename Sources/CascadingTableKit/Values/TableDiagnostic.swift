/// A problem a table or a delegate worked around instead of trapping, reported so that it is
/// never silent.
///
/// Each is reported as a ``TableProblem`` of kind ``TableProblem/Kind/diagnostic(_:)``,
/// naming the node, section and rows where they apply, through the table's one channel,
/// ``TableHost/reportProblem(_:)`` (``HeadlessTableView/problems``); a table host that only
/// implements ``TableHost/reportDiagnostic(_:)`` receives the diagnostic alone, and
/// ``HeadlessTableView`` also keeps it in ``HeadlessTableView/diagnostics``. To add a case,
/// report it with `reportProblem(TableProblem(kind: .diagnostic(…), about: node))`.
///
/// New cases may arrive in a minor release, as the library learns to report new problems:
/// switch over a diagnostic with a `default:` (see the package's `Documentation/PublicAPI.md`).
public enum TableDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A cell was dequeued for a reuse identifier registered with a nib whose name has no cell
  /// class registered (see `TableNib.register(_:forNibName:)`); the table
  /// handed out a plain ``TableCell`` instead.
  case unregisteredCellNib(nibName: String, reuseIdentifier: String)

  /// A cell was dequeued for a reuse identifier nothing is registered for (no class and no
  /// nib); the table handed out a plain ``TableCell``. UIKit raises an exception here; a
  /// headless table reports it instead, so the test that meets it can fail with this message.
  case unregisteredCellIdentifier(reuseIdentifier: String)

  /// A header or footer view was dequeued for a reuse identifier registered with a nib whose
  /// name has no view class registered; the table handed out a plain ``TableHeaderFooterView``.
  case unregisteredHeaderFooterViewNib(nibName: String, reuseIdentifier: String)

  /// A ``CellBinder`` was handed a cell of another type than the one it configures; the row
  /// keeps the cell unconfigured.
  /// - Parameters:
  ///   - declaration: The cell declaration the binder was made from, described.
  ///   - expectedCellType: The cell type the binder configures.
  ///   - actualCellType: The type of the cell the table dequeued.
  case cellTypeMismatch(declaration: String, expectedCellType: String, actualCellType: String)

  /// A ``TableViewDataSource`` made without a way to map its declarations to binders was asked
  /// for the cell of a declaration that is not a ``CellBinder``; the row shows a plain
  /// ``TableCell``.
  /// - Parameter declaration: The declaration, described.
  case missingBinder(declaration: String)

  /// Two rows of a ``TableViewDataSource`` share an identity, so assigning its declarations
  /// could not be diffed; the section was reloaded instead.
  ///
  /// No longer reported: a duplicate identity among declarations is a ``TableProblem`` of kind
  /// ``TableProblem/Kind/duplicateIdentifier(_:)``, naming the data source, its section and
  /// its rows in table coordinates.
  /// - Parameters:
  ///   - identity: The shared identity, described.
  ///   - positions: Every row position it occurs at, ascending.
  case duplicateRowIdentity(identity: String, positions: [Int])

  /// Some of the ``CellBinder``s assigned to a ``TableViewDataSource`` have an identity and
  /// others have none, so the assignment could not be diffed: its section was reloaded. Give
  /// every binder an identity with ``CellBinder/identified(by:)`` to animate changes.
  /// - Parameter unidentifiedPosition: The position of a binder without identity.
  case partialRowIdentity(unidentifiedPosition: Int)

  /// A ``TableViewDataSource`` outside a ``PropagatingTableDelegate`` transaction met
  /// identifiers it could not diff: what it could not diff was reloaded, and this says why.
  case differenceFailed(TableDifferenceError)

  /// A transaction found the tree changed since the table was last told (an edit made outside
  /// any transaction under the `.none` reload mode, with no reload or batch since): the
  /// transaction's batch includes the change, so the table is right again, but until then it
  /// showed, and asked for, rows that were no longer there.
  /// - Parameters:
  ///   - nodeType: The type of the node whose children changed.
  ///   - nodeIndex: Its index.
  case treeChangedWithoutTellingTable(nodeType: String, nodeIndex: Int)

  /// A child that fills several rows (or sections) from its own data, a block, changed how
  /// many it fills without telling the table (no ``CascadingBareTableDelegate/setNeedsUpdate(identifierChanged:)``,
  /// reload or transaction), found when the table asked for the cell of one of its rows: the
  /// table keeps showing the rows it was told about, and the cells of the block's rows may be
  /// stale, until it is told.
  /// - Parameters:
  ///   - nodeType: The type of the block.
  ///   - nodeIndex: Its index.
  ///   - shownSpan: The number of rows the table was told it fills.
  ///   - span: The number it fills now.
  case spanChangedWithoutTellingTable(nodeType: String, nodeIndex: Int, shownSpan: Int, span: Int)

  /// The table's data source was released while the table still referred to it (the table
  /// holds its data source weakly, as UIKit's does): the table now shows nothing. Reported
  /// when the table next asks anything (a count, a layout, a driver), once per data source
  /// released. Keep a strong
  /// reference to the root, for example in the object that owns the table.
  case dataSourceReleased

  /// A call named a row the table does not have: it did nothing.
  /// - Parameters:
  ///   - call: The call, by name.
  ///   - indexPath: The row it named.
  case indexPathOutOfRange(call: String, indexPath: TableIndexPath)

  /// A driver that goes on with an interaction was called with none in progress: it did
  /// nothing and called nobody. The drivers: ``HeadlessTableView/chooseContextMenuAction(at:)``,
  /// ``HeadlessTableView/dismissContextMenu()`` and
  /// ``HeadlessTableView/commitContextMenuPreview()`` with no context menu open;
  /// ``HeadlessTableView/addRowToDrag(at:point:)``, ``HeadlessTableView/cancelDrag()`` and
  /// ``HeadlessTableView/dropOutsideTable(at:)`` with no drag in progress;
  /// ``HeadlessTableView/tapSwipeAction(at:)`` and ``HeadlessTableView/endSwipe()`` with no
  /// swipe open.
  /// - Parameter call: The driver, by name.
  case noInteractionInProgress(call: String)

  /// A node was made a child of itself, or of a node below it, which would make the tree a
  /// cycle (and every call through it endless): the node was left out of the new children,
  /// and stays where it was.
  /// - Parameters:
  ///   - nodeType: The type of the node that was refused.
  ///   - parentType: The type of the node whose children it was to join.
  ///   - parentIndex: That node's index.
  case childWouldContainItself(nodeType: String, parentType: String, parentIndex: Int)

  /// ``HeadlessTableView/reorderRow(from:to:)`` was called while the table was not editing: the
  /// row did not move. Call ``HeadlessTableView/setEditing(_:animated:)`` first, as a user
  /// would tap Edit.
  /// - Parameter indexPath: The row it was asked to drag.
  case reorderWhileNotEditing(indexPath: TableIndexPath)

  /// ``HeadlessTableView/reorderRow(from:to:)`` asked the data source's `canMoveRowAt`, which
  /// answered `false`: the row did not move. A cascading tree answers `false` for a row whose
  /// delegate does not answer (the original library's default), so a row opts in to moving by
  /// answering `true`.
  /// - Parameter indexPath: The row it was asked to drag.
  case rowNotMovable(indexPath: TableIndexPath)

  /// ``HeadlessTableView/reorderRow(from:to:)`` was given a destination the row cannot go to:
  /// a section the table does not have, or a row past the section's end (its last row within
  /// the row's own section, one past it in another section). The row did not move.
  /// - Parameters:
  ///   - from: The row it was asked to drag.
  ///   - to: The destination it was given.
  case invalidMoveDestination(from: TableIndexPath, to: TableIndexPath)

  /// A tree was told of a move it cannot take (a `targetIndexPathForMoveFromRowAt` override
  /// that does not call `super` can allow one): a row the table dropped between two rows of a
  /// block, a declared row dropped out of its data source, or a row dropped into or out of a
  /// data-source section. Also a move of an empty state's row, or of a row into a node showing
  /// its empty state, whatever the target (see <doc:EmptyStates>). The row went to the nearest
  /// place the tree can take, or stayed, and the sections involved were reloaded so that the
  /// table shows the tree.
  /// - Parameters:
  ///   - from: The row's place before the move.
  ///   - to: Where the table dropped it.
  case moveNotTaken(from: TableIndexPath, to: TableIndexPath)

  /// A readable account of the problem.
  public var description: String {
    switch self {
    case .unregisteredCellNib(let nibName, let reuseIdentifier):
      "no cell class is registered for nib \"\(nibName)\" (reuse identifier "
        + "\"\(reuseIdentifier)\"): dequeued a plain TableCell; call "
        + "TableNib.register(_:forNibName:) first"
    case .unregisteredCellIdentifier(let reuseIdentifier):
      "no cell class or nib is registered for reuse identifier \"\(reuseIdentifier)\": "
        + "dequeued a plain TableCell; call register(_:forCellReuseIdentifier:) first"
    case .unregisteredHeaderFooterViewNib(let nibName, let reuseIdentifier):
      "no header or footer view class is registered for nib \"\(nibName)\" (reuse identifier "
        + "\"\(reuseIdentifier)\"): dequeued a plain TableHeaderFooterView; call "
        + "TableNib.register(_:forNibName:) first"
    case .cellTypeMismatch(let declaration, let expectedCellType, let actualCellType):
      "the binder of \(declaration) configures \(expectedCellType) but was given a cell of type "
        + "\(actualCellType): left it unconfigured"
    case .missingBinder(let declaration):
      "no binder for \(declaration): the data source was made without binderFromDeclaration, "
        + "so it shows a plain TableCell"
    case .duplicateRowIdentity(let identity, let positions):
      "rows \(positions) share the identity \(identity): reloaded the section instead of "
        + "diffing it"
    case .partialRowIdentity(let position):
      "the binder at row \(position) has no identity while others have one: reloaded the "
        + "section instead of diffing it; give every binder an identity to animate changes"
    case .differenceFailed(let error):
      error.description
    case .treeChangedWithoutTellingTable(let nodeType, let nodeIndex):
      "\(nodeType) at index \(nodeIndex) changed without telling its table (an edit outside a "
        + "transaction under the .none reload mode): the next transaction applied it; make such "
        + "edits inside performUpdates, or reload"
    case .spanChangedWithoutTellingTable(let nodeType, let nodeIndex, let shownSpan, let span):
      "\(nodeType) at index \(nodeIndex) fills \(span) rows but the table was told \(shownSpan) "
        + "(its span changed without telling the table): the table shows stale rows until told; "
        + "call setNeedsUpdate() on it, or reload"
    case .dataSourceReleased:
      "the table's data source was released while the table still showed it: the table is "
        + "empty; keep a strong reference to the root"
    case .indexPathOutOfRange(let call, let indexPath):
      "\(call) named row \(indexPath), which the table does not have: did nothing"
    case .noInteractionInProgress(let call):
      "\(call) was called with no context menu open, drag in progress or swipe open to go on "
        + "with: did nothing"
    case .childWouldContainItself(let nodeType, let parentType, let parentIndex):
      "a \(nodeType) was made a child of \(parentType) at index \(parentIndex), which it "
        + "holds (or is): left it out of the children, where it was"
    case .reorderWhileNotEditing(let indexPath):
      "reorderRow(from:to:) dragged row \(indexPath) while the table was not editing: did "
        + "nothing; call setEditing(true, animated:) first"
    case .rowNotMovable(let indexPath):
      "reorderRow(from:to:) dragged row \(indexPath), for which canMoveRowAt answered false: did "
        + "nothing; a tree answers false for a row whose delegate does not answer canMoveRowAt"
    case .moveNotTaken(let from, let to):
      "the table dropped row \(from) at \(to), where the tree cannot put it (between rows of a "
        + "block, into or out of a data source's rows, or into or out of an empty state): the "
        + "row went to the nearest place it can take, or stayed, and the sections were "
        + "reloaded; call super from targetIndexPathForMoveFromRowAt, and answer false from an "
        + "empty state's canMoveRowAt"
    case .invalidMoveDestination(let from, let to):
      "reorderRow(from:to:) was asked to drop row \(from) at \(to), where no row can go: did "
        + "nothing"
    }
  }
}
