import Benchmark

/// The custom metric that reports how a routed tree compares with its hand-written baseline.
enum RatioMetric {
  /// Routed time as a percentage of the baseline's time: 100 means as fast, 200 twice as slow.
  static let routedOverBaseline = BenchmarkMetric.custom(
    "routed / baseline (%)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The configuration of a ratio benchmark: only the ratio, a few iterations.
  static var configuration: Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [routedOverBaseline], warmupIterations: 1, maxDuration: .seconds(3),
      maxIterations: 15)
  }

  /// Times `baseline` and `routed` back to back (in alternating order, so neither always runs
  /// on a warmer cache) and records routed time as a percentage of baseline time.
  /// - Parameters:
  ///   - benchmark: The running benchmark; gets one measurement.
  ///   - baseline: The hand-written version of the work.
  ///   - routed: The delegate-tree version of the same work.
  @MainActor
  static func record(
    in benchmark: Benchmark, baseline: () -> Void, routed: () -> Void
  ) {
    let clock = ContinuousClock()
    let baselineTime: Duration
    let routedTime: Duration
    if benchmark.currentIteration.isMultiple(of: 2) {
      baselineTime = clock.measure(baseline)
      routedTime = clock.measure(routed)
    } else {
      routedTime = clock.measure(routed)
      baselineTime = clock.measure(baseline)
    }
    let percent = (routedTime / baselineTime * 100).rounded()
    benchmark.measurement(routedOverBaseline, Int(percent))
  }
}
