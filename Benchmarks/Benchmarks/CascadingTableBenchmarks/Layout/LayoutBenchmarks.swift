import Benchmark

/// Registers scenario 2: `reloadData()` and a first layout of 10³ to 10⁶ rows, with estimated
/// heights and without, through the tree and through the hand-written delegate.
func registerLayoutBenchmarks() {
  let perReload = Benchmark.Configuration(
    metrics: [
      .wallClock, .mallocCountTotal, .peakMemoryResident, LayoutMetric.exactHeights,
      LayoutMetric.estimates, LayoutMetric.cellRequests,
    ],
    timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 25)

  for rowCount in [1_000, 10_000, 100_000, 1_000_000] {
    for usesEstimates in [true, false] {
      let scenario = "Layout/\(rowCount) rows/\(usesEstimates ? "estimated" : "exact")"
      for variant in [LayoutFixture.Variant.routed, .baseline] {
        mainActorBenchmark("\(scenario)/\(variant.rawValue)", configuration: perReload) {
          benchmark in
          let fixture = LayoutFixture.shared(
            rowCount: rowCount, usesEstimates: usesEstimates, variant: variant)
          fixture.counter.reset()
          benchmark.startMeasurement()
          reloadAndLayOut(fixture)
          benchmark.stopMeasurement()
          LayoutMetric.record(fixture.counter, in: benchmark)
        }
      }
      mainActorBenchmark("\(scenario)/ratio", configuration: RatioMetric.configuration) {
        benchmark in
        let routed = LayoutFixture.shared(
          rowCount: rowCount, usesEstimates: usesEstimates, variant: .routed)
        let baseline = LayoutFixture.shared(
          rowCount: rowCount, usesEstimates: usesEstimates, variant: .baseline)
        RatioMetric.record(
          in: benchmark, baseline: { reloadAndLayOut(baseline) },
          routed: { reloadAndLayOut(routed) })
      }
    }
  }
}

/// What the scenario measures: a full reload and the layout of the first screen.
@MainActor
private func reloadAndLayOut(_ fixture: LayoutFixture) {
  fixture.table.reloadData()
  fixture.table.layoutIfNeeded()
}
