/// A section of a delegate tree: routes every call about one of its rows by row to its
/// children, the row delegates.
///
/// It answers `numberOfRowsInSection` with its number of children, so a section's rows are
/// exactly its row delegates, in order. Its propagation mode is locked to `.row`: calls about
/// the whole section (header and footer titles, views and heights) reach no row delegate and
/// return their defaults, so a section with a header overrides those methods.
///
/// ## Subclassing
/// Override the header and footer methods to give the section its own; override any row
/// method to answer it for every row, and call `super` to keep routing. Override
/// ``prepare(tableView:)`` to register cells; call `super`, which prepares the children first.
@MainActor
open class CascadingSectionTableDelegate: PropagatingTableDelegate {
  /// What a section delegate reloads when its ``PropagatingTableDelegate/childDelegates`` change.
  public enum ReloadMode: Hashable, Sendable {
    /// Nothing.
    case none
    /// The whole table, with `reloadData()`.
    case whole
    /// The section at the delegate's own ``PropagatingTableDelegate/index``, with the given animation.
    case section(animation: TableRowAnimation)
    /// The difference: the change is applied as a transaction on the section
    /// (``PropagatingTableDelegate/performUpdates(animation:_:completion:)``), so its rows are
    /// inserted, deleted, moved and reconfigured by identifier, with the given animation.
    case difference(animation: TableRowAnimation)
  }

  /// What changing ``PropagatingTableDelegate/childDelegates`` reloads. Defaults to `.none`.
  ///
  /// Takes effect once the section knows its table, through ``prepare(tableView:)``. Inside a
  /// transaction no node reloads by itself: the transaction applies the change.
  open var reloadModeOnChildDelegatesChanged: ReloadMode = .none

  /// The table the section was prepared for, or `nil`. Held weakly.
  open var currentTableView: (any TableHost)? { preparedTable }

  /// Creates a section holding the given row delegates, and makes it their parent.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: The row delegates, in display order; re-indexed `0..<count`.
  /// - Complexity: O(*n*) in the number of children.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates, mode: .row, lockedMode: .row)
  }

  /// Prepares the children, then remembers the table (weakly) as ``currentTableView``. A
  /// section never becomes the table's data source or delegate.
  ///
  /// Override to register cells; calling `super` is required for reloads to reach the table.
  /// - Parameter tableView: The table the tree will serve.
  /// - Complexity: O(*n*) in the number of children, plus their own preparation.
  open override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
  }

  override func reloadForChangedChildren() {
    switch reloadModeOnChildDelegatesChanged {
    case .none:
      break
    case .whole:
      TableTransaction.table(of: self)?.reloadData()
    case .section(let animation):
      TableTransaction.runImplicitly(on: self, animation: animation, reloadingSection: true)
    case .difference(let animation):
      TableTransaction.runImplicitly(on: self, animation: animation)
    }
  }

}
