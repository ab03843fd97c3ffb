import Benchmark

/// Registers the declarative scenario: one row inserted into (and removed from) the middle of
/// a `TableViewDataSource`'s 10⁴ and 10⁵ identifiable declarations, by assigning the
/// declarations (one diffed batch), by DataSourceKit's way (assign, then `reloadData()`), and
/// by hand (assign, then name the row in one `performBatchUpdates`).
func registerDeclarativeBenchmarks() {
  let perChange = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 200)

  for rowCount in [10_000, 100_000] {
    let scenario = "Declarative/insert and remove one row/\(rowCount) rows"
    mainActorBenchmark("\(scenario)/diffed assignment", configuration: perChange) { benchmark in
      let fixture = DeclarativeFixture.shared(rowCount: rowCount)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByDiffedAssignment()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/assign and reload", configuration: perChange) { benchmark in
      let fixture = DeclarativeFixture.shared(rowCount: rowCount)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByReload()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/by hand", configuration: perChange) { benchmark in
      let fixture = DeclarativeFixture.shared(rowCount: rowCount)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByHand()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark(
      "\(scenario)/ratio to by hand", configuration: RatioMetric.configuration
    ) { benchmark in
      let fixture = DeclarativeFixture.shared(rowCount: rowCount)
      RatioMetric.record(
        in: benchmark, baseline: { fixture.insertAndRemoveByHand() },
        routed: { fixture.insertAndRemoveByDiffedAssignment() })
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/ratio to reload", configuration: RatioMetric.configuration) {
      benchmark in
      let fixture = DeclarativeFixture.shared(rowCount: rowCount)
      RatioMetric.record(
        in: benchmark, baseline: { fixture.insertAndRemoveByReload() },
        routed: { fixture.insertAndRemoveByDiffedAssignment() })
      fixture.checkApplied()
    }
  }
  registerDeclarativeChangeBenchmarks(perChange: perChange)
}

/// Registers item 2 of the performance issue (and issue 27's binders at 10³ and 10⁴ rows):
/// 10³, 10⁴ and 10⁵ declarations reassigned with 1 % changes, in both declaration styles,
/// against the engine's difference plus the batch applied by hand.
/// - Parameter perChange: The configuration of the timed benchmarks.
private func registerDeclarativeChangeBenchmarks(perChange: Benchmark.Configuration) {
  for rowCount in [1_000, 10_000, 100_000] {
    let scenario = "Declarative/1 % changes/\(rowCount) rows"
    mainActorBenchmark("\(scenario)/engine and batch by hand", configuration: perChange) {
      benchmark in
      let fixture = DeclarativeChangeFixture.shared(rowCount: rowCount)
      benchmark.startMeasurement()
      fixture.applyOtherVersionByHand()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    for style in DeclarativeChangeFixture.Style.allCases {
      mainActorBenchmark("\(scenario)/\(style.rawValue)/assignment", configuration: perChange) {
        benchmark in
        let fixture = DeclarativeChangeFixture.shared(rowCount: rowCount)
        benchmark.startMeasurement()
        fixture.assignOtherVersion(style: style)
        benchmark.stopMeasurement()
        fixture.checkApplied()
      }
      mainActorBenchmark(
        "\(scenario)/\(style.rawValue)/ratio to engine and batch",
        configuration: RatioMetric.configuration
      ) { benchmark in
        let fixture = DeclarativeChangeFixture.shared(rowCount: rowCount)
        RatioMetric.record(
          in: benchmark, baseline: { fixture.applyOtherVersionByHand() },
          routed: { fixture.assignOtherVersion(style: style) })
        fixture.checkApplied()
      }
    }
  }
}
