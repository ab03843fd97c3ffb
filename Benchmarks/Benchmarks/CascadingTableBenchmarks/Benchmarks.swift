import Benchmark

/// Every scenario of `Documentation/Performance.md`, registered with the benchmark runner.
let benchmarks: @Sendable () -> Void = {
  registerRoutingBenchmarks()
  registerLayoutBenchmarks()
  registerScrollingBenchmarks()
  registerMaintenanceBenchmarks()
  registerDiffingBenchmarks()
  registerTransactionBenchmarks()
  registerDeclarativeBenchmarks()
  registerGroupBenchmarks()
  registerPrefetchingBenchmarks()
  registerRowByRowFillBenchmarks()
}
