import CascadingTableKit

/// A row whose identifier the test sets, counting how often any such row's identifier is read
/// (to check that a transaction reads only the identifiers it must).
@MainActor
final class IdentifierCountingRow: CascadingBareTableDelegate {
  /// How many times the identifier of a row of this class was read; reset it before counting.
  static var reads = 0
  var id: Int

  init(id: Int) {
    self.id = id
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    id = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable {
    Self.reads += 1
    return id
  }
}
