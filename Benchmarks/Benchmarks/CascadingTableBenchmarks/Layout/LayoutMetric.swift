import Benchmark

/// The custom metrics of the layout and scrolling scenarios: counts per run, not per call.
enum LayoutMetric {
  /// `heightForRowAt` calls that reached the rows.
  static let exactHeights = BenchmarkMetric.custom("exact height calls", useScalingFactor: false)
  /// `estimatedHeightForRowAt` calls the rows answered.
  static let estimates = BenchmarkMetric.custom("estimate calls", useScalingFactor: false)
  /// `cellForRowAt` calls.
  static let cellRequests = BenchmarkMetric.custom("cellForRowAt calls", useScalingFactor: false)
  /// Cells the table created (`HeadlessTableView.createdCellCount`).
  static let cellsCreated = BenchmarkMetric.custom("cells created", useScalingFactor: false)
  /// The most rows visible at once.
  static let visibleRows = BenchmarkMetric.custom("rows visible", useScalingFactor: false)

  /// Records the fixture's call counts in the running benchmark.
  /// - Parameters:
  ///   - counter: The counts.
  ///   - benchmark: The running benchmark.
  @MainActor
  static func record(_ counter: CallCounter, in benchmark: Benchmark) {
    benchmark.measurement(exactHeights, counter.exactHeights)
    benchmark.measurement(estimates, counter.estimates)
    benchmark.measurement(cellRequests, counter.cells)
  }
}
