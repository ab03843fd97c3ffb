/// A table as its data source and delegate see it: the role `UITableView` plays in UIKit.
///
/// Delegates receive the table that asks them as `any TableHost`, so they can dequeue cells,
/// read counts and ask for updates without knowing which table it is. ``HeadlessTableView`` is
/// the library's reference implementation; a test double of your own may conform with exactly
/// these members.
///
/// ## Implementation requirements
/// - Hold ``dataSource`` and ``delegate`` weakly, as UIKit does.
/// - ``numberOfSections`` and ``numberOfRows(inSection:)`` answer from what the table last
///   loaded from its data source, not by asking it again.
/// - Updates name sections as `[Int]` (UIKit's `IndexSet`) and rows as `[TableIndexPath]`.
@MainActor
public protocol TableHost: AnyObject {
  /// The object that supplies the table's rows. Held weakly.
  var dataSource: (any TableDataSource)? { get set }

  /// The object that customises the table's behaviour. Held weakly.
  var delegate: (any TableDelegate)? { get set }

  /// Whether the table is in editing mode.
  var isEditing: Bool { get set }

  /// The number of sections the table last loaded.
  var numberOfSections: Int { get }

  /// The index paths of the rows in the viewport, in order, or `nil` when none are.
  var indexPathsForVisibleRows: [TableIndexPath]? { get }

  /// The selected row, or the first of them in index-path order, or `nil`.
  var indexPathForSelectedRow: TableIndexPath? { get }

  /// The selected rows in index-path order, or `nil` when none is selected.
  var indexPathsForSelectedRows: [TableIndexPath]? { get }

  /// The height of rows whose delegate gives none, or ``TableDimension/automatic`` to size
  /// each row from its cell (UIKit's `rowHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var rowHeight: Double { get }

  /// The estimated height of rows whose delegate gives no estimate, or
  /// ``TableDimension/automatic`` to let the table choose (UIKit's `estimatedRowHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var estimatedRowHeight: Double { get }

  /// The height of section headers whose delegate gives none, or
  /// ``TableDimension/automatic`` to size each from its view (UIKit's `sectionHeaderHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var sectionHeaderHeight: Double { get }

  /// The height of section footers whose delegate gives none, or
  /// ``TableDimension/automatic`` to size each from its view (UIKit's `sectionFooterHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var sectionFooterHeight: Double { get }

  /// The estimated height of section headers whose delegate gives no estimate, or
  /// ``TableDimension/automatic`` (UIKit's `estimatedSectionHeaderHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var estimatedSectionHeaderHeight: Double { get }

  /// The estimated height of section footers whose delegate gives no estimate, or
  /// ``TableDimension/automatic`` (UIKit's `estimatedSectionFooterHeight`).
  ///
  /// The default implementation answers ``TableDimension/automatic``, UIKit's default.
  var estimatedSectionFooterHeight: Double { get }

  /// Whether moving focus to a row selects it, for rows whose delegate does not say (UIKit's
  /// `selectionFollowsFocus`).
  ///
  /// The default implementation answers `false`, UIKit's default.
  var selectionFollowsFocus: Bool { get }

  /// Reloads every section and row from the data source.
  func reloadData()

  /// Reloads the given sections from the data source.
  /// - Parameters:
  ///   - sections: The sections to reload, as they are before the update.
  ///   - animation: How the change animates.
  func reloadSections(_ sections: [Int], with animation: TableRowAnimation)

  /// Inserts sections, which the data source already reports.
  /// - Parameters:
  ///   - sections: The new sections, as they are after the update.
  ///   - animation: How the change animates.
  func insertSections(_ sections: [Int], with animation: TableRowAnimation)

  /// Deletes sections, which the data source no longer reports.
  /// - Parameters:
  ///   - sections: The removed sections, as they were before the update.
  ///   - animation: How the change animates.
  func deleteSections(_ sections: [Int], with animation: TableRowAnimation)

  /// Moves a section and its rows.
  /// - Parameters:
  ///   - section: The section's position before the move.
  ///   - newSection: The section's position after the move.
  func moveSection(_ section: Int, toSection newSection: Int)

  /// Reloads the given rows from the data source.
  /// - Parameters:
  ///   - indexPaths: The rows to reload, as they are before the update.
  ///   - animation: How the change animates.
  func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation)

  /// Reconfigures rows: asks the data source for their cells again, keeping each row's cell
  /// (UIKit's `reconfigureRows(at:)`, iOS 15), where a reload would replace it.
  ///
  /// The default calls ``reloadRows(at:with:)`` with `.none`, for a table that cannot keep the
  /// cell.
  /// - Parameter indexPaths: The rows, as they are before the update.
  func reconfigureRows(at indexPaths: [TableIndexPath])

  /// Inserts rows, which the data source already reports.
  /// - Parameters:
  ///   - indexPaths: The new rows, as they are after the update.
  ///   - animation: How the change animates.
  func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation)

  /// Deletes rows, which the data source no longer reports.
  /// - Parameters:
  ///   - indexPaths: The removed rows, as they were before the update.
  ///   - animation: How the change animates.
  func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation)

  /// Moves a row.
  /// - Parameters:
  ///   - indexPath: The row's position before the move.
  ///   - newIndexPath: The row's position after the move.
  func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath)

  /// Applies the inserts, deletes, reloads and moves made in `updates` as one update.
  /// - Parameters:
  ///   - updates: Makes the changes; the data source must report their result by its end.
  ///   - completion: Called with `true` once the update is applied.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

  /// Registers the class of cell to create for a reuse identifier; `nil` unregisters it.
  /// - Parameters:
  ///   - cellClass: The cell class, or `nil`.
  ///   - identifier: The reuse identifier.
  func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String)

  /// Registers the class of header or footer view to create for a reuse identifier.
  /// - Parameters:
  ///   - aClass: The view class, or `nil` to unregister.
  ///   - identifier: The reuse identifier.
  func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String)

  /// Registers a nib whose cells to create for a reuse identifier; `nil` unregisters it.
  ///
  /// The default implementation registers the cell class registered for the nib's name (see
  /// `TableNib.register(_:forNibName:)`), as it is at the time of the call, with the
  /// class-taking `register(_:forCellReuseIdentifier:)`; or a plain ``TableCell`` and a
  /// ``TableDiagnostic`` through ``reportDiagnostic(_:)`` when none is; `nil` unregisters the
  /// identifier.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  func register(_ nib: TableNib?, forCellReuseIdentifier identifier: String)

  /// Registers a nib whose header or footer views to create for a reuse identifier; `nil`
  /// unregisters it.
  ///
  /// The default implementation registers the view class registered for the nib's name, as it
  /// is at the time of the call, or a plain ``TableHeaderFooterView`` and a
  /// ``TableDiagnostic`` when none is; `nil` unregisters the identifier.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  func register(_ nib: TableNib?, forHeaderFooterViewReuseIdentifier identifier: String)

  /// Receives a problem the table or one of its delegates worked around instead of trapping.
  ///
  /// The library reports through ``reportProblem(_:)``, whose default passes the problem's
  /// diagnostic here. The default implementation ignores it; implement it to log or collect
  /// diagnostics, or implement ``reportProblem(_:)`` to receive every problem.
  /// - Parameter diagnostic: What went wrong, and what was done instead.
  func reportDiagnostic(_ diagnostic: TableDiagnostic)

  /// Receives every problem of the table and its tree, in the order they were met, whoever
  /// met it: the table, a transaction, a data source, a driver. This is the one channel the
  /// library reports through (see <doc:ReportingProblems>).
  ///
  /// The default implementation passes the problem's ``TableProblem/diagnostic`` to
  /// ``reportDiagnostic(_:)``, and identifiers that could not be diffed as
  /// ``TableDiagnostic/differenceFailed(_:)``, so a table written before problems existed
  /// still hears of them; a rejected batch is the table's own finding and is not passed on.
  /// Implement it to receive every problem with its node, section and rows.
  /// - Parameter problem: What went wrong, where, and what was done instead.
  func reportProblem(_ problem: TableProblem)

  /// Returns a reusable cell for the identifier, made from the registered class when none is
  /// free.
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: A cell ready to be configured.
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell

  /// Returns a reusable cell for the identifier without naming its row, or `nil` when the
  /// table has none to give (UIKit's older form, whose callers make their own cell then).
  ///
  /// The default implementation returns `nil`: a table that can only dequeue for a row.
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: A cell ready to be configured, or `nil`.
  func dequeueReusableCell(withIdentifier identifier: String) -> TableCell?

  /// Returns a reusable header or footer view for the identifier, or `nil` when none is
  /// registered.
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A view ready to be configured, or `nil`.
  func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?

  /// The number of rows the table last loaded for a section.
  /// - Parameter section: The section.
  /// - Returns: The row count.
  func numberOfRows(inSection section: Int) -> Int

  /// The cell showing a row, or `nil` when the row is not visible.
  /// - Parameter indexPath: The row.
  /// - Returns: The visible cell, or `nil`.
  func cellForRow(at indexPath: TableIndexPath) -> TableCell?

  /// Selects a row without calling the delegate, as UIKit's does; `nil` clears the selection.
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Whether the change animates.
  ///   - scrollPosition: Where to scroll the row to.
  func selectRow(
    at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition)

  /// Deselects a row without calling the delegate, as UIKit's does.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether the change animates.
  func deselectRow(at indexPath: TableIndexPath, animated: Bool)

  /// Scrolls so that the row stands at the given position.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up.
  ///   - animated: Whether the scroll animates.
  func scrollToRow(
    at indexPath: TableIndexPath, at scrollPosition: TableScrollPosition, animated: Bool)

  // Members a port of UIKit code uses through a table it stores (issue 26).

  /// Whether the user can select rows outside editing mode (UIKit's `allowsSelection`).
  ///
  /// The default implementation answers `true` and ignores a change: a table that always lets
  /// the user select.
  var allowsSelection: Bool { get set }

  /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`).
  ///
  /// The default implementation sets ``isEditing``.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether the change animates.
  func setEditing(_ editing: Bool, animated: Bool)

  /// The row a visible cell shows, or `nil` when the cell shows none (UIKit's
  /// `indexPath(for:)`).
  ///
  /// The default implementation looks for the cell, by identity, among the cells of
  /// ``indexPathsForVisibleRows`` (``cellForRow(at:)``), in O(*v*) for *v* visible rows.
  /// - Parameter cell: A cell.
  /// - Returns: The row it shows, or `nil`.
  func indexPath(for cell: TableCell) -> TableIndexPath?

  // Prefetching (API.md §10).

  /// The object the table tells which rows it expects to display soon (UIKit's
  /// `prefetchDataSource`), or `nil`. Nobody sets it for you: a root that is the table's data
  /// source is not its prefetch data source until the app sets it, as in UIKit.
  ///
  /// The default implementation answers `nil` and ignores a change: a table that does not
  /// prefetch.
  var prefetchDataSource: (any TableDataSourcePrefetching)? { get set }

  /// Whether the table prefetches (UIKit's `isPrefetchingEnabled`; `true` by default in
  /// UIKit and ``HeadlessTableView``).
  ///
  /// The default implementation answers `false` and ignores a change: a table that does not
  /// prefetch.
  var isPrefetchingEnabled: Bool { get set }
}

// MARK: - Default implementations

extension TableHost {
  /// Reloads the rows without animation: the closest a table without reconfiguration comes.
  /// - Parameter indexPaths: The rows, as they are before the update.
  public func reconfigureRows(at indexPaths: [TableIndexPath]) {
    reloadRows(at: indexPaths, with: .none)
  }
  /// Registers the cell class registered for the nib's name, or a plain ``TableCell`` and a
  /// ``TableDiagnostic/unregisteredCellNib(nibName:reuseIdentifier:)`` when none is; `nil`
  /// unregisters the identifier.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: TableNib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as TableCell.Type?, forCellReuseIdentifier: identifier)
      return
    }
    if let cellClass = nib.registeredCellClass {
      register(cellClass, forCellReuseIdentifier: identifier)
    } else {
      reportProblem(
        TableProblem(
          kind: .diagnostic(
            .unregisteredCellNib(nibName: nib.nibName, reuseIdentifier: identifier))))
      register(TableCell.self, forCellReuseIdentifier: identifier)
    }
  }

  /// Registers the view class registered for the nib's name, or a plain
  /// ``TableHeaderFooterView`` and a
  /// ``TableDiagnostic/unregisteredHeaderFooterViewNib(nibName:reuseIdentifier:)`` when none
  /// is; `nil` unregisters the identifier.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: TableNib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: identifier)
      return
    }
    if let viewClass = nib.registeredHeaderFooterViewClass {
      register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    } else {
      reportProblem(
        TableProblem(
          kind: .diagnostic(
            .unregisteredHeaderFooterViewNib(nibName: nib.nibName, reuseIdentifier: identifier))
        ))
      register(TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }
  }

  /// Ignores the diagnostic.
  /// - Parameter diagnostic: The problem reported.
  public func reportDiagnostic(_ diagnostic: TableDiagnostic) {}

  /// Passes the problem's diagnostic to ``reportDiagnostic(_:)`` (identifiers that could not
  /// be diffed as ``TableDiagnostic/differenceFailed(_:)``); a rejected batch is not passed on.
  /// - Parameter problem: The problem reported.
  public func reportProblem(_ problem: TableProblem) {
    switch problem.kind {
    case .diagnostic(let diagnostic): reportDiagnostic(diagnostic)
    case .duplicateIdentifier(let error): reportDiagnostic(.differenceFailed(error))
    case .rejectedUpdate: break
    }
  }

  /// ``TableDimension/automatic``: rows sized from their cells, as in UIKit.
  public var rowHeight: Double { TableDimension.automatic }

  /// ``TableDimension/automatic``: the table chooses, as in UIKit.
  public var estimatedRowHeight: Double { TableDimension.automatic }

  /// ``TableDimension/automatic``: headers sized from their views, as in UIKit.
  public var sectionHeaderHeight: Double { TableDimension.automatic }

  /// ``TableDimension/automatic``: footers sized from their views, as in UIKit.
  public var sectionFooterHeight: Double { TableDimension.automatic }

  /// ``TableDimension/automatic``: the table chooses, as in UIKit.
  public var estimatedSectionHeaderHeight: Double { TableDimension.automatic }

  /// ``TableDimension/automatic``: the table chooses, as in UIKit.
  public var estimatedSectionFooterHeight: Double { TableDimension.automatic }

  /// `false`: focus does not select, as in UIKit.
  public var selectionFollowsFocus: Bool { false }

  /// Returns `nil`: this table dequeues only for a row, with
  /// ``dequeueReusableCell(withIdentifier:for:)``.
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableCell? { nil }

  // Defaults of the members a port uses through a table it stores (issue 26).

  /// `true`, and a change is ignored: a table that always lets the user select.
  public var allowsSelection: Bool {
    get { true }
    set {}
  }

  /// `nil`, and a change is ignored: a table that does not prefetch.
  public var prefetchDataSource: (any TableDataSourcePrefetching)? {
    get { nil }
    set {}
  }

  /// `false`, and a change is ignored: a table that does not prefetch.
  public var isPrefetchingEnabled: Bool {
    get { false }
    set {}
  }

  /// Sets ``isEditing``.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored.
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Looks for the cell, by identity, among the visible rows' cells.
  /// - Parameter cell: A cell.
  /// - Returns: The row it shows, or `nil`.
  /// - Complexity: O(*v*) calls of ``cellForRow(at:)`` for *v* visible rows.
  public func indexPath(for cell: TableCell) -> TableIndexPath? {
    for indexPath in indexPathsForVisibleRows ?? [] where cellForRow(at: indexPath) === cell {
      return indexPath
    }
    return nil
  }
}

// MARK: - API

extension TableHost {
  /// Applies the changes made in `updates` as one update, with no completion.
  /// - Parameter updates: Makes the changes.
  public func performBatchUpdates(_ updates: (() -> Void)?) {
    performBatchUpdates(updates, completion: nil)
  }
}
