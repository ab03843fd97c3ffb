import CascadingTableKit

/// A `CascadingSectionTableDelegate` with a name: a section under a root, a group of rows
/// inside a section.
///
/// Invariant: its name never changes.
final class BoxSection: CascadingSectionTableDelegate {
  private(set) var name = ""

  convenience init(name: String, mode: ReloadMode) {
    self.init(index: 0, childDelegates: [])
    self.name = name
    reloadModeOnChildDelegatesChanged = mode
  }
}
