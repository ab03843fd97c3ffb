/// Counts what the prefetching scenarios' rows were told.
@MainActor
final class PrefetchCounter {
  /// `prefetchRowsAt` calls that reached a row.
  var calls = 0
  /// Rows asked to prefetch.
  var prefetched = 0
  /// Rows whose prefetching was cancelled.
  var cancelled = 0

  /// Sets every count back to zero.
  func reset() {
    calls = 0
    prefetched = 0
    cancelled = 0
  }
}
