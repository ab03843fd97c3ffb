import CascadingTableKit

/// A row of the suite that shows what an exact `CascadingBareTableDelegate` shows (an empty
/// cell of the table's automatic height) under another node's identity: the duplicate promise
/// (P7) places it beside the exact bare row whose instance it names, so that a suite node's
/// identifier collides with an exact library node's.
///
/// Invariant: `differenceIdentifier` is `ObjectIdentifier` of the instance it was made for,
/// fixed at creation, whether or not that instance is still alive.
@MainActor
final class PromiseImpostorRow: CascadingBareTableDelegate {
  private let identity: ObjectIdentifier

  /// A row identified as `original` is, by default (`ObjectIdentifier(original)`).
  init(posingAs original: CascadingBareTableDelegate) {
    identity = ObjectIdentifier(original)
    super.init(index: 0, childDelegates: [])
  }

  /// Required by the superclass; the suite never builds one this way (identified as the
  /// bare class then).
  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    identity = ObjectIdentifier(CascadingBareTableDelegate.self)
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { identity }
}
