import CascadingTableKit

/// A spring-loaded interaction a test passes to `shouldSpringLoadRowAt`, compared by identity.
@MainActor
final class StubSpringLoadedContext: TableSpringLoadedInteractionContext {
  var location = TablePoint(x: 5, y: 6)
  var targetItem: AnyObject?
}
