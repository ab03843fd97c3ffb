import Foundation

/// How many seeds a promise test runs, and the loop that runs them.
///
/// The fast profile (the default) runs each test's own seed count; `CTK_PROMISE_SCALE=N` runs
/// N times as many (the long profile is 100), and `CTK_PROMISE_SEED_BASE` moves the first seed
/// so that a long run can try fresh ones. A failure names its seed, so that it replays alone.
enum PromiseRun {
  /// The seed count multiplier, from `CTK_PROMISE_SCALE` (at least 1).
  static var scale: Int {
    let value = ProcessInfo.processInfo.environment["CTK_PROMISE_SCALE"].flatMap { Int($0) }
    return max(value ?? 1, 1)
  }

  /// The first seed, from `CTK_PROMISE_SEED_BASE` (default 1).
  static var seedBase: UInt64 {
    ProcessInfo.processInfo.environment["CTK_PROMISE_SEED_BASE"].flatMap { UInt64($0) } ?? 1
  }

  /// The seeds of a test whose fast profile runs `count` of them.
  static func seeds(_ count: Int) -> Range<UInt64> {
    let base = seedBase
    return base..<(base + UInt64(count * scale))
  }

  /// Runs `body` for each seed of a test whose fast profile runs `count`, and returns a
  /// summary of the failures (the count, and the first one with its seed), or `nil` when every
  /// seed passed. `body` returns a failure's description, or `nil`.
  @MainActor
  static func failures(count: Int, _ body: (UInt64) -> String?) -> String? {
    let seeds = seeds(count)
    var failed = 0
    var first: String?
    for seed in seeds {
      guard let failure = body(seed) else { continue }
      failed += 1
      if first == nil {
        first = "seed \(seed): \(failure)"
      }
    }
    guard let first else { return nil }
    return "\(failed) of \(seeds.count) seeds failed; the first, \(first)"
  }
}
