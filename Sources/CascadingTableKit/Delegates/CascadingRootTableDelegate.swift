/// The root of a delegate tree: the table's data source and delegate, routing every call by
/// section to its children, the section delegates.
///
/// Build one with the section delegates in display order and attach it to a table; the page is
/// just the order of its children:
///
/// ```swift
/// let root = CascadingRootTableDelegate(
///   childDelegates: [HeaderSection(), ReviewsSection()], tableView: table)
/// ```
///
/// Its propagation mode is locked to `.section`.
///
/// ## Subclassing
/// Override any table method to answer it at the root, and call `super` to keep routing.
/// Override ``prepare(tableView:)`` to set the table up; call `super`, which prepares the
/// children first and then attaches the root.
@MainActor
open class CascadingRootTableDelegate: PropagatingTableDelegate {
  /// What a root does to its table when its ``PropagatingTableDelegate/childDelegates``
  /// change outside a transaction.
  public enum ReloadMode: Hashable, Sendable {
    /// Nothing: the table is updated by hand.
    case none
    /// The whole table, with `reloadData()`.
    case whole
    /// The difference: the change is applied as a transaction on the root
    /// (``PropagatingTableDelegate/performUpdates(animation:_:completion:)``), so sections are
    /// inserted, deleted and moved by identifier, with the given animation.
    case difference(animation: TableRowAnimation)
  }

  /// What changing ``PropagatingTableDelegate/childDelegates`` does to the table. Defaults
  /// to `.none`.
  ///
  /// Takes effect once the root knows its table, through ``prepare(tableView:)``. Inside a
  /// transaction no node reloads by itself: the transaction applies the change.
  open var reloadModeOnChildDelegatesChanged: ReloadMode = .none

  /// Whether changing ``PropagatingTableDelegate/childDelegates`` reloads the table: `true`
  /// unless ``reloadModeOnChildDelegatesChanged`` is `.none`. Setting `true` sets `.whole`,
  /// `false` sets `.none`. Defaults to `false`.
  ///
  /// Overriding it does not change what the root does: that is
  /// ``reloadModeOnChildDelegatesChanged``'s role. Calling `super` is not required.
  open var reloadOnChildDelegatesChanged: Bool {
    get { reloadModeOnChildDelegatesChanged != .none }
    set { reloadModeOnChildDelegatesChanged = newValue ? .whole : .none }
  }

  /// The table the root was prepared for, or `nil`. Held weakly.
  open var currentTableView: (any TableHost)? { preparedTable }

  /// Creates a root holding the given section delegates, and makes it their parent.
  /// - Parameters:
  ///   - index: The root's index; a root has no parent, so it is informational.
  ///   - childDelegates: The section delegates, in display order; re-indexed `0..<count`.
  /// - Complexity: O(*n*) in the number of children.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(
      index: index, childDelegates: childDelegates, mode: .section, lockedMode: .section)
  }

  /// Prepares the children, then makes the root the table's data source and delegate and
  /// remembers the table (weakly) as ``currentTableView``.
  ///
  /// A root with a parent (a group of sections inside another root) remembers the table but
  /// leaves it to the top of its tree: it never becomes the table's data source or delegate.
  ///
  /// Override to register cells or set the table up; calling `super` is required for the root
  /// to be attached.
  /// - Parameter tableView: The table the tree will serve.
  /// - Complexity: O(*n*) in the number of children, plus their own preparation.
  open override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    guard parentDelegate == nil else { return }
    tableView.dataSource = self
    tableView.delegate = self
  }

  override func reloadForChangedChildren() {
    switch reloadModeOnChildDelegatesChanged {
    case .none:
      break
    case .whole:
      TableTransaction.table(of: self)?.reloadData()
    case .difference(let animation):
      TableTransaction.runImplicitly(on: self, animation: animation)
    }
  }
}
