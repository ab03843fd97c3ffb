/// The animation of a context menu appearing, disappearing or being committed, to which a
/// delegate adds its own (UIKit's `UIContextMenuInteractionAnimating`).
///
/// ## Implementation requirements
/// - Runs the animations added in the order added, then the completions in the order added,
///   each once; a closure added after the animation ran runs at once.
@MainActor
public protocol TableContextMenuInteractionAnimating: AnyObject {
  /// Adds an animation to run alongside the menu's.
  /// - Parameter animations: The animation.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)

  /// Adds what to do once the menu's animation is done.
  /// - Parameter completion: What to do.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
