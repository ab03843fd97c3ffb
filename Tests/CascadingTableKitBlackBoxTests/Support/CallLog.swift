/// Counts the calls the test's own leaves receive, so that a check can say "no child was
/// called" for a slot no child fills.
@MainActor
final class CallLog {
  /// The one log every leaf writes to.
  static let shared = CallLog()

  /// How many routed calls the leaves have received since the last reset.
  var count = 0
}
