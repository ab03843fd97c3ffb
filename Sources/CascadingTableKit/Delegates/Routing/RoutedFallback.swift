/// What a routed row call answers when no child holds the row (see
/// `PropagatingTableDelegate.routeRowCall`), made only then.
///
/// A value rather than a closure: a generic value is specialised and inlined into every routed
/// member like the rest of the routing, whereas a fallback closure handed down the levels was
/// not (the notifications' routing, a `Void` call, then went through a closure and a call out of
/// line a level). A fallback the caller must make afresh, the cell member's empty
/// ``TableCell``, is made on the path that found no child only, so the path that found one
/// tests no answer.
///
/// Invariant: ``make()`` calls out to no node of the tree.
@MainActor
protocol RoutedFallback {
  /// What the routed call answers.
  associatedtype Answer

  /// The answer for a row no child holds.
  /// - Complexity: O(1).
  func make() -> Answer
}
