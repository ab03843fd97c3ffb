/// A routed call's fallback made beforehand: `nil`, `()`, an index path or a dimension, which
/// cost nothing to make on every call.
///
/// Invariant: ``make()`` answers ``value`` unchanged.
struct RoutedAnswer<Answer>: RoutedFallback {
  /// The answer for a row no child holds.
  let value: Answer

  /// Returns ``value``.
  /// - Complexity: O(1).
  @inline(__always)
  func make() -> Answer { value }
}
