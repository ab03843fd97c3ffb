/// What a table knows of making and reusing cells and header and footer views: the class or
/// nib registered for each reuse identifier, the views waiting for reuse, the cell a
/// reconfiguration hands back, and how many cells it made.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; what to
/// report about a missing registration stays with the table.
///
/// Invariants:
/// - An identifier has a registered class or a registered nib name, never both.
/// - A pooled cell or view has its pool's reuse identifier and is of the class registered
///   for it, or of the class registered for its nib's name; unregistering an identifier, or
///   registering a nib for it, empties its pool.
/// - ``createdCellCount`` only grows: one per cell made from a registered class.
@MainActor
struct ReusePool {
  private var cellClasses: [String: TableCell.Type] = [:]
  private var headerFooterClasses: [String: TableHeaderFooterView.Type] = [:]
  /// The nib name of each cell reuse identifier registered with a nib.
  private var cellNibNames: [String: String] = [:]
  /// The nib name of each header or footer reuse identifier registered with a nib.
  private var headerFooterNibNames: [String: String] = [:]
  private var reusableCells: [String: [TableCell]] = [:]
  private var reusableHeaderFooterViews: [String: [TableHeaderFooterView]] = [:]

  /// The visible cell being reconfigured: ``takeReconfiguredCell(for:identifier:)`` hands it
  /// back for its own row, as UIKit does since iOS 15.
  private var reconfiguredCell: (cell: TableCell, indexPath: TableIndexPath)?

  /// How many cells were made from registered classes.
  private(set) var createdCellCount = 0

  // MARK: Registration

  /// Registers a cell class for an identifier (`nil` unregisters it).
  mutating func register(_ cellClass: TableCell.Type?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
    if cellNibNames.removeValue(forKey: identifier) != nil || cellClass == nil {
      reusableCells[identifier] = nil
    }
  }

  /// Registers a cell nib, by name, for an identifier (`nil` unregisters it).
  mutating func register(cellNibNamed nibName: String?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
    cellNibNames[identifier] = nibName
    reusableCells[identifier] = nil
  }

  /// Registers a header or footer view class for an identifier (`nil` unregisters it).
  mutating func register(
    _ viewClass: TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = viewClass
    if headerFooterNibNames.removeValue(forKey: identifier) != nil || viewClass == nil {
      reusableHeaderFooterViews[identifier] = nil
    }
  }

  /// Registers a header or footer nib, by name, for an identifier (`nil` unregisters it).
  mutating func register(
    headerFooterNibNamed nibName: String?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = nil
    headerFooterNibNames[identifier] = nibName
    reusableHeaderFooterViews[identifier] = nil
  }

  /// The cell class to make for an identifier: its registered class, else the class
  /// registered for its nib's name; `nil` when neither is.
  @inline(__always)
  func cellClass(for identifier: String) -> TableCell.Type? {
    cellClasses[identifier] ?? nibCellClass(for: identifier)
  }

  /// The nib name an identifier is registered with, if any.
  func cellNibName(for identifier: String) -> String? {
    cellNibNames[identifier]
  }

  /// The header or footer view class to make for an identifier, as ``cellClass(for:)``.
  func headerFooterViewClass(for identifier: String) -> TableHeaderFooterView.Type? {
    headerFooterClasses[identifier] ?? nibHeaderFooterViewClass(for: identifier)
  }

  /// The nib name a header or footer identifier is registered with, if any.
  func headerFooterNibName(for identifier: String) -> String? {
    headerFooterNibNames[identifier]
  }

  // MARK: Dequeuing

  /// A pooled cell for the identifier after its ``TableCell/prepareForReuse()``, else a new
  /// one of `cellClass`.
  /// - Complexity: O(1) amortised.
  @inline(__always)
  mutating func dequeueCell(withIdentifier identifier: String, cellClass: TableCell.Type)
    -> TableCell
  {
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

  /// A pooled header or footer view for the identifier after its
  /// ``TableHeaderFooterView/prepareForReuse()``, else a new one of `viewClass`.
  /// - Complexity: O(1) amortised.
  mutating func dequeueHeaderFooterView(
    withIdentifier identifier: String, viewClass: TableHeaderFooterView.Type
  ) -> TableHeaderFooterView {
    if let view = reusableHeaderFooterViews[identifier, default: []].popLast() {
      view.prepareForReuse()
      return view
    }
    return viewClass.init(reuseIdentifier: identifier)
  }

  /// Puts a cell that left the viewport in its identifier's pool. A cell of a nib is pooled
  /// only when it is of the nib's class, so a plain stand-in never outlives the nib's
  /// registration.
  mutating func enqueue(_ cell: TableCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    if cellClasses[identifier] == nil {
      guard let nibClass = nibCellClass(for: identifier), nibClass == type(of: cell) else {
        return
      }
    }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Puts a header or footer view that left the viewport in its identifier's pool; a view of
  /// a nib only when it is of the nib's class.
  mutating func enqueue(_ view: TableHeaderFooterView) {
    guard let identifier = view.reuseIdentifier else { return }
    if headerFooterClasses[identifier] == nil {
      guard let nibClass = nibHeaderFooterViewClass(for: identifier),
        nibClass == type(of: view)
      else { return }
    }
    reusableHeaderFooterViews[identifier, default: []].append(view)
  }

  // MARK: Reconfiguring

  /// Marks a visible row's cell as the one to hand back while the row is reconfigured.
  mutating func beginReconfiguring(_ cell: TableCell, at indexPath: TableIndexPath) {
    reconfiguredCell = (cell, indexPath)
  }

  /// Stops handing back a reconfigured cell: the row was asked, or its index path may now
  /// name another row.
  @inline(__always)
  mutating func endReconfiguring() {
    reconfiguredCell = nil
  }

  /// Takes the cell being reconfigured when it is the one for this row and identifier.
  @inline(__always)
  mutating func takeReconfiguredCell(for indexPath: TableIndexPath, identifier: String)
    -> TableCell?
  {
    guard let reconfigured = reconfiguredCell, reconfigured.indexPath == indexPath,
      reconfigured.cell.reuseIdentifier == identifier
    else { return nil }
    reconfiguredCell = nil
    return reconfigured.cell
  }

  // MARK: Nibs

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
}
