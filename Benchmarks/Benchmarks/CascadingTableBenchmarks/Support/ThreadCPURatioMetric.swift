import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The custom metrics of a paired benchmark timed in the CPU time of the calling thread rather
/// than by the wall clock: on a loaded machine an operation longer than a time slice is
/// preempted, which the wall clock counts and this clock does not.
///
/// Each iteration times both sides back to back, in alternating order (as ``RatioMetric``
/// does), and records the ratio and both sides' times, so one run gives the figures and their
/// pairing.
enum ThreadCPURatioMetric {
  /// Measured time as a percentage of the baseline's, both in thread CPU time: 100 means as
  /// fast, 200 twice as slow.
  static let measuredOverBaseline = BenchmarkMetric.custom(
    "measured / baseline, thread CPU (%)", polarity: .prefersSmaller, useScalingFactor: false)
  /// The measured side's thread CPU time, in nanoseconds.
  static let measuredNanoseconds = BenchmarkMetric.custom(
    "measured, thread CPU (ns)", polarity: .prefersSmaller, useScalingFactor: false)
  /// The baseline's thread CPU time, in nanoseconds.
  static let baselineNanoseconds = BenchmarkMetric.custom(
    "baseline, thread CPU (ns)", polarity: .prefersSmaller, useScalingFactor: false)

  /// The configuration of such a benchmark: the three metrics, a few iterations.
  /// - Parameter maxIterations: How many pairs to time at most.
  static func configuration(maxIterations: Int = 21) -> Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [measuredOverBaseline, measuredNanoseconds, baselineNanoseconds],
      warmupIterations: 1, maxDuration: .seconds(5), maxIterations: maxIterations)
  }

  /// The CPU time the calling thread has used, in nanoseconds.
  static func threadNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }

  /// The thread CPU time `work` takes, in nanoseconds.
  @MainActor
  static func measure(_ work: () -> Void) -> Int {
    let start = threadNanoseconds()
    work()
    return threadNanoseconds() - start
  }

  /// Times `baseline` and `measured` back to back, in alternating order, and records the
  /// ratio and both times.
  /// - Parameters:
  ///   - benchmark: The running benchmark; gets one measurement of each metric.
  ///   - baseline: What the ratio divides by.
  ///   - measured: What is compared with it.
  @MainActor
  static func record(in benchmark: Benchmark, baseline: () -> Void, measured: () -> Void) {
    let baselineTime: Int
    let measuredTime: Int
    if benchmark.currentIteration.isMultiple(of: 2) {
      baselineTime = measure(baseline)
      measuredTime = measure(measured)
    } else {
      measuredTime = measure(measured)
      baselineTime = measure(baseline)
    }
    let percent = (Double(measuredTime) / Double(max(baselineTime, 1)) * 100).rounded()
    benchmark.measurement(measuredOverBaseline, Int(percent))
    benchmark.measurement(measuredNanoseconds, measuredTime)
    benchmark.measurement(baselineNanoseconds, baselineTime)
  }
}
