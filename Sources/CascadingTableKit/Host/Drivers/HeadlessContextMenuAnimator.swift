/// The animator ``HeadlessTableView``'s context-menu driver passes to `willDisplayContextMenu`,
/// `willEndContextMenuInteraction` and `willPerformPreviewActionForMenuWith`: a headless table
/// has no animation, so ``run()``, called once the delegate call returns, runs what was added.
///
/// ## Invariants
/// - Runs the animations added in the order added, then the completions in the order added,
///   each once; a closure added after ``run()`` runs at once.
@MainActor
final class HeadlessContextMenuAnimator: TableContextMenuInteractionAnimating {
  /// The animations not run yet.
  private var animations: [@MainActor () -> Void] = []
  /// The completions not run yet.
  private var completions: [@MainActor () -> Void] = []
  /// Whether ``run()`` ran.
  private var hasRun = false

  /// Adds an animation: run by ``run()``, or at once after it.
  /// - Complexity: O(1).
  func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    if hasRun { animations() } else { self.animations.append(animations) }
  }

  /// Adds a completion: run by ``run()`` after the animations, or at once after it.
  /// - Complexity: O(1).
  func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    if hasRun { completion() } else { completions.append(completion) }
  }

  /// Runs the animations, then the completions, added so far; the first call only.
  /// - Complexity: O(*a*) in the closures added.
  func run() {
    guard !hasRun else { return }
    hasRun = true
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
