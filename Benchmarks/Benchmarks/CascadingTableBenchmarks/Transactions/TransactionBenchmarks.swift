import Benchmark

/// Registers scenario 5: one row inserted into (and removed from) one section of 1,000, at
/// 10⁴, 10⁵ and 10⁶ rows in all, by a transaction (`performUpdates`, which diffs the tree)
/// and by hand (the same edit named in one `performBatchUpdates`).
func registerTransactionBenchmarks() {
  let perChange = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 200)

  for totalRows in [10_000, 100_000, 1_000_000] {
    let scenario = "Transactions/insert and remove one row/\(totalRows) rows"
    mainActorBenchmark("\(scenario)/transaction", configuration: perChange) { benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByTransaction()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/by hand", configuration: perChange) { benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByHand()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/ratio", configuration: RatioMetric.configuration) {
      benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows)
      RatioMetric.record(
        in: benchmark, baseline: { fixture.insertAndRemoveByHand() },
        routed: { fixture.insertAndRemoveByTransaction() })
      fixture.checkApplied()
    }
  }
}
