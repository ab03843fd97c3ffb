import CascadingTableKit

/// What each ``TargetNudgingLeaf`` saw of `scrollViewWillEndDragging`, in call order.
@MainActor
final class TargetLog {
  /// A leaf's name, the target's y it received, and the velocity.
  var seen: [(name: String, y: Double, velocity: TablePoint)] = []
}
