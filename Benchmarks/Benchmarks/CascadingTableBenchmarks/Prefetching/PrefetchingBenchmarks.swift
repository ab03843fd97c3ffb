import Benchmark
import CascadingTableKit

/// The custom metrics of the prefetching scenarios.
enum PrefetchMetric {
  /// Rows the tree's rows were asked to prefetch.
  static let prefetchedRows = BenchmarkMetric.custom("rows prefetched", useScalingFactor: false)
  /// `prefetchRowsAt` calls that reached a row.
  static let rowCalls = BenchmarkMetric.custom("row prefetch calls", useScalingFactor: false)
}

/// Registers scenario 12 (API.md §10 prefetching): routing 10⁴ batches of 10 paths through a
/// tree of 10⁵ rows (sectioned, and grouped in one section) against a hand-written splitter;
/// and a steady-state scroll through the same tree with prefetching on and off.
func registerPrefetchingBenchmarks() {
  let routing = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, PrefetchMetric.rowCalls],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 20)
  let shapes: [(String, @MainActor (PrefetchFixture) -> Void)] = [
    ("tree", { $0.routeThroughSections() }),
    ("grouped tree", { $0.routeThroughGroups() }),
    ("hand-written splitter", { $0.splitByHand() }),
  ]
  for (name, route) in shapes {
    mainActorBenchmark("Prefetching/10000 batches of 10/\(name)", configuration: routing) {
      benchmark in
      let fixture = PrefetchFixture.shared
      fixture.counter.reset()
      benchmark.startMeasurement()
      route(fixture)
      benchmark.stopMeasurement()
      precondition(fixture.counter.prefetched == 100_000, "\(name) lost paths")
      benchmark.measurement(PrefetchMetric.rowCalls, fixture.counter.calls)
    }
  }
  mainActorBenchmark(
    "Prefetching/10000 batches of 10/ratio", configuration: RatioMetric.configuration
  ) { benchmark in
    let fixture = PrefetchFixture.shared
    RatioMetric.record(
      in: benchmark, baseline: { fixture.splitByHand() },
      routed: { fixture.routeThroughSections() })
  }

  let steady = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, PrefetchMetric.prefetchedRows],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 10)
  for prefetching in [true, false] {
    let name = "Prefetching/steady scroll/\(prefetching ? "on" : "off")"
    mainActorBenchmark(name, configuration: steady) { benchmark in
      let fixture = PrefetchScrollFixture.shared(prefetching: prefetching)
      fixture.prepareSteadyTable()
      benchmark.startMeasurement()
      fixture.scrollInSmallSteps()
      benchmark.stopMeasurement()
      benchmark.measurement(PrefetchMetric.prefetchedRows, fixture.prefetchedRows)
    }
  }
  mainActorBenchmark("Prefetching/steady scroll/ratio", configuration: RatioMetric.configuration) {
    benchmark in
    let on = PrefetchScrollFixture.shared(prefetching: true)
    let off = PrefetchScrollFixture.shared(prefetching: false)
    on.prepareSteadyTable()
    off.prepareSteadyTable()
    RatioMetric.record(
      in: benchmark, baseline: { off.scrollInSmallSteps() }, routed: { on.scrollInSmallSteps() })
  }
}
