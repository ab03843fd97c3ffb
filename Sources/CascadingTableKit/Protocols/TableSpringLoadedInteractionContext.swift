/// A spring-loaded interaction over a row: a drag hovering over it, about to open it (UIKit's
/// `UISpringLoadedInteractionContext`).
///
/// ## Implementation requirements
/// - Identity is the interaction's: every call about one hover carries the same object.
@MainActor
public protocol TableSpringLoadedInteractionContext: AnyObject {
  /// Where the drag hovers, in the table's content coordinates.
  var location: TablePoint { get }

  /// An object the delegate may set to remember what the hover targets (UIKit's
  /// `targetItem`), or `nil`.
  var targetItem: AnyObject? { get set }
}
