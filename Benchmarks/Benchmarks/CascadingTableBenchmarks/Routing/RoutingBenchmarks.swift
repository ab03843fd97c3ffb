import Benchmark

/// Registers scenario 1: a million calls of each routed table call, through the tree and
/// through the hand-written delegate, and their ratio.
func registerRoutingBenchmarks() {
  let perCall = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 1, scalingFactor: .mega, maxDuration: .seconds(3), maxIterations: 20)

  for call in RoutingCall.allCases {
    mainActorBenchmark("Routing/\(call.rawValue)/routed", configuration: perCall) { benchmark in
      let fixture = RoutingFixture.shared
      benchmark.startMeasurement()
      blackHole(fixture.callEveryRow(call, of: fixture.routed))
    }
    mainActorBenchmark("Routing/\(call.rawValue)/baseline", configuration: perCall) {
      benchmark in
      let fixture = RoutingFixture.shared
      benchmark.startMeasurement()
      blackHole(fixture.callEveryRow(call, of: fixture.baseline))
    }
    mainActorBenchmark(
      "Routing/\(call.rawValue)/ratio", configuration: RatioMetric.configuration
    ) { benchmark in
      let fixture = RoutingFixture.shared
      RatioMetric.record(
        in: benchmark,
        baseline: { blackHole(fixture.callEveryRow(call, of: fixture.baseline)) },
        routed: { blackHole(fixture.callEveryRow(call, of: fixture.routed)) })
    }
  }
}
