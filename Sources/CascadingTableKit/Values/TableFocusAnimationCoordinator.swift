/// Runs animations alongside a focus move (UIKit's `UIFocusAnimationCoordinator`).
///
/// Delegates add animations while they are told about the move; the table that moved focus
/// runs them once, with ``runAnimations()``, in the order they were added, then their
/// completions in the same order. Invariant: each closure added runs at most once; closures
/// added after ``runAnimations()`` run at once (the move has happened). Not designed for
/// subclassing: it is `final`.
@MainActor
public final class TableFocusAnimationCoordinator {
  /// The animations added and not yet run, in order.
  private var animations: [@MainActor () -> Void] = []
  /// The completions added and not yet run, in order.
  private var completions: [@MainActor () -> Void] = []
  /// Whether ``runAnimations()`` was called.
  public private(set) var hasRunAnimations = false

  /// Creates a coordinator with no animations.
  public init() {}

  /// Adds an animation to run alongside the focus move, and what to do once it is done.
  /// - Parameters:
  ///   - animations: The animation, or `nil`.
  ///   - completion: What to do after the animations, or `nil`.
  /// - Complexity: O(1).
  public func addCoordinatedAnimations(
    _ animations: (@MainActor () -> Void)?, completion: (@MainActor () -> Void)? = nil
  ) {
    guard !hasRunAnimations else {
      animations?()
      completion?()
      return
    }
    if let animations { self.animations.append(animations) }
    if let completion { completions.append(completion) }
  }

  /// Runs the animations added, then their completions, each in the order added; a second call
  /// runs nothing.
  /// - Complexity: O(*n*) in the closures added.
  public func runAnimations() {
    guard !hasRunAnimations else { return }
    hasRunAnimations = true
    let (animations, completions) = (self.animations, self.completions)
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
