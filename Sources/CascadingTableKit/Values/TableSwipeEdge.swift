/// The edge of a row a swipe starts from, revealing that side's actions.
public enum TableSwipeEdge: Hashable, Sendable {
  /// The leading edge: a swipe towards the trailing side reveals the leading actions.
  case leading
  /// The trailing edge: a swipe towards the leading side reveals the trailing actions,
  /// where UIKit's swipe-to-delete lives.
  case trailing
}
