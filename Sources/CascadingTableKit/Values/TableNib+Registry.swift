extension TableNib {
  /// Registers the cell class that nibs of a name make, replacing any earlier one.
  ///
  /// The registry is process-wide and lives on the main actor: register each name once, for
  /// instance at start-up, before a table dequeues a cell registered with a nib of that name.
  /// - Parameters:
  ///   - cellClass: The class of the cells the nib makes.
  ///   - name: The nib's name, as in ``init(nibName:bundle:)``.
  /// - Complexity: O(1).
  @MainActor
  public static func register(_ cellClass: TableCell.Type, forNibName name: String) {
    TableNibRegistry.cellClasses[name] = cellClass
  }

  /// Registers the header or footer view class that nibs of a name make, replacing any
  /// earlier one. Process-wide, like `register(_:forNibName:)`.
  /// - Parameters:
  ///   - viewClass: The class of the views the nib makes.
  ///   - name: The nib's name, as in ``init(nibName:bundle:)``.
  /// - Complexity: O(1).
  @MainActor
  public static func register(_ viewClass: TableHeaderFooterView.Type, forNibName name: String) {
    TableNibRegistry.headerFooterViewClasses[name] = viewClass
  }

  /// The cell class registered for this nib's name, or `nil` when none is.
  /// - Complexity: O(1).
  @MainActor
  public var registeredCellClass: TableCell.Type? {
    TableNibRegistry.cellClasses[nibName]
  }

  /// The header or footer view class registered for this nib's name, or `nil` when none is.
  /// - Complexity: O(1).
  @MainActor
  public var registeredHeaderFooterViewClass: TableHeaderFooterView.Type? {
    TableNibRegistry.headerFooterViewClasses[nibName]
  }
}
