import Benchmark

/// Registers a benchmark whose body runs on the main actor, where every table-facing type of
/// the library lives.
///
/// The body calls `benchmark.startMeasurement()` after its own setup, so building fixtures is
/// never measured.
/// - Parameters:
///   - name: The benchmark's name, `Scenario/what/variant`.
///   - configuration: Metrics, scaling and limits.
///   - body: One measured iteration.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration,
  body: @escaping @MainActor (Benchmark) -> Void
) {
  Benchmark(name, configuration: configuration) { @MainActor benchmark async in
    body(benchmark)
  }
}
