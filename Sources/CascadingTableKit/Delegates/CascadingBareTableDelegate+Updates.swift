extension CascadingBareTableDelegate {
  /// Tells the next transaction (or the parent's reload mode) that this node changed in place:
  /// its content, or even its ``differenceIdentifier``, while it stayed the same instance at
  /// the same position.
  ///
  /// A transaction keeps a node instance that is still in place as the same row without asking
  /// its identifier or comparing its content, which keeps the cost of a transaction
  /// proportional to what changed. Call this after changing what the row shows: it is then
  /// reconfigured (the same cell, asked again), or replaced (deleted and inserted) when
  /// `identifierChanged` is `true`. A section saying so is reloaded.
  ///
  /// Outside a transaction, the parent applies its reload mode, as for a change of its
  /// children.
  /// - Parameter identifierChanged: Whether ``differenceIdentifier`` changed too.
  /// - Complexity: O(1), plus what the parent's reload mode does.
  public func setNeedsUpdate(identifierChanged: Bool = false) {
    if identifierChanged {
      updateMark = .identity
    } else if updateMark == .none {
      updateMark = .content
    }
    (parentDelegate as? PropagatingTableDelegate)?.childDidChangeInPlace(self)
  }
}
