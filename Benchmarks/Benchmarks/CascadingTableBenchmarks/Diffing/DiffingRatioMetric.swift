import Benchmark

/// The custom metrics that compare the diff engine with the standard library's
/// `difference(from:)` + `inferringMoves()`, measured back to back in each iteration.
enum DiffingRatioMetric {
  /// The standard library's time divided by the engine's, times 100: 100 is as fast, 4,500 is
  /// 45 times faster, 83 is 1.2 times slower.
  static let speedup = BenchmarkMetric.custom(
    "stdlib / engine (×100)", polarity: .prefersLarger, useScalingFactor: false)

  /// The engine's time in the same iteration, in microseconds.
  static let engineMicroseconds = BenchmarkMetric.custom(
    "engine (µs)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The standard library's time in the same iteration, in microseconds.
  static let standardLibraryMicroseconds = BenchmarkMetric.custom(
    "stdlib (µs)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The configuration of a ratio benchmark: 15 iterations, or 3 without warm-up where the
  /// standard library takes seconds (15–40 s each at 100,000 identifiers with churn).
  static func configuration(for scenario: DiffingScenario) -> Benchmark.Configuration {
    let slow = scenario.isSlowForTheStandardLibrary
    return Benchmark.Configuration(
      metrics: [speedup, engineMicroseconds, standardLibraryMicroseconds],
      warmupIterations: slow ? 0 : 1, maxDuration: .seconds(slow ? 90 : 3),
      maxIterations: slow ? 3 : 15)
  }

  /// Times `standardLibrary` and `engine` back to back (in alternating order, so neither
  /// always runs on a warmer cache) and records both times and their ratio.
  /// - Parameters:
  ///   - benchmark: The running benchmark; gets one measurement of each metric.
  ///   - standardLibrary: The standard library's diff of the scenario.
  ///   - engine: The engine's diff of the same scenario.
  static func record(
    in benchmark: Benchmark, standardLibrary: () -> Void, engine: () -> Void
  ) {
    let clock = ContinuousClock()
    let standardLibraryTime: Duration
    let engineTime: Duration
    if benchmark.currentIteration.isMultiple(of: 2) {
      standardLibraryTime = clock.measure(standardLibrary)
      engineTime = clock.measure(engine)
    } else {
      engineTime = clock.measure(engine)
      standardLibraryTime = clock.measure(standardLibrary)
    }
    benchmark.measurement(speedup, Int((standardLibraryTime / engineTime * 100).rounded()))
    benchmark.measurement(engineMicroseconds, microseconds(engineTime))
    benchmark.measurement(standardLibraryMicroseconds, microseconds(standardLibraryTime))
  }

  private static func microseconds(_ duration: Duration) -> Int {
    Int((duration / .microseconds(1)).rounded())
  }
}
