/// Counts the selections row delegates are told about, as an app's model would record them.
@MainActor
final class SelectionCounter {
  /// The number of `didSelectRowAt` calls received.
  var count = 0
}
