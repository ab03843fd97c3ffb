/// A transaction being recorded: what the table showed below its node, kept as the tree
/// changes, so that its end can compute and apply the difference as one batch.
///
/// Nothing is copied when it starts. Each node records its children (or rows) the first time
/// they change while the transaction runs — retaining the array, which is O(1) — so a node
/// that is never recorded is known to be unchanged and costs nothing at the end. Only the
/// row counts of the node's opaque children (sections whose rows cannot be identified, see
/// ``RowDifferencing``) are read at the start, as nothing else would tell their change.
///
/// One transaction runs at a time on the main actor (``current``); a transaction started
/// while one runs joins it.
@MainActor
final class TableTransaction {
  /// The transaction running, if any.
  static var current: TableTransaction?

  /// A table for asking an opaque section its row count when the node has no table.
  static let detachedHost = HeadlessTableView()

  /// The node whose table the transaction updates.
  let scope: PropagatingTableDelegate

  /// The animation of every insert, delete and reload.
  let animation: TableRowAnimation

  /// The completions to call once the batch is applied (the transaction's own and those of
  /// transactions that joined it).
  var completions: [(Bool) -> Void] = []

  /// The nodes whose rows changed, in the order they first changed, held until the end.
  private var changedNodes: [AnyObject] = []

  /// The rows (or children) of each changed node as the table showed them.
  private var rowsBefore: [ObjectIdentifier: DifferenceRows] = [:]

  /// The row count at the start of each opaque child of the scope.
  private var opaqueRowCounts: [ObjectIdentifier: Int] = [:]

  /// The opaque children whose counts were read, held so their identifiers stay unique.
  private var opaqueChildren: [any CascadingTableDelegate] = []

  /// Starts recording a transaction on a node, without making it ``current``.
  /// - Complexity: O(*o*) for the node's *o* opaque children (O(*s*) in the number of its
  ///   children the first time after they changed).
  init(scope: PropagatingTableDelegate, animation: TableRowAnimation) {
    self.scope = scope
    self.animation = animation
    // A table that never loaded would load the changed tree as its "before": load it now.
    _ = scope.preparedTable?.numberOfSections
    guard scope.mode == .section else { return }
    let children = scope.childDelegatesForDifference
    let host = scope.preparedTable ?? Self.detachedHost
    for position in scope.opaqueChildPositions() {
      let child = children[position]
      opaqueChildren.append(child)
      opaqueRowCounts[ObjectIdentifier(child)] = child.tableView(
        host, numberOfRowsInSection: position)
    }
  }

  /// Records a node's children before their first change in this transaction.
  func recordChildren(of node: PropagatingTableDelegate, _ children: [any CascadingTableDelegate]) {
    recordRows(of: node, .delegates(children))
  }

  /// Records a node's rows before their first change in this transaction; later records of
  /// the same node are ignored.
  func recordRows(of node: AnyObject, _ rows: DifferenceRows) {
    let key = ObjectIdentifier(node)
    guard rowsBefore[key] == nil else { return }
    rowsBefore[key] = rows
    changedNodes.append(node)
  }

  /// Whether a node's rows changed during the transaction.
  func hasChanged(_ node: AnyObject) -> Bool {
    rowsBefore[ObjectIdentifier(node)] != nil
  }

  /// The rows a node showed when the transaction started, if they changed since.
  func rowsBefore(_ node: AnyObject) -> DifferenceRows? {
    rowsBefore[ObjectIdentifier(node)]
  }

  /// The row count an opaque child of the scope had at the start, if it was one.
  func opaqueRowCount(_ node: AnyObject) -> Int? {
    opaqueRowCounts[ObjectIdentifier(node)]
  }

  /// The nodes that changed, in the order they first changed.
  var nodesChanged: [AnyObject] { changedNodes }

  // MARK: - Ending

  /// Ends the transaction: computes the difference, applies it to the scope's table as one
  /// batch (or reloads what could not be diffed), calls the completions, and then lets the
  /// changed nodes outside the scope reload as their reload modes say.
  /// - Returns: The updates applied and the error met, if any.
  func finish() -> (updates: [TableUpdate], error: TableDifferenceError?) {
    if Self.current === self {
      Self.current = nil
    }
    let outcome = scope.mode == .section ? rootOutcome() : sectionOutcome()
    let table = scope.preparedTable
    var applied = outcome.updates
    if let table {
      if outcome.reloadsTable {
        applied = []
        table.reloadData()
        complete(true)
      } else if applied.isEmpty {
        complete(true)
      } else {
        let animation = self.animation
        table.performBatchUpdates(
          {
            for update in applied {
              Self.apply(update, to: table, animation: animation)
            }
          },
          completion: { finished in self.complete(finished) })
      }
    } else {
      if outcome.reloadsTable {
        applied = []
      }
      complete(false)
    }
    reloadNodesOutsideScope()
    return (applied, outcome.error)
  }

  /// Ends a transaction a node started for itself because its reload mode is
  /// `.difference`, recording its error on the node.
  func finishImplicitly() {
    let result = finish()
    scope.recordDifferenceError(result.error)
  }

  private func complete(_ finished: Bool) {
    let pending = completions
    completions = []
    for completion in pending {
      completion(finished)
    }
  }

  /// Lets every changed node the difference did not cover apply its own reload mode, as it
  /// would have without the transaction.
  private func reloadNodesOutsideScope() {
    for node in changedNodes {
      guard let node = node as? PropagatingTableDelegate, !covers(node) else { continue }
      if let animation = node.differenceAnimation, node.preparedTable != nil,
        let before = rowsBefore(node)
      {
        let transaction = TableTransaction(scope: node, animation: animation)
        transaction.recordRows(of: node, before)
        transaction.finishImplicitly()
      } else {
        node.reloadForChangedChildren()
      }
    }
  }

  /// Whether the difference covers a node's change: the scope itself, and for a root its
  /// sections (present or removed).
  private func covers(_ node: PropagatingTableDelegate) -> Bool {
    node === scope || (scope.mode == .section && node.parentDelegate === scope)
  }

  /// Calls the table method that makes one update, with the transaction's animation.
  private static func apply(
    _ update: TableUpdate, to table: any TableHost, animation: TableRowAnimation
  ) {
    switch update {
    case .insertSections(let sections): table.insertSections(sections, with: animation)
    case .deleteSections(let sections): table.deleteSections(sections, with: animation)
    case .reloadSections(let sections): table.reloadSections(sections, with: animation)
    case .moveSection(let source, let destination):
      table.moveSection(source, toSection: destination)
    case .insertRows(let indexPaths): table.insertRows(at: indexPaths, with: animation)
    case .deleteRows(let indexPaths): table.deleteRows(at: indexPaths, with: animation)
    case .reloadRows(let indexPaths): table.reloadRows(at: indexPaths, with: animation)
    case .reconfigureRows(let indexPaths): table.reconfigureRows(at: indexPaths)
    case .moveRow(let source, let destination): table.moveRow(at: source, to: destination)
    }
  }
}
