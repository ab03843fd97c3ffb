import CascadingTableKit

/// The classes that keep their children's `index` and `parentDelegate` in step.
enum SyncingClass: String, CaseIterable, Sendable {
  case propagating = "PropagatingTableDelegate"
  case root = "CascadingRootTableDelegate"
  case section = "CascadingSectionTableDelegate"

  /// A node of this class holding `children`.
  @MainActor
  func make(_ children: [any CascadingTableDelegate]) -> any CascadingTableDelegate {
    switch self {
    case .propagating: PropagatingTableDelegate(index: 0, childDelegates: children)
    case .root: CascadingRootTableDelegate(index: 0, childDelegates: children)
    case .section: CascadingSectionTableDelegate(index: 0, childDelegates: children)
    }
  }
}
