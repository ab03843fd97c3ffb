/// Runs actions after a delay from the interactive loop, which waits for keys at most until
/// the next one is due. It stands in for a network's latency in the demo.
@MainActor
final class Scheduler {
  private var pending: [(due: ContinuousClock.Instant, action: @MainActor () -> Void)] = []

  /// Runs an action once the delay has passed.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    pending.append((ContinuousClock.now + delay, action))
  }

  /// How long the loop may wait for a key, in milliseconds: -1 (for ever) when nothing is
  /// pending.
  var timeoutMilliseconds: Int32 {
    guard let next = pending.map(\.due).min() else { return -1 }
    let left = ContinuousClock.now.duration(to: next).components
    let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }

  /// Runs the actions that are due.
  /// - Returns: Whether any ran.
  func runDue() -> Bool {
    let now = ContinuousClock.now
    let due = pending.filter { $0.due <= now }
    pending.removeAll { $0.due <= now }
    for entry in due {
      entry.action()
    }
    return !due.isEmpty
  }
}
