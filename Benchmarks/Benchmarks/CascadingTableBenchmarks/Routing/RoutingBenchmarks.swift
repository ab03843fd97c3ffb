import Benchmark
import CascadingTableKit

/// Registers scenario 1: a million calls of each routed table call, through the tree and
/// through the hand-written delegate, and their ratio; on the scenario's page of a million
/// rows, on a small page that stays in the CPU's caches, and (for the three calls issue 27
/// names) on its in-order page of 100 × 1,000 rows.
func registerRoutingBenchmarks() {
  for call in RoutingCall.allCases {
    registerRouting(call, page: "Routing") { RoutingFixture.large }
    registerRouting(call, page: "Routing (cached)") { RoutingFixture.cached }
  }
  for call in [RoutingCall.cellForRowAt, .heightForRowAt, .didSelectRowAt] {
    registerRouting(call, page: "Routing (in order)") { RoutingFixture.inOrder }
    registerFloorRatios(call, page: "Routing (in order)") { RoutingFixture.inOrder }
  }
}

/// Registers the paired thread CPU ratios of one call against the tree's floor
/// (``RoutingFloorDelegate``): the floor to the hand-written delegate (what any tree of the
/// API pays), the tree to its floor (what the library adds), and the tree to the hand-written
/// delegate, timed alike for comparison.
private func registerFloorRatios(
  _ call: RoutingCall, page: String, fixture: @escaping @MainActor () -> RoutingFixture
) {
  typealias Side = @MainActor @Sendable (RoutingFixture) -> any TableDataSource & TableDelegate
  let pairs: [(name: String, measured: Side, baseline: Side)] = [
    ("floor/thread CPU ratio to baseline", { $0.floor }, { $0.baseline }),
    ("routed/thread CPU ratio to floor", { $0.routed }, { $0.floor }),
    ("routed/thread CPU ratio to baseline", { $0.routed }, { $0.baseline }),
  ]
  for pair in pairs {
    mainActorBenchmark(
      "\(page)/\(call.rawValue)/\(pair.name)",
      configuration: ThreadCPURatioMetric.configuration()
    ) { benchmark in
      let page = fixture()
      let measured = pair.measured(page)
      let baseline = pair.baseline(page)
      ThreadCPURatioMetric.record(
        in: benchmark,
        baseline: { blackHole(page.callEveryRow(call, of: baseline)) },
        measured: { blackHole(page.callEveryRow(call, of: measured)) })
    }
  }
}

/// Registers the routed, baseline and ratio benchmarks of one call on one page.
/// - Parameters:
///   - call: The table call.
///   - page: The first part of the benchmarks' names.
///   - fixture: The page, built on first use in each benchmark process.
private func registerRouting(
  _ call: RoutingCall, page: String, fixture: @escaping @MainActor () -> RoutingFixture
) {
  let perCall = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 1, scalingFactor: .mega, maxDuration: .seconds(3), maxIterations: 20)

  mainActorBenchmark("\(page)/\(call.rawValue)/routed", configuration: perCall) { benchmark in
    let page = fixture()
    benchmark.startMeasurement()
    blackHole(page.callEveryRow(call, of: page.routed))
  }
  mainActorBenchmark("\(page)/\(call.rawValue)/baseline", configuration: perCall) { benchmark in
    let page = fixture()
    benchmark.startMeasurement()
    blackHole(page.callEveryRow(call, of: page.baseline))
  }
  mainActorBenchmark("\(page)/\(call.rawValue)/ratio", configuration: RatioMetric.configuration) {
    benchmark in
    let page = fixture()
    RatioMetric.record(
      in: benchmark,
      baseline: { blackHole(page.callEveryRow(call, of: page.baseline)) },
      routed: { blackHole(page.callEveryRow(call, of: page.routed)) })
  }
}
