/// A class that is its own table's data source and delegate and holds that table: the
/// counterpart of UIKit's `UITableViewController`, so that a subclass of it ports by renaming
/// its superclass.
///
/// It is a ``CascadingBareTableDelegate``, so every table method is an `open` member that a
/// subclass overrides as it did in UIKit (`override func tableView(_:numberOfRowsInSection:)`),
/// and an override is reached through the protocol. Unlike UIKit's, it has no view life cycle:
/// do in ``init(index:childDelegates:)`` (or your own convenience initialiser) what
/// `viewDidLoad()` did, and call ``HeadlessTableView/reloadData()`` on ``tableView`` when the
/// page appears.
///
/// ## Subclassing
/// Override the table methods your page answers, as for ``CascadingBareTableDelegate``:
/// calling `super` is never required. To keep an initialiser of your own, make it
/// `convenience` and call `self.init()` or ``init(style:)``. Override
/// ``setEditing(_:animated:)`` as in UIKit, calling `super` (which sets ``isEditing`` and the
/// table's editing mode).
///
/// ## Invariants
/// ``isEditing`` is the controller's own: it changes only through ``setEditing(_:animated:)``
/// (or by setting it), never when the table's editing mode is changed directly, as in UIKit.
@MainActor
open class TableViewController: CascadingBareTableDelegate {
  /// The table this controller is the data source and delegate of. Held strongly; the table
  /// holds the controller weakly, as UIKit's does.
  public let tableView: HeadlessTableView

  /// Creates a controller with a new table whose data source and delegate it is.
  ///
  /// The table loads nothing until you call ``HeadlessTableView/reloadData()`` (or lay it
  /// out), as a `UITableViewController`'s table loads when its view appears.
  /// - Parameters:
  ///   - index: The controller's position, should it be placed in a delegate tree; 0 if not.
  ///   - childDelegates: Children, should it have any; stored as given.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    tableView = HeadlessTableView()
    super.init(index: index, childDelegates: childDelegates)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Creates a controller whose new table has a style (UIKit's `init(style:)`).
  /// - Parameter style: How the table groups its sections.
  public convenience init(style: TableViewStyle) {
    self.init(index: 0, childDelegates: [])
    tableView.style = style
  }

  // MARK: Editing

  /// Whether the controller is in editing mode (UIKit's `UIViewController.isEditing`).
  /// Setting it calls ``setEditing(_:animated:)`` with `animated: false`, so an override of
  /// that method hears it. `false` at first.
  ///
  /// Override it only to observe it, and call `super`.
  open var isEditing: Bool {
    get { isControllerEditing }
    set { setEditing(newValue, animated: false) }
  }

  private var isControllerEditing = false

  /// Enters or leaves editing mode: sets ``isEditing`` and the table's editing mode
  /// (``HeadlessTableView/setEditing(_:animated:)``), as `UITableViewController`'s does.
  ///
  /// Override it to change the page with its editing mode, as in UIKit. Calling `super` is
  /// required: without it neither ``isEditing`` nor the table changes.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether the change animates; passed to the table.
  /// - Complexity: O(*v*) in the number of visible rows (the table's editing change).
  open func setEditing(_ editing: Bool, animated: Bool) {
    isControllerEditing = editing
    tableView.setEditing(editing, animated: animated)
  }
}
