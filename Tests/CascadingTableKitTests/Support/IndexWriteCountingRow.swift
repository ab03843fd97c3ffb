import CascadingTableKit

/// A bare subclass that counts the writes of its `index` it sees through its override: what
/// the tests of re-synchronising children check against their models (every change of
/// position is one write, seen by the override).
final class IndexWriteCountingRow: CascadingBareTableDelegate {
  /// How many times `index` was written.
  var indexWrites = 0

  override var index: Int {
    didSet { indexWrites += 1 }
  }
}
