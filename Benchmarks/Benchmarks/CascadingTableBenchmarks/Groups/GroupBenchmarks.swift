import Benchmark

/// Registers the group scenarios: a routed call into a section of 10³ groups × 10² rows
/// against the same call into a flat section of 10⁵ rows (also with the grouped rows allocated
/// in one run, as the flat rows are), and one row moved between two
/// groups of a 10⁶-row tree by a transaction against the same batch by hand.
func registerGroupBenchmarks() {
  let perCall = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 1,
    scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 20)
  for call in [RoutingCall.cellForRowAt, .heightForRowAt, .didSelectRowAt] {
    let scenario = "Groups/10^3 groups of 10^2 rows/\(call.rawValue)"
    mainActorBenchmark("\(scenario)/grouped", configuration: perCall) { benchmark in
      let fixture = GroupRoutingFixture.shared
      benchmark.startMeasurement()
      blackHole(fixture.callEveryRow(call, of: fixture.grouped))
    }
    mainActorBenchmark("\(scenario)/flat", configuration: perCall) { benchmark in
      let fixture = GroupRoutingFixture.shared
      benchmark.startMeasurement()
      blackHole(fixture.callEveryRow(call, of: fixture.flat))
    }
    mainActorBenchmark("\(scenario)/ratio", configuration: RatioMetric.configuration) {
      benchmark in
      let fixture = GroupRoutingFixture.shared
      RatioMetric.record(
        in: benchmark, baseline: { blackHole(fixture.callEveryRow(call, of: fixture.flat)) },
        routed: { blackHole(fixture.callEveryRow(call, of: fixture.grouped)) })
    }
    // The same pair with the grouped rows allocated in one run as the flat rows are: the calls
    // wait on loading each row, and this ratio leaves out where the rows lie (Performance.md
    // §14, branch `groups3`).
    mainActorBenchmark(
      "Groups/10^3 groups of 10^2 rows, rows allocated alike/\(call.rawValue)/ratio",
      configuration: RatioMetric.configuration
    ) { benchmark in
      let fixture = GroupRoutingFixture.rowsAllocatedAlike
      RatioMetric.record(
        in: benchmark, baseline: { blackHole(fixture.callEveryRow(call, of: fixture.flat)) },
        routed: { blackHole(fixture.callEveryRow(call, of: fixture.grouped)) })
    }
  }

  let perChange = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(2), maxIterations: 200)
  let scenario = "Groups/move a row between groups/10^6 rows"
  mainActorBenchmark("\(scenario)/transaction", configuration: perChange) { benchmark in
    let fixture = GroupMoveFixture.shared
    benchmark.startMeasurement()
    fixture.moveAndBackByTransaction()
    benchmark.stopMeasurement()
    fixture.checkApplied()
  }
  mainActorBenchmark("\(scenario)/by hand", configuration: perChange) { benchmark in
    let fixture = GroupMoveFixture.shared
    benchmark.startMeasurement()
    fixture.moveAndBackByHand()
    benchmark.stopMeasurement()
    fixture.checkApplied()
  }
  // A move costs about a millisecond: 100 paired samples rather than 15 steady its median on a
  // shared machine.
  let pairedMoves = Benchmark.Configuration(
    metrics: [RatioMetric.routedOverBaseline], warmupIterations: 2, maxDuration: .seconds(5),
    maxIterations: 100)
  mainActorBenchmark("\(scenario)/ratio", configuration: pairedMoves) { benchmark in
    let fixture = GroupMoveFixture.shared
    RatioMetric.record(
      in: benchmark, baseline: { fixture.moveAndBackByHand() },
      routed: { fixture.moveAndBackByTransaction() })
    fixture.checkApplied()
  }
}
