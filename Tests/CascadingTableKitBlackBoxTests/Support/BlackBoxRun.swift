import Foundation

/// How many seeds and steps a black-box walk runs: `CTK_BLACKBOX_SCALE` (default 1) multiplies
/// both seed counts; `CTK_BLACKBOX_SEED_BASE` moves the seeds, so a longer run sees new trees.
enum BlackBoxRun {
  /// The scale factor from the environment, at least 1.
  static var scale: Int {
    let value = ProcessInfo.processInfo.environment["CTK_BLACKBOX_SCALE"].flatMap { Int($0) }
    return max(1, value ?? 1)
  }

  /// The first seed of every walk, from the environment or a fixed default.
  static var seedBase: UInt64 {
    ProcessInfo.processInfo.environment["CTK_BLACKBOX_SEED_BASE"].flatMap { UInt64($0) } ?? 1
  }

  /// The seeds of a walk that runs `count` seeds at scale 1.
  static func seeds(_ count: Int, salt: UInt64) -> [UInt64] {
    (0..<UInt64(count * scale)).map { seedBase &+ salt &* 1_000_003 &+ $0 }
  }
}
