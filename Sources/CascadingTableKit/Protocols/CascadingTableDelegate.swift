/// A node of a delegate tree: a data source and delegate that knows its place among its
/// siblings, its children and its parent.
///
/// A root routes each table call by section to its children, the section delegates; a section
/// delegate routes by row to its children, the row delegates. Any conformer can stand anywhere
/// in the tree: subclass ``CascadingRootTableDelegate``, ``CascadingSectionTableDelegate`` or
/// ``CascadingBareTableDelegate``, or conform by hand.
///
/// ## Implementation requirements
/// - Declare ``parentDelegate`` `weak`: a parent holds its children strongly, so a strong
///   reference back would leak the whole tree.
/// - In ``init(index:childDelegates:)``, make yourself the parent of the children (see
///   ``validateChildDelegates()``).
/// - In ``prepare(tableView:)``, forward the call to the children.
@MainActor
public protocol CascadingTableDelegate: TableDataSource, TableDelegate {
  /// The node's position in its parent's ``childDelegates``: the section of a root's child,
  /// the row of a section delegate's child. The parent keeps it up to date.
  var index: Int { get set }

  /// The node's children, in order. Held strongly.
  var childDelegates: [any CascadingTableDelegate] { get set }

  /// The node that holds this one in its ``childDelegates``, or `nil` for a root. Conformers
  /// must declare it `weak`.
  var parentDelegate: (any CascadingTableDelegate)? { get set }

  /// Creates a node at a position, holding the given children.
  /// - Parameters:
  ///   - index: The node's position in its parent.
  ///   - childDelegates: The node's children.
  init(index: Int, childDelegates: [any CascadingTableDelegate])

  /// Sets the node up for a table (registering cells, for example) and forwards the call to
  /// its children. Called once, when the tree is attached to the table.
  /// - Parameter tableView: The table the tree will serve.
  func prepare(tableView: any TableHost)

  /// What makes this node "the same row" or "the same section" across a change of the tree.
  ///
  /// A transaction (``PropagatingTableDelegate/performUpdates(animation:_:completion:)``)
  /// matches the children before and after a change by this value: equal identifiers among
  /// siblings are the same child, kept (and possibly moved); a new identifier is an insert, a
  /// vanished one a delete. Identifiers must be unique among siblings (and, for rows, among the
  /// rows of the sections a transaction compares).
  ///
  /// The default is `ObjectIdentifier(self)`: the node instance is its own identity.
  var differenceIdentifier: AnyHashable { get }

  /// Whether this node shows the same content as `source`, the node with the same
  /// ``differenceIdentifier`` before a change.
  ///
  /// Called only when the instance changed (a new node replaced `source` under the same
  /// identifier). When it returns `false`, the transaction reconfigures the row (same cell,
  /// asked again); when the two nodes are of different classes, it reloads the row instead.
  ///
  /// The default returns `source === self`.
  /// - Parameter source: The node this one replaces.
  /// - Returns: Whether the content is the same.
  func isContentEqual(to source: any CascadingTableDelegate) -> Bool

  /// How many consecutive slots of its parent the node fills: rows under a `.row`-mode
  /// parent, sections under a `.section`-mode parent. See <doc:ComposingSectionsFromGroups>.
  ///
  /// A node filling several rows finds its own row as `indexPath.row - tableRange.lowerBound`:
  /// index paths reach it unchanged. A node whose span changed with its own data tells its
  /// table, by a transaction or a reload, as for any change.
  var span: Int { get }
}

// MARK: - Default implementations

extension CascadingTableDelegate {
  /// The node's identity across changes: `ObjectIdentifier(self)`.
  /// - Complexity: O(1).
  public var differenceIdentifier: AnyHashable { ObjectIdentifier(self) }

  /// Whether `source` is this very node.
  /// - Parameter source: The node this one replaces.
  /// - Returns: `source === self`.
  /// - Complexity: O(1).
  public func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    source === self
  }

  /// One slot: the original's rule, a row (or a section) per node.
  /// - Complexity: O(1).
  public var span: Int { 1 }
}

// MARK: - API

extension CascadingTableDelegate {
  /// Creates a node, makes it the parent of its children, and, given a table, prepares the
  /// whole tree for it and makes the node the table's data source and delegate.
  ///
  /// Unlike the original library, which prepared only the children, this also calls
  /// ``prepare(tableView:)`` on the node itself, so a root built this way knows its table.
  /// - Parameters:
  ///   - index: The node's position in its parent. Defaults to 0.
  ///   - childDelegates: The node's children.
  ///   - tableView: The table to attach the tree to, or `nil` (the default) to attach it later,
  ///     so that `MySection(childDelegates: [...])` builds a section delegate.
  /// - Complexity: O(*n*) in the number of children, plus the cost of `prepare`.
  public init(
    index: Int = 0, childDelegates: [any CascadingTableDelegate],
    tableView: (any TableHost)? = nil
  ) {
    self.init(index: index, childDelegates: childDelegates)
    validateChildDelegates()
    guard let tableView else { return }
    prepare(tableView: tableView)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Sets each child's ``index`` to its position in ``childDelegates`` and its
  /// ``parentDelegate`` to this node.
  /// - Complexity: O(*n*) in the number of children.
  public func validateChildDelegates() {
    let children = childDelegates
    for position in children.indices {
      let child = children[position]
      child.index = position
      child.parentDelegate = self
    }
  }
}
