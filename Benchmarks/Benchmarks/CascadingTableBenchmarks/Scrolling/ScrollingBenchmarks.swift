import Benchmark
import CascadingTableKit

/// Registers scenario 3: a full scroll through 100,000 rows, one viewport at a time, through
/// the tree and through the hand-written delegate; and a steady-state scroll, 20 points at a
/// time over rows already measured, to count what the table allocates per row scrolled past.
func registerScrollingBenchmarks() {
  let perScroll = Benchmark.Configuration(
    metrics: [
      .wallClock, .mallocCountTotal, .peakMemoryResident, LayoutMetric.cellsCreated,
      LayoutMetric.visibleRows, LayoutMetric.cellRequests, LayoutMetric.exactHeights,
    ],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 20)

  for variant in [LayoutFixture.Variant.routed, .baseline] {
    mainActorBenchmark("Scrolling/100000 rows/\(variant.rawValue)", configuration: perScroll) {
      benchmark in
      let fixture = LayoutFixture.shared(rowCount: 100_000, usesEstimates: true, variant: variant)
      prepareNewTable(fixture)
      benchmark.startMeasurement()
      let visibleRows = scrollToTheEnd(fixture.table)
      benchmark.stopMeasurement()
      benchmark.measurement(LayoutMetric.cellsCreated, fixture.table.createdCellCount)
      benchmark.measurement(LayoutMetric.visibleRows, visibleRows)
      benchmark.measurement(LayoutMetric.cellRequests, fixture.counter.cells)
      benchmark.measurement(LayoutMetric.exactHeights, fixture.counter.exactHeights)
    }
  }
  let steady = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, LayoutMetric.cellRequests, LayoutMetric.cellsCreated],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 10)
  for variant in [LayoutFixture.Variant.routed, .baseline] {
    mainActorBenchmark("Scrolling/steady state/\(variant.rawValue)", configuration: steady) {
      benchmark in
      let fixture = LayoutFixture.shared(rowCount: 100_000, usesEstimates: true, variant: variant)
      prepareNewTable(fixture)
      _ = scrollToTheEnd(fixture.table)
      fixture.table.contentOffset = 0
      fixture.counter.reset()
      let created = fixture.table.createdCellCount
      benchmark.startMeasurement()
      scrollInSmallSteps(fixture.table)
      benchmark.stopMeasurement()
      // Each row scrolled into view is asked for its cell once: the rows scrolled past.
      benchmark.measurement(LayoutMetric.cellRequests, fixture.counter.cells)
      benchmark.measurement(LayoutMetric.cellsCreated, fixture.table.createdCellCount - created)
    }
  }
  mainActorBenchmark("Scrolling/100000 rows/ratio", configuration: RatioMetric.configuration) {
    benchmark in
    let routed = LayoutFixture.shared(rowCount: 100_000, usesEstimates: true, variant: .routed)
    let baseline = LayoutFixture.shared(rowCount: 100_000, usesEstimates: true, variant: .baseline)
    prepareNewTable(routed)
    prepareNewTable(baseline)
    RatioMetric.record(
      in: benchmark,
      baseline: { _ = scrollToTheEnd(baseline.table) },
      routed: { _ = scrollToTheEnd(routed.table) })
  }
}

/// Gives the fixture a new table, loads it and lays out the first screen, then zeroes the
/// counts, so that a scroll starts from a fresh table with an empty reuse pool.
@MainActor
private func prepareNewTable(_ fixture: LayoutFixture) {
  fixture.attachNewTable()
  fixture.table.reloadData()
  fixture.table.layoutIfNeeded()
  fixture.counter.reset()
}

/// Scrolls down one viewport at a time until the last row is on screen.
/// - Returns: The most rows visible at once.
@MainActor
private func scrollToTheEnd(_ table: HeadlessTableView) -> Int {
  let step = table.viewportSize.height
  var mostVisible = 0
  var offset = table.contentOffset
  while offset + step < table.contentSize.height {
    offset += step
    table.contentOffset = offset
    mostVisible = max(mostVisible, table.indexPathsForVisibleRows?.count ?? 0)
  }
  return mostVisible
}

/// Scrolls down 20 points at a time, reading nothing back, until the last row is on screen:
/// about one row enters and one leaves every other step.
@MainActor
private func scrollInSmallSteps(_ table: HeadlessTableView) {
  let end = table.contentSize.height - table.viewportSize.height
  var offset = table.contentOffset
  while offset < end {
    offset += 20
    table.contentOffset = offset
  }
}
