/// The context a ``HeadlessTableView`` gives `shouldSpringLoadRowAt` for one hover (see
/// ``HeadlessTableView/springLoadRow(at:point:)``).
///
/// Invariants: ``location`` is the hover's and never changes; one context is made per hover.
@MainActor
final class HeadlessSpringLoadedContext: TableSpringLoadedInteractionContext {
  /// Where the drag hovers, in the table's content coordinates.
  let location: TablePoint

  /// What the delegate set to remember the hover's target, or `nil`.
  var targetItem: AnyObject?

  /// Creates the context of one hover.
  init(location: TablePoint) {
    self.location = location
  }
}
