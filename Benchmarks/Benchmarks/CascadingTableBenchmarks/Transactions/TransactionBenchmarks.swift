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
  registerBigSectionFloorBenchmarks()
}

/// Registers the floor of issue 27's big-section target (``BigSectionFloorFixture``: the
/// edit, the `index` writes the original's rule requires and the batch, by hand) paired with
/// the flat data source, and the transaction paired with the flat data source and with the
/// floor, all in thread CPU time (see ``ThreadCPURatioMetric``).
private func registerBigSectionFloorBenchmarks() {
  for totalRows in [10_000, 100_000, 1_000_000] {
    let scenario = "Transactions/one big section/\(totalRows) rows"
    let variants: [(String, BigSectionFloorFixture.Variant)] = [
      ("floor", .minimum), ("floor finding the edit", .findingTheEdit),
      ("floor writing every index", .writingEveryIndex),
      ("edit and batch alone, no index written", .editAndBatchAlone),
    ]
    for (name, variant) in variants {
      mainActorBenchmark(
        "\(scenario)/\(name)/ratio to flat data source",
        configuration: ThreadCPURatioMetric.configuration()
      ) { benchmark in
        let floor = BigSectionFloorFixture.shared(rowCount: totalRows, variant: variant)
        let flat = FlatSectionFixture.shared(rowCount: totalRows)
        ThreadCPURatioMetric.record(
          in: benchmark, baseline: { flat.insertAndRemove() },
          measured: { floor.insertAndRemove() })
        floor.checkApplied()
        flat.checkApplied()
      }
    }
    mainActorBenchmark(
      "\(scenario)/transaction/thread CPU ratio to flat data source",
      configuration: ThreadCPURatioMetric.configuration()
    ) { benchmark in
      let tree = TransactionFixture.shared(totalRows: totalRows, sectionCount: 1)
      let flat = FlatSectionFixture.shared(rowCount: totalRows)
      ThreadCPURatioMetric.record(
        in: benchmark, baseline: { flat.insertAndRemove() },
        measured: { tree.insertAndRemoveByTransaction() })
      tree.checkApplied()
      flat.checkApplied()
    }
    mainActorBenchmark(
      "\(scenario)/transaction/thread CPU ratio to floor",
      configuration: ThreadCPURatioMetric.configuration()
    ) { benchmark in
      let tree = TransactionFixture.shared(totalRows: totalRows, sectionCount: 1)
      let floor = BigSectionFloorFixture.shared(rowCount: totalRows, variant: .minimum)
      ThreadCPURatioMetric.record(
        in: benchmark, baseline: { floor.insertAndRemove() },
        measured: { tree.insertAndRemoveByTransaction() })
      tree.checkApplied()
      floor.checkApplied()
    }
  }
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
