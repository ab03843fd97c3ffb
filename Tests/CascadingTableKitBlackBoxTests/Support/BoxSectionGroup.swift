import CascadingTableKit

/// A `CascadingRootTableDelegate` with a name: the root of a walk's tree, or a group of
/// sections inside it.
///
/// Invariant: its name never changes.
final class BoxSectionGroup: CascadingRootTableDelegate {
  private(set) var name = ""

  convenience init(name: String, mode: ReloadMode) {
    self.init(index: 0, childDelegates: [])
    self.name = name
    reloadModeOnChildDelegatesChanged = mode
  }
}
