/// How to register, dequeue and configure the cell of one row: DataSourceKit's `CellBinder`.
///
/// A binder names the cell's reuse identifier and how the table makes cells for it (a nib, a
/// class, or neither when the cell is registered elsewhere), and holds a closure that fills a
/// dequeued cell of its type. ``TableViewDataSource`` registers the binder's nib or class once
/// per reuse identifier and table, dequeues and configures.
///
/// ```swift
/// let binder = CellBinder(
///   cellType: TableCell.self, registrationMethod: .class(TableCell.self),
///   reuseIdentifier: "Review"
/// ) { cell in
///   cell.text = "Quiet in the early morning"
/// }
/// ```
///
/// Beyond DataSourceKit, a binder can carry the row's identity (``identified(by:)``), height,
/// selection handler and swipe actions; see ``TableViewDataSource``.
@MainActor
public struct CellBinder {
  /// How a table makes the cells of a reuse identifier.
  public enum RegistrationMethod {
    /// From a nib, which makes the class registered for its name (see ``TableNib``).
    case nib(TableNib)
    /// From a cell class.
    case `class`(TableCell.Type)
    /// Not registered by the data source: the identifier is registered some other way.
    case none
  }

  /// How the table makes the cells of ``reuseIdentifier``.
  public let registrationMethod: RegistrationMethod

  /// The reuse identifier the cell is registered and dequeued with.
  public let reuseIdentifier: String

  /// The cell type ``init(cellType:registrationMethod:reuseIdentifier:configureCell:)`` was
  /// given: the type of cell the binder configures.
  public let cellType: TableCell.Type

  /// The row's identity among its siblings, or `nil` when the binder has none: rows whose
  /// binders all have one are diffed by it when ``TableViewDataSource/cellDeclarations``
  /// changes. Set it with ``identified(by:)``. `nil` by default.
  ///
  /// The binder keeps an `Int` or `String` identity unboxed, so that a data source can diff
  /// binders as typed values; reading this property boxes it.
  /// - Complexity: O(1).
  public var id: AnyHashable? { identity?.boxed }

  /// A value that changes whenever the row's content does, or `nil`: a kept row is
  /// reconfigured only when it differs from the old one (or either is `nil`). Set it with
  /// ``identified(by:content:)``. `nil` by default.
  ///
  /// Kept unboxed when it is an `Int` or a `String`, as ``id`` is.
  /// - Complexity: O(1).
  public var content: AnyHashable? { contentValue?.boxed }

  /// ``id``, as typed as it was given.
  var identity: BinderValue?

  /// ``content``, as typed as it was given.
  var contentValue: BinderValue?

  /// The row's fixed height, or `nil` for the table's default. `nil` by default.
  public var rowHeight: Double?

  /// Whether the user can highlight and select the row. `true` by default.
  public var isSelectable = true

  /// Called when the user selects the row, or `nil`. `nil` by default.
  public var didSelect: (@MainActor () -> Void)?

  /// The actions shown when the user swipes the row from its leading edge, or `nil`.
  public var leadingSwipeActions: TableSwipeActionsConfiguration?

  /// The actions shown when the user swipes the row from its trailing edge, or `nil`.
  public var trailingSwipeActions: TableSwipeActionsConfiguration?

  /// Configures a cell when it is of the binder's cell type, and answers whether it was.
  /// Internal, as in DataSourceKit, and it never traps.
  let configureCell: (TableCell) -> Bool

  /// Creates a binder for cells of a type.
  /// - Parameters:
  ///   - cellType: The type of cell `configureCell` fills.
  ///   - registrationMethod: How the table makes cells for `reuseIdentifier`.
  ///   - reuseIdentifier: The identifier the cell is registered and dequeued with.
  ///   - configureCell: Fills a dequeued cell with the row's content.
  public init<Cell: TableCell>(
    cellType: Cell.Type, registrationMethod: RegistrationMethod, reuseIdentifier: String,
    configureCell: @escaping (Cell) -> Void
  ) {
    self.registrationMethod = registrationMethod
    self.reuseIdentifier = reuseIdentifier
    self.cellType = cellType
    self.configureCell = { cell in
      guard let typed = cell as? Cell else { return false }
      configureCell(typed)
      return true
    }
  }

  /// Creates a binder for cells of a type made from a nib; the same as passing
  /// `registrationMethod: .nib(nib)` (DataSourceKit's older initialiser).
  /// - Parameters:
  ///   - cellType: The type of cell `configureCell` fills.
  ///   - nib: The nib the table makes the cells from.
  ///   - reuseIdentifier: The identifier the cell is registered and dequeued with.
  ///   - configureCell: Fills a dequeued cell with the row's content.
  public init<Cell: TableCell>(
    cellType: Cell.Type, nib: TableNib, reuseIdentifier: String,
    configureCell: @escaping (Cell) -> Void
  ) {
    self.init(
      cellType: cellType, registrationMethod: .nib(nib), reuseIdentifier: reuseIdentifier,
      configureCell: configureCell)
  }
}
