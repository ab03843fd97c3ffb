import Benchmark

/// Registers the row-by-row fills (see ``RowByRowFillFixture``): a node filled with one
/// `append` per row outside any transaction, paired in thread CPU time with the same fill
/// inside one transaction, at 10³, 10⁴ and 10⁵ rows (or sections). Growth tenfold in rows and
/// a hundredfold in time is upkeep quadratic in the fill.
func registerRowByRowFillBenchmarks() {
  for shape in RowByRowFillFixture.Shape.allCases {
    for count in [1_000, 10_000, 100_000] {
      // A quadratic fill of 10⁵ rows takes seconds: few iterations, no warm-up.
      let configuration = Benchmark.Configuration(
        metrics: [
          ThreadCPURatioMetric.measuredOverBaseline, ThreadCPURatioMetric.measuredNanoseconds,
          ThreadCPURatioMetric.baselineNanoseconds,
        ],
        warmupIterations: count >= 100_000 ? 0 : 1, maxDuration: .seconds(5),
        maxIterations: count >= 100_000 ? 3 : 11)
      mainActorBenchmark(
        "Fill/\(shape.name)/\(count)/outside transactions over one transaction",
        configuration: configuration
      ) { benchmark in
        recordFillPair(in: benchmark, RowByRowFillFixture.shared(shape: shape, count: count))
      }
    }
  }
}

/// Times both fills of `fixture` back to back, in alternating order, each followed by an
/// untimed emptying, and records the ratio and both times as ``ThreadCPURatioMetric`` does.
@MainActor
private func recordFillPair(in benchmark: Benchmark, _ fixture: RowByRowFillFixture) {
  func outside() -> Int {
    let time = ThreadCPURatioMetric.measure { fixture.fillOutsideTransactions() }
    fixture.checkFilled()
    fixture.empty()
    return time
  }
  func inTransaction() -> Int {
    let time = ThreadCPURatioMetric.measure { fixture.fillInOneTransaction() }
    fixture.checkShown()
    fixture.empty()
    return time
  }
  let measured: Int
  let baseline: Int
  if benchmark.currentIteration.isMultiple(of: 2) {
    baseline = inTransaction()
    measured = outside()
  } else {
    measured = outside()
    baseline = inTransaction()
  }
  let percent = (Double(measured) / Double(max(baseline, 1)) * 100).rounded()
  benchmark.measurement(ThreadCPURatioMetric.measuredOverBaseline, Int(percent))
  benchmark.measurement(ThreadCPURatioMetric.measuredNanoseconds, measured)
  benchmark.measurement(ThreadCPURatioMetric.baselineNanoseconds, baseline)
}
