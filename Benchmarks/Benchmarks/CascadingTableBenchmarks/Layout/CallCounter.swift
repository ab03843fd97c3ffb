/// Counts the row calls a table makes, in the counting row delegates and in the hand-written
/// baseline alike.
@MainActor
final class CallCounter {
  /// `heightForRowAt` calls: exact heights asked.
  var exactHeights = 0
  /// `estimatedHeightForRowAt` calls answered with an estimate.
  var estimates = 0
  /// `cellForRowAt` calls.
  var cells = 0

  /// Sets every count back to zero.
  func reset() {
    exactHeights = 0
    estimates = 0
    cells = 0
  }
}
