import Benchmark
import CascadingTableKit

/// Registers scenario 4: inserting a child at the front of 100,000 children, and replacing
/// all of them, through `childDelegates` and by hand.
func registerMaintenanceBenchmarks() {
  let perEdit = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200)

  mainActorBenchmark("Maintenance/insert at front/routed", configuration: perEdit) {
    benchmark in
    let fixture = MaintenanceFixture()
    benchmark.startMeasurement()
    fixture.section.childDelegates.insert(CascadingBareTableDelegate(), at: 0)
    benchmark.stopMeasurement()
    fixture.baseline.insert(RowModel(), at: 0)
    fixture.checkInSync()
  }
  mainActorBenchmark("Maintenance/insert at front/baseline", configuration: perEdit) {
    benchmark in
    let fixture = MaintenanceFixture()
    benchmark.startMeasurement()
    fixture.baseline.insert(RowModel(), at: 0)
    benchmark.stopMeasurement()
  }
  mainActorBenchmark("Maintenance/insert at front/ratio", configuration: RatioMetric.configuration)
  {
    benchmark in
    let fixture = MaintenanceFixture()
    RatioMetric.record(
      in: benchmark,
      baseline: { fixture.baseline.insert(RowModel(), at: 0) },
      routed: { fixture.section.childDelegates.insert(CascadingBareTableDelegate(), at: 0) })
  }

  mainActorBenchmark("Maintenance/replace all/routed", configuration: perEdit) { benchmark in
    let fixture = MaintenanceFixture()
    benchmark.startMeasurement()
    fixture.section.childDelegates = fixture.replacementRows
    benchmark.stopMeasurement()
    fixture.baseline.replaceAll(with: fixture.replacementModels)
    fixture.checkInSync()
  }
  mainActorBenchmark("Maintenance/replace all/baseline", configuration: perEdit) { benchmark in
    let fixture = MaintenanceFixture()
    benchmark.startMeasurement()
    fixture.baseline.replaceAll(with: fixture.replacementModels)
    benchmark.stopMeasurement()
  }
  mainActorBenchmark("Maintenance/replace all/ratio", configuration: RatioMetric.configuration) {
    benchmark in
    let fixture = MaintenanceFixture()
    RatioMetric.record(
      in: benchmark,
      baseline: { fixture.baseline.replaceAll(with: fixture.replacementModels) },
      routed: { fixture.section.childDelegates = fixture.replacementRows })
  }
  // The same with children of a subclass, written through their accessors.
  mainActorBenchmark(
    "Maintenance/replace all/subclass rows/ratio", configuration: RatioMetric.configuration
  ) { benchmark in
    let fixture = MaintenanceFixture(subclassRows: true)
    RatioMetric.record(
      in: benchmark,
      baseline: { fixture.baseline.replaceAll(with: fixture.replacementModels) },
      routed: { fixture.section.childDelegates = fixture.replacementRows })
  }
}
