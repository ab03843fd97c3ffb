import Benchmark

/// The custom metrics that compare the diff engine with the "DifferenceKit proxy", measured
/// back to back in each iteration.
///
/// DifferenceKit cannot be fetched here. On input where every identifier must be hashed, its
/// cost is about that of the proxy: a bare `[Element: Int]` with one insert per source element
/// and one lookup per destination element — a lower bound on any diff that hashes both sides.
enum DifferenceKitProxyRatioMetric {
  /// The proxy's time divided by the engine's, times 100: 150 means the engine is 1.5 times
  /// faster, 100 as fast.
  static let speedup = BenchmarkMetric.custom(
    "proxy / engine (×100)", polarity: .prefersLarger, useScalingFactor: false)

  /// The engine's time in the same iteration, in microseconds.
  static let engineMicroseconds = BenchmarkMetric.custom(
    "engine (µs)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The proxy's time in the same iteration, in microseconds.
  static let proxyMicroseconds = BenchmarkMetric.custom(
    "proxy (µs)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The configuration of a ratio benchmark: up to 25 iterations after one warm-up.
  static var configuration: Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [speedup, engineMicroseconds, proxyMicroseconds], warmupIterations: 1,
      maxDuration: .seconds(4), maxIterations: 25)
  }

  /// Times `proxy` and `engine` back to back (in alternating order, so neither always runs on
  /// a warmer cache) and records both times and their ratio.
  /// - Parameters:
  ///   - benchmark: The running benchmark; gets one measurement of each metric.
  ///   - proxy: The proxy's work on the scenario.
  ///   - engine: The engine's diff of the same scenario.
  static func record(in benchmark: Benchmark, proxy: () -> Void, engine: () -> Void) {
    let clock = ContinuousClock()
    let proxyTime: Duration
    let engineTime: Duration
    if benchmark.currentIteration.isMultiple(of: 2) {
      proxyTime = clock.measure(proxy)
      engineTime = clock.measure(engine)
    } else {
      engineTime = clock.measure(engine)
      proxyTime = clock.measure(proxy)
    }
    benchmark.measurement(speedup, Int((proxyTime / engineTime * 100).rounded()))
    benchmark.measurement(engineMicroseconds, microseconds(engineTime))
    benchmark.measurement(proxyMicroseconds, microseconds(proxyTime))
  }

  private static func microseconds(_ duration: Duration) -> Int {
    Int((duration / .microseconds(1)).rounded())
  }
}
