/// A table without a screen that drives its data source and delegate as UIKit's `UITableView`
/// does: the library's reference ``TableHost``, for tests and headless apps.
///
/// Give it a data source and a delegate (for instance a ``CascadingRootTableDelegate``), a
/// viewport size, and use it as a user would: scroll with ``contentOffset`` or
/// ``scrollToRow(at:at:animated:)``, tap with ``tapRow(at:)``, swipe, reorder, edit. It asks its
/// data source and delegate what UIKit would ask, in UIKit's order, and lays out, reuses and
/// displays cells as rows enter and leave the viewport. ``renderText(width:)`` prints what it
/// shows.
///
/// ```swift
/// let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 480))
/// let root = CascadingRootTableDelegate(childDelegates: sections, tableView: table)
/// table.reloadData()
/// table.tapRow(at: TableIndexPath(row: 0, section: 1))
/// print(table.renderText(width: 40))
/// ```
///
/// Where UIKit raises an exception for an inconsistent update, this table throws (or reports)
/// a ``TableUpdateError`` and reloads from its data source, so what it shows is never stale; it
/// keeps its content offset, but no height it measured, since nothing proves which row is where
/// after an inconsistent update. An update made before the table ever loaded is judged against
/// the counts it then asks for, as in UIKit.
///
/// Any delegate call may change the delegate tree and call any of the table's methods: the
/// table never traps, ends up showing what its data source reports, and keeps `willDisplay`
/// and `didEndDisplaying` balanced. Work a call invalidates is abandoned and redone, and a
/// layout asked for during a layout waits for it; "Changing the table from inside a delegate
/// call" below says exactly what happens.
///
/// The table holds its data source and delegate weakly, as UIKit's does: keep the root of a
/// delegate tree alive yourself (in a test, a local constant is enough), or the table empties.
///
/// ## Loading
/// The table loads lazily, as UIKit's does: the first query of counts or geometry, or the first
/// layout, loads it if ``reloadData()`` was not called since the data source was set.
@MainActor
public final class HeadlessTableView: TableHost {
  // MARK: Data flow

  /// The object that supplies the table's rows. Held weakly. Setting it schedules a reload for
  /// the next query or layout.
  public weak var dataSource: (any TableDataSource)? {
    didSet {
      lifecycle.dataSourceChanged(isSet: dataSource != nil)
    }
  }

  /// The object that customises the table's behaviour. Held weakly. Heights are asked at load
  /// and as rows appear: set it before the table loads, or call ``reloadData()`` after
  /// changing it.
  public weak var delegate: (any TableDelegate)?

  // MARK: Geometry

  /// The size of the viewport (UIKit's `bounds.size`). Changing it lays the table out again.
  public var viewportSize: TableSize {
    didSet {
      lifecycle.setNeedsLayout()
      if lifecycle.isLayingOut {
        invalidateWorkInProgress()
      }
    }
  }

  /// The height of rows whose delegate gives none: a height, or ``TableDimension/automatic``
  /// (the default, as in UIKit since iOS 11) to size each row from its cell's
  /// ``TableCell/fittingHeight``. A delegate's `heightForRowAt` answer wins over it.
  /// Takes effect from the next ``reloadData()``.
  public var rowHeight: Double = TableDimension.automatic

  /// The estimated height of rows whose delegate gives no estimate.
  ///
  /// As in UIKit: ``TableDimension/automatic`` (the default) lets the table choose (it uses
  /// ``rowHeight`` when that is a height, else 44, ``TableCell``'s default fitting height); a
  /// positive value is used as is; `0` disables estimates, so the table asks every row's
  /// exact height when it loads (a row sized from its cell still waits for its cell, which
  /// exists only once the row is visible). A delegate's `estimatedHeightForRowAt` answer wins
  /// over it unless it is ``TableDimension/automatic``, which means "no estimate".
  /// Takes effect from the next ``reloadData()``.
  public var estimatedRowHeight: Double = TableDimension.automatic

  /// The height of section headers whose delegate gives none: a height, or
  /// ``TableDimension/automatic`` (the default) to size the header from its view's
  /// ``TableHeaderFooterView/fittingHeight`` — the delegate's `viewForHeaderInSection`, else a
  /// view showing the data source's title — and 0 when there is neither.
  /// Takes effect from the next ``reloadData()``.
  public var sectionHeaderHeight: Double = TableDimension.automatic

  /// The height of section footers whose delegate gives none; see ``sectionHeaderHeight``.
  /// Takes effect from the next ``reloadData()``.
  public var sectionFooterHeight: Double = TableDimension.automatic

  /// The estimated height of section headers whose delegate gives no estimate:
  /// ``TableDimension/automatic`` (the default) uses ``sectionHeaderHeight`` when that is a
  /// height, else 0 (most sections have no header; a header that has one grows to its
  /// view's fitting height once it is visible); a positive value is used as is; `0` disables
  /// estimates, so the table asks every header's exact height when it loads.
  /// A delegate's `estimatedHeightForHeaderInSection` answer wins over it unless it is
  /// ``TableDimension/automatic``. Takes effect from the next ``reloadData()``.
  public var estimatedSectionHeaderHeight: Double = TableDimension.automatic

  /// The estimated height of section footers whose delegate gives no estimate; see
  /// ``estimatedSectionHeaderHeight``. Takes effect from the next ``reloadData()``.
  public var estimatedSectionFooterHeight: Double = TableDimension.automatic

  // MARK: Prefetching

  /// The object told which rows the table expects to display soon, or `nil` (the default).
  /// Held weakly, as UIKit's is. Nobody sets it for you: set it to the root of a tree (every
  /// open class adopts ``TableDataSourcePrefetching``) as a UIKit app sets its table's.
  /// Setting another object forgets the rows prefetched so far, without a cancel.
  public weak var prefetchDataSource: (any TableDataSourcePrefetching)? {
    didSet {
      if prefetchDataSource !== oldValue {
        prefetching.forget()
      }
    }
  }

  /// Whether the table prefetches: `true` by default, as in UIKit. Turning it off forgets the
  /// rows prefetched so far, without a cancel; while it is off, or no ``prefetchDataSource``
  /// is set, a layout makes no prefetch call and does no prefetch work.
  public var isPrefetchingEnabled = true

  /// How many rows beyond the visible ones, in the direction the viewport last moved, the
  /// table prefetches: 10 by default, about one phone screen of rows (UIKit prefetches about
  /// a screen ahead). `0` or less prefetches nothing. See <doc:HeadlessTableView> for the
  /// order of the calls.
  public var prefetchDistance = 10

  // MARK: Selection and editing settings

  /// Whether the user can select rows outside editing mode. Defaults to `true`.
  public var allowsSelection = true

  /// Whether the user can select several rows outside editing mode. Defaults to `false`.
  public var allowsMultipleSelection = false

  /// Whether the user can select rows in editing mode. Defaults to `false`, as in UIKit.
  public var allowsSelectionDuringEditing = false

  /// Whether the user can select several rows in editing mode. Defaults to `false`.
  public var allowsMultipleSelectionDuringEditing = false

  /// Whether moving focus to a row selects it, when the delegate does not say for that row
  /// (`selectionFollowsFocusForRowAt` answers first, as in UIKit). Defaults to `false`. Read
  /// by ``moveFocus(to:with:)``.
  public var selectionFollowsFocus = false

  /// How the table groups its sections: ``TableViewStyle/plain`` by default. It changes only
  /// what ``renderText(width:)`` draws, never geometry or calls; UIKit fixes it when it makes
  /// the table, this table lets it change at any time.
  public var style: TableViewStyle = .plain

  /// Whether the table is in editing mode. Setting it calls ``setEditing(_:animated:)``.
  public var isEditing: Bool {
    get { editingState.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  // MARK: Diagnostics

  /// How many cells the table has created from registered classes since it was made: with
  /// reuse working, close to the number of rows that fit in the viewport, however far it
  /// scrolls.
  public var createdCellCount: Int { reusePool.createdCellCount }

  /// Every problem of the table and its tree, in the order it was met, whoever met it: the
  /// table, a transaction, a data source, a driver such as ``tapRow(at:)``. The one channel
  /// the library reports through (see <doc:ReportingProblems>).
  ///
  /// Each occurrence is recorded, except for problems that recur at each cell or view the
  /// table asks for (a missing registration, a binder that does not fit its cell, a
  /// declaration with no binder): those once per distinct value.
  public var problems: [TableProblem] { problemLog.problems }

  /// Called with each problem as it is recorded in ``problems``. `nil` by default.
  public var problemHandler: ((TableProblem) -> Void)?

  /// The diagnostics among ``problems``, in the same order, without their node, section and
  /// rows: the problems of kind ``TableProblem/Kind/diagnostic(_:)``, and identifiers that
  /// could not be diffed as ``TableDiagnostic/differenceFailed(_:)``; what a table of your
  /// own receives through ``TableHost/reportDiagnostic(_:)`` by default.
  public var diagnostics: [TableDiagnostic] { problemLog.diagnostics }

  /// Called with each new entry of ``diagnostics`` as it is recorded, after
  /// ``problemHandler``. `nil` by default.
  public var diagnosticHandler: ((TableDiagnostic) -> Void)?

  // MARK: Update reporting

  /// The error of the most recent update, or `nil` when it was valid. An update that breaks
  /// UIKit's rules makes the table reload from its data source; this says why.
  public var lastUpdateError: TableUpdateError? { updateHistory.lastUpdateError }

  /// Called with the error of each rejected update made through the non-throwing update
  /// methods (``insertRows(at:with:)``, ``performBatchUpdates(_:completion:)`` and the rest),
  /// after the table has reloaded. The throwing ones (``performBatchUpdatesChecked(_:)``,
  /// ``applyUpdatesChecked(_:)``) throw instead. Every rejected update, thrown or not, is also
  /// a ``TableProblem`` in ``problems``. `nil` by default.
  public var updateErrorHandler: ((TableUpdateError) -> Void)?

  /// The changes of the most recent batch the table applied, in the order they were made:
  /// `[.reloadData]` after a reload (a load, ``reloadData()``, or the reload a rejected update
  /// makes), empty before the table first loaded.
  public var lastAppliedUpdates: [TableUpdate] { updateHistory.lastAppliedUpdates }

  /// How many batches the table applied: a transaction compares it before and after handing
  /// the table its batch, to tell an applied batch from one folded into a reload.
  var appliedBatchCount: Int { updateHistory.appliedBatchCount }

  /// How many times the table reloaded: a transaction compares it before and after its
  /// closure, to tell a table reloaded while it ran.
  var reloadCount: Int { updateHistory.reloadCount }

  // MARK: State, by owner

  // Each value below owns one concern's state privately and states its own invariants; the
  // class coordinates them and keeps these, between delegate calls:
  // - every row that `window`, `selection` and `editingState` (unless its swipe is marked
  //   gone) name is a row of `content`'s counts: a change of counts maps them all in one
  //   call (`remapState(rows:sections:)`) or clears them (`reloadData()`);
  // - a displayed cell's `isSelected`, `isHighlighted` and `isEditing` match `selection` and
  //   `editingState`, and `window` holds editing styles only in editing mode;
  // - `measured` is empty outside a layout pass, and `lifecycle.generation` changes with
  //   every change of `content` that may move rows (`invalidateWorkInProgress()`).

  /// Loading and layout: what must happen at the next query, what is running, and the
  /// generation that tells work in progress whether a delegate call changed the table.
  var lifecycle = TableLifecycle()
  /// Whether the table is asking its data source for what it stores (see
  /// ``TableLifecycle/isLoading``); read by the delegate tree from the `tableView` argument.
  var isLoading: Bool { lifecycle.isLoading }
  /// How many loads of all sections the table started (see
  /// ``TableLifecycle/loadGeneration``); read by the delegate tree.
  var loadGeneration: Int { lifecycle.loadGeneration }
  /// Whether the table loads all its sections (see ``TableLifecycle/isLoadingAllSections``);
  /// read by the delegate tree.
  var isLoadingAllSections: Bool { lifecycle.isLoadingAllSections }
  /// What the table last read of its sections: geometry, running heights, index titles.
  var content = TableContent()
  /// What the viewport shows: offset, items, cells, views and editing styles.
  var window = VisibleWindow()
  /// Cells and views made while measuring heights during a layout, not yet displayed.
  var measured = MeasuredViews()
  /// Registrations, reuse pools and the cell a reconfiguration hands back.
  var reusePool = ReusePool()
  /// Selected, highlighted and focused rows.
  var selection = SelectionState()
  /// Editing mode and the open swipe.
  var editingState = EditingState()
  /// The open context menu and the drag in progress.
  var interactions = InteractionState()
  /// The batch being collected inside `performBatchUpdates`.
  var batchState = BatchState(depth: 0)
  /// The last applied batch and error, and the counts of batches and reloads.
  var updateHistory = UpdateHistory()
  /// Every problem and diagnostic recorded.
  var problemLog = ProblemLog()
  /// The rows told to the prefetch data source, and the direction the viewport last moved.
  var prefetching = PrefetchWindow()

  /// Creates an empty table with the given viewport.
  /// - Parameter viewportSize: The size of the viewport; an iPhone's portrait screen (375 × 667)
  ///   by default.
  public init(viewportSize: TableSize = TableSize(width: 375, height: 667)) {
    self.viewportSize = viewportSize
  }

  /// Creates an empty table with a style, as UIKit's `UITableView(frame:style:)` does.
  /// - Parameters:
  ///   - style: How the table groups its sections.
  ///   - viewportSize: The size of the viewport; an iPhone's portrait screen (375 × 667) by
  ///     default.
  public convenience init(
    style: TableViewStyle, viewportSize: TableSize = TableSize(width: 375, height: 667)
  ) {
    self.init(viewportSize: viewportSize)
    self.style = style
  }

  // MARK: Loading

  /// Reloads every section and row from the data source, as UIKit's does: the rows on screen
  /// end displaying, an open swipe closes (`didEndEditingRowAt`), an open context menu closes, a
  /// drag in progress loses its source row, the selection is cleared,
  /// and the table asks `numberOfSections` and then
  /// `numberOfRowsInSection` for each section, exactly once each, and caches the counts.
  ///
  /// With estimates available (see ``estimatedRowHeight``) it asks each row's estimate, never
  /// its exact height; exact heights are asked as rows become visible, at the next layout.
  ///
  /// Called from inside a delegate call, the reload happens at once and the work that call
  /// was part of is abandoned and redone; called while the table is itself loading (from a
  /// count or an estimate), the load starts over once the call returns (see "Changing the table
  /// from inside a delegate call" in ``HeadlessTableView``).
  /// - Complexity: O(*n*) in the number of rows and sections.
  public func reloadData() {
    if isLoading {
      lifecycle.requestReloadWhileLoading()
      return
    }
    lifecycle.beginReload()
    invalidateWorkInProgress()
    endDisplayingEverything()
    closeOpenSwipe()
    selection.removeAll()
    interactions.endAllRows()
    prefetching.forget()
    loadAllSections()
    updateHistory.recordReload()
    lifecycle.setNeedsLayout()
    lifecycle.endReload()
  }

  /// Loads the table if it was never loaded since its data source was set.
  func loadIfNeeded() {
    if lifecycle.hadDataSource && dataSource == nil {
      // Released since the last load: the load reports it and the table shows nothing.
      lifecycle.setNeedsReload()
    }
    if lifecycle.needsReload && !isLoading {
      reloadData()
    }
  }

  // MARK: Counts

  /// The number of sections the table last loaded (loading it first if needed).
  /// - Complexity: O(1) once loaded.
  public var numberOfSections: Int {
    loadIfNeeded()
    return content.sectionCount
  }

  /// The number of rows the table last loaded for a section, or 0 for a section it does not
  /// have.
  /// - Parameter section: The section.
  /// - Returns: The cached row count.
  /// - Complexity: O(1) once loaded.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    guard content.contains(section: section) else { return 0 }
    return content.sections[section].rowCount
  }

  /// Whether the table has the row, by its cached counts.
  @inline(__always)
  func contains(_ indexPath: TableIndexPath) -> Bool {
    content.contains(indexPath)
  }

  // MARK: Visible content

  /// The cell showing a row, or `nil` when the row is not in the viewport.
  /// - Parameter indexPath: The row.
  /// - Returns: The visible cell, or `nil`.
  /// - Complexity: O(1) amortised, after laying out if needed.
  public func cellForRow(at indexPath: TableIndexPath) -> TableCell? {
    layoutIfNeeded()
    return window.cells[indexPath]
  }

  /// The rows in the viewport, in order, or `nil` when none is. Asked from inside a delegate
  /// call the table makes while it lays out, it lists what is on display at that moment.
  /// - Complexity: O(*v*) in the number of visible items, after laying out if needed.
  public var indexPathsForVisibleRows: [TableIndexPath]? {
    let rows = visibleRowPaths()
    return rows.isEmpty ? nil : rows
  }

  /// The cells in the viewport, in row order.
  /// - Complexity: O(*v*) in the number of visible items, after laying out if needed.
  public var visibleCells: [TableCell] {
    var cells: [TableCell] = []
    cells.reserveCapacity(window.items.count)
    for indexPath in visibleRowPaths() {
      if let cell = window.cells[indexPath] {
        cells.append(cell)
      }
    }
    return cells
  }

  /// The header view of a section while it is in the viewport, else `nil`.
  /// - Parameter section: The section.
  /// - Returns: The visible header view, or `nil`.
  /// - Complexity: O(1) amortised, after laying out if needed.
  public func headerView(forSection section: Int) -> TableHeaderFooterView? {
    layoutIfNeeded()
    return window.headers[section]
  }

  /// The footer view of a section while it is in the viewport, else `nil`.
  /// - Parameter section: The section.
  /// - Returns: The visible footer view, or `nil`.
  /// - Complexity: O(1) amortised, after laying out if needed.
  public func footerView(forSection section: Int) -> TableHeaderFooterView? {
    layoutIfNeeded()
    return window.footers[section]
  }

  /// The rows with a cell on display now, read without laying out first (unlike
  /// ``indexPathsForVisibleRows``): a transaction tells from it which rows its own read of the
  /// visible rows made the table ask.
  /// - Complexity: O(*v*) in the number of visible rows.
  var displayedRowPaths: Set<TableIndexPath> { Set(window.cells.keys) }

  private func visibleRowPaths() -> [TableIndexPath] {
    layoutIfNeeded()
    var rows: [TableIndexPath] = []
    rows.reserveCapacity(window.items.count)
    for item in window.items {
      if case .row(let indexPath) = item {
        rows.append(indexPath)
      }
    }
    return rows
  }
}
