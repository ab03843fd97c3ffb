extension HeadlessTableView {
  // MARK: Registration

  /// Registers the class of cell to create for a reuse identifier, replacing any earlier one;
  /// `nil` unregisters the identifier and drops its reusable cells.
  /// - Parameters:
  ///   - cellClass: The cell class, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
    if cellNibNames.removeValue(forKey: identifier) != nil || cellClass == nil {
      reusableCells[identifier] = nil
    }
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
    cellClasses[identifier] = nil
    cellNibNames[identifier] = nib?.nibName
    reusableCells[identifier] = nil
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
    headerFooterClasses[identifier] = aClass
    if headerFooterNibNames.removeValue(forKey: identifier) != nil || aClass == nil {
      reusableHeaderFooterViews[identifier] = nil
    }
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
    headerFooterClasses[identifier] = nil
    headerFooterNibNames[identifier] = nib?.nibName
    reusableHeaderFooterViews[identifier] = nil
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
    guard let cellClass = cellClasses[identifier] ?? nibCellClass(for: identifier) else {
      if let nibName = cellNibNames[identifier] {
        reportDiagnostic(.unregisteredCellNib(nibName: nibName, reuseIdentifier: identifier))
        return TableCell(reuseIdentifier: identifier)
      }
      reportDiagnostic(.unregisteredCellIdentifier(reuseIdentifier: identifier))
      return TableCell(reuseIdentifier: identifier)
    }
    if let reconfigured = reconfiguredCell, reconfigured.indexPath == indexPath,
      reconfigured.cell.reuseIdentifier == identifier
    {
      reconfiguredCell = nil
      return reconfigured.cell
    }
    // The `default:` subscript edits the pool in place; the optional one
    // (`[identifier]?.popLast()`) heap-allocates its accessor's frames on every call, which
    // is every row scrolled into view.
    if let cell = reusableCells[identifier, default: []].popLast() {
      cell.prepareForReuse()
      return cell
    }
    createdCellCount += 1
    return cellClass.init(reuseIdentifier: identifier)
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
    guard let cellClass = cellClasses[identifier] ?? nibCellClass(for: identifier) else {
      return nil
    }
    if let cell = reusableCells[identifier, default: []].popLast() {
      cell.prepareForReuse()
      return cell
    }
    createdCellCount += 1
    return cellClass.init(reuseIdentifier: identifier)
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
    guard
      let viewClass = headerFooterClasses[identifier]
        ?? nibHeaderFooterViewClass(for: identifier)
    else {
      guard let nibName = headerFooterNibNames[identifier] else { return nil }
      reportDiagnostic(
        .unregisteredHeaderFooterViewNib(nibName: nibName, reuseIdentifier: identifier))
      return TableHeaderFooterView(reuseIdentifier: identifier)
    }
    if let view = reusableHeaderFooterViews[identifier, default: []].popLast() {
      view.prepareForReuse()
      return view
    }
    return viewClass.init(reuseIdentifier: identifier)
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

  /// The cell class registered for the nib an identifier is registered with, if any.
  private func nibCellClass(for identifier: String) -> TableCell.Type? {
    guard let nibName = cellNibNames[identifier] else { return nil }
    return TableNibRegistry.cellClasses[nibName]
  }

  /// The view class registered for the nib an identifier is registered with, if any.
  private func nibHeaderFooterViewClass(for identifier: String) -> TableHeaderFooterView.Type? {
    guard let nibName = headerFooterNibNames[identifier] else { return nil }
    return TableNibRegistry.headerFooterViewClasses[nibName]
  }

  /// Puts a cell that left the viewport in its identifier's reuse pool. A cell of a nib is
  /// pooled only when it is of the nib's class, so a plain stand-in never outlives the nib's
  /// registration.
  func enqueueReusable(_ cell: TableCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    if cellClasses[identifier] == nil {
      guard let nibClass = nibCellClass(for: identifier), nibClass == type(of: cell) else {
        return
      }
    }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Puts a header or footer view that left the viewport in its identifier's reuse pool; a
  /// view of a nib only when it is of the nib's class.
  func enqueueReusable(_ view: TableHeaderFooterView) {
    guard let identifier = view.reuseIdentifier else { return }
    if headerFooterClasses[identifier] == nil {
      guard let nibClass = nibHeaderFooterViewClass(for: identifier),
        nibClass == type(of: view)
      else { return }
    }
    reusableHeaderFooterViews[identifier, default: []].append(view)
  }
}
