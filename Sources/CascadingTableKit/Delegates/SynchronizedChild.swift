/// A child of one of the library's own classes, which a ``PropagatingTableDelegate``
/// re-synchronises through its class rather than through the protocol's existential.
///
/// Invariant: ``parentSerial`` is the ``NodeSerial`` of the node that last wrote or found
/// itself as ``CascadingTableDelegate/parentDelegate``, and 0 once `parentDelegate` was written
/// since; ``isListedInParent`` is whether some parent listed the child among its changed
/// children (see ``PropagatingTableDelegate/childRowsDidChange(_:)``).
@MainActor
protocol SynchronizedChild: CascadingTableDelegate {
  /// The serial of the node that made itself this child's parent, or 0 for unknown.
  var parentSerial: UInt64 { get set }
  /// Whether a parent listed this child among its changed children.
  var isListedInParent: Bool { get set }
  /// Whether ``parentSerial`` is `serial`, compared as the child stores it.
  func isStamped(with serial: UInt64) -> Bool
}

extension CascadingBareTableDelegate: SynchronizedChild {
  /// Whether ``parentSerial`` is `serial`, compared a part at a time (see
  /// ``ChildBookkeeping/isStamped(with:)``).
  /// - Complexity: O(1).
  @inline(__always)
  func isStamped(with serial: UInt64) -> Bool { bookkeeping.isStamped(with: serial) }
}

extension PropagatingTableDelegate: SynchronizedChild {
  /// Whether ``parentSerial`` is `serial`.
  /// - Complexity: O(1).
  @inline(__always)
  func isStamped(with serial: UInt64) -> Bool { parentSerial == serial }

  /// Whether a parent listed this node among its changed children (its update state's flag).
  var isListedInParent: Bool {
    get { updateState.isListedInParent }
    set { updateState.isListedInParent = newValue }
  }
}
