extension HeadlessTableView {
  // MARK: Registration

  /// Registers the class of cell to create for a reuse identifier, replacing any earlier one;
  /// `nil` unregisters the identifier and drops its reusable cells.
  /// - Parameters:
  ///   - cellClass: The cell class, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {
    reusePool.register(cellClass, forCellReuseIdentifier: identifier)
  }

  /// Registers a nib whose cells to create for a reuse identifier, replacing any earlier class
  /// or nib; `nil` unregisters the identifier and drops its reusable cells.
  ///
  /// The nib's class is looked up when a cell is made (see `TableNib.register(_:forNibName:)`),
  /// so it may be registered after this call. A nib name with no class registered makes a plain
  /// ``TableCell`` and reports ``TableDiagnostic/unregisteredCellNib(nibName:reuseIdentifier:)``.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ nib: TableNib?, forCellReuseIdentifier identifier: String) {
    reusePool.register(cellNibNamed: nib?.nibName, forCellReuseIdentifier: identifier)
  }

  /// Registers the class of header or footer view to create for a reuse identifier; `nil`
  /// unregisters it and drops its reusable views.
  /// - Parameters:
  ///   - aClass: The view class, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(
    _ aClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    reusePool.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Registers a nib whose header or footer views to create for a reuse identifier, replacing
  /// any earlier class or nib; `nil` unregisters the identifier and drops its reusable views.
  ///
  /// The nib's class is looked up when a view is made, so it may be registered after this
  /// call. A nib name with no class registered makes a plain ``TableHeaderFooterView`` and
  /// reports ``TableDiagnostic/unregisteredHeaderFooterViewNib(nibName:reuseIdentifier:)``.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ nib: TableNib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    reusePool.register(
      headerFooterNibNamed: nib?.nibName, forHeaderFooterViewReuseIdentifier: identifier)
  }

  // MARK: Dequeuing

  /// Returns a cell for the identifier: one that left the viewport, after its
  /// ``TableCell/prepareForReuse()``, or else a new one made from the registered class (or
  /// the class registered for the registered nib's name). While ``reconfigureRows(at:)`` asks
  /// for a visible row's cell again, that row's own cell is returned as it is (no
  /// `prepareForReuse()`), as UIKit does since iOS 15, unless the table was reloaded or
  /// updated (by the data source, while asked) before the dequeue: the index path may then
  /// be another row's, which gets a cell of its own.
  ///
  /// Dequeuing an identifier nothing is registered for is a programming error, which UIKit
  /// answers with an exception. This table never traps on it: it hands out a new plain
  /// ``TableCell`` each time (never reused) and records
  /// ``TableDiagnostic/unregisteredCellIdentifier(reuseIdentifier:)`` in ``diagnostics``,
  /// once. Likewise an identifier registered with a nib whose name has no class registered
  /// gets a new plain ``TableCell`` each time, and ``diagnostics`` names the nib and the
  /// identifier.
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: A cell ready to be configured.
  /// - Complexity: O(1) amortised.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> TableCell
  {
    guard let cellClass = reusePool.cellClass(for: identifier) else {
      if let nibName = reusePool.cellNibName(for: identifier) {
        reportDiagnostic(.unregisteredCellNib(nibName: nibName, reuseIdentifier: identifier))
        return TableCell(reuseIdentifier: identifier)
      }
      reportDiagnostic(.unregisteredCellIdentifier(reuseIdentifier: identifier))
      return TableCell(reuseIdentifier: identifier)
    }
    if let reconfigured = reusePool.takeReconfiguredCell(for: indexPath, identifier: identifier) {
      return reconfigured
    }
    return reusePool.dequeueCell(withIdentifier: identifier, cellClass: cellClass)
  }

  /// Returns a cell for the identifier without naming its row (UIKit's older form): one that
  /// left the viewport, after its ``TableCell/prepareForReuse()``, or a new one made from the
  /// registered class (or the class registered for the registered nib's name); `nil` when
  /// nothing is registered for the identifier, as UIKit answers, so that the caller makes its
  /// own cell. Unlike ``dequeueReusableCell(withIdentifier:for:)``, it never hands back the
  /// cell a reconfiguration keeps, since it does not know the row.
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: A cell ready to be configured, or `nil`.
  /// - Complexity: O(1) amortised.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableCell? {
    guard let cellClass = reusePool.cellClass(for: identifier) else { return nil }
    return reusePool.dequeueCell(withIdentifier: identifier, cellClass: cellClass)
  }

  /// Returns a header or footer view for the identifier: one that left the viewport, after its
  /// ``TableHeaderFooterView/prepareForReuse()``, or a new one made from the registered class
  /// (or the class registered for the registered nib's name); `nil` when nothing is registered
  /// for the identifier. An identifier registered with a nib whose name has no class
  /// registered gets a new plain ``TableHeaderFooterView``, and ``diagnostics`` names the nib
  /// and the identifier.
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A view ready to be configured, or `nil`.
  /// - Complexity: O(1) amortised.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableHeaderFooterView?
  {
    guard let viewClass = reusePool.headerFooterViewClass(for: identifier) else {
      guard let nibName = reusePool.headerFooterNibName(for: identifier) else { return nil }
      reportDiagnostic(
        .unregisteredHeaderFooterViewNib(nibName: nibName, reuseIdentifier: identifier))
      return TableHeaderFooterView(reuseIdentifier: identifier)
    }
    return reusePool.dequeueHeaderFooterView(withIdentifier: identifier, viewClass: viewClass)
  }

  // MARK: Internals

  /// Asks the data source for a row's cell.
  func makeCell(for indexPath: TableIndexPath) -> TableCell {
    guard let source = dataSource else { return TableCell() }
    return source.tableView(self, cellForRowAt: indexPath)
  }

  /// The view of a section's header or footer: the delegate's, else a plain view showing the
  /// data source's title, else `nil`.
  func makeHeaderFooterView(section: Int, isHeader: Bool) -> TableHeaderFooterView? {
    let custom =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let custom {
      return custom
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    let view = TableHeaderFooterView()
    view.text = title
    return view
  }

  /// Puts a cell that left the viewport in its identifier's reuse pool; a cell of a nib only
  /// when it is of the nib's class.
  @inline(__always)
  func enqueueReusable(_ cell: TableCell) {
    reusePool.enqueue(cell)
  }

  /// Puts a header or footer view that left the viewport in its identifier's reuse pool.
  @inline(__always)
  func enqueueReusable(_ view: TableHeaderFooterView) {
    reusePool.enqueue(view)
  }
}
