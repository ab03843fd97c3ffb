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
      needsReload = true
      hadDataSource = dataSource != nil
    }
  }

  /// Whether a data source was set and not unset: a load that then finds none reports
  /// ``TableDiagnostic/dataSourceReleased``.
  var hadDataSource = false

  /// The object that customises the table's behaviour. Held weakly. Heights are asked at load
  /// and as rows appear: set it before the table loads, or call ``reloadData()`` after
  /// changing it.
  public weak var delegate: (any TableDelegate)?

  // MARK: Geometry

  /// The size of the viewport (UIKit's `bounds.size`). Changing it lays the table out again.
  public var viewportSize: TableSize {
    didSet {
      needsLayout = true
      if isLayingOut {
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

  // MARK: Selection and editing settings

  /// Whether the user can select rows outside editing mode. Defaults to `true`.
  public var allowsSelection = true

  /// Whether the user can select several rows outside editing mode. Defaults to `false`.
  public var allowsMultipleSelection = false

  /// Whether the user can select rows in editing mode. Defaults to `false`, as in UIKit.
  public var allowsSelectionDuringEditing = false

  /// Whether the user can select several rows in editing mode. Defaults to `false`.
  public var allowsMultipleSelectionDuringEditing = false

  /// Whether the table is in editing mode. Setting it calls ``setEditing(_:animated:)``.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  // MARK: Diagnostics

  /// How many cells the table has created from registered classes since it was made: with
  /// reuse working, close to the number of rows that fit in the viewport, however far it
  /// scrolls.
  public internal(set) var createdCellCount = 0

  /// Every problem of the table and its tree, in the order it was met, whoever met it: the
  /// table, a transaction, a data source, a driver such as ``tapRow(at:)``. The one channel
  /// the library reports through (see <doc:ReportingProblems>).
  ///
  /// Each occurrence is recorded, except for problems that recur at each cell or view the
  /// table asks for (a missing registration, a binder that does not fit its cell, a
  /// declaration with no binder): those once per distinct value.
  public internal(set) var problems: [TableProblem] = []

  /// Called with each problem as it is recorded in ``problems``. `nil` by default.
  public var problemHandler: ((TableProblem) -> Void)?

  /// The diagnostics among ``problems``, in the same order, without their node, section and
  /// rows: the problems of kind ``TableProblem/Kind/diagnostic(_:)``, and identifiers that
  /// could not be diffed as ``TableDiagnostic/differenceFailed(_:)``; what a table of your
  /// own receives through ``TableHost/reportDiagnostic(_:)`` by default.
  public internal(set) var diagnostics: [TableDiagnostic] = []

  /// Called with each new entry of ``diagnostics`` as it is recorded, after
  /// ``problemHandler``. `nil` by default.
  public var diagnosticHandler: ((TableDiagnostic) -> Void)?

  // MARK: Update reporting

  /// The error of the most recent update, or `nil` when it was valid. An update that breaks
  /// UIKit's rules makes the table reload from its data source; this says why.
  public internal(set) var lastUpdateError: TableUpdateError?

  /// Called with the error of each rejected update made through the non-throwing update
  /// methods (``insertRows(at:with:)``, ``performBatchUpdates(_:completion:)`` and the rest),
  /// after the table has reloaded. The throwing ones (``performBatchUpdatesChecked(_:)``,
  /// ``applyUpdatesChecked(_:)``) throw instead. Every rejected update, thrown or not, is also
  /// a ``TableProblem`` in ``problems``. `nil` by default.
  public var updateErrorHandler: ((TableUpdateError) -> Void)?

  /// The changes of the most recent batch the table applied, in the order they were made:
  /// `[.reloadData]` after a reload (a load, ``reloadData()``, or the reload a rejected update
  /// makes), empty before the table first loaded.
  public internal(set) var lastAppliedUpdates: [TableUpdate] = []

  /// How many batches the table applied: a transaction compares it before and after handing
  /// the table its batch, to tell an applied batch from one folded into a reload.
  var appliedBatchCount = 0

  /// How many times the table reloaded: a transaction compares it before and after its
  /// closure, to tell a table reloaded while it ran.
  var reloadCount = 0

  // MARK: Storage

  var needsReload = true
  var needsLayout = true
  var storedContentOffset = 0.0
  var editing = false

  /// The geometry of each section, as last loaded.
  var sectionGeometry: [SectionGeometry] = []
  /// The full height of each section, for O(log n) section offsets.
  var sectionHeights = FenwickTree<Double>([])

  /// What the viewport shows, in position order (see ``VisibleItem``'s ordering).
  var displayedItems: [VisibleItem] = []
  /// The items a layout pass collects, kept between passes (with ``displayedItems``, whose
  /// storage it swaps with) so that a steady scroll allocates nothing.
  var passItems: [VisibleItem] = []
  /// Counts the changes that invalidate work in progress: reloads, updates, moves, and
  /// scrolls or resizes requested while a layout pass runs. A pass or a user interaction reads
  /// it before each delegate call and abandons its work when the call changed it, so nothing
  /// holds an index, a count or a storage position across a call that may reshape the table.
  var generation = 0
  /// Whether a layout pass is running: a layout requested meanwhile (from a delegate call) is
  /// left to the running pass, which starts over once its own work is done or abandoned.
  var isLayingOut = false
  /// Whether the table is asking its data source for counts and estimates to build new
  /// storage: a reload or update requested meanwhile only sets ``pendingReload``.
  /// While it is `false`, a count a tree answers to this table is not one the table keeps, so
  /// the tree records nothing.
  var isLoading = false
  /// How many loads of all sections this table started: a tree re-reads the spans of its
  /// blocks once per load (it remembers the table and this number).
  var loadGeneration = 0
  /// Whether a reload was requested while loading; the load starts over when it is set.
  var pendingReload = false
  /// How many ``reloadData()`` calls are running (a delegate call may reload again); a layout
  /// asked for meanwhile waits until they are done.
  var reloadDepth = 0
  var displayedCells: [TableIndexPath: TableCell] = [:]
  var displayedHeaders: [Int: TableHeaderFooterView] = [:]
  var displayedFooters: [Int: TableHeaderFooterView] = [:]
  /// The visible cell being reconfigured: ``dequeueReusableCell(withIdentifier:for:)`` hands
  /// it back for its own row, as UIKit does since iOS 15. Cleared once the table changes
  /// while the row is asked (see `invalidateWorkInProgress()`), since its index path may then
  /// name another row, whose own cell it is not.
  var reconfiguredCell: (cell: TableCell, indexPath: TableIndexPath)?
  /// Cells and views made while measuring heights during a layout, not yet displayed.
  var measuredCells: [TableIndexPath: TableCell] = [:]
  var measuredHeaders: [Int: TableHeaderFooterView] = [:]
  var measuredFooters: [Int: TableHeaderFooterView] = [:]
  /// The editing style of each displayed row, asked when it appears in editing mode.
  var displayedEditingStyles: [TableIndexPath: TableCellEditingStyle] = [:]

  var cellClasses: [String: TableCell.Type] = [:]
  var headerFooterClasses: [String: TableHeaderFooterView.Type] = [:]
  /// The nib name of each cell reuse identifier registered with a nib.
  var cellNibNames: [String: String] = [:]
  /// The nib name of each header or footer reuse identifier registered with a nib.
  var headerFooterNibNames: [String: String] = [:]
  /// The diagnostics that recur at each request already recorded, recorded once each.
  var reportedDiagnostics: Set<TableDiagnostic> = []
  var reusableCells: [String: [TableCell]] = [:]
  var reusableHeaderFooterViews: [String: [TableHeaderFooterView]] = [:]

  var selectedRows: Set<TableIndexPath> = []
  var highlightedRow: TableIndexPath?
  var openSwipe: OpenSwipe?
  var swipeGeneration = 0
  var storedFocusedIndexPath: TableIndexPath?
  var batchState = BatchState(depth: 0)
  var storedSectionIndexTitles: [String]?

  /// Creates an empty table with the given viewport.
  /// - Parameter viewportSize: The size of the viewport; an iPhone's portrait screen (375 × 667)
  ///   by default.
  public init(viewportSize: TableSize = TableSize(width: 375, height: 667)) {
    self.viewportSize = viewportSize
  }

  // MARK: Loading

  /// Reloads every section and row from the data source, as UIKit's does: the rows on screen
  /// end displaying, an open swipe closes (`didEndEditingRowAt`), the selection is cleared,
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
      pendingReload = true
      return
    }
    reloadDepth += 1
    invalidateWorkInProgress()
    endDisplayingEverything()
    endSwipe()
    selectedRows.removeAll()
    highlightedRow = nil
    storedFocusedIndexPath = nil
    loadAllSections()
    lastAppliedUpdates = [.reloadData]
    reloadCount &+= 1
    needsLayout = true
    reloadDepth -= 1
  }

  /// Loads the table if it was never loaded since its data source was set.
  func loadIfNeeded() {
    if hadDataSource && dataSource == nil {
      // Released since the last load: the load reports it and the table shows nothing.
      needsReload = true
    }
    if needsReload && !isLoading {
      reloadData()
    }
  }

  // MARK: Counts

  /// The number of sections the table last loaded (loading it first if needed).
  /// - Complexity: O(1) once loaded.
  public var numberOfSections: Int {
    loadIfNeeded()
    return sectionGeometry.count
  }

  /// The number of rows the table last loaded for a section, or 0 for a section it does not
  /// have.
  /// - Parameter section: The section.
  /// - Returns: The cached row count.
  /// - Complexity: O(1) once loaded.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    guard section >= 0 && section < sectionGeometry.count else { return 0 }
    return sectionGeometry[section].rowCount
  }

  /// Whether the table has the row, by its cached counts.
  func contains(_ indexPath: TableIndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < sectionGeometry.count && indexPath.row >= 0
      && indexPath.row < sectionGeometry[indexPath.section].rowCount
  }

  // MARK: Visible content

  /// The cell showing a row, or `nil` when the row is not in the viewport.
  /// - Parameter indexPath: The row.
  /// - Returns: The visible cell, or `nil`.
  /// - Complexity: O(1) amortised, after laying out if needed.
  public func cellForRow(at indexPath: TableIndexPath) -> TableCell? {
    layoutIfNeeded()
    return displayedCells[indexPath]
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
    cells.reserveCapacity(displayedItems.count)
    for indexPath in visibleRowPaths() {
      if let cell = displayedCells[indexPath] {
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
    return displayedHeaders[section]
  }

  /// The footer view of a section while it is in the viewport, else `nil`.
  /// - Parameter section: The section.
  /// - Returns: The visible footer view, or `nil`.
  /// - Complexity: O(1) amortised, after laying out if needed.
  public func footerView(forSection section: Int) -> TableHeaderFooterView? {
    layoutIfNeeded()
    return displayedFooters[section]
  }

  /// The rows with a cell on display now, read without laying out first (unlike
  /// ``indexPathsForVisibleRows``): a transaction tells from it which rows its own read of the
  /// visible rows made the table ask.
  /// - Complexity: O(*v*) in the number of visible rows.
  var displayedRowPaths: Set<TableIndexPath> { Set(displayedCells.keys) }

  private func visibleRowPaths() -> [TableIndexPath] {
    layoutIfNeeded()
    var rows: [TableIndexPath] = []
    rows.reserveCapacity(displayedItems.count)
    for item in displayedItems {
      if case .row(let indexPath) = item {
        rows.append(indexPath)
      }
    }
    return rows
  }
}
