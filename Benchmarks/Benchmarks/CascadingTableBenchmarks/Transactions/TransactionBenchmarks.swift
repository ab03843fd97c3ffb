import Benchmark

/// Registers scenario 5: one row inserted into (and removed from) one section of 1,000, at
/// 10⁴, 10⁵ and 10⁶ rows in all, by a transaction (`performUpdates`, which diffs the tree)
/// and by hand (the same edit named in one `performBatchUpdates`).
func registerTransactionBenchmarks() {
  let perChange = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 200)

  for (shape, sectionCount) in [("insert and remove one row", 1_000), ("one big section", 1)] {
    registerTransactionBenchmarks(shape: shape, sectionCount: sectionCount, perChange: perChange)
  }
  registerFlatSectionBenchmarks(perChange: perChange)
}

/// Registers issue 27's baseline of the big section: the same batch (one row inserted in the
/// middle of one section and removed) on a table whose data source is a flat array, alone and
/// paired with the transaction on a tree of as many row delegates.
/// - Parameter perChange: The configuration of the timed benchmarks.
private func registerFlatSectionBenchmarks(perChange: Benchmark.Configuration) {
  for totalRows in [10_000, 100_000, 1_000_000] {
    let scenario = "Transactions/one big section/\(totalRows) rows"
    mainActorBenchmark("\(scenario)/flat data source", configuration: perChange) { benchmark in
      let flat = FlatSectionFixture.shared(rowCount: totalRows)
      benchmark.startMeasurement()
      flat.insertAndRemove()
      benchmark.stopMeasurement()
      flat.checkApplied()
    }
    mainActorBenchmark(
      "\(scenario)/ratio to flat data source", configuration: RatioMetric.configuration
    ) { benchmark in
      let tree = TransactionFixture.shared(totalRows: totalRows, sectionCount: 1)
      let flat = FlatSectionFixture.shared(rowCount: totalRows)
      RatioMetric.record(
        in: benchmark, baseline: { flat.insertAndRemove() },
        routed: { tree.insertAndRemoveByTransaction() })
      tree.checkApplied()
      flat.checkApplied()
    }
  }
}

/// Registers one shape of scenario 5 at 10⁴, 10⁵ and 10⁶ rows.
/// - Parameters:
///   - shape: The scenario's name.
///   - sectionCount: The number of sections the rows are split into.
///   - perChange: The configuration of the timed benchmarks.
private func registerTransactionBenchmarks(
  shape: String, sectionCount: Int, perChange: Benchmark.Configuration
) {
  for totalRows in [10_000, 100_000, 1_000_000] {
    let scenario = "Transactions/\(shape)/\(totalRows) rows"
    mainActorBenchmark("\(scenario)/transaction", configuration: perChange) { benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows, sectionCount: sectionCount)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByTransaction()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/by hand", configuration: perChange) { benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows, sectionCount: sectionCount)
      benchmark.startMeasurement()
      fixture.insertAndRemoveByHand()
      benchmark.stopMeasurement()
      fixture.checkApplied()
    }
    mainActorBenchmark("\(scenario)/ratio", configuration: RatioMetric.configuration) {
      benchmark in
      let fixture = TransactionFixture.shared(totalRows: totalRows, sectionCount: sectionCount)
      RatioMetric.record(
        in: benchmark, baseline: { fixture.insertAndRemoveByHand() },
        routed: { fixture.insertAndRemoveByTransaction() })
      fixture.checkApplied()
    }
  }
}
