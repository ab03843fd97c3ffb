import CascadingTableKit

/// A context-menu animator that runs nothing: tests pass it to check a child receives this very
/// object.
@MainActor
final class StubMenuAnimator: TableContextMenuInteractionAnimating {
  /// The animations added, in order.
  private(set) var animations: [@MainActor () -> Void] = []
  /// The completions added, in order.
  private(set) var completions: [@MainActor () -> Void] = []

  func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }
}
