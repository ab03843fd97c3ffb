/// A node whose rows a transaction can compare one by one, by identity, against the rows its
/// table was last told about, at a cost that follows what changed.
///
/// A transaction diffs, for every kept section that conforms, ``shownRows`` (what the table
/// was told) against ``differenceRows`` (what the tree answers now), and skips in O(1) a
/// section with no ``hasUnshownChanges``. Any other section ("opaque": a bare or hand-written
/// conformer) is compared by its row count and content only, and reloaded when they changed.
///
/// Plugging another kind of node in takes three steps, all internal to the module:
/// 1. conform, answering ``differenceRows`` in O(1) (a copy-on-write array is retained, not
///    copied), adding a case to ``DifferenceRows`` if the rows are not delegates;
/// 2. keep a record of what the table was told, refreshed by ``markShown()``, which the
///    parent calls when the table reads the node's row count and a transaction calls when it
///    hands the table a batch;
/// 3. after every change of the rows, tell the parent (see
///    `PropagatingTableDelegate.childRowsDidChange(_:)`) and, outside a transaction, apply the
///    change through `TableTransaction.runImplicitly(on:animation:)`.
@MainActor
protocol RowDifferencing: AnyObject {
  /// The rows as they are now, or `nil` when they cannot be identified one by one.
  /// - Complexity: O(1).
  var differenceRows: DifferenceRows? { get }

  /// The rows as the table was last told, or `nil` when it was never told.
  /// - Complexity: O(1), or O(*n*) the first time after an assignment of declarations.
  var shownRows: DifferenceRows? { get }

  /// Whether the rows changed since the table was last told.
  var hasUnshownChanges: Bool { get }

  /// A number that changes whenever the rows change (see ``IdentifierSetCache``).
  var rowsVersion: Int { get }

  /// Records the current rows as the ones the table was told.
  func markShown()
}

extension PropagatingTableDelegate: RowDifferencing {
  /// In `.row` mode, the children (each a row); `nil` in `.section` mode, where the rows
  /// belong to a child.
  /// A section holding groups or blocks answers their leaves.
  var differenceRows: DifferenceRows? {
    guard mode == .row else { return nil }
    return holdsGroups ? .leaves(leafRows().rows) : .delegates(childDelegatesForDifference)
  }

  var shownRows: DifferenceRows? {
    guard mode == .row, updateState.shownVersion != nil else { return nil }
    if let chunks = updateState.shownChunks {
      return .leaves(Self.rows(of: chunks))
    }
    if let leaves = updateState.shownLeaves {
      return .leaves(leaves)
    }
    return .delegates(updateState.shownChildren)
  }

  var hasUnshownChanges: Bool { updateState.hasUnshownChanges }

  var rowsVersion: Int { updateState.version }
}
