/// A node whose rows a root's transaction can compare one by one, by identity, at a cost that
/// follows what changed.
///
/// When a root's transaction ends, it diffs the rows of every kept section that conforms and
/// answers a non-`nil` ``differenceRows``; any other section ("opaque": a bare or
/// hand-written conformer) is compared by its row count and content only, and reloaded when
/// they changed. A section's own transaction diffs its ``differenceRows`` the same way.
///
/// Plugging another kind of node in (issue 10's `TableViewDataSource`, for instance) takes
/// three steps, all internal to the module:
/// 1. conform and answer ``differenceRows`` with the rows as they are now, in O(1) — a
///    copy-on-write array is retained, not copied — adding a case to ``DifferenceRows`` if the
///    rows are not delegates;
/// 2. before every change of those rows, call
///    `TableTransaction.current?.recordRows(of: self, rowsBeforeTheChange)`, so a running
///    transaction keeps the rows the table still shows (the first record of a node wins; a
///    node never recorded is known to be unchanged, which is what makes an untouched section
///    cost O(1));
/// 3. give it a ``PropagatingTableDelegate``-like `performUpdates` if it is a table's root.
@MainActor
protocol RowDifferencing: AnyObject {
  /// The rows as they are now, or `nil` when they cannot be identified one by one.
  /// - Complexity: O(1).
  var differenceRows: DifferenceRows? { get }
}

extension PropagatingTableDelegate: RowDifferencing {
  /// In `.row` mode, the children (each a row); `nil` in `.section` mode, where the rows
  /// belong to a child.
  var differenceRows: DifferenceRows? {
    mode == .row ? .delegates(childDelegatesForDifference) : nil
  }
}
